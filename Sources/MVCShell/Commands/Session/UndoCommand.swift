import MVCLocalization

/// `:undo`: takes back the last statement (or `:device` change) that completed, and says which.
enum UndoCommand: MetaCommand {
  static let name = "undo"
  static let example = ":undo"

  static func run(_ argument: String, in context: inout CommandContext) -> Reply {
    // In a lesson, what came before the step belongs to the step before: going back there
    // is said, never done silently.
    if let active = context.tutor.active, context.core.history.count <= active.historyStart,
      active.stepIndex > 0
    {
      var response = LessonFlow.rebuildStep(active.lesson, at: active.stepIndex - 1, in: &context)
      let note = context.localizer.string(
        "tutor.undo.crossed", [String(active.stepIndex + 1), String(active.stepIndex)])
      response.prepend(Style.dim.paint(context.wrap(note, indent: "")) + "\n")
      return response
    }
    guard let undone = context.core.undo() else {
      return context.failure(context.localizer.string("error.nothingToUndo"))
    }
    context.state.trace.loaded = nil
    // A question waiting on the statement just undone waits no more: solving the step again
    // asks it again.
    if context.tutor.active?.isPredictionPending == true {
      context.tutor.active?.isPredictionPending = false
      context.tutor.active?.isPredictionAsked = false
    }
    return Reply(
      output: context.localizer.string("undo.done", [TextWidth.truncated(undone, to: 60)]) + "\n")
  }
}
