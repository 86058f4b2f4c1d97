/// Wraps prose to a display width by the rules of ``LineBreaker``: English breaks at spaces,
/// Chinese between characters (no line starts with closing punctuation or ends with opening
/// punctuation), code spans stay whole, and a word longer than the line is cut.
public enum TextWrap {
  /// The text as lines of at most `width` columns, each after the first starting with `indent`.
  public static func lines(_ text: String, width: Int, indent: String = "") -> [String] {
    let limit = max(10, width)
    // The usual line, plain printable ASCII that fits, is itself (one column a byte).
    if text.utf8.count <= limit, !text.utf8.contains(where: { $0 < 0x20 || $0 >= 0x7F }) {
      return [text.trimmingTrailingSpaces()]
    }
    let indentWidth = TextWidth.of(indent)
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let first = lines.isEmpty ? limit : limit - indentWidth
      lines += LineBreaker.lines(
        String(paragraph), firstRoom: first, room: max(1, limit - indentWidth))
    }
    return lines.enumerated().map { $0.offset == 0 ? $0.element : indent + $0.element }
  }

  /// The wrapped text joined with newlines.
  public static func wrap(_ text: String, width: Int, indent: String = "") -> String {
    lines(text, width: width, indent: indent).joined(separator: "\n")
  }
}

extension String {
  fileprivate func trimmingTrailingSpaces() -> String {
    var s = self
    while s.last == " " { s.removeLast() }
    return s
  }
}
