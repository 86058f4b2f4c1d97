/// `:reset`: starts over in a fresh world (every object, name, class and message gone).
enum ResetCommand: MetaCommand {
  static let name = "reset"
  static let example = ":reset"

  static func run(_ argument: String, in session: Session) -> Reply {
    session.resetWorld()
    return Reply(output: session.localizer.string("reset.done") + "\n")
  }
}
