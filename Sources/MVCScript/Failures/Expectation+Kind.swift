extension Expectation {
  /// Which case this is, without its values: for tests that expect a particular one, and for
  /// walking every case (`Kind.allCases`).
  public enum Kind: String, Sendable, CaseIterable {
    case code
    case name
    case type
    case className
    case superclass
    case protocolName
    case propertyName
    case methodName
    case parameterName
    case memberName
    case expression
    case enumCase
    case classMember
    case protocolMember
    case anyObject
    case moduleName
    case switchCase
  }

  /// Which case this is.
  public var kind: Kind {
    switch self {
    case .code: return .code
    case .name: return .name
    case .type: return .type
    case .className: return .className
    case .superclass: return .superclass
    case .protocolName: return .protocolName
    case .propertyName: return .propertyName
    case .methodName: return .methodName
    case .parameterName: return .parameterName
    case .memberName: return .memberName
    case .expression: return .expression
    case .enumCase: return .enumCase
    case .classMember: return .classMember
    case .protocolMember: return .protocolMember
    case .anyObject: return .anyObject
    case .moduleName: return .moduleName
    case .switchCase: return .switchCase
    }
  }
}
