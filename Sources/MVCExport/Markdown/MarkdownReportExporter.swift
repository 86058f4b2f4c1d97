import MVCRuntime

/// Writes a Markdown report: a heading, what recorded it, the Mermaid diagram in a fenced
/// block (GitHub renders it), and a table with one row per step: its number (the session's, as
/// `:trace` shows it), who sent what to whom, the kind of message, the MVC role of the hop and
/// the rule behind it.
///
/// When the trace keeps its statements' sources, each statement's rows have a heading of their
/// own (`## Statement 3: …`, which GitHub makes an anchor to jump to). A diagram over Mermaid's
/// 50 000 characters is split into several, each followed by its statements' rows, with a line
/// saying so.
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
    let mermaid = MermaidExporter(plan: plan, indent: "  ", replyWord: text.word("reply"))
    let whole = mermaid.render()
    let segments =
      whole.utf16.count <= MermaidExporter.maximumTextSize
      ? [plan.whole]
      : plan.segments(limit: MermaidExporter.maximumTextSize) {
        mermaid.render($0).utf16.count
      }
    if segments.count > 1 {
      let notice = text.word(
        "report.split",
        [
          String(whole.utf16.count), String(MermaidExporter.maximumTextSize),
          String(segments.count),
        ]
      )
      out += MarkdownText.cell(notice) + "\n\n"
    }
    let titles = text.statementTitles(trace)
    var lastStatement: Int?
    for (index, segment) in segments.enumerated() {
      if segments.count > 1 {
        let part = text.word("part", [String(index + 1), String(segments.count)])
        out += "## " + MarkdownText.cell(part) + "\n\n"
      }
      let diagram = segments.count == 1 ? whole : mermaid.render(segment)
      let fence = MarkdownText.fence(for: diagram)
      out += fence + "mermaid\n" + diagram + fence + "\n\n"
      var tableOpen = false
      for item in plan.items[segment.items] {
        guard case .message(let message) = item else { continue }
        if message.statement != lastStatement, let title = titles[message.statement] {
          if tableOpen { out += "\n" }
          out += (segments.count > 1 ? "### " : "## ") + MarkdownText.cell(title) + "\n\n"
          tableOpen = false
        }
        lastStatement = message.statement
        if !tableOpen {
          out += tableHeader()
          tableOpen = true
        }
        out += row(message, trace: trace, plan: plan)
      }
      if index + 1 < segments.count { out += "\n" }
    }
    return out
  }

  private func tableHeader() -> String {
    let headings = [
      "#", text.word("table.hop"), text.word("table.message"),
      text.word("table.kind"), text.word("table.role"), text.word("table.why"),
    ]
    return "| " + headings.map(MarkdownText.cell).joined(separator: " | ") + " |\n"
      + "|---:|---|---|---|---|---|\n"
  }

  private func row(_ message: SequencePlan.Message, trace: Trace, plan: SequencePlan) -> String {
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
    return "| " + cells.joined(separator: " | ") + " |\n"
  }
}
