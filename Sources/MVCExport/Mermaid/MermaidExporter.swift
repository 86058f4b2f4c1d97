/// Writes a Mermaid `sequenceDiagram` (GitHub renders it in Markdown).
///
/// Participants are declared up front with their class and MVC layer; the user is an `actor`.
/// Calls are `->>`, broadcasts (notifications, key-value observation) `-)`, responder-chain
/// hops `-->>` and replies to questions `-->>` back to the asker. Every message activates its
/// receiver (`+`) and the activation ends when the call returns, so activations balance.
/// Flagged hops stand on a red background (`rect`), their label starts with ⚠ and a note says
/// why, so they show in Mermaid's default theme. `autonumber N` numbers the steps with the
/// session's sequence numbers (the ones `:trace` and `:explain` show); replies are left
/// unnumbered by switching numbering off around them and restarting it at the next step.
struct MermaidExporter {
  let plan: SequencePlan
  /// The indentation of each statement (four spaces in a file, as Mermaid's docs write it).
  var indent = "    "
  /// The label of reply arrows.
  var replyWord = "reply"

  /// Mermaid's default `maxTextSize` (GitHub uses the default too): a longer diagram is not
  /// drawn at all. Mermaid counts the text's UTF-16 code units.
  static let maximumTextSize = 50_000

  /// The whole trace as one diagram.
  func render() -> String { render(plan.whole) }

  /// The trace as diagrams each under ``maximumTextSize``: one when it fits, else one per
  /// statement or group of statements (a statement too long for one is cut between messages).
  func renderParts(limit: Int = MermaidExporter.maximumTextSize) -> [String] {
    let whole = render()
    if whole.utf16.count <= limit { return [whole] }
    // Under the limit with room to spare for the line a segment adds when joined.
    return plan.segments(limit: limit) { render($0).utf16.count }.map(render)
  }

  /// One segment of the plan as a diagram of its own.
  func render(_ segment: PlanSegment) -> String {
    var out = "sequenceDiagram\n"
    let first = plan.items[segment.items].lazy.compactMap { item -> Int? in
      if case .message(let message) = item { return message.number }
      return nil
    }.first
    out += indent + "autonumber" + (first.map { " " + String($0) } ?? "") + "\n"
    let ids = plan.lifelines.map(\.identifier)
    for index in segment.items.isEmpty ? Array(plan.lifelines.indices) : plan.lifelines(in: segment)
    {
      let lifeline = plan.lifelines[index]
      let label: String
      if lifeline.subtitle.isEmpty {
        label = MermaidText.escape(lifeline.name)
      } else {
        label = MermaidText.escape(lifeline.name) + "<br/>" + MermaidText.escape(lifeline.subtitle)
      }
      let keyword = lifeline.role == .user ? "actor" : "participant"
      out += indent + keyword + " " + lifeline.identifier + " as " + label + "\n"
    }
    for lifeline in segment.reopened { out += indent + "activate " + ids[lifeline] + "\n" }
    var nextStep = first ?? 1
    var inFlag = false
    for item in plan.items[segment.items] {
      switch item {
      case .message(let message):
        if inFlag {
          out += indent + "end\n"
          inFlag = false
        }
        if message.number != nextStep {
          out += indent + "autonumber " + String(message.number) + "\n"
        }
        if message.flagged {
          out += indent + "rect rgb(255, 205, 210)\n"
          inFlag = true
        }
        out += indent + ids[message.from] + arrow(message.style) + "+" + ids[message.to] + ": "
        out += MermaidText.escape((message.flagged ? "⚠ " : "") + message.label) + "\n"
        nextStep = message.number + 1
      case .note(let from, let to, let text, _):
        let span = from == to ? ids[from] : ids[min(from, to)] + "," + ids[max(from, to)]
        out += indent + "Note over " + span + ": " + MermaidText.escape("⚠ " + text) + "\n"
      case .end(let lifeline, _, let replyTo):
        if inFlag {
          out += indent + "end\n"
          inFlag = false
        }
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
    if inFlag { out += indent + "end\n" }
    for lifeline in segment.open.reversed() { out += indent + "deactivate " + ids[lifeline] + "\n" }
    return out
  }

  private func arrow(_ style: ArrowStyle) -> String {
    switch style {
    case .call, .input: return "->>"
    case .broadcast: return "-)"
    case .forward, .reply: return "-->>"
    }
  }
}
