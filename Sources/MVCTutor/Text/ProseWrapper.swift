import MVCLocalization

/// Wraps prose to a terminal width measured in display columns, so English breaks between
/// words and Chinese between characters, following Chinese line-breaking rules: no line starts
/// with closing punctuation (，。、；：！？」）』》 …) nor ends with opening punctuation
/// (「（『《 …), a code span (`` `…` ``) or a Latin word is never split (unless it is longer
/// than a whole line), and a hyphen between two characters (目标-动作) joins them.
public enum ProseWrapper {
  /// Wraps each line of `text` to `width` columns, starting every output line with `indent`.
  public static func wrap(_ text: String, width: Int, indent: String = "") -> String {
    let room = max(20, width - TextWidth.of(indent))
    var out: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let lines = LineBreaker.lines(String(paragraph), firstRoom: room, room: room)
      out += lines.map { $0.isEmpty ? "" : indent + $0 }
    }
    return out.joined(separator: "\n")
  }
}
