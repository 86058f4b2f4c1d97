/// `UIModalTransitionStyle`: the animation a presentation uses, spelled as Swift writes its cases.
///
/// The sandbox keeps no animation frames, so the style only shows in `:inspect`, in the trace
/// and in the one rule UIKit enforces: `.partialCurl` needs a `.fullScreen` presentation.
public enum ModalTransitionStyle: String, Sendable, Equatable, CaseIterable {
  /// The default: the presented view slides up from the bottom.
  case coverVertical
  /// A horizontal 3D flip.
  case flipHorizontal
  /// The views cross-fade.
  case crossDissolve
  /// A corner of the current view curls up to reveal the presented one.
  case partialCurl

  /// The type name learners meet in errors (`UIModalTransitionStyle`).
  public static let typeName = "UIModalTransitionStyle"

  /// Whether the transition style can be used with a presentation style: UIKit supports
  /// `.partialCurl` only with `.fullScreen` ("Attempting to use … a different presentation style
  /// triggers an exception").
  public func allows(_ style: ModalPresentationStyle) -> Bool {
    self != .partialCurl || style == .fullScreen
  }
}
