/// `:next`: on to the next step: in the world as it stands when this step is solved, else in
/// one rebuilt as if it had been (and the step is not counted as done).
enum NextCommand: MetaCommand {
  static let name = "next"
  static let example = ":next"

  static func run(_ argument: String, in context: inout CommandContext) -> Reply {
    let l = context.localizer
    guard let active = context.tutor.active else {
      return context.failure(l.string("tutor.error.noLesson"))
    }
    if active.isLastStep {
      guard let next = context.tutor.lesson(after: active.lesson),
        LessonFlow.missingFeatureNames(of: next, in: context).isEmpty
      else { return context.failure(l.string("tutor.error.lastStep")) }
      if !active.isStepDone && context.tutor.statuses(in: context.world).allSatisfy(\.isMet) {
        context.tutor.completeStep()
      }
      var response = LessonFlow.rebuildStep(next, at: 0, in: &context)
      response.prepend(
        Style.dim.paint(context.wrap(l.string("tutor.next.nextLesson"), indent: "")) + "\n")
      return response
    }
    let solved =
      active.isStepDone || context.tutor.statuses(in: context.world).allSatisfy(\.isMet)
    if solved {
      if !active.isStepDone { context.tutor.completeStep() }
      return LessonFlow.enterStep(active.stepIndex + 1, in: &context)
    }
    var response = LessonFlow.rebuildStep(active.lesson, at: active.stepIndex + 1, in: &context)
    let note = Style.dim.paint(
      context.wrap(l.string("tutor.next.skipped", [String(active.stepIndex + 1)]), indent: ""))
    response.prepend(note + "\n")
    return response
  }
}
