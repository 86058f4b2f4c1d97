/// How a learner's answer to a step's question stands against their own world: the choices a
/// world makes true are read from their `when:` goals (``Prediction/rightChoices(in:)``), so
/// the tutor never calls right what this learner's world did not do.
public enum QuestionVerdict: Equatable, Sendable {
  /// The chosen answer is what the world did.
  case right
  /// Another choice is what the world did, the one the lesson expects (its explanation fits).
  case wrong(answer: Int)
  /// Another choice is what the world did, but not the one the lesson expects: the learner
  /// built something the lesson did not foresee, so its explanation would not fit.
  case wrongInThisWorld(answer: Int)
  /// No choice describes what the world did.
  case noneHappened

  /// Judges a choice (0-based) by the choices right in a world.
  public init(choice: Int, of prediction: Prediction, in evaluator: GoalEvaluator) {
    let right = prediction.rightChoices(in: evaluator)
    if right.contains(choice) {
      self = .right
    } else if right.contains(prediction.answer) {
      self = .wrong(answer: prediction.answer)
    } else if let first = right.first {
      self = .wrongInThisWorld(answer: first)
    } else {
      self = .noneHappened
    }
  }

  /// Whether the answer counts as right (nil: it counts neither way).
  public var isRight: Bool? {
    switch self {
    case .right: return true
    case .wrong, .wrongInThisWorld: return false
    case .noneHappened: return nil
    }
  }
}
