/// Writes a PlantUML sequence diagram with the same content as the Mermaid one.
///
/// The user is an `actor`; calls are `->`, broadcasts `->>`, responder-chain hops `-->>` and
/// replies `-->` back to the asker. `++` activates a message's receiver; the activation ends
/// with `deactivate`, or with `--` on the reply. `autonumber N` numbers the messages with the
/// session's sequence numbers; replies stand outside the numbering (`autonumber stop` /
/// `autonumber resume`). Flagged hops are red arrows with a red ⚠ label and a note.
///
/// A long trace is cut into pages (`newpage`), at statements where it can, so that no page is
/// taller than PlantUML's PNG limit of 4 096 pixels (a taller PNG is cut off silently). When the
/// trace keeps its statements' sources, a divider (`== … ==`) heads each statement.
struct PlantUMLExporter {
  let plan: SequencePlan
  /// The label of reply arrows.
  var replyWord = "reply"
  /// The divider heading a statement's messages, by statement number (empty: no dividers).
  var statementTitles: [Int: String] = [:]
  /// The title of page `n` of `count` (1-based), for the pages after the first.
  var pageTitle: (Int, Int) -> String = { page, count in "\(page)/\(count)" }

  /// The most rows a page holds: a message, a note, a reply or a divider is a row, a message
  /// to itself two. A row is at most about 60 pixels high, so 50 rows and the headings at both
  /// ends stay well under 4 096 pixels.
  static let rowsPerPage = 50

  /// The largest PNG PlantUML writes, in each direction, by default (`PLANTUML_LIMIT_SIZE`):
  /// anything beyond is cut off without a word.
  static let maximumPNGSize = 4096

  /// About how wide PlantUML draws the diagram, in pixels, from the width of mvcsh's own
  /// drawing of it (the same lifelines and labels; PlantUML's default fonts come out 7 % narrower:
  /// the seed app's 4 292-pixel SVG is a 3 992-pixel PNG). Pages do not help here: every page
  /// has every participant.
  static func estimatedWidth(drawingWidth: Double) -> Int {
    (drawingWidth * 0.93).rounded().clampedInt
  }

  /// The pages the diagram is cut into.
  var pages: [PlanSegment] {
    plan.segments(limit: Self.rowsPerPage) { rows(in: $0) }
  }

  func render() -> String {
    var out = "@startuml\n"
    out += "skinparam shadowing false\n"
    let first = plan.messages.first?.number
    out += "autonumber" + (first.map { " " + String($0) } ?? "") + "\n"
    for lifeline in plan.lifelines {
      let keyword = lifeline.role == .user ? "actor" : "participant"
      var label = PlantUMLText.escape(lifeline.name, quoted: true)
      if !lifeline.subtitle.isEmpty {
        label += "\\n" + PlantUMLText.escape(lifeline.subtitle, quoted: true)
      }
      out += keyword + " \"" + label + "\" as " + lifeline.identifier + "\n"
    }
    let ids = plan.lifelines.map(\.identifier)
    let pages = self.pages
    var nextStep = first ?? 1
    var stopped = false
    var lastStatement: Int?
    for (pageIndex, page) in pages.enumerated() {
      if pageIndex > 0 {
        out += "newpage " + PlantUMLText.escape(pageTitle(pageIndex + 1, pages.count)) + "\n"
      }
      for item in plan.items[page.items] {
        switch item {
        case .message(let message):
          if message.statement != lastStatement, let title = statementTitles[message.statement] {
            out += "== " + PlantUMLText.escape(title) + " ==\n"
          }
          lastStatement = message.statement
          if message.number != nextStep {
            out += "autonumber " + String(message.number) + "\n"
          } else if stopped {
            out += "autonumber resume\n"
          }
          stopped = false
          out += ids[message.from] + " " + arrow(message) + " " + ids[message.to] + " ++ : "
          if message.flagged {
            out += "<color:#C62828>⚠ " + PlantUMLText.escape(message.label) + "</color>\n"
          } else {
            out += PlantUMLText.escape(message.label) + "\n"
          }
          nextStep = message.number + 1
        case .note(let from, let to, let text, _):
          let span = from == to ? ids[from] : ids[min(from, to)] + ", " + ids[max(from, to)]
          out += "note over " + span + " #FFCDD2 : ⚠ " + PlantUMLText.escape(text) + "\n"
        case .end(let lifeline, _, let replyTo):
          if let caller = replyTo {
            if !stopped { out += "autonumber stop\n" }
            stopped = true
            out += ids[lifeline] + " --> " + ids[caller] + " -- : "
            out += PlantUMLText.escape(replyWord) + "\n"
          } else {
            out += "deactivate " + ids[lifeline] + "\n"
          }
        }
      }
    }
    out += "@enduml\n"
    return out
  }

  /// The rows a segment takes.
  func rows(in segment: PlanSegment) -> Int {
    var rows = 0
    var last: Int?
    for item in plan.items[segment.items] {
      switch item {
      case .message(let message):
        rows += message.from == message.to ? 2 : 1
        if message.statement != last, statementTitles[message.statement] != nil { rows += 1 }
        last = message.statement
      case .note: rows += 1
      case .end(_, _, let replyTo): rows += replyTo == nil ? 0 : 1
      }
    }
    return rows
  }

  private func arrow(_ message: SequencePlan.Message) -> String {
    let colour = message.flagged ? "[#C62828,bold]" : ""
    switch message.style {
    case .call, .input: return "-" + colour + ">"
    case .broadcast: return "-" + colour + ">>"
    case .forward: return "-" + colour + "->>"
    case .reply: return "-" + colour + "->"
    }
  }
}
