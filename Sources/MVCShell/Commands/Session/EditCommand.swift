import MVCLocalization

/// `:edit [N]`: opens the last statement or block typed at the prompt (or entry N of
/// `:history`) in the learner's editor (`$VISUAL`, else `$EDITOR`, else `vi`), then runs what
/// was saved, line by line, as if typed. An editor that exits with a failure runs nothing.
enum EditCommand: MetaCommand {
  static let name = "edit"
  static let example = ":edit        :edit 3"

  static func run(_ argument: String, in context: inout CommandContext) -> Reply {
    let l = context.localizer
    guard !context.state.inputs.isEditing else { return context.failure(l.string("edit.nested")) }
    let text: String
    if argument.isEmpty {
      guard let last = context.state.inputs.entries.last(where: { !isCommand($0) }) else {
        return context.failure(l.string("edit.nothing"))
      }
      text = last
    } else {
      guard let number = Int(argument), number >= 1, number <= context.state.inputs.entries.count
      else {
        return context.failure(
          l.string(
            "edit.badNumber",
            [String(argument.prefix(20)), String(context.state.inputs.entries.count)]))
      }
      text = context.state.inputs.entries[number - 1]
    }
    context.state.inputs.isEditing = true
    defer { context.state.inputs.isEditing = false }
    switch context.programs.edit(text + "\n", suffix: ".mvcsh") {
    case .saved(let saved):
      guard saved.contains(where: { !$0.isWhitespace }) else {
        return Reply(output: l.string("edit.empty") + "\n")
      }
      return LineFlow.runEdited(saved, in: &context)
    case .cannotStart(let editor):
      return context.failure(l.string("edit.cannotStart", [editor]))
    case .failed(let editor, let status):
      return context.failure(l.string("edit.editorFailed", [editor, String(status)]))
    case .fileProblem(let reason):
      return context.failure(l.string("edit.fileProblem", [reason]))
    }
  }

  /// Whether an input is a `:` command (or `help`, `quit`), which `:edit` passes over.
  static func isCommand(_ input: String) -> Bool {
    let trimmed = input.trimmed()
    return trimmed.hasPrefix(":") || ["help", "?", "quit", "exit"].contains(trimmed)
  }
}
