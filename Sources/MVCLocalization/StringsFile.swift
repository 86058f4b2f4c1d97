/// A parser for Apple's `.strings` files: `"key" = "value";` pairs with `/* */` and `//`
/// comments, and the escapes `\"`, `\\`, `\n`, `\t`, `\r`, `\U` + four hex digits.
///
/// Written without Foundation so that the executable starts fast; the tests check it against
/// `PropertyListSerialization`.
public enum StringsFile {
  /// A parse error with the 1-based line where it happened.
  public struct ParseError: Error, Equatable, Sendable {
    public var line: Int
    public var expected: String
  }

  /// Parses the text of a `.strings` file into key-value pairs, keeping their order.
  public static func parse(_ text: String) throws -> [(key: String, value: String)] {
    var parser = Parser(scalars: Array(text.unicodeScalars))
    return try parser.parseAll()
  }

  private struct Parser {
    let scalars: [Unicode.Scalar]
    var index = 0
    var line = 1

    init(scalars: [Unicode.Scalar]) { self.scalars = scalars }

    mutating func parseAll() throws -> [(key: String, value: String)] {
      var pairs: [(key: String, value: String)] = []
      while true {
        try skipTrivia()
        guard index < scalars.count else { return pairs }
        let key = try quoted()
        try skipTrivia()
        try expect("=")
        try skipTrivia()
        let value = try quoted()
        try skipTrivia()
        try expect(";")
        pairs.append((key, value))
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
          while index + 1 < scalars.count, !(scalars[index] == "*" && scalars[index + 1] == "/") {
            if scalars[index] == "\n" { line += 1 }
            index += 1
          }
          guard index + 1 < scalars.count else { throw ParseError(line: line, expected: "*/") }
          index += 2
        } else if c == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
          while index < scalars.count, scalars[index] != "\n" { index += 1 }
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
          switch e {
          case "n": out.append("\n")
          case "t": out.append("\t")
          case "r": out.append("\r")
          case "U", "u":
            guard index + 4 <= scalars.count,
              let v = UInt32(String(String.UnicodeScalarView(scalars[index..<index + 4])), radix: 16),
              let s = Unicode.Scalar(v)
            else { throw ParseError(line: line, expected: "four hex digits") }
            out.append(s)
            index += 4
          default: out.append(e)
          }
        default: out.append(c)
        }
      }
      throw ParseError(line: line, expected: "closing quote")
    }
  }
}
