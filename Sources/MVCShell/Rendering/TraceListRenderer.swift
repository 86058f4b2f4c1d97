import MVCLocalization
import MVCRuntime

/// `:trace`: each message on its own line, indented under the message that caused it, with its
/// kind and MVC role on the line below. Everything wraps to the width: a long call continues
/// under the message's text, the detail line under itself.
public enum TraceListRenderer {
  /// Renders every event of a trace. Nesting is capped so deep chains stay readable.
  public static func render(_ vocabulary: TraceVocabulary, width: Int = 80) -> StyledText {
    let depths = vocabulary.depths()
    let turns = vocabulary.turns()
    var out = StyledText()
    var turn = 0
    for event in vocabulary.trace.events {
      // A later turn of the run loop: what the statement left waiting runs now.
      let eventTurn = turns[event.sequence] ?? 0
      if eventTurn > turn {
        let line = vocabulary.localizer.string("trace.laterTurn", [String(eventTurn + 1)])
        out += Style.dim.paint(TextWrap.wrap(line, width: width, indent: "   ")) + "\n"
      }
      turn = eventTurn
      let depth = min(depths[event.sequence] ?? 0, 12)
      let indent = String(repeating: "  ", count: depth)
      let number = "[\(event.sequence)]"
      let sender = vocabulary.name(event.sender)
      let receiver = vocabulary.name(event.receiver)
      let pad = indent + String(repeating: " ", count: number.count + 1)
      let head = indent + number + " " + sender + " → " + receiver + ": "
      let call = wrapped(vocabulary.call(event), after: head, width: width, indent: pad + "  ")
      out += indent + number + " "
      out += style(for: event.sender, vocabulary).paint(sender)
      out += " → "
      out += style(for: event.receiver, vocabulary).paint(receiver)
      // A call that starts on the next line leaves no blank at the end of this one.
      out += (call.hasPrefix("\n") ? ":" : ": ") + call + "\n"
      var detail = vocabulary.kind(event.kind) + " · " + vocabulary.role(event.role)
      if let operation = event.operation {
        detail += " · " + vocabulary.localizer.string("trace.during", [operation])
      }
      let detailLines = TextWrap.lines(
        detail, width: max(20, width - TextWidth.of(pad)), indent: "  ")
      out += pad + Style.dim.paint(detailLines.joined(separator: "\n" + pad)) + "\n"
      if let flag = vocabulary.flag(event) {
        let text = TextWrap.wrap("⚠ " + flag, width: width - TextWidth.of(pad), indent: pad + "  ")
        out += pad + Style.warning.paint(text) + "\n"
      }
    }
    return out
  }

  /// Whether every word of every message (a selector, an argument, the operation it ran
  /// during) fits on a line at this width, so that ``render(_:width:)`` breaks none of them
  /// in the middle.
  public static func keepsWordsWhole(_ vocabulary: TraceVocabulary, width: Int) -> Bool {
    let depths = vocabulary.depths()
    for event in vocabulary.trace.events {
      let depth = min(depths[event.sequence] ?? 0, 12)
      let pad = 2 * depth + "[\(event.sequence)]".count + 1
      var words = vocabulary.call(event).split(separator: " ")
      if let operation = event.operation { words += operation.split(separator: " ") }
      if words.contains(where: { TextWidth.of(String($0)) > width - pad - 2 }) { return false }
    }
    return true
  }

  /// A call wrapped to the width, its first line following `head` (already on the line) and
  /// each other line starting with `indent`. Lines break between arguments (never inside an
  /// index path or a string); an argument longer than a line breaks at its spaces.
  static func wrapped(_ call: String, after head: String, width: Int, indent: String) -> String {
    let headWidth = TextWidth.of(head)
    let indentWidth = TextWidth.of(indent)
    guard headWidth + TextWidth.of(call) > width, indentWidth < width - 10 else { return call }
    // After a long head the call starts on the next line, under the message's text.
    if headWidth >= width - 10 {
      return "\n" + indent + wrapped(call, after: indent, width: width, indent: indent)
    }
    var lines: [String] = []
    var line = ""
    var used = headWidth
    for piece in arguments(of: call) {
      let pieceWidth = TextWidth.of(piece)
      if used + pieceWidth <= width {
        line += piece
        used += pieceWidth
        continue
      }
      if !line.isEmpty {
        lines.append(line)
        line = ""
        used = indentWidth
      }
      let trimmed = String(piece.drop { $0 == " " })
      if used + TextWidth.of(trimmed) <= width {
        line = trimmed
        used += TextWidth.of(trimmed)
        continue
      }
      // Longer than the room left: broken at its spaces, the room taken by a filler word.
      let filler = String(repeating: "x", count: used)
      let parts = TextWrap.lines(filler + " " + trimmed, width: width, indent: indent)
      for (index, part) in parts.enumerated() {
        let text =
          index == 0 ? String(part.dropFirst(used + 1)) : String(part.dropFirst(indent.count))
        if index == 0 && text.isEmpty {
          // Nothing fits after the head: the call starts on the next line.
          if lines.isEmpty && line.isEmpty { lines.append("") }
          continue
        }
        if index == parts.count - 1 {
          line = text
          used = (index == 0 ? used : indentWidth) + TextWidth.of(text)
        } else {
          lines.append(text)
        }
      }
    }
    lines.append(line)
    let first = lines.first ?? ""
    return ([first] + lines.dropFirst().map { indent + $0 }).joined(separator: "\n")
  }

  /// A call cut after each `, ` between its arguments (outside brackets and strings), each
  /// piece keeping its comma; the first piece is the name and the first argument.
  static func arguments(of call: String) -> [String] {
    var pieces: [String] = []
    var current = ""
    var depth = 0
    var scanner = StringLiteralScanner()
    var previous: Character = " "
    for character in call {
      if scanner.isCode(character) {
        switch character {
        case "(", "[", "{": depth += 1
        case ")", "]", "}": depth -= 1
        case " " where previous == "," && depth == 1:
          pieces.append(current)
          current = ""
        default: break
        }
      }
      current.append(character)
      previous = character
    }
    pieces.append(current)
    return pieces
  }

  static func style(for participant: Participant, _ vocabulary: TraceVocabulary) -> Style {
    switch vocabulary.trace.info(for: participant)?.role {
    case .model: return .model
    case .view: return .view
    case .controller: return .controller
    default: return .heading
    }
  }
}
