import MVCRuntime

/// `UIView.animate(withDuration: 0.3) { … }` and its longer forms: the animations run at once,
/// the completion when the run-loop turn ends (``World/animate``).
extension Interpreter {
  /// The labels an animation call may use besides its closures; the spring and timing values
  /// change how UIKit would draw the frames, which the sandbox does not draw.
  static let animationLabels: Set<String> = [
    "withDuration", "delay", "usingSpringWithDamping", "initialSpringVelocity", "options",
  ]

  /// Whether a call is `UIView.animate(…)` and the learner has not bound a name `UIView`.
  func isAnimationCall(_ callee: Expression) -> Bool {
    guard case .member(.name(let typeName, _), "animate", _) = callee,
      typeName == "UIView" || typeName == "View"
    else { return false }
    return isStaticCall(on: typeName)
  }

  /// Runs `UIView.animate(…)`: the duration, the animations closure (labelled or trailing),
  /// and the completion (labelled, or a trailing closure after the animations).
  func callAnimation(
    _ callee: Expression, _ arguments: [Argument], at range: SourceRange,
    _ tx: inout Transaction
  ) throws -> Value {
    var duration: Double?
    var animations: ClosureID?
    var completion: ClosureID?
    for argument in arguments {
      let label = argument.label
      if label == "animations" || label == "completion" || label == nil {
        let value = try evaluate(argument.value, &tx)
        if label == "completion" && value == .null { continue }
        guard case .closure(let id) = value else {
          throw ScriptFailure.interpreter(.notCallable, at: argument.value.range)
        }
        if label == "animations" || (label == nil && animations == nil) {
          animations = id
        } else {
          completion = id
        }
        continue
      }
      guard let label, Self.animationLabels.contains(label) else {
        throw unknownAnimation(arguments, at: range)
      }
      let value = try evaluate(argument.value, &tx)
      if label == "withDuration" {
        switch value {
        case .int(let n): duration = Double(n)
        case .double(let d): duration = d
        default: throw unknownAnimation(arguments, at: range)
        }
      }
    }
    guard let duration, let animations else { throw unknownAnimation(arguments, at: range) }
    try runtime(range) {
      try tx.animate(duration: duration, animations: animations, completion: completion)
    }
    return .void
  }

  /// The failure of an animation call the sandbox does not know, pointing at the one it does.
  private func unknownAnimation(_ arguments: [Argument], at range: SourceRange) -> ScriptFailure {
    ScriptFailure.runtime(
      .unknownMethod(
        selector: Self.selector("animate", arguments), className: "UIView",
        suggestion: "animate(withDuration:animations:completion:)"),
      at: range)
  }
}
