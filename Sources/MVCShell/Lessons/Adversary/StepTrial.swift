import MVCRuntime
import MVCTutor

/// Runs statements from a step's start the way a learner's would run at the prompt, and says
/// whether the step was completed: after every statement that ran (one that fails is rolled back
/// and the next runs, as at the prompt) the tutor checks the goals, and the step is done the
/// first time they all hold.
struct StepTrial {
  /// The lesson and the step tried.
  let lesson: Lesson
  let stepIndex: Int

  /// The step's start: the lesson's setup and every earlier step's solution, run in a fresh
  /// core; nil when they fail (the checker reports that separately).
  func start() -> (core: SessionCore, traceStart: Int)? {
    let core = SessionCore()
    core.refusesRedeclaringClassesInUse = true
    for statement in lesson.statements(before: stepIndex) {
      guard case .statements(let run) = core.submit(statement) else {
        if core.isContinuing { continue }
        return nil
      }
      if run.failure != nil { return nil }
    }
    if core.takeUnfinished() != nil { return nil }
    return (core, core.reader.trace.count)
  }

  /// What running statements from the step's start came to.
  struct Result {
    /// Whether all the step's goals held after some statement.
    var completed: Bool
    /// The first statement after which they all held (nil: never).
    var completedAt: Int?
    /// Which statements failed (by position).
    var failed: Set<Int>
    /// The world afterwards, summed up to compare two runs.
    var fingerprint: WorldFingerprint
  }

  /// Runs whole statements (each may span lines) from the step's start; nil when the start
  /// fails.
  /// - Parameter countingCommands: whether the step's `whatif:` and `export:` lines count as
  ///   run (for the solution and changes made to it; a wrong attempt, which is statements
  ///   only, never runs them).
  func run(_ statements: [String], countingCommands: Bool = true) -> Result? {
    guard let (core, traceStart) = start() else { return nil }
    let step = lesson.steps[stepIndex]
    var evaluator = GoalEvaluator(world: core.reader, traceStart: traceStart)
    if countingCommands {
      evaluator.whatIfs = step.whatIfs
      evaluator.exports = step.exports
    }
    var completedAt: Int?
    var failed = Set<Int>()
    for (index, statement) in statements.enumerated() {
      var ran = false
      for line in statement.split(separator: "\n", omittingEmptySubsequences: false) {
        switch core.submit(String(line)) {
        case .statements(let run):
          ran = run.failure == nil && !run.completed.isEmpty
        case .unfinished:
          ran = false
        case .incomplete, .command:
          continue
        }
      }
      if core.takeUnfinished() != nil { ran = false }
      if !ran { failed.insert(index) }
      if completedAt == nil && step.goals.allSatisfy({ evaluator.holds($0.goal) }) {
        completedAt = index
      }
    }
    return Result(
      completed: completedAt != nil, completedAt: completedAt, failed: failed,
      fingerprint: WorldFingerprint(core.reader, since: traceStart))
  }
}
