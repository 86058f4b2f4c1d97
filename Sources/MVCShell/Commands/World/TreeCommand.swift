/// `:tree`: the view-controller hierarchy, in the spirit of `_printHierarchy`.
enum TreeCommand: MetaCommand {
  static let name = "tree"
  static let example = ":tree"

  static func run(_ argument: String, in session: Session) -> Reply {
    Reply(
      output: ControllerTreeRenderer.render(
        session.world, localizer: session.localizer, width: session.options.width,
        colour: session.options.colour))
  }
}
