/// `UIModalPresentationStyle`, spelled as Swift writes its cases (`.fullScreen`).
public enum ModalPresentationStyle: String, Sendable, Equatable, CaseIterable {
  case automatic
  case fullScreen
  case pageSheet
  case formSheet
  case currentContext
  case overCurrentContext
  case overFullScreen
  case popover

  /// The style actually used on a phone-sized (compact-width) screen.
  ///
  /// `.automatic` is a page sheet since iOS 13. A popover adapts to a sheet in compact width
  /// (the sandbox's choice; see docs/uikit-fidelity.md).
  public func resolved(compactWidth: Bool) -> ModalPresentationStyle {
    switch self {
    case .automatic: return .pageSheet
    case .popover: return compactWidth ? .pageSheet : .popover
    case .formSheet: return compactWidth ? .pageSheet : .formSheet
    default: return self
    }
  }

  /// What reading `modalPresentationStyle` answers: never `.automatic`, which a plain view
  /// controller resolves to `.pageSheet`.
  public var concrete: ModalPresentationStyle { self == .automatic ? .pageSheet : self }

  /// Whether the presentation covers only the controller that defines the presentation
  /// context (`definesPresentationContext`), instead of the whole window.
  public var usesPresentationContext: Bool {
    self == .currentContext || self == .overCurrentContext
  }

  /// Whether the views beneath are removed once the presentation completes, so the
  /// controllers beneath disappear (`fullScreen`, `currentContext`).
  public var removesPresenterViews: Bool {
    self == .fullScreen || self == .currentContext
  }

  /// Whether the presented view is a sheet or popover that leaves the content beneath visible.
  public var isSheet: Bool { self == .pageSheet || self == .formSheet || self == .popover }
}
