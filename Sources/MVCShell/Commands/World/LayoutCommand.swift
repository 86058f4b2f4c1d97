/// `:layout`: every frame and safe-area inset.
enum LayoutCommand: MetaCommand {
  static let name = "layout"
  static let example = ":layout"

  static func run(_ argument: String, in session: Session) -> Reply {
    Reply(
      output: LayoutRenderer.render(
        session.world, localizer: session.localizer, width: session.options.width,
        colour: session.options.colour))
  }
}
