import MVCLocalization
import MVCRuntime
import MVCTutor

/// The shell side of guided lessons that several lesson commands share: the check after every
/// statement, moving between steps (rebuilding a step's world, entering the next, completing
/// one), showing a step, and the words lessons are told in. Each command (`:lesson`, `:hint`,
/// `:next`…) is its own type beside this file.
///
/// The tutor (MVCTutor) keeps the state and judges the goals; this file runs statements in the
/// session's world, words every answer in the learner's language, and saves progress through
/// the session's file system.
extension Session {
  // MARK: Front-end API

  /// Keeps lesson progress in a file (read now if it exists, written after every change);
  /// nil keeps it in memory only.
  /// - Returns: a warning to show when an existing file could not be read, else nil.
  @discardableResult
  public func useLessonProgress(at path: String?) -> String? {
    tutor.progressPath = path
    guard let path else { return nil }
    let bytes: [UInt8]
    do {
      bytes = try fileSystem.read(path, limit: FileLimits.progress)
    } catch let error as FileSystemError {
      if error.isMissing { return nil }
      return finish(
        warning(localizer.string("error.cannotRead", [error.path, error.reason(localizer)])))
    } catch {
      return nil
    }
    guard let text = String(validating: bytes, as: UTF8.self),
      let book = ProgressBook(decoding: text)
    else {
      return finish(warning(localizer.string("tutor.error.badProgressFile", [path])))
    }
    tutor.progress = book
    return nil
  }

  /// Offers other lessons than the built-in ones (a directory given on the command line).
  public func useLessons(_ catalog: LessonCatalog) {
    tutor.catalog = catalog
    tutor.leave()
  }

  // MARK: Checking after statements

  /// Called after statements ran: announces goals that have just become true, and when all
  /// of the step's goals hold, congratulates and moves on to the next step.
  func lessonAfterStatements(_ run: StatementRun? = nil) -> Reply {
    guard let active = tutor.active, !active.isStepDone, !active.isPredictionPending else {
      return Reply()
    }
    let statuses = tutor.statuses(in: world)
    var deadEnds = Reply()
    for (goal, sequence) in tutor.newDeadEnds(in: world) {
      tutor.active?.reportedDeadEnds.insert(goal.name)
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
      deadEnds += Style.warning.paint("⚠ " + wrap(text, indent: "")) + "\n"
    }
    let allMet = statuses.allSatisfy(\.isMet)
    // The step's question comes before the reveal: before the goals are told met and before
    // the statement's messages are shown.
    if allMet, let prediction = active.step.prediction, !active.isPredictionAsked {
      tutor.askPrediction(revealing: run?.sequences ?? [])
      deadEnds += lessonQuestion(prediction)
      return deadEnds
    }
    var announced = active.announcedGoals
    var out = Reply()
    for status in statuses {
      if status.isMet {
        if announced.insert(status.goal.name).inserted {
          out += "  " + Style.model.paint("✓") + " " + goalText(status.goal) + "\n"
        }
      } else {
        announced.remove(status.goal.name)
      }
    }
    tutor.active?.announcedGoals = announced
    out += deadEnds
    if allMet { out += completeStep() }
    return out
  }

  // MARK: Moving between steps

  /// Rebuilds the world as it is at the start of a step (the lesson's setup and every earlier
  /// step's solution, replayed quietly) and shows the step.
  func rebuildStep(_ lesson: Lesson, at stepIndex: Int) -> Reply {
    let lines = lesson.statements(before: stepIndex)
    if let failed = replay(lines) {
      tutor.leave()
      return failure(localizer.string("tutor.error.replayFailed", [failed]))
    }
    tutor.begin(
      lesson, at: stepIndex, traceStart: world.trace.count, historyStart: core.history.count)
    markStepStart()
    tutor.noteObjectsAtStart(in: world)
    announceGoalsAlreadyMet()
    forgetGlossedTerms()
    guard let active = tutor.active else { return Reply(output: "") }
    var out = Reply(lessonHeading(active))
    if !lines.isEmpty {
      out += "\n" + Style.dim.paint(localizer.string("tutor.step.prepared")) + "\n"
      out += CodeLines.render(lines, width: options.width)
    }
    out += stepBody(active)
    out += saveProgress()
    return out
  }

  /// Moves to a step in the world as it stands (after the learner solved the one before).
  func enterStep(_ stepIndex: Int) -> Reply {
    guard let lesson = tutor.active?.lesson else { return Reply() }
    let setup = stepIndex < lesson.steps.count ? lesson.steps[stepIndex].setup : []
    if let failed = replay(setup, resetting: false) {
      tutor.leave()
      return Reply(finishFailure(localizer.string("tutor.error.replayFailed", [failed])))
    }
    tutor.begin(
      lesson, at: stepIndex, traceStart: world.trace.count, historyStart: core.history.count)
    markStepStart()
    tutor.noteObjectsAtStart(in: world)
    announceGoalsAlreadyMet()
    guard let active = tutor.active else { return Reply() }
    var out = Reply("\n" + stepHeading(active))
    if !setup.isEmpty {
      out += "\n" + Style.dim.paint(localizer.string("tutor.step.prepared")) + "\n"
      out += CodeLines.render(setup, width: options.width)
    }
    out += stepBody(active)
    out += saveProgress()
    return out
  }

  /// Records the current step as done, shows what follows it, and moves to the next step.
  func completeStep() -> Reply {
    guard let active = tutor.active else { return Reply() }
    tutor.completeStep()
    var out = Reply(
      Style.model.paint(
        localizer.string("tutor.step.done", [String(active.stepIndex + 1)])) + "\n")
    for key in active.step.afterKeys { out += prose(key) + "\n" }
    if active.isLastStep {
      out += "\n" + lessonEnd(active.lesson)
      out += saveProgress()
      return out
    }
    out += saveProgress()
    out += enterStep(active.stepIndex + 1)
    return out
  }

  /// Goals that already hold when a step starts are not announced again later.
  private func announceGoalsAlreadyMet() {
    let met = tutor.statuses(in: world).filter(\.isMet).map(\.goal.name)
    tutor.active?.announcedGoals = Set(met)
  }

  /// The runner that drives the core for lesson statements.
  private var runner: LessonRunner { LessonRunner(core: core) }

  /// Runs statements quietly (for rebuilding a step's world); returns the first that failed.
  private func replay(_ lines: [String], resetting: Bool = true) -> String? {
    if resetting { resetWorld() } else { core.interrupt() }
    return runner.replay(lines)
  }

  // MARK: Showing a step

  /// The lesson's heading (its number and title), then the step's.
  func lessonHeading(_ active: ActiveLesson) -> StyledText {
    let number = (tutor.catalog.index(of: active.lesson.id) ?? 0) + 1
    let heading = localizer.string(
      "tutor.lesson.heading",
      [String(number), String(tutor.catalog.lessons.count), title(of: active.lesson)])
    return Style.heading.paint("━━ " + heading + " ━━") + "\n" + stepHeading(active)
  }

  private func stepHeading(_ active: ActiveLesson) -> StyledText {
    let key = active.step.isDemonstration ? "tutor.step.demoHeading" : "tutor.step.heading"
    return Style.heading.paint(
      localizer.string(
        key, [String(active.stepIndex + 1), String(active.lesson.steps.count)])) + "\n"
  }

  /// The step's prose, then its goals (or, for a demonstration, the run and its messages).
  private func stepBody(_ active: ActiveLesson) -> Reply {
    var out = Reply()
    for key in active.step.proseKeys { out += "\n" + prose(key) + "\n" }
    if active.step.isDemonstration {
      // A question comes before the demonstration runs; its answer runs it.
      if let prediction = active.step.prediction {
        tutor.askPrediction()
        out += "\n" + lessonQuestion(prediction)
        return out
      }
      out += runDemonstration()
      return out
    }
    out += "\n" + Style.heading.paint(localizer.string("tutor.goals.heading")) + "\n"
    out += checklist(tutor.statuses(in: world))
    out += Style.dim.paint(wrap(localizer.string("tutor.step.ladder"), indent: "")) + "\n"
    return out
  }

  /// Runs a demonstration's statements, then plays their messages step by step (a front end
  /// without a player prints them numbered), then says what the step wants noticed.
  func runDemonstration() -> Reply {
    guard let active = tutor.active else { return Reply() }
    var out = Reply(
      "\n" + Style.dim.paint(wrap(localizer.string("tutor.demo.running"), indent: "")) + "\n")
    let demonstration = runner.demonstrate(active.step.solution)
    // The demonstration's lines are the lesson's, not the script's that asked for it.
    let savedFile = diagnosticFile
    diagnosticFile = nil
    defer { diagnosticFile = savedFile }
    for (line, outcome) in demonstration.lines {
      out += Style.prompt.paint(prompt) + line + "\n"
      switch outcome {
      case .statements(let run):
        for result in run.completed { out += presenter.render(result) }
        if let failure = run.failure { out += presenter.diagnostic(failure) }
      case .unfinished(let failure, _): out += presenter.diagnostic(failure)
      case .command(let command):
        out += finishFailure(
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
    let statuses = tutor.statuses(in: world)
    if demonstration.failed || !statuses.allSatisfy(\.isMet) {
      out += "\n" + Style.heading.paint(localizer.string("tutor.goals.heading")) + "\n"
      out += checklist(statuses)
      return out
    }
    tutor.active?.announcedGoals = Set(statuses.map(\.goal.name))
    tutor.completeStep()
    for key in active.step.afterKeys { out += "\n" + prose(key) + "\n" }
    out += "\n"
    if active.isLastStep {
      out += lessonEnd(active.lesson)
    } else {
      out += Style.dim.paint(wrap(localizer.string("tutor.demo.next"), indent: "")) + "\n"
    }
    return out
  }

  /// What the last step says: the lesson is complete, or how many steps were left out.
  private func lessonEnd(_ lesson: Lesson) -> StyledText {
    let progress = tutor.progress[lesson: lesson.id]
    if progress.isComplete(lesson) {
      let text = localizer.string("tutor.lesson.done", [title(of: lesson)])
      return lessonSummary(lesson) + Style.heading.paint(wrap(text, indent: "")) + "\n"
    }
    let text = localizer.string(
      "tutor.lesson.partial",
      [
        title(of: lesson), String(progress.completedCount(in: lesson)),
        String(lesson.steps.count), lesson.id,
      ])
    return StyledText(wrap(text, indent: "") + "\n")
  }

  /// What a lesson taught: its syllabus points, in the learner's language.
  func lessonSummary(_ lesson: Lesson) -> StyledText {
    guard !lesson.covers.isEmpty else { return StyledText() }
    var out = Style.heading.paint(localizer.string("tutor.lesson.taught")) + "\n"
    for point in lesson.covers {
      let text = String(point) + ". " + localizer.string(Syllabus.titleKey(point))
      out += wrap(text, indent: "  • ").replacingFirstIndent() + "\n"
    }
    return out
  }

  /// The goals, one a line, each marked met (✓) or not yet (○); with `misses`, each unmet
  /// one is followed by what happened instead.
  func checklist(_ statuses: [GoalStatus], misses: [String: GoalMiss] = [:]) -> StyledText {
    var out = StyledText()
    let words = GoalMissText(world: world, localizer: localizer)
    for status in statuses {
      let mark = status.isMet ? Style.model.paint("✓") : Style.dim.paint("○")
      out += "  " + mark + " " + goalText(status.goal) + "\n"
      if !status.isMet, let miss = misses[status.goal.name] {
        let text = words.text(miss, for: status.goal.goal)
        let wrapped = ProseWrapper.wrap(text, width: min(options.width, 100) - 6)
        let lines = wrapped.split(separator: "\n", omittingEmptySubsequences: false)
        out += Style.dim.paint("      " + lines.joined(separator: "\n      ")) + "\n"
      }
    }
    return out
  }

  // MARK: Words

  /// A goal's description, wrapped to hang under the mark in front of it (`  ✓ `); in two
  /// languages, the second beneath it, dimmed.
  func goalText(_ goal: NamedGoal) -> StyledText {
    func hanging(_ text: String) -> String {
      let lines = ProseWrapper.wrap(text, width: min(options.width, 100) - 4).split(
        separator: "\n", omittingEmptySubsequences: false)
      return lines.joined(separator: "\n    ")
    }
    var out = StyledText(hanging(GoalDescriber(localizer: localizer).describe(goal.goal)))
    if let second = secondLocalizer {
      out +=
        "\n    " + Style.dim.paint(hanging(GoalDescriber(localizer: second).describe(goal.goal)))
    }
    return out
  }

  /// A lesson's title in the learner's language.
  func title(of lesson: Lesson) -> String { localizer.string(lesson.titleKey) }

  /// A paragraph of a lesson's prose (a say or after text, a hint, a question), wrapped and
  /// indented: in Chinese with the English of each glossary term after its first use in the
  /// lesson; in two languages, the second beneath it, dimmed.
  func prose(_ key: String, indent: String = "  ") -> StyledText {
    var out = StyledText(wrap(lessonText(key, localizer), indent: indent))
    if let second = secondLocalizer {
      out += "\n" + Style.dim.paint(wrap(second.string(key), indent: indent))
    }
    return out
  }

  /// A lesson text in the first language, glossed on first use (``Glossary``).
  private func lessonText(_ key: String, _ localizer: Localizer) -> String {
    let text = localizer.string(key)
    guard localizer.language != .en else { return text }
    let lesson = tutor.active?.lesson.id
    if glossedIn.lesson != lesson || glossedIn.language != localizer.language {
      glossedIn = (lesson, localizer.language, [])
    }
    return Glossary(localizer: localizer).glossingFirstUse(
      text, in: localizer.language, glossed: &glossedIn.terms)
  }

  /// Forgets which terms the current lesson has glossed, so that the next text glosses them
  /// again (a lesson started or restarted).
  func forgetGlossedTerms() { glossedIn = (nil, .en, []) }

  /// Text wrapped to the width lessons are shown in (at most 100 columns).
  func wrap(_ text: String, indent: String) -> String {
    ProseWrapper.wrap(text, width: min(options.width, 100), indent: indent)
  }

  /// The names, in the learner's language, of the features a lesson needs that this build
  /// lacks; empty when it can run.
  func missingFeatureNames(of lesson: Lesson) -> [String] {
    tutor.missingFeatures(of: lesson).map { localizer.string("tutor.feature." + $0) }
  }

  private func warning(_ text: String) -> StyledText { Style.warning.paint("⚠ " + text) + "\n" }

  private func finishFailure(_ message: String) -> StyledText {
    Style.error.paint(localizer.string("diag.error")) + ": " + message + "\n"
  }

  /// Writes the progress book when a path was given; returns a warning if that failed.
  func saveProgress() -> StyledText {
    guard let path = tutor.progressPath else { return StyledText() }
    do {
      try fileSystem.writeAtomically(path, Array(tutor.progress.encoded.utf8))
    } catch let error as FileSystemError {
      return warning(
        localizer.string("tutor.error.cannotSaveProgress", [path, error.reason(localizer)]))
    } catch {
      return warning(localizer.string("tutor.error.cannotSaveProgress", [path, "\(error)"]))
    }
    return StyledText()
  }
}

extension String {
  /// A wrapped paragraph whose every line was indented with a bullet: the bullet only on the
  /// first line.
  fileprivate func replacingFirstIndent() -> String {
    var lines = split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for index in lines.indices.dropFirst() where lines[index].hasPrefix("  • ") {
      lines[index] = "    " + lines[index].dropFirst(4)
    }
    return lines.joined(separator: "\n")
  }
}
