/// Splits source text into tokens, reporting the first malformed one with its position.
public struct Lexer {
  private let characters: [Character]
  private var index = 0
  private var line: Int
  private var column = 1

  /// Creates a lexer for some source text that starts on `line`.
  public init(_ text: String, line: Int = 1) {
    self.characters = Array(text)
    self.line = line
  }

  /// Every token of the text, ending with `.end`.
  public mutating func tokenize() throws(ScriptFailure) -> [Token] {
    var tokens: [Token] = []
    while true {
      let token = try next()
      tokens.append(token)
      if token.kind == .end { return tokens }
    }
  }

  private var current: Character? { index < characters.count ? characters[index] : nil }

  private func peek(_ offset: Int = 1) -> Character? {
    index + offset < characters.count ? characters[index + offset] : nil
  }

  private mutating func advance() {
    if characters[index] == "\n" {
      line += 1
      column = 1
    } else {
      column += 1
    }
    index += 1
  }

  private var location: SourceLocation { SourceLocation(line: line, column: column) }
  /// Where the token being read started, as a character offset.
  private var tokenStart = 0

  private func range(_ start: SourceLocation, _ length: Int) -> SourceRange {
    SourceRange(start: start, length: length, offset: tokenStart + (start.column - startColumn))
  }
  private var startColumn = 1

  private mutating func next() throws(ScriptFailure) -> Token {
    try skipSpaceAndComments()
    let start = location
    tokenStart = index
    startColumn = column
    guard let c = current else { return Token(.end, range(start, 1)) }
    if c == "\n" || c == "\r\n" {
      advance()
      return Token(.newline, range(start, 1))
    }
    if c == "\"" { return try string(start) }
    if c.isNumber && c.isASCII { return try number(start) }
    if c == "_" || (c.isLetter && !Self.isForbidden(c)) { return identifier(start) }
    for symbol in ["->", "==", "!="] where matches(symbol) {
      for _ in symbol { advance() }
      return Token(.symbol(symbol), range(start, 2))
    }
    if "(){}[],:;.=+-!?#".contains(c) {
      advance()
      return Token(.symbol(String(c)), range(start, 1))
    }
    if c == "\u{FFFD}" {
      throw ScriptFailure.syntax(.invalidUTF8, at: range(start, 1))
    }
    throw ScriptFailure.syntax(.unexpectedCharacter(c), at: range(start, 1))
  }

  private func matches(_ s: String) -> Bool {
    var i = index
    for ch in s {
      guard i < characters.count, characters[i] == ch else { return false }
      i += 1
    }
    return true
  }

  /// Characters that look like letters to Swift's Character API but must not start a name.
  private static func isForbidden(_ c: Character) -> Bool {
    c.unicodeScalars.contains { $0.value == 0xFFFD || (0xE000...0xF8FF).contains($0.value) }
  }

  /// A character shown safely in an error: printable ones as they are, others as `U+XXXX`.
  private mutating func skipSpaceAndComments() throws(ScriptFailure) {
    while let c = current {
      if c == " " || c == "\t" || c == "\r" {
        advance()
      } else if c == "/" && peek() == "/" {
        while let d = current, d != "\n" { advance() }
      } else if c == "/" && peek() == "*" {
        let start = location
        advance()
        advance()
        while current != nil && !(current == "*" && peek() == "/") { advance() }
        guard current != nil else {
          throw ScriptFailure.syntax(.unterminatedComment, at: range(start, 2))
        }
        advance()
        advance()
      } else {
        return
      }
    }
  }

  private mutating func identifier(_ start: SourceLocation) -> Token {
    var name = ""
    while let c = current, c == "_" || ((c.isLetter || c.isNumber) && !Self.isForbidden(c)) {
      name.append(c)
      advance()
    }
    let r = range(start, name.count)
    if let keyword = Keyword(rawValue: name) { return Token(.keyword(keyword), r) }
    return Token(.identifier(name), r)
  }

  private mutating func number(_ start: SourceLocation) throws(ScriptFailure) -> Token {
    var text = ""
    var isDouble = false
    while let c = current,
      (c.isASCII && c.isNumber) || c == "_"
        || (c == "." && !isDouble && peek()?.isNumber == true && peek()?.isASCII == true)
    {
      if c == "." { isDouble = true }
      if c != "_" { text.append(c) }
      advance()
    }
    let r = range(start, index - tokenStart)
    if isDouble {
      guard let d = Double(text), d.isFinite else {
        throw ScriptFailure.syntax(.numberTooLarge(String(text.prefix(40))), at: r)
      }
      return Token(.double(d), r)
    }
    guard let i = Int(text) else {
      throw ScriptFailure.syntax(.numberTooLarge(String(text.prefix(40))), at: r)
    }
    return Token(.integer(i), r)
  }

  private mutating func string(_ start: SourceLocation) throws(ScriptFailure) -> Token {
    advance()
    var value = ""
    var length = 1
    while let c = current {
      if c == "\n" { break }
      advance()
      length += 1
      if c == "\"" { return Token(.string(value), range(start, length)) }
      if c == "\\" {
        guard let e = current else { break }
        let escapeStart = SourceLocation(line: line, column: column - 1)
        advance()
        length += 1
        switch e {
        case "n": value.append("\n")
        case "t": value.append("\t")
        case "r": value.append("\r")
        case "0": value.append("\0")
        case "\\": value.append("\\")
        case "\"": value.append("\"")
        case "'": value.append("'")
        case "u":
          guard current == "{" else {
            throw ScriptFailure.syntax(.badEscape("\\u"), at: range(escapeStart, 2))
          }
          advance()
          length += 1
          var hex = ""
          while let h = current, h != "}", hex.count <= 8 {
            hex.append(h)
            advance()
            length += 1
          }
          guard current == "}", let v = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(v)
          else {
            throw ScriptFailure.syntax(
              .badEscape("\\u{\(hex.prefix(8))}"), at: range(escapeStart, hex.count + 3))
          }
          advance()
          length += 1
          value.unicodeScalars.append(scalar)
        default:
          throw ScriptFailure.syntax(
            .badEscape("\\" + SyntaxFailure.spelling(of: e)), at: range(escapeStart, 2))
        }
      } else if c == "\u{FFFD}" {
        throw ScriptFailure.syntax(.invalidUTF8, at: range(start, length))
      } else {
        value.append(c)
      }
    }
    throw ScriptFailure.syntax(.unterminatedString, at: range(start, 1))
  }
}
