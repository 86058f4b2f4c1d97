/// Reads Swift code one character at a time and says which characters are code rather than
/// part of a string literal (`"…"`, with `\"` escapes): the places where code may be broken,
/// split or searched for a comment. The code wrapper and the trace's argument splitter share
/// it.
struct StringLiteralScanner {
  private var inString = false
  private var escaped = false

  /// Takes the next character; true when it is code (outside a string literal, and not one of
  /// the quotes that open or close one).
  mutating func isCode(_ character: Character) -> Bool {
    if inString {
      if escaped {
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "\"" {
        inString = false
      }
      return false
    }
    if character == "\"" {
      inString = true
      return false
    }
    return true
  }
}
