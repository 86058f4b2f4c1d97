import MVCLocalization
import MVCRuntime
import MVCScript
import MVCTutor

/// A lesson step's question (`predict:`), asked before the reveal: in a demonstration before
/// it runs, in a step the learner solves once their statement has met the goals, before its
/// messages are shown and the step is counted done. The next line that is not a command
/// answers it, by number, by a code choice's name or by a word choice as the learner's
/// language says it; an empty line or `:skip` reveals without an answer. It never blocks:
/// commands run as usual while it waits.
extension LessonFlow {
  /// The question of the current step, worded: the heading, the question, the numbered
  /// choices and how to answer.
  static func question(_ prediction: Prediction, in context: inout CommandContext) -> StyledText {
    let l = context.localizer
    var out = Style.heading.paint(l.string("tutor.predict.heading")) + "\n"
    out += prose(prediction.questionKey, in: &context) + "\n"
    for (index, choice) in prediction.choices.enumerated() {
      let number = "    " + String(index + 1) + "  "
      switch choice {
      case .code(let name): out += number + Style.value.paint(name) + "\n"
      case .words(let key):
        out += context.wrap(l.string(key), indent: "       ").replacingIndent(with: number) + "\n"
        if let second = context.secondLocalizer {
          out += Style.dim.paint(context.wrap(second.string(key), indent: "       ")) + "\n"
        }
      }
    }
    out += Style.dim.paint(context.wrap(l.string("tutor.predict.howTo"), indent: "")) + "\n"
    return out
  }

  /// Answers the step's waiting question with a line typed at the prompt; nil when no
  /// question waits, a statement is still open, or the line is a command (it runs as usual).
  static func answerQuestion(_ line: String, in context: inout CommandContext) -> Reply? {
    guard !context.core.isContinuing, let active = context.tutor.active,
      active.isPredictionPending,
      let prediction = active.step.prediction
    else { return nil }
    let localizer = context.localizer
    let typed = line.trimmed()
    if typed.hasPrefix(":") { return nil }
    if typed.isEmpty { return skipQuestion(in: &context) }
    guard
      let choice = prediction.choice(answering: typed)
        ?? wordChoice(typed, of: prediction, localizer: localizer)
    else {
      // A statement is not an answer: it runs as usual and the question keeps waiting.
      if Self.isStatement(typed) { return nil }
      let shown = TextWidth.truncated(typed, to: 30)
      let text = localizer.string(
        "tutor.predict.unknown", [shown, String(prediction.choices.count)])
      return Reply(output: Style.dim.paint(context.wrap(text, indent: "")) + "\n")
    }
    // The answer is judged by the learner's world: a demonstration's after it has run, a
    // step's as the learner's statements left it. What the world did decides the "✓ Right.".
    var reveal = Reply()
    if active.step.isDemonstration { reveal = revealAfterQuestion(in: &context) }
    let verdict = QuestionVerdict(
      choice: choice, of: prediction, in: active.evaluator(in: context.world))
    if !active.step.isDemonstration { reveal = revealAfterQuestion(in: &context) }
    context.tutor.recordAnswer(verdict.isRight, lesson: active.lesson.id, step: active.step.id)
    var out = verdictText(verdict, of: prediction, in: &context)
    out += saveProgress(in: context)
    out += reveal
    return out
  }

  /// What the tutor says of an answer, from its verdict: right; wrong, with the answer and the
  /// lesson's explanation; wrong in this learner's world, with the answer it did make true; or
  /// that no choice describes what happened.
  private static func verdictText(
    _ verdict: QuestionVerdict, of prediction: Prediction, in context: inout CommandContext
  ) -> Reply {
    let localizer = context.localizer
    switch verdict {
    case .right:
      return Reply(output: Style.model.paint("✓ " + localizer.string("tutor.predict.right")) + "\n")
    case .wrong(let answer):
      var out = wrongLine(
        choiceText(answer, of: prediction, wrongKey: "tutor.predict.wrong", localizer), in: context)
      out += prose(prediction.explainKey, in: &context) + "\n"
      return out
    case .wrongInThisWorld(let answer):
      return wrongLine(
        choiceText(answer, of: prediction, wrongKey: "tutor.predict.wrongInThisWorld", localizer),
        in: context)
    case .noneHappened:
      return Reply(
        output: Style.dim.paint(
          context.wrap(localizer.string("tutor.predict.noneHappened"), indent: "")) + "\n")
    }
  }

  /// A wrong answer's line, marked ✗ and wrapped under its first word.
  private static func wrongLine(_ text: String, in context: CommandContext) -> Reply {
    Reply(
      output: Style.warning.paint("✗ " + String(context.wrap(text, indent: "  ").dropFirst(2)))
        + "\n")
  }

  /// "the answer is X": a code choice by its name, a word choice by its number and words.
  private static func choiceText(
    _ answer: Int, of prediction: Prediction, wrongKey: String, _ localizer: Localizer
  ) -> String {
    switch prediction.choices[answer] {
    case .code(let name): return localizer.string(wrongKey, [name])
    case .words(let key):
      return localizer.string(
        wrongKey + "Choice", [String(answer + 1), localizer.string(key)])
    }
  }

  /// `:skip`: the waiting question is put aside unanswered and what it asked about is shown.
  static func skipQuestion(in context: inout CommandContext) -> Reply {
    context.tutor.skipPrediction()
    var out = Reply(
      Style.dim.paint(
        context.wrap(context.localizer.string("tutor.predict.skipped"), indent: "")) + "\n")
    out += revealAfterQuestion(in: &context)
    return out
  }

  /// What the question waited to show: a demonstration runs; a solved step shows the
  /// messages of the statement that solved it, then is counted done (if its goals still
  /// hold: commands may have run while the question waited).
  private static func revealAfterQuestion(in context: inout CommandContext) -> Reply {
    guard let active = context.tutor.active else { return Reply() }
    context.tutor.skipPrediction()
    if active.step.isDemonstration { return runDemonstration(in: &context) }
    var out = Reply()
    let count = context.world.trace.count
    let sequences = active.revealSequences.filter { $0 >= 1 && $0 <= count }
    if !sequences.isEmpty {
      out += "\n" + Style.heading.paint(context.localizer.string("tutor.predict.reveal")) + "\n"
      out += .playback(Playback(sequences: sequences))
    }
    out += afterStatements(in: &context)
    return out
  }

  /// The word choice an answer names in the learner's language (case and blanks aside).
  private static func wordChoice(
    _ typed: String, of prediction: Prediction, localizer: Localizer
  ) -> Int? {
    let wanted = Self.comparable(typed)
    return prediction.choices.firstIndex {
      if case .words(let key) = $0 { return Self.comparable(localizer.string(key)) == wanted }
      return false
    }
  }

  /// Whether a line that answers no choice is a statement to run rather than a mistyped
  /// answer: it parses, and it is more than a lone name or number.
  static func isStatement(_ typed: String) -> Bool {
    guard let statements = try? Parser.parse(typed), !statements.isEmpty else { return false }
    if statements.count == 1, case .expression(let expression) = statements[0] {
      switch expression {
      case .name, .literal, .enumCase: return false
      default: return true
      }
    }
    return true
  }

  /// Text made comparable: lowercased, blanks and final punctuation dropped.
  private static func comparable(_ text: String) -> String {
    var scalars = text.lowercased().filter { !$0.isWhitespace }
    while let last = scalars.last, ".。!！?？".contains(last) { scalars.removeLast() }
    return scalars
  }
}

extension String {
  /// A wrapped paragraph whose first line's indent is replaced (a number in front of a
  /// choice); the other lines keep theirs.
  fileprivate func replacingIndent(with prefix: String) -> String {
    var lines = split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if let first = lines.first {
      lines[0] = prefix + first.drop { $0 == " " }
    }
    return lines.joined(separator: "\n")
  }
}
