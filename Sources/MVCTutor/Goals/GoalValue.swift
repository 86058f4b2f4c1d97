/// The value on the right of a `property` goal: a literal, an enum case, or a path to an object
/// (compared by identity).
public enum GoalValue: Equatable, Sendable, CustomStringConvertible {
  case string(String)
  case int(Int)
  case double(Double)
  case bool(Bool)
  /// `nil`.
  case null
  /// `.fullScreen`, stored without the dot.
  case enumCase(String)
  /// Another object, reached by a path: `grace`, `nav.topViewController`.
  case path(ObjectPath)

  /// The value as a lesson file writes it.
  public var description: String {
    switch self {
    case .string(let text): return "\"" + text + "\""
    case .int(let number): return String(number)
    case .double(let number): return String(number)
    case .bool(let flag): return flag ? "true" : "false"
    case .null: return "nil"
    case .enumCase(let name): return "." + name
    case .path(let path): return path.description
    }
  }
}
