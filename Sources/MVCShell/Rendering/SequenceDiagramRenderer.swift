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
    // Every row starts as the lifelines alone; each is one column wide, so a column is an index.
    var lifelines = [Character](repeating: " ", count: canvasWidth)
    for p in order { lifelines[x(p)] = "│" }
    let lastLifeline = (order.map(x).max() ?? 0) + 1

    var out = header.render()
    out.reserveCapacity(vocabulary.trace.events.count * canvasWidth * 2)
    for event in vocabulary.trace.events {
      let from = x(event.sender)
      let to = x(event.receiver)
      let flag = event.flag == nil ? "" : "⚠ "
      let label = "\(event.sequence) " + flag + vocabulary.call(event)
      if from == to {
        out += overlay(
          lifelines, "↺ " + label, at: from + 2, width: canvasWidth, keep: lastLifeline)
        out += overlay(lifelines, "├─┘", at: from, width: canvasWidth, keep: lastLifeline)
      } else {
        let left = min(from, to)
        let right = max(from, to)
        let text = TextWidth.truncated(label, to: canvasWidth - left - 2)
        out += overlay(lifelines, text, at: left + 2, width: canvasWidth, keep: lastLifeline)
        let dash: Character = event.kind == .notification || event.kind == .observation ? "╌" : "─"
        var line = [Character](repeating: dash, count: max(0, right - left - 1))
        if !line.isEmpty {
          if from < to { line[line.count - 1] = "▶" } else { line[0] = "◀" }
        }
        out += overlay(
          lifelines, String(line), at: left + 1, width: canvasWidth, keep: lastLifeline)
      }
    }
    return out
  }

  /// One row: the lifelines with `text` written over them from `column`. Text that runs past
  /// the last lifeline simply continues; the row never ends in spaces.
  static func overlay(
    _ lifelines: [Character], _ text: String, at column: Int, width: Int, keep: Int
  ) -> String {
    let textWidth = TextWidth.of(text)
    var row = String(lifelines[0..<min(column, lifelines.count)])
    row += text
    let resume = column + textWidth
    if resume < keep { row += String(lifelines[resume..<keep]) }
    while row.last == " " { row.removeLast() }
    return row + "\n"
  }
}
