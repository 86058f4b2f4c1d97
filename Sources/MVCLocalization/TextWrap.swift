/// Wraps prose to a display width: English breaks at spaces, Chinese between any two
/// characters (never before closing punctuation), and a word longer than the line is cut.
public enum TextWrap {
  /// The text as lines of at most `width` columns, each after the first starting with `indent`.
  public static func lines(_ text: String, width: Int, indent: String = "") -> [String] {
    let limit = max(10, width)
    // The usual line, plain printable ASCII that fits, is itself (one column a byte).
    if text.utf8.count <= limit, !text.utf8.contains(where: { $0 < 0x20 || $0 >= 0x7F }) {
      return [text.trimmingTrailingSpaces()]
    }
    var lines: [String] = []
    // The tokens of the line being filled, so that a break can move the last ones down.
    var line: [String] = []
    var lineWidth = 0
    let indentWidth = TextWidth.of(indent)
    func finish(_ tokens: [String]) { lines.append(tokens.joined().trimmingTrailingSpaces()) }
    for token in tokens(text) {
      let tokenWidth = TextWidth.of(token)
      let available = limit - (lines.isEmpty ? 0 : indentWidth)
      guard lineWidth + tokenWidth > available && !line.isEmpty else {
        line.append(token)
        lineWidth += tokenWidth
        continue
      }
      if !isClosingPunctuation(token) {
        // Opening punctuation at the end of the line goes down with what follows it.
        var opening = 0
        while opening < line.count, isOpeningPunctuation(line[line.count - opening - 1]) {
          opening += 1
        }
        if token == " " || !line.dropLast(opening).contains(where: { $0 != " " }) {
          opening = 0
        }
        finish(Array(line.dropLast(opening)))
        line = Array(line.suffix(opening))
        if token == " " && line.isEmpty {
          lineWidth = 0
          continue
        }
        line.append(token)
        lineWidth = TextWidth.of(line.joined())
        continue
      }
      // A line may not start with closing punctuation, nor end with opening punctuation: the
      // word before the punctuation (and any opening punctuation before that word) goes down
      // with it. A line that is one word keeps the punctuation hanging past the width.
      var carried = 1
      while carried < line.count, isOpeningPunctuation(line[line.count - carried - 1]) {
        carried += 1
      }
      let kept = line.dropLast(carried)
      guard line.last != " ", kept.contains(where: { $0 != " " }) else {
        line.append(token)
        lineWidth += tokenWidth
        continue
      }
      let moved = Array(line.suffix(carried))
      finish(Array(kept))
      line = moved + [token]
      lineWidth = TextWidth.of(line.joined())
    }
    if !line.isEmpty || lines.isEmpty { finish(line) }
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
        || !word.isEmpty && closing.contains(c) && TextWidth.of(word.last ?? " ") == 2
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

  /// Punctuation no line may end with, and punctuation no line may start with (sets: asked
  /// for every character of every wrapped line).
  private static let opening: Set<Character> = Set("（「『“‘《〈【(")
  private static let closing: Set<Character> = Set("，。、；：？！）」』”’》〉】,.;:?!)")

  static func isOpeningPunctuation(_ token: String) -> Bool {
    guard token.count == 1, let c = token.first else { return false }
    return opening.contains(c)
  }

  static func isClosingPunctuation(_ token: String) -> Bool {
    guard token.count == 1, let c = token.first else { return false }
    return closing.contains(c)
  }
}

extension String {
  fileprivate func trimmingTrailingSpaces() -> String {
    var s = self
    while s.last == " " { s.removeLast() }
    return s
  }
}
