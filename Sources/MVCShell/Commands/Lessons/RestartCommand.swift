/// `:restart`: the step again from its start, in a rebuilt world (what was typed is gone).
enum RestartCommand: MetaCommand {
  static let name = "restart"
  static let example = ":restart"

  static func run(_ argument: String, in session: Session) -> Reply {
    guard let active = session.tutor.active else {
      return session.failure(session.localizer.string("tutor.error.noLesson"))
    }
    return session.rebuildStep(active.lesson, at: active.stepIndex)
  }
}
