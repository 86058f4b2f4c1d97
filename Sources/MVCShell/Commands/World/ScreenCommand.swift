/// `:screen`: the window drawn in the terminal.
enum ScreenCommand: MetaCommand {
  static let name = "screen"
  static let example = ":screen"

  static func run(_ argument: String, in session: Session) -> Reply {
    Reply(
      output: ScreenRenderer.render(
        session.world, localizer: session.localizer, width: session.options.width,
        colour: session.options.colour))
  }
}
