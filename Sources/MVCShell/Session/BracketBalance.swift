/// Decides whether typed text leaves a statement open: an unclosed `{`, `(` or `[` outside
/// strings and comments, or an unclosed `/* … */` comment. The prompt then asks for more.
enum BracketBalance {
  /// What is still open at the end of some text.
  struct State {
    /// Open brackets, outermost first.
    var brackets: [Character] = []
    var inBlockComment = false

    var isOpen: Bool { !brackets.isEmpty || inBlockComment }
  }

  static func isOpen(_ text: String) -> Bool {
    // Most lines open nothing: without an opening bracket or a slash nothing can be open.
    let opens = text.utf8.contains { byte in
      byte == UInt8(ascii: "{") || byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[")
        || byte == UInt8(ascii: "/")
    }
    return opens && scan(text).isOpen
  }

  static func scan(_ text: String) -> State {
    var state = State()
    var inString = false
    var inLineComment = false
    var previous: Character = " "
    var skipNext = false
    for c in text {
      defer { previous = skipNext ? " " : c }
      if skipNext {
        skipNext = false
        continue
      }
      if inLineComment {
        if c == "\n" { inLineComment = false }
        continue
      }
      if state.inBlockComment {
        if previous == "*" && c == "/" {
          state.inBlockComment = false
          skipNext = true
        }
        continue
      }
      if inString {
        if c == "\\" {
          skipNext = true
        } else if c == "\"" || c == "\n" {
          inString = false
        }
        continue
      }
      switch c {
      case "\"": inString = true
      case "/" where previous == "/": inLineComment = true
      case "*" where previous == "/": state.inBlockComment = true
      case "{", "(", "[": state.brackets.append(c)
      case "}", ")", "]": if !state.brackets.isEmpty { state.brackets.removeLast() }
      default: break
      }
    }
    return state
  }
}
