/// `:step on` plays each statement's messages one at a time; `:step off` stops; `:step` says
/// which it is.
enum StepCommand: MetaCommand {
  static let name = "step"
  static let example = ":step on"

  static func argumentWords(in session: Session) -> [String] { ["on", "off"] }

  static func run(_ argument: String, in session: Session) -> Reply {
    let l = session.localizer
    switch argument.trimmed() {
    case "on": session.stepMode = true
    case "off": session.stepMode = false
    case "":
      return Reply(
        output: l.string(session.stepMode ? "step.isOn" : "step.isOff") + "\n")
    default:
      return session.failure(l.string("error.badArgument", [":step", argument, "on, off"]))
    }
    return Reply(
      output: l.string(session.stepMode ? "step.nowOn" : "step.nowOff") + "\n")
  }
}
