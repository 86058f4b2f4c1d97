import MVCRuntime

extension Interpreter {
  /// A method called on a string or an array. One that changes an array stores the changed
  /// array back where it came from (`contacts.append(grace)` sets `contacts`), so a model's
  /// observers hear of it as they would in Swift.
  func callValueMethod(
    _ selector: String, on value: Value, _ arguments: [Value], base: Expression,
    at range: SourceRange, _ tx: inout Transaction
  ) throws -> Value {
    switch value {
    case .array(let items):
      let outcome: ValueMembers.ArrayCall?
      do {
        outcome = try ValueMembers.call(selector, on: items, arguments)
      } catch {
        throw ScriptFailure.interpreter(error, at: range)
      }
      switch outcome {
      case .value(let result)?: return result
      case .changed(let result, let changed)?:
        try checkArray(changed.count, at: range)
        switch base {
        case .name, .member, .subscripted: try assign(.array(changed), to: base, &tx)
        default: throw ScriptFailure.syntax(.notAssignable, at: range)
        }
        return result
      case nil:
        throw noValueMethod(selector, on: value, among: ValueMembers.arrayMethods, at: range)
      }
    case .string(let text):
      if let result = ValueMembers.call(selector, on: text, arguments) { return result }
      throw noValueMethod(selector, on: value, among: ValueMembers.stringMethods, at: range)
    default:
      throw ScriptFailure.interpreter(
        .notAnObject(found: reader.valueKind(of: value)), at: base.range)
    }
  }

  private func noValueMethod(
    _ selector: String, on value: Value, among methods: [String], at range: SourceRange
  ) -> ScriptFailure {
    .interpreter(
      .noValueMethod(
        selector, found: reader.valueKind(of: value),
        suggestion: NearestName.suggestion(for: selector, among: methods)),
      at: range)
  }

  /// `super.method(…)` in a method: the superclass's part of the call. A method the learner
  /// wrote in a superclass runs on the same object; otherwise UIKit's own does (for UIKit's
  /// callbacks such as `viewDidLoad()`, UIKit's part does nothing the trace could show).
  func callSuper(
    _ selector: String, _ arguments: [Value], at range: SourceRange, superRange: SourceRange,
    _ tx: inout Transaction
  ) throws -> Value {
    guard let frame = frames.last else {
      throw ScriptFailure.interpreter(.superOutsideMethod, at: superRange)
    }
    return try runtime(range) {
      try tx.callSuper(
        selector, on: frame.receiver, above: frame.declaringClass, arguments: arguments)
    }
  }

  /// A value as `"\(value)"` writes it: strings as they are, numbers as Swift prints them,
  /// nil as `nil`, objects by class and name.
  func describe(_ value: Value) -> String {
    switch value {
    case .string(let s): return s
    case .int(let i): return String(i)
    case .double(let d): return String(d)
    case .bool(let b): return b ? "true" : "false"
    case .null: return "nil"
    case .enumCase(let name): return name
    case .void: return "()"
    case .object(let id): return "<" + className(of: id) + ": " + reader.displayName(of: id) + ">"
    case .array(let items):
      return "["
        + items.map { item in
          if case .string(let s) = item { return "\"" + s + "\"" }
          return describe(item)
        }.joined(separator: ", ") + "]"
    }
  }
}
