/// A question a step asks before it reveals what happens: in a demonstration before its
/// messages run, in a step the learner solves once their statement has met the goals, before
/// the step's closing words. The learner answers by number or by name; a wrong answer gets
/// the explanation, and every answer gets the reveal. It never blocks: `:skip` moves on.
///
///     predict: lesson.roles.across.predict
///     choice: `editor`
///     choice: `label`
///     choice: lesson.roles.across.predict.nobody
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
