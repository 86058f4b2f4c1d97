/// `:responders PATH`: the responder chain from an object to its end (the application).
enum RespondersCommand: MetaCommand {
  static let name = "responders"
  static let example = ":responders field"

  static func argumentWords(in session: Session) -> [String] { session.objectNames() }

  static func run(_ argument: String, in session: Session) -> Reply {
    let path = argument.trimmed()
    guard !path.isEmpty else {
      return session.failure(
        session.localizer.string("error.missingArgument", [":responders", "NAME"]))
    }
    switch session.resolvePath(path) {
    case .failure(let error):
      // In a script the line of the file is named instead of a caret under the argument.
      if session.diagnosticFile != nil { return session.failure(error) }
      return Reply(diagnostic: session.diagnostic(error, source: path, startLine: 1))
    case .success(.notYetMade(let lazy, _, _)):
      return session.failure(.runtime(.notYetMade(path: path, className: lazy.className), at: nil))
    case .success(.value(let value)):
      guard let id = value.objectID else {
        return session.failure(
          .interpreter(.notAnObject(found: session.world.valueKind(of: value)), at: nil))
      }
      return Reply(
        output: ResponderChainRenderer.render(
          session.world, from: id, localizer: session.localizer, width: session.options.width,
          colour: session.options.colour))
    }
  }
}
