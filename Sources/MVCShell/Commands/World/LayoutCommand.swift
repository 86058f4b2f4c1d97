/// `:layout`: every frame and safe-area inset.
enum LayoutCommand: MetaCommand {
  static let name = "layout"
  static let example = ":layout"

  static func run(_ argument: String, in context: inout CommandContext) -> Reply {
    Reply(
      output: LayoutRenderer.render(
        context.world, localizer: context.localizer, width: context.options.width,
        colour: context.options.colour))
  }
}
