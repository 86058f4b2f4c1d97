/// `:responders PATH`: the responder chain from an object to its end (the application).
enum RespondersCommand: MetaCommand {
  static let name = "responders"
  static let example = ":responders field"

  static func argumentWords(in context: CommandContext) -> [String] { context.objectNames() }

  static func run(_ argument: String, in context: inout CommandContext) -> Reply {
    let path = argument.trimmed()
    guard !path.isEmpty else {
      return context.failure(
        context.localizer.string("error.missingArgument", [":responders", "NAME"]))
    }
    switch context.resolvePath(path) {
    case .failure(let error):
      // In a script the line of the file is named instead of a caret under the argument.
      if context.state.script.diagnosticFile != nil { return context.failure(error) }
      return Reply(
        diagnostic: context.presenter.diagnostic(
          StatementFailure(error: error, source: path, startLine: 1)))
    case .success(.notYetMade(let lazy, _, _)):
      return context.failure(.runtime(.notYetMade(path: path, className: lazy.className), at: nil))
    case .success(.value(let value)):
      guard let id = value.objectID else {
        return context.failure(
          .interpreter(.notAnObject(found: context.world.valueKind(of: value)), at: nil))
      }
      return Reply(
        output: ResponderChainRenderer.render(
          context.world, from: id, localizer: context.localizer, width: context.options.width,
          colour: context.options.colour))
    }
  }
}
