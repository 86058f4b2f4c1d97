/// The lines of a script, split at each line feed (a carriage return before it is dropped, so a
/// file written on Windows reads the same).
enum ScriptLines {
  /// The lines of `text`; the last is empty when the text ends with a line feed.
  static func split(_ text: String) -> [Substring] {
    var lines: [Substring] = []
    let utf8 = text.utf8
    var start = utf8.startIndex
    var index = utf8.startIndex
    while index != utf8.endIndex {
      if utf8[index] == 0x0A {
        var end = index
        if end > start, utf8[utf8.index(before: end)] == 0x0D { end = utf8.index(before: end) }
        lines.append(text[start..<end])
        start = utf8.index(after: index)
      }
      index = utf8.index(after: index)
    }
    lines.append(text[start...])
    return lines
  }

  /// Whether a line of a file continues the statement above it, as Swift reads it: it starts
  /// with `.member` (a chain going on: `.sorted()`), a cast (`as! Cell`, `is Cell`), `else`
  /// (after an `if`'s `}`) or the `{` of a declaration.
  static func continuesAbove(_ line: Substring) -> Bool {
    let text = line.drop { $0 == " " || $0 == "\t" }
    if text.hasPrefix("."), let next = text.dropFirst().first, next.isLetter || next == "_" {
      return true
    }
    for cast in ["as!", "as?", "as ", "is "] where text.hasPrefix(cast) { return true }
    // `}` then `else {` below it, and a declaration whose `{` is on a line of its own.
    if text.hasPrefix("else") && (text.count == 4 || !(text.dropFirst(4).first?.isLetter ?? false))
    {
      return true
    }
    return text.hasPrefix("{")
  }
}
