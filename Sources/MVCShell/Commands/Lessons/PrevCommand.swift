/// `:prev`: back to the step before, in a world rebuilt as it was when that step began.
enum PrevCommand: MetaCommand {
  static let name = "prev"
  static let example = ":prev"

  static func run(_ argument: String, in context: inout CommandContext) -> Reply {
    let l = context.localizer
    guard let active = context.tutor.active else {
      return context.failure(l.string("tutor.error.noLesson"))
    }
    guard active.stepIndex > 0 else { return context.failure(l.string("tutor.error.firstStep")) }
    return LessonFlow.rebuildStep(active.lesson, at: active.stepIndex - 1, in: &context)
  }
}
