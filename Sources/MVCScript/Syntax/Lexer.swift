/// Splits source text into tokens, reporting the first malformed one with its position.
public struct Lexer {
  /// The text as characters, when it is not plain ASCII (plain ASCII text is read from
  /// ``bytes`` alone: splitting it into characters would cost more than the rest of reading).
  private let characters: [Character]
  /// Whether the text is plain ASCII (one byte a character, no `\r\n`).
  private let isPlainASCII: Bool
  /// Beside each character, its ASCII byte, or ``Lexer/notASCII``: most of a statement is
  /// ASCII, and bytes compare far faster than characters.
  private let bytes: [UInt8]
  private var index = 0
  private var line: Int
  private var column = 1

  /// The byte standing for a character that is not a single ASCII scalar.
  private static let notASCII: UInt8 = 0x80

  /// Where the text starts in the source it was cut from (an interpolation's code), so that
  /// ranges point into that source.
  private let baseOffset: Int

  /// Creates a lexer for some source text that starts on `line` at `column`, `offset`
  /// characters into the whole source.
  public init(_ text: String, line: Int = 1, column: Int = 1, offset: Int = 0) {
    let utf8 = text.utf8
    var isPlainASCII = true
    var previous: UInt8 = 0
    for byte in utf8 {
      // `\r\n` is one character, so text holding it is read character by character.
      if byte >= 0x80 || (previous == 0x0D && byte == 0x0A) {
        isPlainASCII = false
        break
      }
      previous = byte
    }
    self.isPlainASCII = isPlainASCII
    self.characters = isPlainASCII ? [] : Array(text)
    self.bytes = isPlainASCII ? Array(utf8) : characters.map { $0.asciiValue ?? Self.notASCII }
    self.line = line
    self.column = column
    self.baseOffset = offset
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

  /// The tokens up to the first malformed one, and the failure that stopped there (nil when
  /// the whole text is well formed): what the shell needs to decide whether a statement is
  /// still open.
  public mutating func tokensSoFar() -> (tokens: [Token], failure: ScriptFailure?) {
    var tokens: [Token] = []
    while true {
      do {
        let token = try next()
        tokens.append(token)
        if token.kind == .end { return (tokens, nil) }
      } catch {
        return (tokens, error)
      }
    }
  }

  /// How many characters the text has.
  var characterCount: Int { bytes.count }

  /// The character at an offset.
  private func character(at offset: Int) -> Character {
    isPlainASCII ? Character(Unicode.Scalar(bytes[offset])) : characters[offset]
  }

  /// The text of the characters in a range of offsets (the parser cuts each statement's
  /// source out with it).
  func text(_ offsets: Range<Int>) -> String {
    isPlainASCII
      ? String(decoding: bytes[offsets], as: UTF8.self) : String(characters[offsets])
  }

  private var current: Character? { index < bytes.count ? character(at: index) : nil }

  private func peek(_ offset: Int = 1) -> Character? {
    index + offset < bytes.count ? character(at: index + offset) : nil
  }

  /// The current character's ASCII byte (``notASCII`` for others, 0 at the end).
  private var byte: UInt8 { index < bytes.count ? bytes[index] : 0 }

  private mutating func advance() {
    if bytes[index] == 0x0A {
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
    SourceRange(
      start: start, length: length,
      offset: baseOffset + tokenStart + (start.column - startColumn))
  }
  private var startColumn = 1

  private mutating func next() throws(ScriptFailure) -> Token {
    try skipSpaceAndComments()
    let start = location
    tokenStart = index
    startColumn = column
    guard index < bytes.count else { return Token(.end, range(start, 1)) }
    let b = bytes[index]
    // Most characters are ASCII: their byte decides, and only others are read as characters.
    if b == Self.notASCII {
      let c = character(at: index)
      if c == "\r\n" {
        advance()
        return Token(.newline, range(start, 1))
      }
      if Self.startsName(c) { return identifier(start) }
      if c == "\u{FFFD}" {
        throw ScriptFailure.syntax(.invalidUTF8, at: range(start, 1))
      }
      throw ScriptFailure.syntax(.unexpectedCharacter(c), at: range(start, 1))
    }
    if b == 0x0A {
      advance()
      return Token(.newline, range(start, 1))
    }
    if b == UInt8(ascii: "\"") { return try string(start) }
    if b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") { return try number(start) }
    if Self.startsASCIIName(b) { return identifier(start) }
    if let long = longSymbol(b) {
      for _ in 0..<long.utf8.count { advance() }
      return Token(.symbol(long), range(start, long.utf8.count))
    }
    if b == UInt8(ascii: "$"), let digit = peek(), digit.isASCII, digit.isNumber {
      return shorthandParameter(start)
    }
    if b == UInt8(ascii: "\\"), let following = peek(), following == "." || following.isLetter {
      advance()
      return Token(.symbol("\\"), range(start, 1))
    }
    if let symbol = Self.symbols[Int(b)] {
      advance()
      return Token(.symbol(symbol), range(start, 1))
    }
    throw ScriptFailure.syntax(.unexpectedCharacter(character(at: index)), at: range(start, 1))
  }

  /// The reserved words by their spelling (a table: faster than matching every case).
  private static let keywords: [String: Keyword] = Dictionary(
    uniqueKeysWithValues: Keyword.allCases.map { ($0.rawValue, $0) })

  /// The one-character symbols, by their ASCII byte.
  private static let symbols: [String?] = (0..<256).map { byte in
    let symbols = "(){}[],:;.=+-*/%<>!?#@"
    guard byte < 0x80, let scalar = Unicode.Scalar(byte), symbols.unicodeScalars.contains(scalar)
    else { return nil }
    return String(Character(scalar))
  }

  /// The operator of two or three characters starting at the current character, if one does:
  /// `->`, `==`, `!=`, `===`, `!==`, `<=`, `>=`, `&&`, `||`, `??`, `+=`, `-=`, `*=`, `/=`,
  /// `..<`, `...`.
  private func longSymbol(_ b: UInt8) -> String? {
    guard index + 1 < bytes.count else { return nil }
    let second = bytes[index + 1]
    if b == UInt8(ascii: "=") || b == UInt8(ascii: "!"), second == UInt8(ascii: "="),
      index + 2 < bytes.count, bytes[index + 2] == UInt8(ascii: "=")
    {
      return b == UInt8(ascii: "=") ? "===" : "!=="
    }
    if b == UInt8(ascii: "."), second == UInt8(ascii: "."), index + 2 < bytes.count {
      switch bytes[index + 2] {
      case UInt8(ascii: "<"): return "..<"
      case UInt8(ascii: "."): return "..."
      default: return nil
      }
    }
    switch (b, second) {
    case (UInt8(ascii: "-"), UInt8(ascii: ">")): return "->"
    case (UInt8(ascii: "="), UInt8(ascii: "=")): return "=="
    case (UInt8(ascii: "!"), UInt8(ascii: "=")): return "!="
    case (UInt8(ascii: "<"), UInt8(ascii: "=")): return "<="
    case (UInt8(ascii: ">"), UInt8(ascii: "=")): return ">="
    case (UInt8(ascii: "&"), UInt8(ascii: "&")): return "&&"
    case (UInt8(ascii: "|"), UInt8(ascii: "|")): return "||"
    case (UInt8(ascii: "?"), UInt8(ascii: "?")): return "??"
    case (UInt8(ascii: "+"), UInt8(ascii: "=")): return "+="
    case (UInt8(ascii: "-"), UInt8(ascii: "=")): return "-="
    case (UInt8(ascii: "*"), UInt8(ascii: "=")): return "*="
    case (UInt8(ascii: "/"), UInt8(ascii: "=")): return "/="
    default: return nil
    }
  }

  /// Whether an ASCII byte may start a name: a letter or `_`.
  private static func startsASCIIName(_ b: UInt8) -> Bool {
    b == UInt8(ascii: "_") || (b | 0x20 >= UInt8(ascii: "a") && b | 0x20 <= UInt8(ascii: "z"))
  }

  /// Whether a character may start a name: a letter (ASCII ones checked first) or `_`.
  private static func startsName(_ c: Character) -> Bool {
    if let ascii = c.asciiValue {
      return ascii == UInt8(ascii: "_")
        || (ascii | 0x20 >= UInt8(ascii: "a") && ascii | 0x20 <= UInt8(ascii: "z"))
    }
    return c.isLetter && !isForbidden(c)
  }

  /// Whether an ASCII byte may continue a name: a letter, a digit or `_`.
  private static func continuesASCIIName(_ b: UInt8) -> Bool {
    b == UInt8(ascii: "_") || (b | 0x20 >= UInt8(ascii: "a") && b | 0x20 <= UInt8(ascii: "z"))
      || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9"))
  }

  /// Whether a character may continue a name: a letter, a digit or `_`.
  private static func continuesName(_ c: Character) -> Bool {
    if let ascii = c.asciiValue {
      return startsName(c) || (ascii >= UInt8(ascii: "0") && ascii <= UInt8(ascii: "9"))
    }
    return (c.isLetter || c.isNumber) && !isForbidden(c)
  }

  /// Characters that look like letters to Swift's Character API but must not start a name.
  private static func isForbidden(_ c: Character) -> Bool {
    c.unicodeScalars.contains { $0.value == 0xFFFD || (0xE000...0xF8FF).contains($0.value) }
  }

  /// A character shown safely in an error: printable ones as they are, others as `U+XXXX`.
  private mutating func skipSpaceAndComments() throws(ScriptFailure) {
    while index < bytes.count {
      let b = bytes[index]
      if b == 0x20 || b == 0x09 || b == 0x0D {
        advance()
      } else if b != UInt8(ascii: "/") {
        return
      } else if peek() == "/" {
        while let d = current, d != "\n" { advance() }
      } else if peek() == "*" {
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
    let first = index
    var isASCII = true
    while index < bytes.count {
      let b = bytes[index]
      if b == Self.notASCII {
        guard Self.continuesName(character(at: index)) else { break }
        isASCII = false
      } else if !Self.continuesASCIIName(b) {
        break
      }
      index += 1
      column += 1
    }
    let name =
      isASCII
      ? String(decoding: bytes[first..<index], as: UTF8.self) : text(first..<index)
    let r = range(start, index - first)
    if let keyword = Self.keywords[name] { return Token(.keyword(keyword), r) }
    return Token(.identifier(name), r)
  }

  private mutating func number(_ start: SourceLocation) throws(ScriptFailure) -> Token {
    var digits: [UInt8] = []
    var isDouble = false
    func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }
    while index < bytes.count {
      let b = bytes[index]
      if b == UInt8(ascii: ".") {
        guard !isDouble, index + 1 < bytes.count, isDigit(bytes[index + 1]) else { break }
        isDouble = true
      } else if !isDigit(b) && b != UInt8(ascii: "_") {
        break
      }
      if b != UInt8(ascii: "_") { digits.append(b) }
      advance()
    }
    // An exponent, as Swift writes it: `1e3`, `2.5E-4` (a Double).
    if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
      var next = index + 1
      if next < bytes.count, bytes[next] == UInt8(ascii: "+") || bytes[next] == UInt8(ascii: "-") {
        next += 1
      }
      if next < bytes.count, isDigit(bytes[next]) {
        digits.append(UInt8(ascii: "e"))
        while index < next {
          if bytes[index] == UInt8(ascii: "-") { digits.append(bytes[index]) }
          advance()
        }
        while index < bytes.count, isDigit(bytes[index]) || bytes[index] == UInt8(ascii: "_") {
          if bytes[index] != UInt8(ascii: "_") { digits.append(bytes[index]) }
          advance()
        }
        isDouble = true
      }
    }
    let text = String(decoding: digits, as: UTF8.self)
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
    // The usual literal, plain ASCII without escapes, is cut out of the bytes at once.
    var end = index + 1
    while end < bytes.count {
      let b = bytes[end]
      if b == UInt8(ascii: "\"") {
        let value = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
        let length = end + 1 - index
        index = end + 1
        column += length
        return Token(.string(value), range(start, length))
      }
      if b == UInt8(ascii: "\\") || b == 0x0A || b == Self.notASCII || b < 0x20 { break }
      end += 1
    }
    advance()
    var value = ""
    var segments: [StringSegment] = []
    var length = 1
    while let c = current {
      if c == "\n" { break }
      advance()
      length += 1
      if c == "\"" {
        guard !segments.isEmpty else { return Token(.string(value), range(start, length)) }
        if !value.isEmpty { segments.append(.text(value)) }
        return Token(.interpolatedString(segments), range(start, length))
      }
      if c == "\\" {
        guard let e = current else { break }
        let escapeStart = SourceLocation(line: line, column: column - 1)
        if e == "(" {
          if !value.isEmpty { segments.append(.text(value)) }
          value = ""
          let code = try interpolatedCode(escapeStart)
          length += code.length
          segments.append(.code(code.text, code.start, offset: code.offset))
          continue
        }
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

  /// The code of an interpolation `\\(…)` up to its closing parenthesis, with where it starts.
  /// Parentheses inside it nest; a string inside it is skipped whole (and may not itself
  /// interpolate, which keeps reading it free of recursion).
  private mutating func interpolatedCode(_ escapeStart: SourceLocation) throws(ScriptFailure)
    -> (text: String, start: SourceLocation, offset: Int, length: Int)
  {
    advance()
    let codeStart = location
    let first = index
    var length = 1
    var depth = 1
    var inString = false
    while let c = current, c != "\n" {
      if inString {
        if c == "\\" {
          if peek() == "(" {
            throw ScriptFailure.syntax(.nestedInterpolation, at: range(location, 2))
          }
          advance()
          length += 1
        } else if c == "\"" {
          inString = false
        }
      } else if c == "\"" {
        inString = true
      } else if c == "(" {
        depth += 1
      } else if c == ")" {
        depth -= 1
        if depth == 0 {
          let text = text(first..<index)
          advance()
          return (text, codeStart, first, length + 1)
        }
      }
      guard current != nil else { break }
      advance()
      length += 1
    }
    throw ScriptFailure.syntax(.unterminatedInterpolation, at: range(escapeStart, 2))
  }

  /// `$0`, `$1`: a closure's parameters by position, read as names.
  private mutating func shorthandParameter(_ start: SourceLocation) -> Token {
    let first = index
    advance()
    while let c = current, c.isASCII, c.isNumber { advance() }
    return Token(.identifier(text(first..<index)), range(start, index - first))
  }
}
