/// A token of the statement language.
public struct Token: Equatable, Sendable {
  public enum Kind: Equatable, Sendable {
    case identifier(String)
    case keyword(Keyword)
    case integer(Int)
    case double(Double)
    case string(String)
    /// A string with interpolations: `"Hello, \\(name)!"`.
    case interpolatedString([StringSegment])
    /// Punctuation and operators: `(` `)` `{` `}` `[` `]` `,` `:` `;` `.` `=` `->` `+` `-` `!`
    /// `==` `!=` `?` `#`.
    case symbol(String)
    case newline
    case end
  }

  public var kind: Kind
  public var range: SourceRange

  public init(_ kind: Kind, _ range: SourceRange) {
    self.kind = kind
    self.range = range
  }
}

/// One piece of an interpolated string: text as written, or the code of a `\\(…)`.
public enum StringSegment: Equatable, Sendable {
  case text(String)
  /// The code between the parentheses, where it starts, and its character offset in the source.
  case code(String, SourceLocation, offset: Int)
}

/// The reserved words of the language.
public enum Keyword: String, Sendable, CaseIterable {
  case `class`, `protocol`, `let`, `var`, `weak`, `func`, `return`, `self`, `true`, `false`, `nil`
  case `if`, `else`, `guard`, `for`, `in`, `while`, `repeat`, `break`, `continue`, `switch`
  case `case`, `default`, `super`, `import`, `override`
  /// Swift words the sandbox reads only to say what to write instead.
  case `struct`, `enum`, `extension`
}
