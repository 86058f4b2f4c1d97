/// Wraps prose to a display width: English breaks at spaces, Chinese between any two
/// characters (never before closing punctuation), and a word longer than the line is cut.
public enum TextWrap {
  /// The text as lines of at most `width` columns, each after the first starting with `indent`.
  public static func lines(_ text: String, width: Int, indent: String = "") -> [String] {
    let limit = max(10, width)
    var lines: [String] = []
    var line = ""
    var lineWidth = 0
    let indentWidth = TextWidth.of(indent)
    for token in tokens(text) {
      let tokenWidth = TextWidth.of(token)
      let available = limit - (lines.isEmpty ? 0 : indentWidth)
      if lineWidth + tokenWidth > available && !line.isEmpty && !isClosingPunctuation(token) {
        lines.append(line.trimmingTrailingSpaces())
        line = ""
        lineWidth = 0
        if token == " " { continue }
      }
      line += token
      lineWidth += tokenWidth
    }
    if !line.isEmpty || lines.isEmpty { lines.append(line.trimmingTrailingSpaces()) }
    return lines.enumerated().map { $0.offset == 0 ? $0.element : indent + $0.element }
  }

  /// The wrapped text joined with newlines.
  public static func wrap(_ text: String, width: Int, indent: String = "") -> String {
    lines(text, width: width, indent: indent).joined(separator: "\n")
  }

  /// Words, single spaces, and single wide characters (each a place to break).
  static func tokens(_ text: String) -> [String] {
    var out: [String] = []
    var word = ""
    for c in text {
      if c == " " {
        if !word.isEmpty { out.append(word) }
        word = ""
        out.append(" ")
      } else if TextWidth.of(c) == 2
        || isClosingPunctuation(String(c)) && !word.isEmpty && TextWidth.of(word.last ?? " ") == 2
      {
        if !word.isEmpty { out.append(word) }
        word = ""
        out.append(String(c))
      } else {
        word.append(c)
      }
    }
    if !word.isEmpty { out.append(word) }
    return out
  }

  static func isClosingPunctuation(_ token: String) -> Bool {
    guard token.count == 1, let c = token.first else { return false }
    return "，。、；：？！）」』”’》〉】,.;:?!)".contains(c)
  }
}

extension String {
  fileprivate func trimmingTrailingSpaces() -> String {
    var s = self
    while s.last == " " { s.removeLast() }
    return s
  }
}
