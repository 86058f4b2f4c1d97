import MVCLocalization
import MVCRuntime
import MVCTutor

/// The shell side of guided lessons: the check after every statement, moving between steps
/// (rebuilding a step's world, entering the next, completing one), running a demonstration,
/// and (in the files beside this one) the step's question and the words lessons are told in.
/// Each lesson command (`:lesson`, `:hint`, `:next`…) is its own type in `Commands/Lessons`.
///
/// The tutor (MVCTutor) keeps the state and judges the goals; this flow runs statements in the
/// session's world, words every answer in the learner's language, and saves progress through
/// the session's file system.
enum LessonFlow {
  // MARK: Checking after statements

  /// Called after statements ran: announces goals that have just become true, and when all
  /// of the step's goals hold, congratulates and moves on to the next step.
  static func afterStatements(_ run: StatementRun? = nil, in context: inout CommandContext)
    -> Reply
  {
    guard let active = context.tutor.active, !active.isStepDone, !active.isPredictionPending
    else {
      return Reply()
    }
    let world = context.world
    let localizer = context.localizer
    let statuses = context.tutor.statuses(in: world)
    var deadEnds = Reply()
    for (goal, sequence) in context.tutor.newDeadEnds(in: world) {
      context.tutor.active?.reportedDeadEnds.insert(goal.name)
      let source =
        run?.completed.first { $0.events.contains(sequence - 1) }?.source
        ?? world.trace[sequence - 1].selector
      let described = GoalDescriber(localizer: localizer).describe(goal.goal)
      let event = world.trace[sequence - 1]
      let freedName = active.objectsAtStart.first { $0.value == event.receiver.objectID }?.key
      let text =
        event.selector == "deinit" && freedName != nil
        ? localizer.string("tutor.deadEnd.freed", [described, source, freedName ?? ""])
        : localizer.string("tutor.deadEnd", [described, source])
      deadEnds += Style.warning.paint("⚠ " + context.wrap(text, indent: "")) + "\n"
    }
    let allMet = statuses.allSatisfy(\.isMet)
    // The step's question comes before the reveal: before the goals are told met and before
    // the statement's messages are shown.
    if allMet, let prediction = active.step.prediction, !active.isPredictionAsked {
      context.tutor.askPrediction(revealing: run?.sequences ?? [])
      deadEnds += question(prediction, in: &context)
      return deadEnds
    }
    var announced = active.announcedGoals
    var out = Reply()
    for status in statuses {
      if status.isMet {
        if announced.insert(status.goal.name).inserted {
          out += "  " + Style.model.paint("✓") + " " + goalText(status.goal, in: context) + "\n"
        }
      } else {
        announced.remove(status.goal.name)
      }
    }
    context.tutor.active?.announcedGoals = announced
    out += deadEnds
    if allMet { out += completeStep(in: &context) }
    return out
  }

  // MARK: Moving between steps

  /// Rebuilds the world as it is at the start of a step (the lesson's setup and every earlier
  /// step's solution, replayed quietly) and shows the step.
  static func rebuildStep(_ lesson: Lesson, at stepIndex: Int, in context: inout CommandContext)
    -> Reply
  {
    let lines = lesson.statements(before: stepIndex)
    if let failed = replay(lines, in: &context) {
      context.tutor.leave()
      return context.failure(context.localizer.string("tutor.error.replayFailed", [failed]))
    }
    begin(lesson, at: stepIndex, in: &context)
    context.state.lesson.tutorBuiltStep = (lesson.id, stepIndex)
    forgetGlossedTerms(in: &context)
    guard let active = context.tutor.active else { return Reply(output: "") }
    var out = Reply(lessonHeading(active, in: context))
    if !lines.isEmpty {
      out += "\n" + Style.dim.paint(context.localizer.string("tutor.step.prepared")) + "\n"
      out += CodeLines.render(lines, width: context.options.width)
    }
    out += stepBody(active, in: &context)
    out += saveProgress(in: context)
    return out
  }

  /// `:restart`: the step again from its start. The learner's own work before the step is
  /// kept (their classes, their wiring: the session's history up to where the step began is
  /// run again in a fresh world), so a fix-it lesson never swaps the learner's class for the
  /// tutor's; with `fromTutor`, or when the history no longer reaches the step's start or does
  /// not run again, the world is rebuilt from the lesson's own statements.
  static func restartStep(fromTutor: Bool, in context: inout CommandContext) -> Reply {
    guard let active = context.tutor.active else { return Reply() }
    let history = context.core.history
    let built = context.state.lesson.tutorBuiltStep
    let ownWork = built.map { $0.lessonID != active.lesson.id || $0.stepIndex < active.stepIndex }
    guard !fromTutor, ownWork ?? true, let start = context.state.lesson.stepStart,
      start.lessonID == active.lesson.id, start.stepIndex == active.stepIndex,
      start.traceStart == active.traceStart, start.historyCount <= history.count
    else {
      return rebuildStep(active.lesson, at: active.stepIndex, in: &context)
    }
    let sources = Array(history.sources.prefix(start.historyCount))
    context.resetWorld()
    if context.core.replayHistory(sources) != nil {
      return rebuildStep(active.lesson, at: active.stepIndex, in: &context)
    }
    begin(active.lesson, at: active.stepIndex, in: &context)
    forgetGlossedTerms(in: &context)
    guard let restarted = context.tutor.active else { return Reply() }
    var out = Reply(lessonHeading(restarted, in: context))
    out +=
      "\n"
      + Style.dim.paint(context.wrap(context.localizer.string("tutor.step.keptOwn"), indent: ""))
      + "\n"
    out += stepBody(restarted, in: &context)
    out += saveProgress(in: context)
    return out
  }

  /// Moves to a step in the world as it stands (after the learner solved the one before).
  static func enterStep(_ stepIndex: Int, in context: inout CommandContext) -> Reply {
    guard let lesson = context.tutor.active?.lesson else { return Reply() }
    let setup = stepIndex < lesson.steps.count ? lesson.steps[stepIndex].setup : []
    if let failed = replay(setup, resetting: false, in: &context) {
      context.tutor.leave()
      return Reply(
        context.errorLine(context.localizer.string("tutor.error.replayFailed", [failed])))
    }
    begin(lesson, at: stepIndex, in: &context)
    guard let active = context.tutor.active else { return Reply() }
    var out = Reply("\n" + stepHeading(active, in: context))
    if !setup.isEmpty {
      out += "\n" + Style.dim.paint(context.localizer.string("tutor.step.prepared")) + "\n"
      out += CodeLines.render(setup, width: context.options.width)
    }
    out += stepBody(active, in: &context)
    out += saveProgress(in: context)
    return out
  }

  /// Records the current step as done, shows what follows it, and moves to the next step.
  static func completeStep(in context: inout CommandContext) -> Reply {
    guard let active = context.tutor.active else { return Reply() }
    context.tutor.completeStep()
    var out = Reply(
      Style.model.paint(
        context.localizer.string("tutor.step.done", [String(active.stepIndex + 1)])) + "\n")
    for key in active.step.afterKeys { out += prose(key, in: &context) + "\n" }
    if active.isLastStep {
      out += "\n" + lessonEnd(active.lesson, in: context)
      out += saveProgress(in: context)
      return out
    }
    out += saveProgress(in: context)
    out += enterStep(active.stepIndex + 1, in: &context)
    return out
  }

  /// Begins a step in the world as it now is: the tutor's record of it, where it started (for
  /// `:goal`'s shadow world), the objects it starts with, and the goals that already hold
  /// (which are not announced again later).
  private static func begin(_ lesson: Lesson, at stepIndex: Int, in context: inout CommandContext) {
    let core = context.core
    context.tutor.begin(
      lesson, at: stepIndex, traceStart: context.world.trace.count,
      historyStart: core.history.count)
    if let active = context.tutor.active {
      context.state.lesson.stepStart = StepStart(
        lessonID: active.lesson.id, stepIndex: active.stepIndex, traceStart: active.traceStart,
        historyCount: core.history.count)
    }
    context.tutor.noteObjectsAtStart(in: context.world)
    let met = context.tutor.statuses(in: context.world).filter(\.isMet).map(\.goal.name)
    context.tutor.active?.announcedGoals = Set(met)
  }

  /// Runs statements quietly (for rebuilding a step's world); returns the first that failed.
  private static func replay(
    _ lines: [String], resetting: Bool = true, in context: inout CommandContext
  ) -> String? {
    if resetting { context.resetWorld() } else { context.core.interrupt() }
    return LessonRunner(core: context.core).replay(lines)
  }

  /// A shadow world as the current step began, and its trace's length then.
  ///
  /// Rebuilt from the history when the session noted where the step began (and the history
  /// still reaches back there); otherwise from the lesson's own statements, as `:restart`
  /// rebuilds a step.
  static func shadowAtStepStart(in context: CommandContext) -> Result<
    (shadow: ShadowWorld, traceStart: Int), ShadowWorld.ReplayFailure
  > {
    guard let active = context.tutor.active else {
      return .failure(ShadowWorld.ReplayFailure(source: ""))
    }
    let history = context.core.history
    if let start = context.state.lesson.stepStart, start.lessonID == active.lesson.id,
      start.stepIndex == active.stepIndex, start.traceStart == active.traceStart,
      start.historyCount <= history.count
    {
      let sources = history.sources.prefix(start.historyCount)
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

  // MARK: Showing a step

  /// The step's prose, then its goals (or, for a demonstration, the run and its messages).
  private static func stepBody(_ active: ActiveLesson, in context: inout CommandContext) -> Reply {
    var out = Reply()
    for key in active.step.proseKeys { out += "\n" + prose(key, in: &context) + "\n" }
    if active.step.isDemonstration {
      // A question comes before the demonstration runs; its answer runs it.
      if let prediction = active.step.prediction {
        context.tutor.askPrediction()
        out += "\n" + question(prediction, in: &context)
        return out
      }
      out += runDemonstration(in: &context)
      return out
    }
    let localizer = context.localizer
    out += "\n" + Style.heading.paint(localizer.string("tutor.goals.heading")) + "\n"
    out += checklist(context.tutor.statuses(in: context.world), in: context)
    out += Style.dim.paint(context.wrap(localizer.string("tutor.step.ladder"), indent: "")) + "\n"
    return out
  }

  /// Runs a demonstration's statements, then plays their messages step by step (a front end
  /// without a player prints them numbered), then says what the step wants noticed.
  static func runDemonstration(in context: inout CommandContext) -> Reply {
    guard let active = context.tutor.active else { return Reply() }
    let localizer = context.localizer
    var out = Reply(
      "\n" + Style.dim.paint(context.wrap(localizer.string("tutor.demo.running"), indent: ""))
        + "\n")
    let demonstration = LessonRunner(core: context.core).demonstrate(active.step.solution)
    // The demonstration's lines are the lesson's, not the script's that asked for it.
    var shown = context
    shown.state.script.diagnosticFile = nil
    let presenter = shown.presenter
    for (line, outcome) in demonstration.lines {
      out += Style.prompt.paint(context.prompt) + line + "\n"
      switch outcome {
      case .statements(let run):
        for result in run.completed { out += presenter.render(result) }
        if let failure = run.failure { out += presenter.diagnostic(failure) }
      case .unfinished(let failure, _): out += presenter.diagnostic(failure)
      case .command(let command):
        out += context.errorLine(
          localizer.string("tutor.error.commandInLesson", [String(command.prefix(40))]))
      case .incomplete: break
      }
    }
    if demonstration.sequences.isEmpty {
      out += Style.dim.paint(localizer.string("tutor.demo.noMessages")) + "\n"
    } else {
      out += "\n"
      out += .playback(Playback(sequences: demonstration.sequences))
    }
    let statuses = context.tutor.statuses(in: context.world)
    if demonstration.failed || !statuses.allSatisfy(\.isMet) {
      out += "\n" + Style.heading.paint(localizer.string("tutor.goals.heading")) + "\n"
      out += checklist(statuses, in: context)
      return out
    }
    context.tutor.active?.announcedGoals = Set(statuses.map(\.goal.name))
    context.tutor.completeStep()
    for key in active.step.afterKeys { out += "\n" + prose(key, in: &context) + "\n" }
    out += "\n"
    if active.isLastStep {
      out += lessonEnd(active.lesson, in: context)
    } else {
      out += Style.dim.paint(context.wrap(localizer.string("tutor.demo.next"), indent: "")) + "\n"
    }
    return out
  }

  /// Writes the progress book when a path was given; returns a warning if that failed.
  static func saveProgress(in context: CommandContext) -> StyledText {
    let tutor = context.tutor
    guard let path = tutor.progressPath else { return StyledText() }
    let localizer = context.localizer
    do {
      try context.fileSystem.writeAtomically(path, Array(tutor.progress.encoded.utf8))
    } catch let error as FileSystemError {
      return context.warning(
        localizer.string("tutor.error.cannotSaveProgress", [path, error.reason(localizer)]))
    } catch {
      return context.warning(
        localizer.string("tutor.error.cannotSaveProgress", [path, "\(error)"]))
    }
    return StyledText()
  }
}
