import MVCLocalization
import MVCRuntime
import MVCScript

/// What the meta-commands share: running a `:` line through ``CommandTable``, wording a
/// command's refusal, and finding what a path names without changing anything.
extension Session {
  /// The names of all meta-commands, with their colon, in the order `:help` lists them.
  public static var commandNames: [String] { CommandTable.names }

  /// Runs a `:` line: finds the command by its name, an alias or an unambiguous prefix, and
  /// hands it the rest of the line; an unknown or ambiguous name is refused with suggestions.
  func runCommand(_ line: String) -> Reply {
    let body = line.dropFirst()
    let name = String(body.prefix { !$0.isWhitespace })
    let rest = String(body.dropFirst(name.count)).trimmed()
    if let alias = CommandTable.aliases[name] { return alias.run(rest, in: self) }
    let (command, ambiguous) = CommandTable.command(named: name)
    guard let command else {
      let shownName = ":" + String(name.prefix(40))
      if !ambiguous.isEmpty {
        return failure(
          localizer.string(
            "error.ambiguousCommand", [shownName, ambiguous.joined(separator: ", ")]))
      }
      // Only a near name is suggested: a far one would be a guess.
      let suggestion = name.count <= 40 ? CommandTable.nearest(to: name) : nil
      var text = localizer.string("error.unknownCommand", [shownName])
      if let suggestion { text += "\n   = " + localizer.string("diag.didYouMean", [suggestion]) }
      return failure(text)
    }
    return command.run(rest, in: self)
  }

  /// A command's refusal: `error: message` (in a script `FILE:LINE:1: error: message`), a
  /// diagnostic marked as failed.
  func failure(_ message: String) -> Reply {
    if let file = diagnosticFile {
      return Reply(
        diagnostic: DiagnosticRenderer.located(
          message, file: file, line: currentLine, column: 1, localizer: localizer,
          width: options.width))
    }
    return Reply(
      diagnostic: DiagnosticRenderer.headline(message, localizer: localizer, width: diagnosticWidth)
    )
  }

  /// The names bound to objects, sorted: what `:inspect` and `:responders` complete to.
  func objectNames() -> [String] {
    world.globals.filter { $0.value.objectID != nil }.map(\.key).sorted()
  }

  /// Resolves `ada` or `editor.view.subviews`-style paths through the reader: nothing is made,
  /// loaded or recorded. The last part may name an object UIKit makes on first use that is not
  /// made yet; a part before it may not.
  func resolvePath(_ path: String) -> Result<ResolvedPath, ScriptFailure> {
    let parts = path.split(separator: ".").map(String.init)
    guard let first = parts.first, let root = world.globals[first] else {
      let name = parts.first ?? path
      let suggestion = NearestName.suggestion(for: name, among: world.globals.keys)
      return .failure(.interpreter(.unknownName(name, suggestion: suggestion), at: nil))
    }
    var value = root
    var walked = first
    for (index, part) in parts.enumerated().dropFirst() {
      guard let id = value.objectID else {
        return .failure(
          .interpreter(.noMember(part, found: world.valueKind(of: value)), at: nil))
      }
      switch world.property(part, of: id) {
      case .value(let next)?:
        value = next
      case .notYetMade(let lazy)?:
        if index == parts.count - 1 {
          return .success(.notYetMade(lazy, owner: id, key: part))
        }
        return .failure(
          .runtime(.notYetMade(path: walked + "." + part, className: lazy.className), at: nil))
      case nil:
        return .failure(.runtime(world.unknownPropertyFailure(part, of: id), at: nil))
      }
      walked += "." + part
    }
    return .success(.value(value))
  }
}

extension String {
  /// The string without blanks at either end.
  func trimmed() -> String {
    var s = Substring(self)
    while let f = s.first, f.isWhitespace { s.removeFirst() }
    while let l = s.last, l.isWhitespace { s.removeLast() }
    return String(s)
  }
}
