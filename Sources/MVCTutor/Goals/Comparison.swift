/// How a goal compares what it reads with what it expects: `==`, `!=`, `<`, `<=`, `>`, `>=`.
public enum Comparison: String, CaseIterable, Sendable {
  case equal = "=="
  case notEqual = "!="
  case less = "<"
  case lessOrEqual = "<="
  case greater = ">"
  case greaterOrEqual = ">="

  /// The operator as written in a lesson file.
  public var symbol: String { rawValue }

  /// Compares two numbers.
  public func holds(_ lhs: Double, _ rhs: Double) -> Bool {
    switch self {
    case .equal: return lhs == rhs
    case .notEqual: return lhs != rhs
    case .less: return lhs < rhs
    case .lessOrEqual: return lhs <= rhs
    case .greater: return lhs > rhs
    case .greaterOrEqual: return lhs >= rhs
    }
  }

  /// Compares two strings (ordering by Unicode scalar values).
  public func holds(_ lhs: String, _ rhs: String) -> Bool {
    switch self {
    case .equal: return lhs == rhs
    case .notEqual: return lhs != rhs
    case .less: return lhs < rhs
    case .lessOrEqual: return lhs <= rhs
    case .greater: return lhs > rhs
    case .greaterOrEqual: return lhs >= rhs
    }
  }
}
