import MVCRuntime
import MVCTutor

/// `:inspect PATH` (`ada`, `editor.view.subviews`): an object's class, properties, observers,
/// targets and bindings, or a value's summary. It only looks: an object UIKit makes on first
/// use is described, not made.
enum InspectCommand: MetaCommand {
  static let name = "inspect"
  static let example = ":inspect ada"

  static func argumentWords(in context: CommandContext) -> [String] { context.objectNames() }

  static func run(_ argument: String, in context: inout CommandContext) -> Reply {
    let l = context.localizer
    let world = context.world
    let path = argument.trimmed()
    guard !path.isEmpty else {
      return context.failure(l.string("error.missingArgument", [":inspect", "NAME"]))
    }
    switch context.resolvePath(path) {
    case .failure(let error):
      // In a script the line of the file is named instead of a caret under the argument.
      if context.state.script.diagnosticFile != nil { return context.failure(error) }
      return Reply(
        diagnostic: context.presenter.diagnostic(
          StatementFailure(error: error, source: path, startLine: 1)))
    case .success(.notYetMade(let lazy, let owner, _)):
      let what = l.string("lazy.\(lazy.rawValue)", [world.displayName(of: owner)])
      let note = l.string("inspect.notYetMade", [path, lazy.className, what])
      return Reply(output: ProseWrapper.wrap(note, width: min(context.options.width, 100)) + "\n")
    case .success(.value(let value)):
      guard let id = value.objectID else {
        return Reply(output: ValueFormatter.summary(value, in: world) + "\n")
      }
      return Reply(
        output: InspectRenderer.render(id, in: world, localizer: l, width: context.options.width))
    }
  }
}
