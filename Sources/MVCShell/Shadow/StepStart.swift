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

extension Session {
  /// Notes where the step that has just begun starts (called right after the tutor begins it).
  func markStepStart() {
    guard let active = tutor.active else { return }
    stepStart = StepStart(
      lessonID: active.lesson.id, stepIndex: active.stepIndex, traceStart: active.traceStart,
      historyCount: core.history.count)
  }

  /// A shadow world as the current step began, and its trace's length then.
  ///
  /// Rebuilt from the history when the session noted where the step began (and the history
  /// still reaches back there); otherwise from the lesson's own statements, as `:restart`
  /// rebuilds a step.
  func shadowAtStepStart() -> Result<
    (shadow: ShadowWorld, traceStart: Int), ShadowWorld.ReplayFailure
  > {
    guard let active = tutor.active else { return .failure(ShadowWorld.ReplayFailure(source: "")) }
    if let start = stepStart, start.lessonID == active.lesson.id,
      start.stepIndex == active.stepIndex, start.traceStart == active.traceStart,
      start.historyCount <= core.history.count
    {
      let sources = core.history.sources.prefix(start.historyCount)
      return ShadowWorld.replaying(sources).map { ($0, $0.reader.trace.count) }
    }
    let shadow = ShadowWorld()
    if let failed = LessonRunner(core: shadow.core).replay(
      active.lesson.statements(before: active.stepIndex))
    {
      return .failure(ShadowWorld.ReplayFailure(source: failed))
    }
    return .success((shadow, shadow.reader.trace.count))
  }
}
