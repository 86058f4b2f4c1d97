/// `:restart`: the step again from its start, in a rebuilt world (what was typed is gone).
enum RestartCommand: MetaCommand {
  static let name = "restart"
  static let example = ":restart"

  static func run(_ argument: String, in context: inout CommandContext) -> Reply {
    guard let active = context.tutor.active else {
      return context.failure(context.localizer.string("tutor.error.noLesson"))
    }
    return LessonFlow.rebuildStep(active.lesson, at: active.stepIndex, in: &context)
  }
}
