import MVCRuntime

/// Parts of the sandbox a lesson may need (`requires: viewcontrollers`). A lesson whose
/// features this build lacks is listed but cannot be started, and the replay test skips it
/// with a message.
public enum TutorFeature: String, CaseIterable, Sendable {
  /// Containment, navigation stacks, modal presentation and the window's root controller.
  case viewcontrollers

  /// The selectors the feature's lessons call, as the runtime spells them.
  var selectors: [String] {
    switch self {
    case .viewcontrollers:
      return [
        "addChild(_:)", "didMove(toParent:)", "pushViewController(_:animated:)",
        "present(_:animated:completion:)", "dismiss(animated:completion:)",
      ]
    }
  }

  /// Whether this build of the runtime has the feature.
  public var isAvailable: Bool {
    let known = Set(BuiltinMethods.all.map(\.selector))
    return selectors.allSatisfy(known.contains)
      && BuiltinClasses.all.contains { $0.name == "NavigationController" }
  }

  /// The features this build has.
  public static var available: Set<String> {
    Set(allCases.filter(\.isAvailable).map(\.rawValue))
  }
}
