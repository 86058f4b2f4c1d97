/// `:graph`: the objects and what refers to what (properties, observers, targets, bindings).
enum GraphCommand: MetaCommand {
  static let name = "graph"
  static let example = ":graph"

  static func run(_ argument: String, in context: inout CommandContext) -> Reply {
    Reply(output: ObjectGraphRenderer.render(context.world, localizer: context.localizer))
  }
}
