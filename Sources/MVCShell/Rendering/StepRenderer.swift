import MVCLocalization
import MVCRuntime

/// One step of the step-by-step player: "step k of n", the message's number with sender →
/// receiver, the role, and one sentence on the rule behind the hop.
public enum StepRenderer {
  /// Renders step `index` (0-based) of `count` for an event.
  public static func render(
    _ event: TraceEvent, index: Int, count: Int, vocabulary: TraceVocabulary, width: Int = 80
  ) -> StyledText {
    let l = vocabulary.localizer
    var out = Style.heading.paint(l.string("step.header", [String(index + 1), String(count)]))
    out +=
      "  " + Style.dim.paint(vocabulary.kind(event.kind) + " · " + vocabulary.role(event.role))
      + "\n"
    // The message's own number, as `:trace`, `:explain` and every export show it.
    let hop =
      "[\(event.sequence)] " + vocabulary.name(event.sender) + " → "
      + vocabulary.name(event.receiver) + ": "
      + vocabulary.call(event)
    out += "  " + TextWrap.wrap(hop, width: width - 2, indent: "      ") + "\n"
    out += "  " + TextWrap.wrap(vocabulary.rule(event), width: width - 2, indent: "  ") + "\n"
    if let flag = vocabulary.flag(event) {
      out +=
        "  " + Style.warning.paint(TextWrap.wrap("⚠ " + flag, width: width - 2, indent: "    "))
        + "\n"
    }
    return out
  }
}
