/// `:prev`: back to the step before, in a world rebuilt as it was when that step began.
enum PrevCommand: MetaCommand {
  static let name = "prev"
  static let example = ":prev"

  static func run(_ argument: String, in session: Session) -> Reply {
    let l = session.localizer
    guard let active = session.tutor.active else {
      return session.failure(l.string("tutor.error.noLesson"))
    }
    guard active.stepIndex > 0 else { return session.failure(l.string("tutor.error.firstStep")) }
    return session.rebuildStep(active.lesson, at: active.stepIndex - 1)
  }
}
