/// `:tree`: the view-controller hierarchy, in the spirit of `_printHierarchy`.
enum TreeCommand: MetaCommand {
  static let name = "tree"
  static let example = ":tree"

  static func run(_ argument: String, in context: inout CommandContext) -> Reply {
    Reply(
      output: ControllerTreeRenderer.render(
        context.world, localizer: context.localizer, width: context.options.width,
        colour: context.options.colour))
  }
}
