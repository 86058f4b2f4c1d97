/// A question a step asks before it reveals what happens: in a demonstration before its
/// messages run, in a step the learner solves once their statement has met the goals, before
/// the step's closing words. The learner answers by number or by name; a wrong answer gets
/// the explanation, and every answer gets the reveal. It never blocks: `:skip` moves on.
///
/// Each choice says, in `when:` lines, what the learner's world must show for it to be the
/// right one; the tutor judges an answer by the world (after a demonstration has run), so its
/// "✓ Right." says what this learner's world did, and `answer:` is what the lesson's own
/// solution makes true (the checker proves it).
///
///     predict: lesson.roles.across.predict
///     choice: `editor`
///     when: message role=model-controller receiver=editor
///     choice: `label`
///     when: message selector=observeValue(forKeyPath:of:change:context:) receiver=label
///     choice: lesson.roles.across.predict.nobody
///     when: no message receiver=label
///     answer: 1
///     explain: lesson.roles.across.predict.why
public struct Prediction: Equatable, Sendable {
  /// The catalog key of the question.
  public var questionKey: String
  /// The choices, in the order they are numbered.
  public var choices: [PredictionChoice]
  /// The position of the right choice (0-based).
  public var answer: Int
  /// The catalog key of the explanation shown after a wrong answer.
  public var explainKey: String
  /// The line of the `predict:` directive.
  public var line: Int
  /// For each choice, in order, the goals that make it the right one (its `when:` lines; all
  /// must hold). A choice without any is never right in a world, unless no choice has any: then
  /// the lesson's `answer:` is taken as written.
  public var conditions: [[NamedGoal]] = []

  /// Creates a question.
  public init(
    questionKey: String, choices: [PredictionChoice], answer: Int, explainKey: String, line: Int
  ) {
    self.questionKey = questionKey
    self.choices = choices
    self.answer = answer
    self.explainKey = explainKey
    self.line = line
  }

  /// Whether the choices say when each is right (some choice has a `when:` line).
  public var isJudgedByWorld: Bool { conditions.contains { !$0.isEmpty } }

  /// The choices that are right in a world, by their `when:` goals; the lesson's `answer:`
  /// alone when no choice has any.
  public func rightChoices(in evaluator: GoalEvaluator) -> [Int] {
    guard isJudgedByWorld else { return [answer] }
    return choices.indices.filter { index in
      let goals = index < conditions.count ? conditions[index] : []
      return !goals.isEmpty && goals.allSatisfy { evaluator.holds($0.goal) }
    }
  }

  /// The choice an answer picks: its number (`2`), or a code choice's name (`editor`); nil
  /// when it picks none. Words in the learner's language are matched by the shell.
  public func choice(answering text: String) -> Int? {
    let trimmed = text.trimmingBlanks()
    if let number = Int(trimmed), number >= 1, number <= choices.count { return number - 1 }
    let bare =
      trimmed.hasPrefix("`") && trimmed.hasSuffix("`") && trimmed.count >= 2
      ? String(trimmed.dropFirst().dropLast()) : trimmed
    return choices.firstIndex {
      if case .code(let name) = $0 { return name == bare }
      return false
    }
  }
}

/// One choice of a ``Prediction``: code (a name, kept as written in every language), or words
/// (a catalog key).
public enum PredictionChoice: Equatable, Sendable {
  /// `` choice: `editor` ``
  case code(String)
  /// `choice: lesson.roles.across.predict.nobody`
  case words(key: String)
}
