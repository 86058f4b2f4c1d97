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

  /// What is open at the end of some text.
  static func scan(_ text: String) -> State { scan(text, open: [], inBlockComment: false) }

  /// What is open after one more line, given what was open before it. Strings never span
  /// lines, so reading line by line gives what reading the whole text would, and a statement
  /// of thousands of lines is read in time proportional to its length.
  static func scan(line: String, after previous: State) -> State {
    switch previous {
    case .malformed: return .malformed
    case .complete: return scan(line, open: [], inBlockComment: false)
    case .open(let brackets, let inBlockComment):
      return scan(line, open: brackets, inBlockComment: inBlockComment)
    }
  }

  private static func scan(_ text: String, open: [Character], inBlockComment: Bool) -> State {
    var brackets = open
    var body = Substring(text)
    if inBlockComment {
      guard let end = text.utf8.firstRange(of: "*/".utf8) else {
        return .open(brackets: brackets, inBlockComment: true)
      }
      body = text[end.upperBound...]
    }
    // Most lines hold no bracket and no slash: then nothing opens or closes.
    let matters = body.utf8.contains { byte in
      switch byte {
      case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "}"),
        UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "/"):
        return true
      default: return false
      }
    }
    // `let cell =` or `total = a +` at the end of a line: the expression goes on below.
    let last = body.utf8.last { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }
    let mayContinue = last.map { "=+-*/&|?<>".utf8.contains($0) } ?? false
    guard matters || mayContinue else {
      return brackets.isEmpty ? .complete : .open(brackets: brackets, inBlockComment: false)
    }
    var lexer = Lexer(String(body))
    let (tokens, failure) = lexer.tokensSoFar()
    let endsInComment: Bool
    switch failure?.reason {
    case nil: endsInComment = false
    case .syntax(.unterminatedComment)?: endsInComment = true
    case .some: return .malformed
    }
    for token in tokens {
      guard case .symbol(let symbol) = token.kind else { continue }
      switch symbol {
      case "(", "[", "{": brackets.append(Character(symbol))
      case ")", "]", "}": if !brackets.isEmpty { brackets.removeLast() }
      default: break
      }
    }
    if !endsInComment, let final = tokens.last(where: { $0.kind != .newline && $0.kind != .end }),
      case .symbol(let symbol) = final.kind, Self.continuingOperators.contains(symbol)
    {
      return .open(brackets: brackets, inBlockComment: false)
    }
    return brackets.isEmpty && !endsInComment
      ? .complete : .open(brackets: brackets, inBlockComment: endsInComment)
  }

  /// The operators after which Swift reads the expression on the next line: assignment and the
  /// binary operators (not a postfix `?` or `!`).
  static let continuingOperators: Set<String> = [
    "=", "+=", "-=", "*=", "/=", "+", "-", "*", "/", "%", "&&", "||", "??", "==", "!=", "<",
    ">", "<=", ">=", "->", "..<", "...",
  ]
}
