import MVCLocalization

/// Code shown to the learner — a step's prepared statements, a solution — one statement a line
/// at a fixed indent. A statement wider than the terminal goes on over further lines, each
/// indented two more spaces, broken at a blank outside string literals (where Swift allows
/// whitespace, so the code still reads and copies as Swift); only a run with no blank at all
/// is cut where the line ends. A comment that does not fit goes on lines of its own, each
/// starting with `//`. The terminal itself never has to cut an identifier in two.
enum CodeLines {
  /// The lines, painted as values, each ending with a newline.
  static func render(_ lines: [String], width: Int, indent: Int = 4) -> StyledText {
    var out = StyledText()
    for line in lines {
      // A line inside a declaration keeps its own indent; its continuations go two further.
      let own = line.prefix { $0 == " " }.count
      let code = String(line.dropFirst(own))
      for (index, piece) in wrap(code, width: width - indent - own).enumerated() {
        out += String(repeating: " ", count: indent + own + (index == 0 ? 0 : 2))
        out += Style.value.paint(piece) + "\n"
      }
    }
    return out
  }

  /// One statement in pieces: the first at most `width` columns wide, the others `width - 2`.
  static func wrap(_ code: String, width: Int) -> [String] {
    guard width > 10, TextWidth.of(code) > width else { return [code] }
    guard let comment = commentStart(in: code) else { return wrapCode(code, width: width) }
    var statement = String(code[..<comment])
    while statement.last == " " { statement.removeLast() }
    let words = String(code[code.index(comment, offsetBy: 2)...]).split(separator: " ")
    var pieces = statement.isEmpty ? [] : wrapCode(statement, width: width)
    // The comment's words, on lines of their own that each start with `//`.
    var line = "//"
    for word in words {
      let room = pieces.isEmpty ? width : width - 2
      if line != "//" && TextWidth.of(line) + 1 + TextWidth.of(word) > room {
        pieces.append(line)
        line = "//"
      }
      line += " " + word
    }
    pieces.append(line)
    return pieces
  }

  /// Where a line comment starts, outside string literals; nil when there is none.
  static func commentStart(in code: String) -> String.Index? {
    var scanner = StringLiteralScanner()
    var previous: Character?
    for index in code.indices {
      let character = code[index]
      let isCode = scanner.isCode(character)
      if isCode && character == "/" && previous == "/" { return code.index(before: index) }
      previous = isCode ? character : nil
    }
    return nil
  }

  /// Code without a comment in pieces, broken at blanks outside string literals.
  private static func wrapCode(_ code: String, width: Int) -> [String] {
    guard TextWidth.of(code) > width else { return [code] }
    var pieces: [String] = []
    var current: [Character] = []
    var columns = 0
    var breaks: [Int] = []  // indices in `current` just after a blank outside a string
    var scanner = StringLiteralScanner()
    func limit() -> Int { pieces.isEmpty ? width : width - 2 }
    for character in code {
      current.append(character)
      columns += TextWidth.of(character)
      if scanner.isCode(character) && character == " " { breaks.append(current.count) }
      guard columns > limit() else { continue }
      let cut = breaks.last { $0 < current.count } ?? (current.count - 1)
      let head = String(current[..<cut])
      pieces.append(head.hasSuffix(" ") ? String(head.dropLast()) : head)
      let rest = Array(current[cut...])
      let blanks = rest.prefix { $0 == " " }.count
      current = Array(rest.dropFirst(blanks))
      breaks = breaks.filter { $0 > cut + blanks }.map { $0 - cut - blanks }
      columns = current.reduce(0) { $0 + TextWidth.of($1) }
    }
    if !current.isEmpty { pieces.append(String(current)) }
    return pieces
  }
}
