/// What the parser found instead: the second half of "expected … but found …".
public enum TokenDescription: Equatable, Sendable {
  /// The text ended.
  case endOfInput
  /// The line ended.
  case endOfLine
  /// A string literal.
  case stringLiteral
  /// A token as it is written: a name, keyword, number, symbol or `#directive`.
  case code(String)

  /// Describes a token.
  public init(_ kind: Token.Kind) {
    switch kind {
    case .identifier(let name): self = .code(name)
    case .keyword(let keyword): self = .code(keyword.rawValue)
    case .integer(let value): self = .code(String(value))
    case .double(let value): self = .code(String(value))
    case .string, .interpolatedString: self = .stringLiteral
    case .symbol(let symbol): self = .code(symbol)
    case .newline: self = .endOfLine
    case .end: self = .endOfInput
    }
  }
}
