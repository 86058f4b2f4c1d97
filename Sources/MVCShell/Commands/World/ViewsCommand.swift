/// `:views`: the view hierarchy with frames.
enum ViewsCommand: MetaCommand {
  static let name = "views"
  static let example = ":views"

  static func run(_ argument: String, in session: Session) -> Reply {
    Reply(
      output: ViewTreeRenderer.render(
        session.world, localizer: session.localizer, width: session.options.width,
        colour: session.options.colour))
  }
}
