/// `:next`: on to the next step: in the world as it stands when this step is solved, else in
/// one rebuilt as if it had been (and the step is not counted as done).
enum NextCommand: MetaCommand {
  static let name = "next"
  static let example = ":next"

  static func run(_ argument: String, in session: Session) -> Reply {
    let l = session.localizer
    guard let active = session.tutor.active else {
      return session.failure(l.string("tutor.error.noLesson"))
    }
    if active.isLastStep {
      guard let next = session.tutor.lesson(after: active.lesson),
        session.missingFeatureNames(of: next).isEmpty
      else { return session.failure(l.string("tutor.error.lastStep")) }
      if !active.isStepDone && session.tutor.statuses(in: session.world).allSatisfy(\.isMet) {
        session.tutor.completeStep()
      }
      var response = session.rebuildStep(next, at: 0)
      response.prepend(
        Style.dim.paint(session.wrap(l.string("tutor.next.nextLesson"), indent: "")) + "\n")
      return response
    }
    let solved =
      active.isStepDone || session.tutor.statuses(in: session.world).allSatisfy(\.isMet)
    if solved {
      if !active.isStepDone { session.tutor.completeStep() }
      return session.enterStep(active.stepIndex + 1)
    }
    var response = session.rebuildStep(active.lesson, at: active.stepIndex + 1)
    let note = Style.dim.paint(
      session.wrap(l.string("tutor.next.skipped", [String(active.stepIndex + 1)]), indent: ""))
    response.prepend(note + "\n")
    return response
  }
}
