import MVCRuntime

extension Interpreter {
  /// Evaluates an expression to a value.
  func evaluate(_ expression: Expression, _ tx: inout Transaction) throws -> Value {
    try step()
    switch expression {
    case .literal(let literal, _):
      switch literal {
      case .string(let s): return .string(s)
      case .integer(let i): return .int(i)
      case .double(let d): return .double(d)
      case .bool(let b): return .bool(b)
      case .null: return .null
      }
    case .array(let items, _):
      var values: [Value] = []
      values.reserveCapacity(items.count)
      for item in items { values.append(try evaluate(item, &tx)) }
      let array = Value.array(values)
      if Self.depth(of: array, exceeds: Self.maximumValueDepth) {
        throw ScriptFailure.interpreter(
          .valueTooDeep(limit: Self.maximumValueDepth), at: expression.range)
      }
      return array
    case .enumCase(let name, _):
      return .enumCase(name)
    case .selector(let text, _):
      return .string(text)
    case .selfReference(let range):
      guard let receiver = frames.last?.receiver else {
        throw ScriptFailure.interpreter(.selfOutsideMethod, at: range)
      }
      return .object(receiver)
    case .name(let name, let range):
      return try lookUp(name, at: range, &tx)
    case .member(let base, let member, let range):
      return try memberValue(base, member, at: range, &tx)
    case .call(let callee, let arguments, let range):
      return try call(callee, arguments, at: range, &tx)
    case .binary(let first, let links, _):
      // Left to right, in a loop: a chain of any length costs no stack.
      var value = try evaluate(first, &tx)
      for link in links {
        let operand = try evaluate(link.operand, &tx)
        value = try binary(link.op, value, operand, at: link.range)
      }
      return value
    case .unary(let op, let operand, let range):
      let value = try evaluate(operand, &tx)
      switch (op, value) {
      case ("!", .bool(let b)): return .bool(!b)
      case ("-", .int(let i)):
        // `-Int.min` does not fit, like `+` and `-` past the ends: an error, never a wrap.
        let (negated, overflow) = Int(0).subtractingReportingOverflow(i)
        if overflow { throw ScriptFailure.interpreter(.overflow, at: range) }
        return .int(negated)
      case ("-", .double(let d)): return .double(-d)
      default:
        throw ScriptFailure.interpreter(
          .operatorType(op, found: reader.valueKind(of: value)), at: range)
      }
    }
  }

  private func lookUp(_ name: String, at range: SourceRange, _ tx: inout Transaction) throws
    -> Value
  {
    if let frame = frames.last {
      if let local = frame.locals[name] { return local }
      let className = className(of: frame.receiver)
      if reader.propertySchema(name, of: className) != nil
        || reader.propertyNames(of: frame.receiver).contains(name)
      {
        return try runtime(range) { try tx.property(name, of: frame.receiver) }
      }
    }
    if let value = reader.globals[name] { return value }
    if reader.classes[name] != nil {
      throw ScriptFailure.interpreter(.typeIsNotAValue(name), at: range)
    }
    throw unknownName(name, at: range)
  }

  /// Evaluates an expression that must produce an object.
  func objectValue(_ expression: Expression, _ tx: inout Transaction) throws -> ObjectID {
    let value = try evaluate(expression, &tx)
    guard let id = value.objectID else {
      if value == .null {
        throw ScriptFailure.interpreter(.nilObject, at: expression.range)
      }
      throw ScriptFailure.interpreter(
        .notAnObject(found: reader.valueKind(of: value)), at: expression.range)
    }
    return id
  }

  private func memberValue(
    _ base: Expression, _ member: String, at range: SourceRange, _ tx: inout Transaction
  ) throws -> Value {
    if case .name(let typeName, _) = base, reader.globals[typeName] == nil,
      frames.last?.locals[typeName] == nil, reader.classes[typeName] != nil
    {
      if typeName == "NotificationCenter" && member == "default" {
        return .object(reader.notificationCenter)
      }
      throw ScriptFailure.interpreter(
        .unknownStaticMember(member, className: typeName), at: range)
    }
    let value = try evaluate(base, &tx)
    switch (value, member) {
    case (.string(let s), "count"): return .int(s.count)
    case (.string(let s), "isEmpty"): return .bool(s.isEmpty)
    case (.array(let a), "count"): return .int(a.count)
    case (.array(let a), "isEmpty"): return .bool(a.isEmpty)
    case (.array(let a), "first"): return a.first ?? .null
    case (.array(let a), "last"): return a.last ?? .null
    default: break
    }
    guard let id = value.objectID else {
      if value == .null { throw ScriptFailure.interpreter(.nilObject, at: base.range) }
      throw ScriptFailure.interpreter(
        .noMember(member, found: reader.valueKind(of: value)), at: range)
    }
    return try runtime(range) { try tx.property(member, of: id) }
  }

  private func evaluateArguments(_ arguments: [Argument], _ tx: inout Transaction) throws
    -> [Value]
  {
    var values: [Value] = []
    values.reserveCapacity(arguments.count)
    for argument in arguments { values.append(try evaluate(argument.value, &tx)) }
    return values
  }

  /// The Swift selector of a call: `bind(_:to:key:)`.
  static func selector(_ name: String, _ arguments: [Argument]) -> String {
    name + "(" + arguments.map { ($0.label ?? "_") + ":" }.joined() + ")"
  }

  private func call(
    _ callee: Expression, _ arguments: [Argument], at range: SourceRange,
    _ tx: inout Transaction
  ) throws -> Value {
    switch callee {
    case .name(let name, let nameRange):
      let values = try evaluateArguments(arguments, &tx)
      if reader.classes[name] != nil && frames.last?.locals[name] == nil
        && reader.globals[name] == nil
      {
        let labelled = zip(arguments, values).map { (label: $0.label, value: $1) }
        return .object(try runtime(nameRange) { try tx.instantiate(name, arguments: labelled) })
      }
      let selector = Self.selector(name, arguments)
      if selector == "print(_:)" {
        printed.append(values[0])
        return .void
      }
      if let receiver = frames.last?.receiver, reader.selectors(of: receiver).contains(selector) {
        return try runtime(nameRange) { try tx.call(selector, on: receiver, arguments: values) }
      }
      if BuiltinMethods.function(selector) == nil, reader.globals[name] == nil,
        !BuiltinMethods.functions.contains(where: { $0.selector.hasPrefix(name + "(") })
      {
        throw unknownName(name, at: nameRange)
      }
      return try runtime(nameRange) { try tx.callFunction(selector, arguments: values) }
    case .member(let base, let name, let nameRange):
      let receiver = try objectValue(base, &tx)
      let values = try evaluateArguments(arguments, &tx)
      let selector = Self.selector(name, arguments)
      return try runtime(nameRange) { try tx.call(selector, on: receiver, arguments: values) }
    default:
      throw ScriptFailure.interpreter(.notCallable, at: range)
    }
  }

  /// Refuses a string longer than the statement's budget allows, before making it.
  private func checkText(_ bytes: Int, at range: SourceRange) throws {
    let limit = reader.budget.textBytes
    if bytes > limit {
      throw ScriptFailure.runtime(.budgetExceeded(.textBytes, limit: limit), at: range)
    }
  }

  /// Refuses an array longer than the statement's budget allows, before making it.
  private func checkArray(_ count: Int, at range: SourceRange) throws {
    let limit = reader.budget.arrayElements
    if count > limit {
      throw ScriptFailure.runtime(.budgetExceeded(.arrayElements, limit: limit), at: range)
    }
  }

  private func binary(_ op: String, _ lhs: Value, _ rhs: Value, at range: SourceRange) throws
    -> Value
  {
    switch (op, lhs, rhs) {
    case ("==", _, _): return .bool(lhs == rhs)
    case ("!=", _, _): return .bool(lhs != rhs)
    case ("+", .string(let a), .string(let b)):
      try checkText(a.utf8.count + b.utf8.count, at: range)
      return .string(a + b)
    case ("+", .string(let a), .int(let b)):
      let digits = String(b)
      try checkText(a.utf8.count + digits.utf8.count, at: range)
      return .string(a + digits)
    case ("+", .int(let a), .int(let b)):
      let (sum, overflow) = a.addingReportingOverflow(b)
      if overflow { throw ScriptFailure.interpreter(.overflow, at: range) }
      return .int(sum)
    case ("-", .int(let a), .int(let b)):
      let (difference, overflow) = a.subtractingReportingOverflow(b)
      if overflow { throw ScriptFailure.interpreter(.overflow, at: range) }
      return .int(difference)
    case ("+", .array(let a), .array(let b)):
      try checkArray(a.count + b.count, at: range)
      return .array(a + b)
    default:
      if let a = lhs.doubleValue, let b = rhs.doubleValue, op == "+" || op == "-" {
        return .double(op == "+" ? a + b : a - b)
      }
      throw ScriptFailure.interpreter(
        .binaryOperatorTypes(op, reader.valueKind(of: lhs), reader.valueKind(of: rhs)), at: range)
    }
  }
}

extension Interpreter {
  /// The deepest nesting of arrays a value may have. Printing, comparing and freeing a value
  /// walk it, so its depth is bounded like the nesting of a statement.
  static let maximumValueDepth = 256

  /// Whether a value holds arrays nested more than `limit` deep, found without recursion.
  static func depth(of value: Value, exceeds limit: Int) -> Bool {
    var pending: [(value: Value, depth: Int)] = [(value, 0)]
    while let (next, depth) = pending.popLast() {
      guard case .array(let items) = next else { continue }
      if depth + 1 > limit { return true }
      for item in items {
        if case .array = item { pending.append((item, depth + 1)) }
      }
    }
    return false
  }
}
