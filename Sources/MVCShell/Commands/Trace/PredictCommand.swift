/// `:predict on` makes the step player ask, before it shows each message, who will receive
/// it; `:predict off` stops asking; `:predict` says which it is.
enum PredictCommand: MetaCommand {
  static let name = "predict"
  static let example = ":predict on"

  static func argumentWords(in session: Session) -> [String] { ["on", "off"] }

  static func run(_ argument: String, in session: Session) -> Reply {
    let l = session.localizer
    switch argument.trimmed() {
    case "on": session.predictMode = true
    case "off": session.predictMode = false
    case "":
      return Reply(output: l.string(session.predictMode ? "predict.isOn" : "predict.isOff") + "\n")
    default:
      return session.failure(l.string("error.badArgument", [":predict", argument, "on, off"]))
    }
    var text = l.string(session.predictMode ? "predict.nowOn" : "predict.nowOff")
    if session.predictMode && !session.stepMode { text += " " + l.string("predict.needsStep") }
    return Reply(output: session.wrap(text, indent: "") + "\n")
  }
}
