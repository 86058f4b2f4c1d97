import MVCLocalization
import MVCRuntime

/// One step of the step-by-step player: "step k of n", sender → receiver, the role, and one
/// sentence on the rule behind the hop.
public enum StepRenderer {
  /// Renders step `index` (0-based) of `count` for an event.
  public static func render(
    _ event: TraceEvent, index: Int, count: Int, vocabulary: TraceVocabulary
  ) -> String {
    let l = vocabulary.localizer
    var out = Style.heading.paint(l.string("step.header", [String(index + 1), String(count)]))
    out += "  " + Style.dim.paint(vocabulary.kind(event.kind) + " · " + vocabulary.role(event.role)) + "\n"
    out += "  " + vocabulary.name(event.sender) + " → " + vocabulary.name(event.receiver) + ": "
      + vocabulary.call(event) + "\n"
    out += "  " + vocabulary.rule(event) + "\n"
    if let flag = vocabulary.flag(event) { out += "  " + Style.warning.paint("⚠ " + flag) + "\n" }
    return out
  }
}
