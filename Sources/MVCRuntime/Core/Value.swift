/// A value the simulated world can hold: a property value, an argument, a result.
public enum Value: Equatable, Hashable, Sendable {
  case string(String)
  case int(Int)
  case double(Double)
  case bool(Bool)
  case null
  case object(ObjectID)
  case array([Value])
  /// An enum case written with a leading dot, such as `.fullScreen` (stored without the dot).
  case enumCase(String)
  /// Nothing: what a statement with no value produces.
  case void
  /// A closure the learner wrote (`{ contact in … }`).
  case closure(ClosureID)
  /// A dictionary (`["Ada": 36]`), its entries in the order they were added.
  case dictionary(DictionaryValue)
  /// A case of an enum the learner declared (`Mood.happy`, `.success(3)`). Boxed (`indirect`),
  /// so that it does not make every value, and every stack frame that holds one, larger.
  indirect case composite(CompositeValue)

  /// The object id when the value refers to an object.
  public var objectID: ObjectID? {
    if case .object(let id) = self { return id }
    return nil
  }

  /// The entries, when the value is a dictionary.
  public var dictionaryValue: DictionaryValue? {
    if case .dictionary(let entries) = self { return entries }
    return nil
  }

  /// The elements, when the value is an array.
  public var arrayValue: [Value]? {
    if case .array(let items) = self { return items }
    return nil
  }

  /// The closure, when the value is one.
  public var closureID: ClosureID? {
    if case .closure(let id) = self { return id }
    return nil
  }

  /// The string payload, when the value is a string.
  public var stringValue: String? {
    if case .string(let s) = self { return s }
    return nil
  }

  /// The boolean payload, when the value is a boolean.
  public var boolValue: Bool? {
    if case .bool(let b) = self { return b }
    return nil
  }

  /// The integer payload, when the value is an integer.
  public var intValue: Int? {
    if case .int(let i) = self { return i }
    return nil
  }

  /// The numeric payload as a double, for an integer or a double.
  public var doubleValue: Double? {
    switch self {
    case .int(let i): return Double(i)
    case .double(let d): return d
    default: return nil
    }
  }
}
