import MVCRuntime

/// `String(5)`, `Int("42")`, `Double(3)`: the conversions between Swift's value types that a
/// learner writes around labels and text fields.
extension Interpreter {
  /// The names that convert a value when called with one unlabelled argument.
  static let conversionNames: Set<String> = ["String", "Int", "Double"]

  /// The converted value, or nil when `name` is not a conversion (or is called otherwise).
  /// As in Swift, `Int("x")` is nil, `Int(3.9)` is 3, and `String` describes any value as
  /// string interpolation would.
  func conversion(_ name: String, _ arguments: [Argument], _ values: [Value], at range: SourceRange)
    throws -> Value?
  {
    guard Self.conversionNames.contains(name), values.count == 1, arguments[0].label == nil
    else { return nil }
    let value = values[0]
    switch (name, value) {
    case ("String", _): return .string(describe(value))
    case ("Int", .int): return value
    case ("Int", .double(let d)):
      guard d.isFinite, d > Double(Int.min), d < Double(Int.max) else {
        throw ScriptFailure.interpreter(.conversionOutOfRange(name, describe(value)), at: range)
      }
      return .int(Int(d))
    case ("Int", .string(let text)): return Int(text).map(Value.int) ?? .null
    case ("Double", .double): return value
    case ("Double", .int(let i)): return .double(Double(i))
    case ("Double", .string(let text)): return Double(text).map(Value.double) ?? .null
    default:
      throw ScriptFailure.interpreter(
        .conversionNotPossible(name, found: reader.valueKind(of: value)), at: range)
    }
  }
}
