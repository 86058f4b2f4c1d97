import MVCRuntime

/// What the front end's step player and line editor ask a session: a step's text and prompt,
/// where the next statement's messages begin, the player's questions (`:predict on`), and Tab
/// completion.
extension Session {
  /// The names of all meta-commands, with their colon, in the order `:help` lists them.
  public static var commandNames: [String] { CommandTable.names }

  /// Renders step `index` (0-based) of a playback: "step k of n", sender → receiver, role, rule.
  public func renderStep(_ index: Int, of playback: Playback) -> String {
    context.finish(StepPlayback.render(index, of: playback, in: context))
  }

  /// The prompt shown while a playback waits for a key.
  public func stepPrompt(_ index: Int, of playback: Playback) -> String {
    StepPlayback.prompt(index, of: playback, in: context)
  }

  /// The first step after `index` that another statement sent (`s` in the step player), or
  /// nil when the rest of the playback belongs to the same statement.
  public func nextStatementStep(after index: Int, of playback: Playback) -> Int? {
    StepPlayback.nextStatementStep(after: index, of: playback, in: context)
  }

  /// The question to ask before step `index` of a playback is shown, finished; nil when
  /// `:predict` is off or the step has no message.
  public func predictionQuestion(_ index: Int, of playback: Playback) -> String? {
    PredictionFlow.question(index, of: playback, in: context)
  }

  /// The prompt the player reads the answer at (not coloured: the front end colours it).
  public var predictionPrompt: String { PredictionFlow.prompt(in: context) }

  /// What an answer to step `index`'s question comes to, finished: right, or wrong with the
  /// rule that decides who receives it; empty for an empty answer or `:skip`.
  public func answerPrediction(_ answer: String, _ index: Int, of playback: Playback) -> String {
    PredictionFlow.answer(answer, index, of: playback, in: &context)
  }

  /// Completion candidates for the word that ends at `cursor` (a character offset into `line`).
  /// - Returns: the offset where the word starts and the full words that could replace it.
  public func completions(for line: String, cursor: Int) -> (wordStart: Int, candidates: [String]) {
    Completer.completions(for: line, cursor: cursor, in: context)
  }
}
