extension ValueKind {
  /// Which case this is, without its values: for tests that expect a particular one, and for
  /// walking every case (`Kind.allCases`).
  public enum Kind: String, Sendable, CaseIterable {
    case string
    case int
    case double
    case bool
    case null
    case array
    case enumCase
    case void
    case object
    case missingObject
    case closure
    case dictionary
  }

  /// Which case this is.
  public var kind: Kind {
    switch self {
    case .string: return .string
    case .int: return .int
    case .double: return .double
    case .bool: return .bool
    case .null: return .null
    case .array: return .array
    case .enumCase: return .enumCase
    case .void: return .void
    case .object: return .object
    case .missingObject: return .missingObject
    case .closure: return .closure
    case .dictionary: return .dictionary
    }
  }
}
