import MVCRuntime
import MVCScript

/// What one line of input came to, as the ``SessionCore`` sees it: no words, no colours.
/// A presenter turns it into text; the lesson runner reads it to judge a replay.
indirect enum Outcome {
  /// The line leaves a statement open (a brace, bracket or parenthesis): keep reading.
  case incomplete
  /// Statements ran (each its own transaction); the run says what each one produced.
  case statements(StatementRun)
  /// A meta-command (`:trace all`), or `help`/`quit` typed without the colon, for the
  /// session's command table to run.
  case command(String)
  /// A statement left open was followed by a line that cannot continue it (a `:` command, a new
  /// declaration): the open one is reported, then the line runs on its own.
  case unfinished(StatementFailure, then: Outcome)
}

/// What a line of statements did: each statement that completed, then the failure that stopped
/// the rest (a failed statement changes nothing; the ones after it do not run).
struct StatementRun {
  /// The statements that completed, in order.
  var completed: [StatementResult] = []
  /// Why the run stopped early, if it did.
  var failure: StatementFailure?

  /// The trace sequence numbers of every message the completed statements sent.
  var sequences: [Int] { completed.flatMap { Array($0.events).map { $0 + 1 } } }
}

/// One statement that completed.
struct StatementResult {
  /// The statement's text as it was typed (what `:save` writes).
  var source: String
  /// The value of an expression statement; `.void` for any other statement.
  var value: Value
  /// Whether the statement is an expression (its value is shown).
  var isExpression: Bool
  /// Values passed to `print(_:)`.
  var printed: [Value]
  /// What the statement did that the learner is told once.
  var notices: [InterpreterNotice] = []
  /// The indices in the world's trace of the messages it sent.
  var events: Range<Int>
}

/// A statement that could not run, with the text it came from (for the caret line).
struct StatementFailure {
  /// What went wrong, and where.
  var error: ScriptFailure
  /// The text the statement was part of.
  var source: String
  /// The line of the script or prompt session where that text starts.
  var startLine: Int
}
