import MVCRuntime
import MVCTutor

/// `:lesson ID [STEP]` (or its number) starts a lesson in a fresh world; `:lesson` alone shows
/// the step in progress, or resumes the last lesson where it was left, or lists the lessons;
/// `:lesson stop` leaves the lesson.
enum LessonCommand: MetaCommand {
  static let name = "lesson"
  static let example = ":lesson mediator        :lesson 4 2        :lesson stop"

  /// The lesson ids and `stop`.
  static func argumentWords(in context: CommandContext) -> [String] {
    context.tutor.catalog.lessons.map(\.id) + ["stop"]
  }

  static func run(_ argument: String, in context: inout CommandContext) -> Reply {
    let l = context.localizer
    let tutor = context.tutor
    let words = argument.split(separator: " ").map(String.init)
    guard let name = words.first else {
      if let active = tutor.active {
        return Reply(output: introduction(active, in: &context))
      }
      if let last = tutor.progress.lastLesson, let lesson = tutor.catalog.lesson(named: last) {
        let saved = tutor.progress[lesson: lesson.id].currentStep.flatMap(lesson.stepIndex(id:))
        return start(lesson, at: saved ?? 0, in: &context)
      }
      return LessonsCommand.run("", in: &context)
    }
    // A lesson may be called `stop`; then `:lesson stop` starts it.
    if name == "stop" && words.count == 1 && tutor.catalog.lesson(named: "stop") == nil {
      guard tutor.active != nil else { return context.failure(l.string("tutor.error.noLesson")) }
      context.tutor.leave()
      return Reply(output: context.wrap(l.string("tutor.stop.done"), indent: "") + "\n")
    }
    guard let lesson = tutor.catalog.lesson(named: name) else {
      let ids = tutor.catalog.lessons.map(\.id)
      var text = l.string("tutor.error.unknownLesson", [String(name.prefix(40))])
      if let suggestion = NearestName.suggestion(for: name, among: ids) {
        text += "\n   = " + l.string("diag.didYouMean", [suggestion])
      }
      return context.failure(text)
    }
    var stepIndex = 0
    if words.count > 1 {
      guard words.count == 2, let number = Int(words[1]), number >= 1,
        number <= lesson.steps.count
      else {
        return context.failure(
          l.string("tutor.error.noSuchStep", [lesson.id, String(lesson.steps.count)]))
      }
      stepIndex = number - 1
    }
    return start(lesson, at: stepIndex, in: &context)
  }

  /// Starts a lesson in a fresh world at a step, saying so when the learner's work is cleared.
  /// A lesson that needs a feature this build lacks is refused and nothing changes.
  private static func start(_ lesson: Lesson, at stepIndex: Int, in context: inout CommandContext)
    -> Reply
  {
    let l = context.localizer
    let missing = LessonFlow.missingFeatureNames(of: lesson, in: context)
    guard missing.isEmpty else {
      return context.failure(
        l.string("tutor.error.needsFeature", [lesson.id, missing.joined(separator: ", ")]))
    }
    let hadWork = !context.core.history.sources.isEmpty
    var response = LessonFlow.rebuildStep(lesson, at: stepIndex, in: &context)
    if hadWork && !response.failed {
      let note = Style.dim.paint(context.wrap(l.string("tutor.step.cleared"), indent: "")) + "\n"
      response.prepend(note)
    }
    return response
  }

  /// The step in progress as `:lesson` shows it again: heading, prose, goals, and (unless it
  /// is a demonstration) the hint → solution → restart ladder.
  private static func introduction(_ active: ActiveLesson, in context: inout CommandContext)
    -> StyledText
  {
    let l = context.localizer
    var out = LessonFlow.lessonHeading(active, in: context)
    for key in active.step.proseKeys { out += "\n" + LessonFlow.prose(key, in: &context) + "\n" }
    out += "\n" + Style.heading.paint(l.string("tutor.goals.heading")) + "\n"
    out += LessonFlow.checklist(context.tutor.statuses(in: context.world), in: context)
    if !active.step.isDemonstration {
      out += Style.dim.paint(context.wrap(l.string("tutor.step.ladder"), indent: "")) + "\n"
    }
    return out
  }
}
