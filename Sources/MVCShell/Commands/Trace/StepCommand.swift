/// `:step on` plays each statement's messages one at a time; `:step off` stops; `:step` says
/// which it is.
enum StepCommand: MetaCommand {
  static let name = "step"
  static let example = ":step on"

  static func argumentWords(in context: CommandContext) -> [String] { ["on", "off"] }

  static func run(_ argument: String, in context: inout CommandContext) -> Reply {
    let l = context.localizer
    switch argument.trimmed() {
    case "on": context.state.trace.stepMode = true
    case "off": context.state.trace.stepMode = false
    case "":
      return Reply(
        output: l.string(context.state.trace.stepMode ? "step.isOn" : "step.isOff") + "\n")
    default:
      return context.failure(l.string("error.badArgument", [":step", argument, "on, off"]))
    }
    return Reply(
      output: l.string(context.state.trace.stepMode ? "step.nowOn" : "step.nowOff") + "\n")
  }
}
