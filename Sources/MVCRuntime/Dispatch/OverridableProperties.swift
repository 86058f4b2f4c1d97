/// The UIKit properties a learner's subclass may override, and their types.
///
/// Only read-only properties UIKit asks a subclass for, and only with a getter that returns a
/// constant: `override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }`. The
/// runtime reads the answer from the class (``ClassInfo/propertyOverrides``) without running
/// the learner's code, so the queries that decide what is on screen stay pure. Every other
/// `override var` is refused by the parser.
public enum OverridableProperties {
  /// A view controller's: whether UIKit forwards appearance callbacks to its children
  /// (docs/uikit-fidelity.md, "Custom containers that forward appearance by hand").
  public static let controller: [String: ValueType] = [
    "shouldAutomaticallyForwardAppearanceMethods": .bool
  ]

  /// The overridable properties of a family of classes, with their types.
  public static func properties(of kind: ObjectKind) -> [String: ValueType] {
    switch kind {
    case .controller(let k) where k.hasView: return controller
    default: return [:]
    }
  }
}

extension World {
  /// The constant a learner's class (or the nearest superclass of it that overrides the
  /// property) answers for `property`, or nil when none of them overrides it.
  func overriddenProperty(_ property: String, of className: String) -> Value? {
    for info in classChain(className) {
      if let value = info.propertyOverrides[property] { return value }
    }
    return nil
  }
}
