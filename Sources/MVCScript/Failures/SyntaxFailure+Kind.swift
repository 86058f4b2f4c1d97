extension SyntaxFailure {
  /// Which case this is, without its values: for tests that expect a particular one, and for
  /// walking every case (`Kind.allCases`).
  public enum Kind: String, Sendable, CaseIterable {
    case expected
    case unexpectedCharacter
    case invalidUTF8
    case unterminatedString
    case unterminatedComment
    case badEscape
    case numberTooLarge
    case tooDeeplyNested
    case chainTooLong
    case notAssignable
    case classNeedsSuperclass
    case propertyNeedsTypeOrValue
    case computedPropertyNeedsType
    case misplacedAccessor
    case unfinishedStatement
    case unsupported
    case unknownModule
    case outsideLoop
    case guardMustExit
    case emptyCase
    case superOutsideCall
    case nestedInterpolation
    case unterminatedInterpolation
  }

  /// Which case this is.
  public var kind: Kind {
    switch self {
    case .expected: return .expected
    case .unexpectedCharacter: return .unexpectedCharacter
    case .invalidUTF8: return .invalidUTF8
    case .unterminatedString: return .unterminatedString
    case .unterminatedComment: return .unterminatedComment
    case .badEscape: return .badEscape
    case .numberTooLarge: return .numberTooLarge
    case .tooDeeplyNested: return .tooDeeplyNested
    case .chainTooLong: return .chainTooLong
    case .notAssignable: return .notAssignable
    case .classNeedsSuperclass: return .classNeedsSuperclass
    case .propertyNeedsTypeOrValue: return .propertyNeedsTypeOrValue
    case .computedPropertyNeedsType: return .computedPropertyNeedsType
    case .misplacedAccessor: return .misplacedAccessor
    case .unfinishedStatement: return .unfinishedStatement
    case .unsupported: return .unsupported
    case .unknownModule: return .unknownModule
    case .outsideLoop: return .outsideLoop
    case .guardMustExit: return .guardMustExit
    case .emptyCase: return .emptyCase
    case .superOutsideCall: return .superOutsideCall
    case .nestedInterpolation: return .nestedInterpolation
    case .unterminatedInterpolation: return .unterminatedInterpolation
    }
  }
}
