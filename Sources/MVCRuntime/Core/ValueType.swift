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

  public var description: String {
    switch self {
    case .string: return "String"
    case .int: return "Int"
    case .double: return "Double"
    case .bool: return "Bool"
    case .object(let name): return name
    case .array(let element): return "[\(element)]"
    case .optional(let wrapped): return "\(wrapped)?"
    case .enumeration(let name): return name
    case .any: return "Any"
    }
  }

  /// Parses a type as written in a declaration: `String`, `[Contact]`, `Contact?`, `[Int]?`.
  public init?(spelling: String) {
    var s = Substring(spelling)
    if s.hasSuffix("?") {
      guard let wrapped = ValueType(spelling: String(s.dropLast())) else { return nil }
      self = .optional(wrapped)
      return
    }
    if s.hasPrefix("[") && s.hasSuffix("]") {
      s = s.dropFirst().dropLast()
      guard let element = ValueType(spelling: String(s)) else { return nil }
      self = .array(element)
      return
    }
    switch s {
    case "String": self = .string
    case "Int": self = .int
    case "Double": self = .double
    case "Bool": self = .bool
    case "Any": self = .any
    default:
      guard let first = s.first, first.isLetter || first == "_" else { return nil }
      self = .object(String(s))
    }
  }

  /// Whether the type is a relationship to other objects (to-one or to-many).
  public var isRelationship: Bool {
    switch self {
    case .object: return true
    case .array(let e): return e.isRelationship
    case .optional(let w): return w.isRelationship
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
    case .optional: return .null
    case .object, .enumeration, .any: return nil
    }
  }
}
