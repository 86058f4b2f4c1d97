/// `:check`: the step's goals, met or not; when all are met and the step is not done yet, it
/// is completed and the next step follows (unless the step's question still waits for its
/// answer, which completes it).
enum CheckCommand: MetaCommand {
  static let name = "check"
  static let example = ":check"

  static func run(_ argument: String, in session: Session) -> Reply {
    let l = session.localizer
    guard let active = session.tutor.active else {
      return session.failure(l.string("tutor.error.noLesson"))
    }
    let statuses = session.tutor.statuses(in: session.world)
    var out = Reply(Style.heading.paint(l.string("tutor.goals.heading")) + "\n")
    out += session.checklist(statuses, misses: session.tutor.misses(in: session.world))
    let met = statuses.filter(\.isMet).count
    // The step's question still waits: its answer completes the step.
    if active.isPredictionPending {
      out += Style.dim.paint(session.wrap(l.string("tutor.predict.howTo"), indent: "")) + "\n"
      return out
    }
    if met == statuses.count {
      if active.isStepDone {
        out += l.string("tutor.check.allMet") + "\n"
        if !active.isLastStep {
          out += Style.dim.paint(session.wrap(l.string("tutor.demo.next"), indent: "")) + "\n"
        }
      } else {
        session.tutor.active?.announcedGoals = Set(statuses.map(\.goal.name))
        out += session.completeStep()
      }
    } else {
      out += l.string("tutor.check.someUnmet", [String(met), String(statuses.count)]) + "\n"
    }
    return out
  }
}
