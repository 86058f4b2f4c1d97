import MVCLocalization

/// `:edit [N]`: opens the last statement or block typed at the prompt (or entry N of
/// `:history`) in the learner's editor (`$VISUAL`, else `$EDITOR`, else `vi`), then runs what
/// was saved, line by line, as if typed. An editor that exits with a failure runs nothing.
enum EditCommand: MetaCommand {
  static let name = "edit"
  static let example = ":edit        :edit 3"

  static func run(_ argument: String, in session: Session) -> Reply {
    let l = session.localizer
    guard !session.isEditing else { return session.failure(l.string("edit.nested")) }
    let text: String
    if argument.isEmpty {
      guard let last = session.inputs.last(where: { !isCommand($0) }) else {
        return session.failure(l.string("edit.nothing"))
      }
      text = last
    } else {
      guard let number = Int(argument), number >= 1, number <= session.inputs.count else {
        return session.failure(
          l.string("edit.badNumber", [String(argument.prefix(20)), String(session.inputs.count)]))
      }
      text = session.inputs[number - 1]
    }
    session.isEditing = true
    defer { session.isEditing = false }
    switch session.programs.edit(text + "\n", suffix: ".mvcsh") {
    case .saved(let saved):
      guard saved.contains(where: { !$0.isWhitespace }) else {
        return Reply(output: l.string("edit.empty") + "\n")
      }
      return session.runEdited(saved)
    case .cannotStart(let editor):
      return session.failure(l.string("edit.cannotStart", [editor]))
    case .failed(let editor, let status):
      return session.failure(l.string("edit.editorFailed", [editor, String(status)]))
    case .fileProblem(let reason):
      return session.failure(l.string("edit.fileProblem", [reason]))
    }
  }

  /// Whether an input is a `:` command (or `help`, `quit`), which `:edit` passes over.
  static func isCommand(_ input: String) -> Bool {
    let trimmed = input.trimmed()
    return trimmed.hasPrefix(":") || ["help", "?", "quit", "exit"].contains(trimmed)
  }
}

extension Session {
  /// Runs text saved in the editor as if each of its lines were typed at the prompt (each shown
  /// after the prompt first), and keeps it in the history as one entry.
  func runEdited(_ text: String) -> Reply {
    var lines = Session.lines(of: text)
    while lines.last?.allSatisfy(\.isWhitespace) == true { lines.removeLast() }
    remember(lines.joined(separator: "\n"))
    var out = Reply()
    for line in lines {
      out += Style.prompt.paint(prompt) + String(line) + "\n"
      let response = executeRaw(String(line))
      out += response
      out.failed = out.failed || response.failed
      if shouldQuit { break }
    }
    if let unfinished = core.takeUnfinished() {
      out += .diagnostic(presenter.diagnostic(unfinished))
      out.failed = true
    }
    return out
  }
}
