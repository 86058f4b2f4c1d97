/// Writes a PlantUML sequence diagram with the same content as the Mermaid one.
///
/// The user is an `actor`; calls are `->`, broadcasts `->>`, responder-chain hops `-->>` and
/// replies `-->` back to the asker. `++` activates a message's receiver; the activation ends
/// with `deactivate`, or with `--` on the reply. Replies stand outside the numbering
/// (`autonumber stop` / `autonumber resume`), so the numbers are the step numbers.
struct PlantUMLExporter {
  let plan: SequencePlan
  /// The label of reply arrows.
  var replyWord = "reply"

  func render() -> String {
    var out = "@startuml\n"
    out += "skinparam shadowing false\n"
    out += "autonumber\n"
    for lifeline in plan.lifelines {
      let keyword = lifeline.role == .user ? "actor" : "participant"
      var label = PlantUMLText.escape(lifeline.name, quoted: true)
      if !lifeline.subtitle.isEmpty {
        label += "\\n" + PlantUMLText.escape(lifeline.subtitle, quoted: true)
      }
      out += keyword + " \"" + label + "\" as " + lifeline.identifier + "\n"
    }
    let ids = plan.lifelines.map(\.identifier)
    for item in plan.items {
      switch item {
      case .message(let message):
        out += ids[message.from] + " " + arrow(message) + " " + ids[message.to] + " ++ : "
        out += PlantUMLText.escape(message.label) + "\n"
      case .note(let from, let to, let text, _):
        let span = from == to ? ids[from] : ids[min(from, to)] + ", " + ids[max(from, to)]
        out += "note over " + span + " #FFF4CE : " + PlantUMLText.escape(text) + "\n"
      case .end(let lifeline, _, let replyTo):
        if let caller = replyTo {
          out += "autonumber stop\n"
          out += ids[lifeline] + " --> " + ids[caller] + " -- : " + PlantUMLText.escape(replyWord)
          out += "\nautonumber resume\n"
        } else {
          out += "deactivate " + ids[lifeline] + "\n"
        }
      }
    }
    out += "@enduml\n"
    return out
  }

  private func arrow(_ message: SequencePlan.Message) -> String {
    let colour = message.flagged ? "[#C62828]" : ""
    switch message.style {
    case .call, .input: return "-" + colour + ">"
    case .broadcast: return "-" + colour + ">>"
    case .forward: return "-" + colour + "->>"
    case .reply: return "-" + colour + "->"
    }
  }
}
