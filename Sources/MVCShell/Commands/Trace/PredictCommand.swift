/// `:predict on` makes the step player ask, before it shows each message, who will receive
/// it; `:predict off` stops asking; `:predict` says which it is.
enum PredictCommand: MetaCommand {
  static let name = "predict"
  static let example = ":predict on"

  static func argumentWords(in context: CommandContext) -> [String] { ["on", "off"] }

  static func run(_ argument: String, in context: inout CommandContext) -> Reply {
    let l = context.localizer
    switch argument.trimmed() {
    case "on": context.state.trace.predictMode = true
    case "off": context.state.trace.predictMode = false
    case "":
      return Reply(
        output: l.string(context.state.trace.predictMode ? "predict.isOn" : "predict.isOff") + "\n")
    default:
      return context.failure(l.string("error.badArgument", [":predict", argument, "on, off"]))
    }
    var text = l.string(context.state.trace.predictMode ? "predict.nowOn" : "predict.nowOff")
    if context.state.trace.predictMode && !context.state.trace.stepMode {
      text += " " + l.string("predict.needsStep")
    }
    return Reply(output: context.wrap(text, indent: "") + "\n")
  }
}
