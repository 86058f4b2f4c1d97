import MVCLocalization
import MVCRuntime

/// `:trace`: each message on its own line, indented under the message that caused it, with its
/// kind and MVC role on the line below.
public enum TraceListRenderer {
  /// Renders every event of a trace. Nesting is capped so deep chains stay readable.
  public static func render(_ vocabulary: TraceVocabulary, width: Int = 80) -> StyledText {
    let depths = vocabulary.depths()
    var out = StyledText()
    for event in vocabulary.trace.events {
      let depth = min(depths[event.sequence] ?? 0, 12)
      let indent = String(repeating: "  ", count: depth)
      let number = "[\(event.sequence)]"
      out += indent + number + " "
      out += style(for: event.sender, vocabulary).paint(vocabulary.name(event.sender))
      out += " → "
      out += style(for: event.receiver, vocabulary).paint(vocabulary.name(event.receiver))
      out += ": " + vocabulary.call(event) + "\n"
      let pad = indent + String(repeating: " ", count: number.count + 1)
      var detail = vocabulary.kind(event.kind) + " · " + vocabulary.role(event.role)
      if let operation = event.operation {
        detail += " · " + vocabulary.localizer.string("trace.during", [operation])
      }
      out += pad + Style.dim.paint(detail) + "\n"
      if let flag = vocabulary.flag(event) {
        let text = TextWrap.wrap("⚠ " + flag, width: width - TextWidth.of(pad), indent: pad + "  ")
        out += pad + Style.warning.paint(text) + "\n"
      }
    }
    return out
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
