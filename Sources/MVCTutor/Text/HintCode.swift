/// Finds code in a hint's text: the ladder of a step's hints goes from the idea to the API to,
/// last, the code, so only the last hint may hold a statement to type.
///
/// Code is a span in backticks that reads as a statement: it assigns (`=`), declares (`{`),
/// or calls with arguments (`Label(text: "?")`). A name (`editor`), a selector
/// (`addChild(_:)`) or a member (`list.view`) is the API and may appear in any hint.
public enum HintCode {
  /// The spans in backticks that are code, in order.
  public static func statements(in text: String) -> [String] {
    spans(in: text).filter(isStatement)
  }

  /// The spans in backticks a learner could run as they stand: the statements, and calls
  /// without arguments on an object (`list.removeFromParent()`), which name an API when a
  /// hint explains but are also a whole statement.
  public static func runnable(in text: String) -> [String] {
    spans(in: text).filter { span in
      if isStatement(span) { return true }
      guard span.hasSuffix("()"), let dot = span.firstIndex(of: ".") else { return false }
      return Identifier.isValid(String(span[..<dot]))
    }
  }

  /// Every span in backticks.
  static func spans(in text: String) -> [String] {
    var spans: [String] = []
    var current: String?
    for character in text {
      if character == "`" {
        if let span = current {
          spans.append(span)
          current = nil
        } else {
          current = ""
        }
      } else if current != nil {
        current?.append(character)
      }
    }
    return spans
  }

  /// Whether a span reads as a statement rather than a name or a selector.
  static func isStatement(_ span: String) -> Bool {
    if span.contains("=") || span.contains("{") { return true }
    guard let open = span.firstIndex(of: "(") else { return false }
    // `addChild(_:)` and `ViewController(title:)` name an API; `addChild(list)` is a call.
    let name = span.split(separator: ".").last.map(String.init) ?? span
    if Identifier.isSelector(name) { return false }
    return span[span.index(after: open)...].contains { $0 != ")" }
  }

  /// A statement with its blanks made uniform, for comparing what a hint says with what
  /// the learner ran.
  public static func normalized(_ statement: String) -> String {
    statement.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).joined(
      separator: " ")
  }
}
