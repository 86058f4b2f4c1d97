/// A token of the statement language.
public struct Token: Equatable, Sendable {
  public enum Kind: Equatable, Sendable {
    case identifier(String)
    case keyword(Keyword)
    case integer(Int)
    case double(Double)
    case string(String)
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

/// The reserved words of the language.
public enum Keyword: String, Sendable, CaseIterable {
  case `class`, `protocol`, `let`, `var`, `weak`, `func`, `return`, `self`, `true`, `false`, `nil`
  case `if`, `else`
}
