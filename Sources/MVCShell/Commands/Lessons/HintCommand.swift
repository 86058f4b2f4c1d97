/// `:hint`: the step's next hint (each `:hint` one more, the last repeated); a demonstration
/// has none and says so.
enum HintCommand: MetaCommand {
  static let name = "hint"
  static let example = ":hint"

  static func run(_ argument: String, in session: Session) -> Reply {
    let l = session.localizer
    guard var active = session.tutor.active else {
      return session.failure(l.string("tutor.error.noLesson"))
    }
    let hints = active.step.hintKeys
    guard !hints.isEmpty else {
      return Reply(output: session.wrap(l.string("tutor.hint.demo"), indent: "") + "\n")
    }
    let index = min(active.hintsShown, hints.count - 1)
    var out =
      Style.heading.paint(
        l.string("tutor.hint.heading", [String(index + 1), String(hints.count)])) + "\n"
    out += session.prose(hints[index]) + "\n"
    if active.hintsShown >= hints.count - 1 {
      out += Style.dim.paint(session.wrap(l.string("tutor.hint.last"), indent: "")) + "\n"
    }
    active.hintsShown = min(active.hintsShown + 1, hints.count)
    session.tutor.active = active
    return Reply(output: out)
  }
}
