import MVCScript

/// Decides whether typed text leaves a statement open, so the prompt asks for more: an unclosed
/// `{`, `(` or `[`, or an unclosed `/* … */` comment. It reads the text with the language's own
/// lexer, so strings, comments and escapes are understood exactly as the parser will.
enum BracketBalance {
  /// What the end of some text leaves.
  enum State: Equatable {
    /// Nothing is open: the text can run.
    case complete
    /// Brackets are open (outermost first), or a block comment is.
    case open(brackets: [Character], inBlockComment: Bool)
    /// The text holds a mistake no further line can mend (a control character, an
    /// unterminated string, a bad escape): it runs now, and the parser reports the mistake.
    case malformed
  }

  /// Whether the text waits for more lines.
  static func isOpen(_ text: String) -> Bool {
    if case .open = scan(text) { return true }
    return false
  }

  static func scan(_ text: String) -> State {
    // Most lines open nothing: without an opening bracket or a slash nothing can be open.
    let opens = text.utf8.contains { byte in
      byte == UInt8(ascii: "{") || byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[")
        || byte == UInt8(ascii: "/")
    }
    guard opens else { return .complete }
    var lexer = Lexer(text)
    let (tokens, failure) = lexer.tokensSoFar()
    let inBlockComment: Bool
    switch failure?.reason {
    case nil: inBlockComment = false
    case .syntax(.unterminatedComment)?: inBlockComment = true
    case .some: return .malformed
    }
    var brackets: [Character] = []
    for token in tokens {
      guard case .symbol(let symbol) = token.kind else { continue }
      switch symbol {
      case "(", "[", "{": brackets.append(Character(symbol))
      case ")", "]", "}": if !brackets.isEmpty { brackets.removeLast() }
      default: break
      }
    }
    return brackets.isEmpty && !inBlockComment
      ? .complete : .open(brackets: brackets, inBlockComment: inBlockComment)
  }
}
