/// `:reset`: starts over in a fresh world (every object, name, class and message gone).
enum ResetCommand: MetaCommand {
  static let name = "reset"
  static let example = ":reset"

  static func run(_ argument: String, in context: inout CommandContext) -> Reply {
    context.resetWorld()
    return Reply(output: context.localizer.string("reset.done") + "\n")
  }
}
