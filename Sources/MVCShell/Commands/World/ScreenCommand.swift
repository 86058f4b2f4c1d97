/// `:screen`: the window drawn in the terminal.
enum ScreenCommand: MetaCommand {
  static let name = "screen"
  static let example = ":screen"

  static func run(_ argument: String, in context: inout CommandContext) -> Reply {
    Reply(
      output: ScreenRenderer.render(
        context.world, localizer: context.localizer, width: context.options.width,
        colour: context.options.colour))
  }
}
