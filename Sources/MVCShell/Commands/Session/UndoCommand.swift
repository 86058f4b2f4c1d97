import MVCLocalization

/// `:undo`: takes back the last statement (or `:device` change) that completed, and says which.
enum UndoCommand: MetaCommand {
  static let name = "undo"
  static let example = ":undo"

  static func run(_ argument: String, in session: Session) -> Reply {
    // In a lesson, what came before the step belongs to the step before: going back there
    // is said, never done silently.
    if let active = session.tutor.active, session.core.history.count <= active.historyStart,
      active.stepIndex > 0
    {
      var response = session.rebuildStep(active.lesson, at: active.stepIndex - 1)
      let note = session.localizer.string(
        "tutor.undo.crossed", [String(active.stepIndex + 1), String(active.stepIndex)])
      response.prepend(Style.dim.paint(session.wrap(note, indent: "")) + "\n")
      return response
    }
    guard let undone = session.core.undo() else {
      return session.failure(session.localizer.string("error.nothingToUndo"))
    }
    session.loadedTrace = nil
    // A question waiting on the statement just undone waits no more: solving the step again
    // asks it again.
    if session.tutor.active?.isPredictionPending == true {
      session.tutor.active?.isPredictionPending = false
      session.tutor.active?.isPredictionAsked = false
    }
    return Reply(
      output: session.localizer.string("undo.done", [TextWidth.truncated(undone, to: 60)]) + "\n")
  }
}
