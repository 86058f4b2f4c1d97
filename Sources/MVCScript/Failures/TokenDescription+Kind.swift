extension TokenDescription {
  /// Which case this is, without its values: for tests that expect a particular one, and for
  /// walking every case (`Kind.allCases`).
  public enum Kind: String, Sendable, CaseIterable {
    case endOfInput
    case endOfLine
    case stringLiteral
    case code
  }

  /// Which case this is.
  public var kind: Kind {
    switch self {
    case .endOfInput: return .endOfInput
    case .endOfLine: return .endOfLine
    case .stringLiteral: return .stringLiteral
    case .code: return .code
    }
  }
}
