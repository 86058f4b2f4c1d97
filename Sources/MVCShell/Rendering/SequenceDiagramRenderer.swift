import MVCLocalization
import MVCRuntime

/// `:trace diagram`: a sequence diagram drawn with box-drawing characters, one lifeline per
/// participant, one arrow per message labelled with its number and selector. Names and labels
/// are measured by display width, so Chinese text lines up.
public enum SequenceDiagramRenderer {
  /// Renders the diagram to fit `width` columns when it can (lifelines at least 8 apart).
  public static func render(_ vocabulary: TraceVocabulary, width: Int) -> String {
    var order: [Participant] = []
    var column: [Participant: Int] = [:]
    for event in vocabulary.trace.events {
      for p in [event.sender, event.receiver] where column[p] == nil {
        column[p] = order.count
        order.append(p)
      }
    }
    guard !order.isEmpty else { return "" }
    let names = order.map { vocabulary.name($0) }
    let widest = names.map { TextWidth.of($0) }.max() ?? 4
    let spacing = max(8, min(widest + 3, max(8, (width - 2) / order.count)))
    let canvasWidth = max(width, spacing * order.count + 2)
    func x(_ p: Participant) -> Int { (column[p] ?? 0) * spacing + spacing / 2 }

    var header = TextCanvas(width: canvasWidth, height: 2)
    for (i, name) in names.enumerated() {
      let label = TextWidth.truncated(name, to: spacing - 1)
      let center = i * spacing + spacing / 2
      header.put(label, row: 0, column: max(0, center - TextWidth.of(label) / 2))
      header.put("│", row: 1, column: center)
    }
    var out = header.render()
    out.reserveCapacity(vocabulary.trace.events.count * canvasWidth * 2)
    for event in vocabulary.trace.events {
      var rows = TextCanvas(width: canvasWidth, height: 2)
      for p in order {
        rows.put("│", row: 0, column: x(p))
        rows.put("│", row: 1, column: x(p))
      }
      let from = x(event.sender)
      let to = x(event.receiver)
      let flag = event.flag == nil ? "" : "⚠ "
      let label = "\(event.sequence) " + flag + vocabulary.call(event)
      if from == to {
        rows.put("↺ " + label, row: 0, column: from + 2)
        rows.put("├─┘", row: 1, column: from)
      } else {
        let left = min(from, to)
        let right = max(from, to)
        let room = canvasWidth - left - 2
        rows.put(TextWidth.truncated(label, to: room), row: 0, column: left + 2)
        let dash = event.kind == .notification || event.kind == .observation ? "╌" : "─"
        var line = String(repeating: dash, count: max(0, right - left - 1))
        if from < to {
          line = String(line.dropLast()) + "▶"
        } else {
          line = "◀" + String(line.dropFirst())
        }
        rows.put(line, row: 1, column: left + 1)
      }
      out += rows.render()
    }
    return out
  }
}
