/// The name a learner's class is kept under when it takes one of the sandbox's short names for a
/// UIKit class (`class ViewController: UIViewController`, as the Xcode template writes): the name
/// Swift gives it with its module, `App.ViewController`, so it never collides with the sandbox's
/// `ViewController` (UIKit's `UIViewController`). An object of it still shows the name written.
public enum AppClassName {
  /// The module the learner's shadowing classes are kept in.
  public static let modulePrefix = "App."

  /// The name a shadowing class is kept under.
  public static func kept(_ written: String) -> String { modulePrefix + written }

  /// The name the learner wrote, for a class kept under ``kept(_:)``; nil for any other.
  public static func written(_ kept: String) -> String? {
    kept.hasPrefix(modulePrefix) ? String(kept.dropFirst(modulePrefix.count)) : nil
  }
}
