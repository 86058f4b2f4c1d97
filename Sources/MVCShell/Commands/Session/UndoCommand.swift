import MVCLocalization

/// `:undo`: takes back the last statement (or `:device` change) that completed, and says which.
enum UndoCommand: MetaCommand {
  static let name = "undo"
  static let example = ":undo"

  static func run(_ argument: String, in session: Session) -> Reply {
    guard let undone = session.core.undo() else {
      return session.failure(session.localizer.string("error.nothingToUndo"))
    }
    session.loadedTrace = nil
    return Reply(
      output: session.localizer.string("undo.done", [TextWidth.truncated(undone, to: 60)]) + "\n")
  }
}
