/// Writes a Mermaid `sequenceDiagram` (GitHub renders it in Markdown).
///
/// Participants are declared up front with their class and MVC layer; the user is an `actor`.
/// Calls are `->>`, broadcasts (notifications, key-value observation) `-)`, responder-chain
/// hops `-->>` and replies to questions `-->>` back to the asker. Every message activates its
/// receiver (`+`) and the activation ends when the call returns, so activations balance.
/// Flagged hops get a note. `autonumber` numbers the steps; replies are left unnumbered by
/// switching numbering off around them and restarting it at the next step.
struct MermaidExporter {
  let plan: SequencePlan
  /// The indentation of each statement (four spaces in a file, as Mermaid's docs write it).
  var indent = "    "

  func render() -> String {
    var out = "sequenceDiagram\n"
    out += indent + "autonumber\n"
    for lifeline in plan.lifelines {
      let label: String
      if lifeline.subtitle.isEmpty {
        label = MermaidText.escape(lifeline.name)
      } else {
        label = MermaidText.escape(lifeline.name) + "<br/>" + MermaidText.escape(lifeline.subtitle)
      }
      let keyword = lifeline.role == .user ? "actor" : "participant"
      out += indent + keyword + " " + lifeline.identifier + " as " + label + "\n"
    }
    let ids = plan.lifelines.map(\.identifier)
    var nextStep = 1
    for item in plan.items {
      switch item {
      case .message(let message):
        out += indent + ids[message.from] + arrow(message.style) + "+" + ids[message.to] + ": "
        out += MermaidText.escape(message.label) + "\n"
        nextStep = message.number + 1
      case .note(let from, let to, let text, _):
        let span = from == to ? ids[from] : ids[min(from, to)] + "," + ids[max(from, to)]
        out += indent + "Note over " + span + ": " + MermaidText.escape(text) + "\n"
      case .end(let lifeline, _, let replyTo):
        if let caller = replyTo {
          out += indent + "autonumber off\n"
          out += indent + ids[lifeline] + "-->>-" + ids[caller] + ": "
          out += MermaidText.escape(replyWord) + "\n"
          out += indent + "autonumber " + String(nextStep) + "\n"
        } else {
          out += indent + "deactivate " + ids[lifeline] + "\n"
        }
      }
    }
    return out
  }

  /// The label of reply arrows.
  var replyWord = "reply"

  private func arrow(_ style: ArrowStyle) -> String {
    switch style {
    case .call, .input: return "->>"
    case .broadcast: return "-)"
    case .forward, .reply: return "-->>"
    }
  }
}
