/// Something a statement did that the learner is told once, beside its result.
public enum InterpreterNotice: Equatable, Sendable {
  /// `class ViewController: UIViewController`: from now on `ViewController` means the
  /// learner's class (the name written, then UIKit's name for the sandbox's class).
  case classShadowsBuiltin(String, uikitName: String)
}
