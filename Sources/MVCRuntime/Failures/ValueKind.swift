/// What kind of value a failure found where it needed another. The shell names it: a type as
/// Swift writes it (`String`, `Contact`), `nil`, or words for "an enum case".
public enum ValueKind: Equatable, Hashable, Sendable {
  case string
  case int
  case double
  case bool
  case null
  case array
  /// An enum case written with a leading dot (`.fullScreen`).
  case enumCase
  case void
  /// An object of a class.
  case object(className: String)
  /// An object the world does not hold (any more).
  case missingObject
  /// A closure.
  case closure
  case dictionary
}

extension World {
  /// The kind of a value, for failures.
  func valueKind(of value: Value) -> ValueKind {
    switch value {
    case .string: return .string
    case .int: return .int
    case .double: return .double
    case .bool: return .bool
    case .null: return .null
    case .object(let id):
      return contains(id) ? .object(className: records[id.raw].className) : .missingObject
    case .array: return .array
    case .enumCase: return .enumCase
    case .void: return .void
    case .closure: return .closure
    case .dictionary: return .dictionary
    case .composite(let value): return .object(className: value.typeName)
    }
  }
}
