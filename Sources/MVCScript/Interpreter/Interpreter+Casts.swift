import MVCRuntime

/// `sender as? UIButton`, `cell as! ContactCell`, `controller is EditorDelegate`: Swift's casts,
/// checked against the class chain and the protocols each class adopts.
extension Interpreter {
  /// `UIControl`: the sandbox has no class of that name, but a cast to it asks whether a view
  /// is one of UIKit's controls (a button, a switch, a text field).
  static let controlTypeName = "UIControl"

  /// Evaluates a cast. `as?` gives nil for a value of another type, `as!` stops the statement
  /// with an error naming both types, `is` answers whether it fits, and `as` (an upcast)
  /// accepts what fits, integers as doubles included.
  func cast(_ expression: Expression, _ tx: inout Transaction) throws -> Value {
    guard case .cast(let operand, let kind, let written, let range) = expression else {
      return try evaluate(expression, &tx)
    }
    let type = try Resolver(reader: reader).resolve(written, declaringClass: "")
    let value = try evaluate(operand, &tx)
    let fitted = value == .null ? nil : fitting(value, to: type, widening: kind == .upcast)
    switch kind {
    case .test:
      return .bool(fitted != nil)
    case .conditional:
      return fitted ?? .null
    case .forced, .upcast:
      if let fitted { return fitted }
      // The object's class as the learner wrote it (`UIButton`, not the sandbox's `Button`).
      var found = reader.valueKind(of: value)
      if let id = value.objectID, let name = reader.writtenClassName(of: id) {
        found = .object(className: name)
      }
      throw ScriptFailure.interpreter(.castFailed(found: found, type: written.spelling), at: range)
    }
  }

  /// The value as a value of `type`, or nil. Unlike a property's check, an `Int` is not a
  /// `Double` here (Swift's `as?` does not convert numbers) unless `widening` (a literal
  /// written `3 as Double`).
  private func fitting(_ value: Value, to type: ValueType, widening: Bool) -> Value? {
    switch (type, value) {
    case (.optional(let wrapped), _):
      return fitting(value, to: wrapped, widening: widening)
    case (.double, .int) where !widening:
      return nil
    case (.object(Self.controlTypeName), .object(let id)):
      guard let kind = reader.record(id)?.kind.viewKind else { return nil }
      return kind == .button || kind == .switchControl || kind == .textField ? value : nil
    case (.object(let name), .object(let id)):
      guard let record = reader.record(id) else { return nil }
      if reader.isClass(record.className, kindOf: name) || reader.adopts(record.className, name) {
        return value
      }
      return nil
    case (.array(let element), .array(let items)):
      for item in items where fitting(item, to: element, widening: widening) == nil {
        return nil
      }
      return reader.coerce(value, to: type)
    default:
      return reader.coerce(value, to: type)
    }
  }
}
