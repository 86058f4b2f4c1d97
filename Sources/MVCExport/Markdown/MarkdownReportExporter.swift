import MVCRuntime

/// Writes a Markdown report: a heading, what recorded it, the Mermaid diagram in a fenced
/// block (GitHub renders it), and a table with one row per step: who sent what to whom, the
/// kind of message, the MVC role of the hop and the rule behind it.
///
/// Every text renders literally on GitHub (``MarkdownText``): the block's fence is longer than
/// any run of backticks in the diagram, and the table's cells are escaped text or code spans.
struct MarkdownReportExporter {
  let text: StepText
  let header: ExportHeader

  func render(_ trace: Trace, plan: SequencePlan) -> String {
    var out = "# " + MarkdownText.cell(text.word("title")) + "\n\n"
    var meta = ["mvcsh " + header.toolVersion, header.language.rawValue]
    if !header.device.isEmpty { meta.append(header.device) }
    meta.append(text.word("summary", [String(plan.stepCount)]))
    out += MarkdownText.cell(meta.joined(separator: " · ")) + "\n\n"
    let diagram = MermaidExporter(plan: plan, indent: "  ", replyWord: text.word("reply")).render()
    let fence = MarkdownText.fence(for: diagram)
    out += fence + "mermaid\n" + diagram + fence + "\n\n"
    let headings = [
      "#", text.word("table.hop"), text.word("table.message"),
      text.word("table.kind"), text.word("table.role"), text.word("table.why"),
    ]
    out += "| " + headings.map(MarkdownText.cell).joined(separator: " | ") + " |\n"
    out += "|---:|---|---|---|---|---|\n"
    for item in plan.items {
      guard case .message(let message) = item else { continue }
      let event = trace.events[message.eventIndex]
      let hop = plan.lifelines[message.from].name + " → " + plan.lifelines[message.to].name
      var why = MarkdownText.cell(text.explanation(event) ?? "")
      if let flag = text.flag(event) {
        why = "⚠️ **" + MarkdownText.cell(flag) + "**" + (why.isEmpty ? "" : " " + why)
      }
      let cells = [
        String(message.number), MarkdownText.cell(hop), MarkdownText.code(message.label),
        MarkdownText.cell(text.kind(event)), MarkdownText.cell(text.role(event)), why,
      ]
      out += "| " + cells.joined(separator: " | ") + " |\n"
    }
    return out
  }
}
