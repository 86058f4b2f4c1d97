/// Where a lesson step began in the session: which step, and how long the world's trace and
/// the history were then. `:goal` rebuilds the step's start from the history's first
/// ``historyCount`` entries.
struct StepStart: Equatable, Sendable {
  /// The lesson's id.
  var lessonID: String
  /// The step's position in the lesson.
  var stepIndex: Int
  /// The trace's length when the step began.
  var traceStart: Int
  /// The history's length when the step began.
  var historyCount: Int
}
