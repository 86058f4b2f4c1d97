/// The static type of a property, written as Swift writes it (`String`, `[Contact]`, `Contact?`).
public indirect enum ValueType: Equatable, Hashable, Sendable, CustomStringConvertible {
  case string
  case int
  case double
  case bool
  /// A reference to an object of the named class (or any subclass).
  case object(String)
  case array(ValueType)
  case optional(ValueType)
  /// An enum such as `ModalPresentationStyle`; cases are checked by the owner of the property.
  case enumeration(String)
  /// Anything (used for untyped arguments).
  case any
  /// A closure, written as its function type (`(String) -> Void`).
  case function(String)
  /// `[String: Int]`
  case dictionary(ValueType, ValueType)

  public var description: String {
    switch self {
    case .string: return "String"
    case .int: return "Int"
    case .double: return "Double"
    case .bool: return "Bool"
    case .object(let name): return name
    case .array(let element): return "[\(element)]"
    case .optional(.function(let spelling)): return "(\(spelling))?"
    case .optional(let wrapped): return "\(wrapped)?"
    case .enumeration(let name): return name
    case .any: return "Any"
    case .function(let spelling): return spelling
    case .dictionary(let key, let value): return "[\(key): \(value)]"
    }
  }

  /// Whether the type is a relationship to other objects (to-one or to-many).
  public var isRelationship: Bool {
    switch self {
    case .object: return true
    case .array(let e), .dictionary(_, let e): return e.isRelationship
    case .optional(let w): return w.isRelationship
    default: return false
    }
  }

  /// Whether nil is a value of the type (an optional, or `Any`).
  public var acceptsNil: Bool {
    switch self {
    case .optional, .any: return true
    default: return false
    }
  }

  /// The zero value a property of this type starts with when no default is written.
  public var zeroValue: Value? {
    switch self {
    case .string: return .string("")
    case .int: return .int(0)
    case .double: return .double(0)
    case .bool: return .bool(false)
    case .array: return .array([])
    case .dictionary: return .dictionary(DictionaryValue())
    case .optional: return .null
    case .object, .enumeration, .any, .function: return nil
    }
  }
}
