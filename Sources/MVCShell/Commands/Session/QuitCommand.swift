/// `:quit` (also `:q` and `:exit`): ends the session once this line is answered; anything after
/// the name is ignored.
enum QuitCommand: MetaCommand {
  static let name = "quit"
  static let example = ":quit"

  static func run(_ argument: String, in context: inout CommandContext) -> Reply {
    context.state.shouldQuit = true
    return Reply(output: "")
  }
}
