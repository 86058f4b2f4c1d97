/// A parser for Apple's `.strings` files: `"key" = "value";` pairs with `/* */` and `//`
/// comments, and the escapes `\"`, `\\`, `\n`, `\t`, `\r`, `\U` + four hex digits.
///
/// Written without Foundation so that the executable starts fast; the tests check it against
/// `PropertyListSerialization`.
public enum StringsFile {
  /// A parse error with the 1-based line where it happened.
  public struct ParseError: Error, Equatable, Sendable {
    /// The line the error is on.
    public var line: Int
    /// What was expected there.
    public var expected: String

    /// Creates an error.
    public init(line: Int, expected: String) {
      self.line = line
      self.expected = expected
    }
  }

  /// One `"key" = "value";` pair with the comment written right before it.
  public struct Entry: Equatable, Sendable {
    /// The key, unescaped.
    public var key: String
    /// The value, unescaped.
    public var value: String
    /// The text of the last comment between the previous pair (or the start of the file) and
    /// this key, without its `/* */` or `//` delimiters and trimmed of surrounding white space;
    /// `nil` when there is none.
    public var comment: String?
    /// The 1-based line on which the key starts.
    public var line: Int

    /// Creates an entry.
    public init(key: String, value: String, comment: String? = nil, line: Int) {
      self.key = key
      self.value = value
      self.comment = comment
      self.line = line
    }
  }

  /// Parses the text of a `.strings` file into key-value pairs, keeping their order.
  public static func parse(_ text: String) throws -> [(key: String, value: String)] {
    try parseEntries(text).map { ($0.key, $0.value) }
  }

  /// Parses the text of a `.strings` file into entries that keep, besides the key and value,
  /// the comment before each pair and the line of its key, in file order.
  public static func parseEntries(_ text: String) throws -> [Entry] {
    // A byte-order mark some editors put first (U+FEFF) is not part of the catalog.
    var scalars = Array(text.unicodeScalars)
    if scalars.first == "\u{FEFF}" { scalars.removeFirst() }
    var parser = Parser(scalars: scalars)
    return try parser.parseAll()
  }

  /// Reads text with the escapes of a quoted `.strings` string (`\"`, `\\`, `\n`, `\t`, `\r`,
  /// `\U` + four hex digits; any other escaped character stands for itself). Unlike inside a
  /// string, a bare `"` is kept as it is, so comments can quote English text either way. A
  /// malformed `\U` escape is kept literally.
  public static func unescape(_ text: String) -> String {
    let scalars = Array(text.unicodeScalars)
    var out = String.UnicodeScalarView()
    var index = 0
    while index < scalars.count {
      let c = scalars[index]
      index += 1
      guard c == "\\", index < scalars.count else {
        out.append(c)
        continue
      }
      let e = scalars[index]
      index += 1
      if let (scalar, digits) = decodeEscape(e, in: scalars, at: index) {
        out.append(scalar)
        index += digits
      } else {
        out.append(c)
        out.append(e)
      }
    }
    return String(out)
  }

  /// What an escape stands for: `e` is the character after the backslash, `index` where the
  /// hex digits of a `\U` would start. Returns the scalar and how many digits it took; nil for
  /// a `\U` without four hex digits. Any other escaped character stands for itself.
  static func decodeEscape(_ e: Unicode.Scalar, in scalars: [Unicode.Scalar], at index: Int) -> (
    Unicode.Scalar, Int
  )? {
    switch e {
    case "n": return ("\n", 0)
    case "t": return ("\t", 0)
    case "r": return ("\r", 0)
    case "U", "u": return hexScalar(scalars, at: index).map { ($0, 4) }
    default: return (e, 0)
    }
  }

  /// The scalar spelled by four hex digits at `index`, if there are four.
  static func hexScalar(_ scalars: [Unicode.Scalar], at index: Int) -> Unicode.Scalar? {
    guard index + 4 <= scalars.count,
      let v = UInt32(String(String.UnicodeScalarView(scalars[index..<index + 4])), radix: 16)
    else { return nil }
    return Unicode.Scalar(v)
  }

  private struct Parser {
    let scalars: [Unicode.Scalar]
    var index = 0
    var line = 1
    /// The last comment seen since the previous pair.
    var comment: String?

    init(scalars: [Unicode.Scalar]) { self.scalars = scalars }

    mutating func parseAll() throws -> [Entry] {
      var entries: [Entry] = []
      while true {
        comment = nil
        try skipTrivia()
        guard index < scalars.count else { return entries }
        let keyLine = line
        let keyComment = comment
        let key = try quoted()
        try skipTrivia()
        try expect("=")
        try skipTrivia()
        let value = try quoted()
        try skipTrivia()
        try expect(";")
        entries.append(Entry(key: key, value: value, comment: keyComment, line: keyLine))
      }
    }

    mutating func expect(_ c: Unicode.Scalar) throws {
      guard index < scalars.count, scalars[index] == c else {
        throw ParseError(line: line, expected: "\"\(c)\"")
      }
      index += 1
    }

    mutating func skipTrivia() throws {
      while index < scalars.count {
        let c = scalars[index]
        if c == "\n" {
          line += 1
          index += 1
        } else if c == " " || c == "\t" || c == "\r" || c == "\u{FEFF}" {
          index += 1
        } else if c == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
          index += 2
          let start = index
          while index + 1 < scalars.count, !(scalars[index] == "*" && scalars[index + 1] == "/") {
            if scalars[index] == "\n" { line += 1 }
            index += 1
          }
          guard index + 1 < scalars.count else { throw ParseError(line: line, expected: "*/") }
          comment = Self.trimmed(scalars[start..<index])
          index += 2
        } else if c == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
          let start = index + 2
          while index < scalars.count, scalars[index] != "\n" { index += 1 }
          comment = Self.trimmed(scalars[min(start, index)..<index])
        } else {
          return
        }
      }
    }

    mutating func quoted() throws -> String {
      try expect("\"")
      var out = String.UnicodeScalarView()
      while index < scalars.count {
        let c = scalars[index]
        index += 1
        switch c {
        case "\"": return String(out)
        case "\n":
          line += 1
          out.append(c)
        case "\\":
          guard index < scalars.count else { throw ParseError(line: line, expected: "escape") }
          let e = scalars[index]
          index += 1
          guard let (scalar, digits) = StringsFile.decodeEscape(e, in: scalars, at: index) else {
            throw ParseError(line: line, expected: "four hex digits")
          }
          out.append(scalar)
          index += digits
        default: out.append(c)
        }
      }
      throw ParseError(line: line, expected: "closing quote")
    }

    /// The text of a comment without the white space around it.
    static func trimmed(_ slice: ArraySlice<Unicode.Scalar>) -> String {
      let isSpace: (Unicode.Scalar) -> Bool = {
        $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r"
      }
      guard let first = slice.firstIndex(where: { !isSpace($0) }),
        let last = slice.lastIndex(where: { !isSpace($0) })
      else { return "" }
      return String(String.UnicodeScalarView(slice[first...last]))
    }
  }
}
