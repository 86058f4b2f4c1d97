/// `:check`: the step's goals, met or not; when all are met and the step is not done yet, it
/// is completed and the next step follows (unless the step's question still waits for its
/// answer, which completes it).
enum CheckCommand: MetaCommand {
  static let name = "check"
  static let example = ":check"

  static func run(_ argument: String, in context: inout CommandContext) -> Reply {
    let l = context.localizer
    guard let active = context.tutor.active else {
      return context.failure(l.string("tutor.error.noLesson"))
    }
    let statuses = context.tutor.statuses(in: context.world)
    var out = Reply(Style.heading.paint(l.string("tutor.goals.heading")) + "\n")
    out += LessonFlow.checklist(
      statuses, misses: context.tutor.misses(in: context.world), in: context)
    let met = statuses.filter(\.isMet).count
    // The step's question still waits: its answer completes the step.
    if active.isPredictionPending {
      out += Style.dim.paint(context.wrap(l.string("tutor.predict.howTo"), indent: "")) + "\n"
      return out
    }
    if met == statuses.count {
      if active.isStepDone {
        out += l.string("tutor.check.allMet") + "\n"
        if !active.isLastStep {
          out += Style.dim.paint(context.wrap(l.string("tutor.demo.next"), indent: "")) + "\n"
        }
      } else {
        context.tutor.active?.announcedGoals = Set(statuses.map(\.goal.name))
        out += LessonFlow.completeStep(in: &context)
      }
    } else {
      out += l.string("tutor.check.someUnmet", [String(met), String(statuses.count)]) + "\n"
    }
    return out
  }
}
