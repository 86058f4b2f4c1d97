/// `:views`: the view hierarchy with frames.
enum ViewsCommand: MetaCommand {
  static let name = "views"
  static let example = ":views"

  static func run(_ argument: String, in context: inout CommandContext) -> Reply {
    Reply(
      output: ViewTreeRenderer.render(
        context.world, localizer: context.localizer, width: context.options.width,
        colour: context.options.colour))
  }
}
