import MVCLocalization
import MVCRuntime
import MVCTutor

/// The shell side of guided lessons: `:lessons`, `:lesson`, `:hint`, `:solution`, `:check`,
/// `:next`, `:prev`, `:restart`, and the check after every statement.
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
    guard let path, let bytes = try? fileSystem.read(path) else { return nil }
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

  // MARK: Commands

  func lessonsCommand() -> SessionResponse {
    let lessons = tutor.catalog.lessons
    let done = lessons.filter { tutor.progress[lesson: $0.id].isComplete($0) }.count
    var out =
      Style.heading.paint(
        localizer.string("tutor.list.heading", [String(done), String(lessons.count)])) + "\n"
    let idWidth = (lessons.map { TextWidth.of($0.id) }.max() ?? 0) + 2
    let titleWidth = min(44, (lessons.map { TextWidth.of(title(of: $0)) }.max() ?? 0) + 2)
    for (index, lesson) in lessons.enumerated() {
      let marker = tutor.active?.lesson.id == lesson.id ? "▸" : " "
      let number = TextWidth.padded(String(index + 1), to: 3)
      var line = marker + number + " " + TextWidth.padded(lesson.id, to: idWidth)
      line += TextWidth.padded(
        TextWidth.truncated(title(of: lesson), to: titleWidth - 1), to: titleWidth)
      line += status(of: lesson)
      out += line.trimmingBlanksAtEnd() + "\n"
    }
    for error in tutor.catalog.errors {
      out += Style.warning.paint("⚠ " + error.description(localizer)) + "\n"
    }
    out += wrap(localizer.string("tutor.list.footer"), indent: "") + "\n"
    return SessionResponse(output: out)
  }

  /// What `:lesson`'s argument completes to: the lesson ids and `stop`.
  func lessonArguments() -> [String] { tutor.catalog.lessons.map(\.id) + ["stop"] }

  func lessonCommand(_ argument: String) -> SessionResponse {
    let words = argument.split(separator: " ").map(String.init)
    guard let name = words.first else {
      if let active = tutor.active {
        return SessionResponse(output: stepIntroduction(active, showLadder: true))
      }
      if let last = tutor.progress.lastLesson, let lesson = tutor.catalog.lesson(named: last) {
        let saved = tutor.progress[lesson: lesson.id].currentStep.flatMap(lesson.stepIndex(id:))
        return startLesson(lesson, at: saved ?? 0)
      }
      return lessonsCommand()
    }
    if name == "stop" && words.count == 1 && tutor.catalog.lesson(named: "stop") == nil {
      guard tutor.active != nil else { return failure(localizer.string("tutor.error.noLesson")) }
      tutor.leave()
      return SessionResponse(output: wrap(localizer.string("tutor.stop.done"), indent: "") + "\n")
    }
    guard let lesson = tutor.catalog.lesson(named: name) else {
      let ids = tutor.catalog.lessons.map(\.id)
      var text = localizer.string("tutor.error.unknownLesson", [String(name.prefix(40))])
      if let suggestion = NearestName.suggestion(for: name, among: ids) {
        text += "\n   = " + localizer.string("diag.didYouMean", [suggestion])
      }
      return failure(text)
    }
    var stepIndex = 0
    if words.count > 1 {
      guard words.count == 2, let number = Int(words[1]), number >= 1,
        number <= lesson.steps.count
      else {
        return failure(
          localizer.string("tutor.error.noSuchStep", [lesson.id, String(lesson.steps.count)]))
      }
      stepIndex = number - 1
    }
    return startLesson(lesson, at: stepIndex)
  }

  func hintCommand() -> SessionResponse {
    guard var active = tutor.active else {
      return failure(localizer.string("tutor.error.noLesson"))
    }
    let hints = active.step.hintKeys
    guard !hints.isEmpty else {
      return SessionResponse(output: wrap(localizer.string("tutor.hint.demo"), indent: "") + "\n")
    }
    let index = min(active.hintsShown, hints.count - 1)
    var out =
      Style.heading.paint(
        localizer.string("tutor.hint.heading", [String(index + 1), String(hints.count)])) + "\n"
    out += prose(hints[index]) + "\n"
    if active.hintsShown >= hints.count - 1 {
      out += Style.dim.paint(wrap(localizer.string("tutor.hint.last"), indent: "")) + "\n"
    }
    active.hintsShown = min(active.hintsShown + 1, hints.count)
    tutor.active = active
    return SessionResponse(output: out)
  }

  func solutionCommand() -> SessionResponse {
    guard var active = tutor.active else {
      return failure(localizer.string("tutor.error.noLesson"))
    }
    active.solutionShown = true
    tutor.active = active
    let step = active.step
    let heading = step.isDemonstration ? "tutor.solution.demo" : "tutor.solution.heading"
    var out = Style.heading.paint(localizer.string(heading)) + "\n"
    for line in step.solution { out += "    " + Style.value.paint(line) + "\n" }
    return SessionResponse(output: out)
  }

  func checkCommand() -> SessionResponse {
    guard let active = tutor.active else {
      return failure(localizer.string("tutor.error.noLesson"))
    }
    let statuses = tutor.statuses(in: world)
    var out = ResponseText(Style.heading.paint(localizer.string("tutor.goals.heading")) + "\n")
    out += checklist(statuses)
    let met = statuses.filter(\.isMet).count
    if met == statuses.count {
      if active.isStepDone {
        out += localizer.string("tutor.check.allMet") + "\n"
        if !active.isLastStep {
          out += Style.dim.paint(wrap(localizer.string("tutor.demo.next"), indent: "")) + "\n"
        }
      } else {
        tutor.active?.announcedGoals = Set(statuses.map(\.goal.name))
        out += completeStep()
      }
    } else {
      out +=
        localizer.string("tutor.check.someUnmet", [String(met), String(statuses.count)]) + "\n"
    }
    return SessionResponse(out)
  }

  func nextCommand() -> SessionResponse {
    guard let active = tutor.active else {
      return failure(localizer.string("tutor.error.noLesson"))
    }
    guard !active.isLastStep else { return failure(localizer.string("tutor.error.lastStep")) }
    let solved =
      active.isStepDone || tutor.statuses(in: world).allSatisfy(\.isMet)
    if solved {
      if !active.isStepDone { tutor.completeStep() }
      return SessionResponse(enterStep(active.stepIndex + 1))
    }
    var response = rebuildStep(active.lesson, at: active.stepIndex + 1)
    let note = Style.dim.paint(
      wrap(localizer.string("tutor.next.skipped", [String(active.stepIndex + 1)]), indent: ""))
    response.parts.insert(.text(note + "\n"), at: 0)
    return response
  }

  func prevCommand() -> SessionResponse {
    guard let active = tutor.active else {
      return failure(localizer.string("tutor.error.noLesson"))
    }
    guard active.stepIndex > 0 else { return failure(localizer.string("tutor.error.firstStep")) }
    return rebuildStep(active.lesson, at: active.stepIndex - 1)
  }

  func restartCommand() -> SessionResponse {
    guard let active = tutor.active else {
      return failure(localizer.string("tutor.error.noLesson"))
    }
    return rebuildStep(active.lesson, at: active.stepIndex)
  }

  // MARK: Checking after statements

  /// Called after statements ran: announces goals that have just become true, and when all
  /// of the step's goals hold, congratulates and moves on to the next step.
  func lessonAfterStatements() -> ResponseText {
    guard let active = tutor.active, !active.isStepDone else { return ResponseText() }
    let statuses = tutor.statuses(in: world)
    var announced = active.announcedGoals
    var out = ResponseText()
    let allMet = statuses.allSatisfy(\.isMet)
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
    if allMet { out += completeStep() }
    return out
  }

  // MARK: Moving between steps

  /// Starts a lesson in a fresh world at a step.
  func startLesson(_ lesson: Lesson, at stepIndex: Int) -> SessionResponse {
    let missing = tutor.missingFeatures(of: lesson)
    guard missing.isEmpty else {
      let names = missing.map { localizer.string("tutor.feature." + $0) }
      return failure(
        localizer.string("tutor.error.needsFeature", [lesson.id, names.joined(separator: ", ")]))
    }
    let hadWork = !log.isEmpty
    var response = rebuildStep(lesson, at: stepIndex)
    if hadWork && !response.failed {
      let note = Style.dim.paint(wrap(localizer.string("tutor.step.cleared"), indent: "")) + "\n"
      response.parts.insert(.text(note), at: 0)
    }
    return response
  }

  /// Rebuilds the world as it is at the start of a step (the lesson's setup and every earlier
  /// step's solution, replayed quietly) and shows the step.
  func rebuildStep(_ lesson: Lesson, at stepIndex: Int) -> SessionResponse {
    let lines = lesson.statements(before: stepIndex)
    if let failed = replay(lines) {
      tutor.leave()
      return failure(localizer.string("tutor.error.replayFailed", [failed]))
    }
    tutor.begin(lesson, at: stepIndex, traceStart: world.trace.count)
    announceGoalsAlreadyMet()
    guard let active = tutor.active else { return SessionResponse(output: "") }
    var out = ResponseText(lessonHeading(active))
    if !lines.isEmpty {
      out += "\n" + Style.dim.paint(localizer.string("tutor.step.prepared")) + "\n"
      for line in lines { out += "    " + Style.value.paint(line) + "\n" }
    }
    out += stepBody(active)
    out += saveProgress()
    return SessionResponse(out)
  }

  /// Moves to a step in the world as it stands (after the learner solved the one before).
  func enterStep(_ stepIndex: Int) -> ResponseText {
    guard let lesson = tutor.active?.lesson else { return ResponseText() }
    let setup = stepIndex < lesson.steps.count ? lesson.steps[stepIndex].setup : []
    if let failed = replay(setup, resetting: false) {
      tutor.leave()
      return ResponseText(finishFailure(localizer.string("tutor.error.replayFailed", [failed])))
    }
    tutor.begin(lesson, at: stepIndex, traceStart: world.trace.count)
    announceGoalsAlreadyMet()
    guard let active = tutor.active else { return ResponseText() }
    var out = ResponseText("\n" + stepHeading(active))
    if !setup.isEmpty {
      out += "\n" + Style.dim.paint(localizer.string("tutor.step.prepared")) + "\n"
      for line in setup { out += "    " + Style.value.paint(line) + "\n" }
    }
    out += stepBody(active)
    out += saveProgress()
    return out
  }

  /// Records the current step as done, shows what follows it, and moves to the next step.
  func completeStep() -> ResponseText {
    guard let active = tutor.active else { return ResponseText() }
    tutor.completeStep()
    var out = ResponseText(
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
  private var runner: LessonRunner {
    LessonRunner(core: core) { [unowned self] line in self.runCommand(line) }
  }

  /// Runs statements quietly (for rebuilding a step's world); returns the first that failed.
  private func replay(_ lines: [String], resetting: Bool = true) -> String? {
    if resetting { resetWorld() } else { core.interrupt() }
    return runner.replay(lines)
  }

  // MARK: Showing a step

  private func lessonHeading(_ active: ActiveLesson) -> String {
    let number = (tutor.catalog.index(of: active.lesson.id) ?? 0) + 1
    let heading = localizer.string(
      "tutor.lesson.heading",
      [String(number), String(tutor.catalog.lessons.count), title(of: active.lesson)])
    return Style.heading.paint("━━ " + heading + " ━━") + "\n" + stepHeading(active)
  }

  private func stepHeading(_ active: ActiveLesson) -> String {
    let key = active.step.isDemonstration ? "tutor.step.demoHeading" : "tutor.step.heading"
    return Style.heading.paint(
      localizer.string(
        key, [String(active.stepIndex + 1), String(active.lesson.steps.count)])) + "\n"
  }

  /// The step's prose, then its goals (or, for a demonstration, the run and its messages).
  private func stepBody(_ active: ActiveLesson) -> ResponseText {
    var out = ResponseText()
    for key in active.step.proseKeys { out += "\n" + prose(key) + "\n" }
    if active.step.isDemonstration {
      out += runDemonstration()
      return out
    }
    out += "\n" + Style.heading.paint(localizer.string("tutor.goals.heading")) + "\n"
    out += checklist(tutor.statuses(in: world))
    out += Style.dim.paint(wrap(localizer.string("tutor.step.ladder"), indent: "")) + "\n"
    return out
  }

  /// The step as shown by `:lesson` while it runs: heading, prose, goals.
  private func stepIntroduction(_ active: ActiveLesson, showLadder: Bool) -> String {
    var out = lessonHeading(active)
    for key in active.step.proseKeys { out += "\n" + prose(key) + "\n" }
    out += "\n" + Style.heading.paint(localizer.string("tutor.goals.heading")) + "\n"
    out += checklist(tutor.statuses(in: world))
    if showLadder && !active.step.isDemonstration {
      out += Style.dim.paint(wrap(localizer.string("tutor.step.ladder"), indent: "")) + "\n"
    }
    return out
  }

  /// Runs a demonstration's statements, then plays their messages step by step (a front end
  /// without a player prints them numbered), then says what the step wants noticed.
  private func runDemonstration() -> ResponseText {
    guard let active = tutor.active else { return ResponseText() }
    var out = ResponseText(
      "\n" + Style.dim.paint(wrap(localizer.string("tutor.demo.running"), indent: "")) + "\n")
    let demonstration = runner.demonstrate(active.step.solution)
    for (line, outcome, answer) in demonstration.lines {
      out += Style.prompt.paint(prompt) + line + "\n"
      if let answer { out += answer.output }
      switch outcome {
      case .statements(let run):
        for result in run.completed { out += presenter.render(result) }
        if let failure = run.failure { out += presenter.diagnostic(failure) }
      case .unfinished(let failure, _): out += presenter.diagnostic(failure)
      case .incomplete, .command: break
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
  private func lessonEnd(_ lesson: Lesson) -> String {
    let progress = tutor.progress[lesson: lesson.id]
    if progress.isComplete(lesson) {
      let text = localizer.string("tutor.lesson.done", [title(of: lesson)])
      return Style.heading.paint(wrap(text, indent: "")) + "\n"
    }
    let text = localizer.string(
      "tutor.lesson.partial",
      [
        title(of: lesson), String(progress.completedCount(in: lesson)),
        String(lesson.steps.count), lesson.id,
      ])
    return wrap(text, indent: "") + "\n"
  }

  private func checklist(_ statuses: [GoalStatus]) -> String {
    var out = ""
    for status in statuses {
      let mark = status.isMet ? Style.model.paint("✓") : Style.dim.paint("○")
      out += "  " + mark + " " + goalText(status.goal) + "\n"
    }
    return out
  }

  // MARK: Words

  /// A goal's description, wrapped to hang under the mark in front of it (`  ✓ `).
  private func goalText(_ goal: NamedGoal) -> String {
    let text = GoalDescriber(localizer: localizer).describe(goal.goal)
    let lines = ProseWrapper.wrap(text, width: min(options.width, 100) - 4).split(
      separator: "\n", omittingEmptySubsequences: false)
    return lines.joined(separator: "\n    ")
  }

  private func title(of lesson: Lesson) -> String { localizer.string(lesson.titleKey) }

  private func prose(_ key: String) -> String { wrap(localizer.string(key), indent: "  ") }

  private func wrap(_ text: String, indent: String) -> String {
    ProseWrapper.wrap(text, width: min(options.width, 100), indent: indent)
  }

  private func status(of lesson: Lesson) -> String {
    let missing = tutor.missingFeatures(of: lesson)
    if !missing.isEmpty {
      let names = missing.map { localizer.string("tutor.feature." + $0) }
      return Style.dim.paint(localizer.string("tutor.list.needs", [names.joined(separator: ", ")]))
    }
    let progress = tutor.progress[lesson: lesson.id]
    if progress.isComplete(lesson) { return Style.model.paint(localizer.string("tutor.list.done")) }
    let count = progress.completedCount(in: lesson)
    if count == 0 && progress.currentStep == nil { return "" }
    return localizer.string("tutor.list.steps", [String(count), String(lesson.steps.count)])
  }

  private func warning(_ text: String) -> String { Style.warning.paint("⚠ " + text) + "\n" }

  private func finishFailure(_ message: String) -> String {
    Style.error.paint(localizer.string("diag.error")) + ": " + message + "\n"
  }

  /// Writes the progress book when a path was given; returns a warning if that failed.
  private func saveProgress() -> String {
    guard let path = tutor.progressPath else { return "" }
    do {
      try fileSystem.writeAtomically(path, Array(tutor.progress.encoded.utf8))
    } catch let error as FileSystemError {
      return warning(localizer.string("tutor.error.cannotSaveProgress", [path, error.reason]))
    } catch {
      return warning(localizer.string("tutor.error.cannotSaveProgress", [path, "\(error)"]))
    }
    return ""
  }
}

extension String {
  fileprivate func trimmingBlanksAtEnd() -> String {
    var text = Substring(self)
    while let last = text.last, last == " " { text.removeLast() }
    return String(text)
  }
}
