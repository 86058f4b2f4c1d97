import MVCRuntime

extension Interpreter {
  /// Evaluates an expression to a value.
  func evaluate(_ expression: Expression, _ tx: inout Transaction) throws -> Value {
    nesting += 1
    defer { nesting -= 1 }
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
    case .enumCase(let name, _):
      // `.contactSaved`, a name declared in `extension Notification.Name`.
      if let declared = reader.globals[Self.notificationNameStorage(name)] { return declared }
      return .enumCase(name)
    case .selfReference(let range):
      if frames.last?.selfIsGone == true { return .null }
      if let value = frames.last?.selfValue { return value }
      guard let receiver = currentReceiver else {
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
      return try chain(first, links, &tx)
    default:
      // The rarer forms are read in a function of their own, so that this one, on the path of
      // every expression, keeps a small stack frame (a debug build gives a function one slot
      // per local of every branch).
      return try evaluateOther(expression, &tx)
    }
  }

  /// Evaluates the expressions ``evaluate(_:_:)`` leaves to it.
  @inline(never)
  private func evaluateOther(_ expression: Expression, _ tx: inout Transaction) throws -> Value {
    switch expression {
    case .array(let items, _):
      // In a method, whose body the resolver does not read before it runs, too.
      try checkArray(items.count, at: expression.range)
      var values: [Value] = []
      values.reserveCapacity(items.count)
      for item in items { values.append(try evaluate(item, &tx)) }
      let array = Value.array(values)
      try checkNesting(array, at: expression.range)
      return array
    case .selector(let text, _):
      return .string(text)
    case .interpolation(let parts, let range):
      var text = ""
      for part in parts {
        switch part {
        case .text(let piece): text += piece
        case .expression(let inner): text += describe(try printable(try evaluate(inner, &tx), &tx))
        }
        try checkText(text.utf8.count, at: range)
      }
      return .string(text)
    case .ternary(let condition, let then, let otherwise, let range):
      return try evaluate(flag(condition, at: range, &tx) ? then : otherwise, &tx)
    case .subscriptedWithDefault(let base, let indexExpression, let fallback, let range):
      let value = try evaluate(base, &tx)
      let index = try evaluate(indexExpression, &tx)
      guard case .dictionary(let entries) = value else {
        throw ScriptFailure.interpreter(
          .notSubscriptable(found: reader.valueKind(of: value)), at: range)
      }
      if let found = entries[index] { return found }
      return try evaluate(fallback, &tx)
    case .subscripted(let base, let indexExpression, let range):
      let value = try evaluate(base, &tx)
      if value == .null, Self.isOptionallyChained(base) { return .null }
      let index = try evaluate(indexExpression, &tx)
      // `ages["Ada"]`: the value, or nil when the key has none.
      if case .dictionary(let entries) = value { return entries[index] ?? .null }
      guard case .array(let items) = value else {
        throw ScriptFailure.interpreter(
          .notSubscriptable(found: reader.valueKind(of: value)), at: range)
      }
      return items[try self.index(index, in: items.count, at: range)]
    case .superReference(let range):
      throw ScriptFailure.syntax(.superOutsideCall, at: range)
    case .closure(let closure, _):
      return .closure(makeClosure(closure, &tx))
    case .optionalChain(let base, _):
      return try evaluate(base, &tx)
    case .casePattern(_, _, let range):
      // Only a switch reads a case pattern (it binds names); anywhere else it is no value.
      throw ScriptFailure.interpreter(.noMatchingCase(found: .void), at: range)
    case .cast:
      // Its parts are read inside: a case that binds them would widen every evaluation's
      // stack frame (in a debug build), and so shorten the deepest recursion a method may do.
      return try cast(expression, &tx)
    case .dictionary(let entries, let range):
      var dictionary = DictionaryValue()
      for entry in entries {
        let key = try evaluate(entry.key, &tx)
        dictionary[key] = try evaluate(entry.value, &tx)
      }
      try checkArray(dictionary.count, at: range)
      let value = Value.dictionary(dictionary)
      try checkNesting(value, at: range)
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

    default:
      throw ScriptFailure.interpreter(.notCallable, at: expression.range)
    }
  }

  private func lookUp(_ name: String, at range: SourceRange, _ tx: inout Transaction) throws
    -> Value
  {
    if let local = localValue(name) { return local }
    if frames.last?.staticClass != nil, let value = try typeScopedValue(name, at: range, &tx) {
      return value
    }
    if let receiver = currentReceiver {
      let className = className(of: receiver)
      if reader.propertySchema(name, of: className) != nil
        || reader.propertyNames(of: receiver).contains(name)
      {
        return try runtime(range) { try tx.property(name, of: receiver) }
      }
    }
    if let value = reader.globals[name] { return value }
    // Foundation's NSNotFound: what `selectedIndex` answers while the More list shows.
    if name == "NSNotFound" { return .int(World.notFound) }
    if reader.classInfo(named: name) != nil {
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
    if Self.isNotificationNameType(base),
      let declared = reader.globals[Self.notificationNameStorage(member)]
    {
      return declared
    }
    if let value = try typeMemberValue(base, member, at: range, &tx) { return value }
    if case .name(let typeName, _) = base, reader.globals[typeName] == nil,
      !isLocal(typeName), reader.classInfo(named: typeName) != nil
    {
      if typeName == "NotificationCenter" && member == "default" {
        return .object(reader.notificationCenter)
      }
      // `TableViewCell.self`: a class passed as a value (`register(_:forCellReuseIdentifier:)`),
      // which the runtime takes by its name.
      if member == "self", let info = reader.classInfo(named: typeName) {
        return .string(info.name)
      }
      // `UIColor.systemBlue`, `CGSize.zero`: a value class's static property.
      if let value = try runtime(range, { try tx.staticMember(member, ofClass: typeName) }) {
        return value
      }
      throw ScriptFailure.interpreter(
        .unknownStaticMember(member, className: typeName), at: range)
    }
    let value = try evaluate(base, &tx)
    if value == .null, Self.isOptionallyChained(base) { return .null }
    if case .composite = value { return try enumMember(member, of: value, at: range, &tx) }
    if let result = ValueMembers.property(member, of: value) { return result }
    guard let id = value.objectID else {
      if value == .null { throw ScriptFailure.interpreter(.nilObject, at: base.range) }
      throw ScriptFailure.interpreter(
        .noMember(member, found: reader.valueKind(of: value)), at: range)
    }
    return try runtime(range) { try tx.property(member, of: id) }
  }

  func evaluateArguments(_ arguments: [Argument], _ tx: inout Transaction) throws
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
    // Each kind of call has a function of its own: a debug build gives a function one stack
    // slot per local of every branch, and this one is on the path of every call a learner's
    // recursion makes.
    switch callee {
    case .name:
      return try callName(callee, arguments, at: range, &tx)
    case .member(.superReference, _, _):
      return try callSuperMember(callee, arguments, at: range, &tx)
    case .member(.name(let arrayName, _), let name, _)
    where ValueMembers.mutatingArrayMethods.contains(Self.selector(name, arguments))
      && (isLocal(arrayName) || (currentReceiver == nil && reader.globals[arrayName] != nil)):
      return try callNamedArrayMutation(callee, arguments, at: range, &tx)
    case .member where Self.isNotificationNameType(callee):
      return try callNotificationName(callee, arguments, at: range, &tx)
    case .member(.name(let typeName, _), "random", _)
    where (typeName == "Int" || typeName == "Bool") && reader.globals[typeName] == nil
      && !isLocal(typeName):
      return try callRandom(callee, arguments, at: range, &tx)
    case .member where isMainQueueCall(callee):
      return try callMainQueueMember(callee, arguments, at: range, &tx)
    case .member where isAnimationCall(callee):
      return try callAnimation(callee, arguments, at: range, &tx)
    case .member(.name(let typeName, _), _, _)
    where isStaticCall(on: typeName) || (typeName == "Self" && staticClassName(callee) != nil):
      return try callTypeMember(callee, arguments, at: range, &tx)
    case .member:
      return try callMember(callee, arguments, at: range, &tx)
    case .enumCase:
      return try callImplicitMember(callee, arguments, at: range, &tx)
    default:
      return try callValue(callee, arguments, at: range, &tx)
    }
  }

  /// `save()`, `Contact(name:)`, `print(…)`, `tap(button)`: a call of a name.
  @inline(never)
  private func callName(
    _ callee: Expression, _ arguments: [Argument], at range: SourceRange,
    _ tx: inout Transaction
  ) throws -> Value {
    guard case .name(let name, let nameRange) = callee else { return .void }
    let values = try evaluateArguments(arguments, &tx)
    if reader.classInfo(named: name) != nil && !isLocal(name)
      && reader.globals[name] == nil
    {
      // `Mood(rawValue: "happy")`: an enum's case, or nil; `Contact(name: "Ada")`: a struct.
      if let value = enumFromRawValue(name, arguments, values) { return value }
      if let value = try makeStruct(name, arguments, values, at: nameRange, &tx) { return value }
      let labelled = zip(arguments, values).map { (label: $0.label, value: $1) }
      return .object(try runtime(nameRange) { try tx.instantiate(name, arguments: labelled) })
    }
    if !isLocal(name), reader.globals[name] == nil {
      if name == "String", values.count == 1, arguments[0].label == nil,
        case .string(let text) = try printable(values[0], &tx), values[0].stringValue == nil
      {
        // `String(contact)` with a `description` of its own.
        return .string(text)
      }
      if let converted = try conversion(name, arguments, values, at: nameRange) {
        return converted
      }
      if name == "String", let text = try formatted(arguments, values, at: nameRange) {
        return text
      }
      if let result = try foundationFunction(name, values, at: nameRange) { return result }
    }
    let selector = Self.selector(name, arguments)
    if Parser.stopsTheProgram.contains(name), selector == name + "()" || selector == name + "(_:)" {
      // Swift stops the program; the sandbox stops the statement and takes it back.
      let message = values.first.map { value -> String in
        if case .string(let text) = value { return text }
        return describe(value)
      }
      throw ScriptFailure.interpreter(.fatalError(message ?? ""), at: nameRange)
    }
    if selector == "print(_:)" {
      let shown = try printable(values[0], &tx)
      // An enum's case prints as Swift prints it (`happy`), not as a literal.
      if case .composite = shown {
        printed.append(.string(describe(shown)))
        return .void
      }
      printed.append(shown)
      return .void
    }
    if name == "print", let line = printLine(arguments, try values.map { try printable($0, &tx) }) {
      printed.append(.string(line))
      return .void
    }
    if let closure = try closureNamed(name, at: nameRange, &tx) {
      return try runtime(nameRange) { try invokeClosure(closure, arguments: values, in: &tx) }
    }
    if frames.last?.staticClass != nil,
      let value = try typeScopedCall(selector, values, &tx)
    {
      return value
    }
    if let receiver = currentReceiver {
      let selectors = reader.selectors(of: receiver)
      let resolved = Self.fitTrailingClosure(selector, arguments, among: selectors)
      if selectors.contains(resolved) {
        return try runtime(nameRange) { try tx.call(resolved, on: receiver, arguments: values) }
      }
    }
    if BuiltinMethods.function(selector) == nil, reader.globals[name] == nil,
      !BuiltinMethods.functions.contains(where: { $0.selector.hasPrefix(name + "(") })
    {
      throw unknownName(name, at: nameRange)
    }
    return try runtime(nameRange) { try tx.callFunction(selector, arguments: values) }
  }

  /// `super.viewDidLoad()`.
  @inline(never)
  private func callSuperMember(
    _ callee: Expression, _ arguments: [Argument], at range: SourceRange,
    _ tx: inout Transaction
  ) throws -> Value {
    guard case .member(.superReference(let superRange), let name, let nameRange) = callee else {
      return .void
    }
    let values = try evaluateArguments(arguments, &tx)
    return try callSuper(
      Self.selector(name, arguments), values, at: nameRange, superRange: superRange, &tx)
  }

  /// `items.append(x)` on an array held by a name.
  @inline(never)
  private func callNamedArrayMutation(
    _ callee: Expression, _ arguments: [Argument], at range: SourceRange,
    _ tx: inout Transaction
  ) throws -> Value {
    guard case .member(.name(let arrayName, _), let name, let nameRange) = callee else {
      return .void
    }
    let values = try evaluateArguments(arguments, &tx)
    let selector = Self.selector(name, arguments)
    if let result = try mutateNamedArray(arrayName, selector, values, at: nameRange, &tx) {
      return result
    }
    return try callValueMethod(
      selector, on: try evaluate(.name(arrayName, nameRange), &tx), values,
      base: .name(arrayName, nameRange), at: nameRange, &tx)
  }

  /// `Notification.Name("Saved")`.
  @inline(never)
  private func callNotificationName(
    _ callee: Expression, _ arguments: [Argument], at range: SourceRange,
    _ tx: inout Transaction
  ) throws -> Value {
    return try notificationName(arguments, at: range, &tx)
  }

  /// `DispatchQueue.main.async { … }`.
  @inline(never)
  private func callMainQueueMember(
    _ callee: Expression, _ arguments: [Argument], at range: SourceRange,
    _ tx: inout Transaction
  ) throws -> Value {
    return try callMainQueue(callee, arguments, &tx)
  }

  /// `UIFont.systemFont(ofSize:)`, `Store.make()`, `Result.success(3)`: a call on a type.
  @inline(never)
  private func callTypeMember(
    _ callee: Expression, _ arguments: [Argument], at range: SourceRange,
    _ tx: inout Transaction
  ) throws -> Value {
    guard case .member(.name(let typeName, _), let name, let nameRange) = callee else {
      return .void
    }
    // `UIFont.systemFont(ofSize: 17)`: a value class's static method; `Store.make()`, one
    // the learner declared.
    let values = try evaluateArguments(arguments, &tx)
    let selector = Self.selector(name, arguments)
    if let value = try typeMemberCall(
      typeName, name, selector, values, at: nameRange, &tx)
    {
      return value
    }
    if let value = try runtime(
      nameRange, { try tx.callStatic(selector, ofClass: typeName, arguments: values) })
    {
      return value
    }
    throw ScriptFailure.interpreter(
      .unknownStaticMember(selector, className: typeName), at: nameRange)
  }

  /// `editor.save()`, `names.map { … }`: a method of an object or a value.
  @inline(never)
  private func callMember(
    _ callee: Expression, _ arguments: [Argument], at range: SourceRange,
    _ tx: inout Transaction
  ) throws -> Value {
    guard case .member(let base, let name, let nameRange) = callee else { return .void }
    let baseValue = try evaluate(base, &tx)
    // `delegate?.editorDidSave(self)` with no delegate: nothing is called, nothing evaluated.
    if baseValue == .null, Self.isOptionallyChained(base) { return .null }
    let selector = Self.selector(name, arguments)
    if case .composite = baseValue,
      let value = try callOnValue(baseValue, selector, arguments, base: base, &tx)
    {
      return value
    }
    if baseValue.objectID == nil, baseValue != .null, baseValue != .void {
      let values = try evaluateArguments(arguments, &tx)
      let fitted = Self.fitTrailingClosure(
        selector, arguments, among: ValueMembers.closureMethods)
      return try callValueMethod(fitted, on: baseValue, values, base: base, at: nameRange, &tx)
    }
    guard let receiver = baseValue.objectID else {
      if baseValue == .null { throw ScriptFailure.interpreter(.nilObject, at: base.range) }
      throw ScriptFailure.interpreter(
        .notAnObject(found: reader.valueKind(of: baseValue)), at: base.range)
    }
    let values = try evaluateArguments(arguments, &tx)
    let selectors = reader.selectors(of: receiver)
    if !selectors.contains(selector), reader.propertyNames(of: receiver).contains(name),
      case .closure(let closure) = try runtime(nameRange, { try tx.property(name, of: receiver) })
    {
      // `editor.onSave("Ada")`: a closure kept in a property, called.
      return try runtime(nameRange) { try invokeClosure(closure, arguments: values, in: &tx) }
    }
    let resolved = Self.fitTrailingClosure(selector, arguments, among: selectors)
    return try runtime(nameRange) { try tx.call(resolved, on: receiver, arguments: values) }
  }

  /// `.systemFont(ofSize: 20)`, `.success(3)`: an implicit member call.
  @inline(never)
  private func callImplicitMember(
    _ callee: Expression, _ arguments: [Argument], at range: SourceRange,
    _ tx: inout Transaction
  ) throws -> Value {
    guard case .enumCase(let name, let nameRange) = callee else { return .void }
    // `.systemFont(ofSize: 20)`: an implicit member call, a static method of the one value
    // class that has them, as Swift finds it from the property's type.
    let values = try evaluateArguments(arguments, &tx)
    let selector = Self.selector(name, arguments)
    // `.success(3)`: the case of the one declared enum that has it.
    if let value = try implicitEnumValue(name, payload: values, at: nameRange) { return value }
    if let value = try runtime(
      nameRange,
      { try tx.callStatic(selector, ofClass: WorldReader.staticMethodClass, arguments: values) })
    {
      return value
    }
    throw ScriptFailure.interpreter(
      .unknownStaticMember(selector, className: WorldReader.staticMethodClass), at: nameRange)
  }

  /// `{ $0 * 2 }(21)`, `handlers[0]()`: whatever gives a closure.
  @inline(never)
  private func callValue(
    _ callee: Expression, _ arguments: [Argument], at range: SourceRange,
    _ tx: inout Transaction
  ) throws -> Value {
    // `{ $0 * 2 }(21)`, `handlers[0]()`: whatever gives a closure can be called.
    let calleeValue = try evaluate(callee, &tx)
    if calleeValue == .null, Self.isOptionallyChained(callee) { return .null }
    guard case .closure(let closure) = calleeValue else {
      throw ScriptFailure.interpreter(.notCallable, at: range)
    }
    let values = try evaluateArguments(arguments, &tx)
    return try runtime(range) { try invokeClosure(closure, arguments: values, in: &tx) }
  }

  /// `print(a, b, separator: ", ")`: Swift's variadic print, as one line of text (nil when the
  /// labels are not print's).
  func printLine(_ arguments: [Argument], _ values: [Value]) -> String? {
    var items: [String] = []
    var separator = " "
    for (argument, value) in zip(arguments, values) {
      switch argument.label {
      case nil: items.append(describe(value))
      case "separator"?:
        guard let text = value.stringValue else { return nil }
        separator = text
      case "terminator"?:
        guard value.stringValue != nil else { return nil }
      default: return nil
      }
    }
    return items.joined(separator: separator)
  }

  /// Refuses a string longer than the statement's budget allows, before making it.
  func checkText(_ bytes: Int, at range: SourceRange) throws {
    let limit = reader.budget.textBytes
    if bytes > limit {
      throw ScriptFailure.runtime(.budgetExceeded(.textBytes, limit: limit), at: range)
    }
  }

  /// Refuses an array longer than the statement's budget allows, before making it.
  func checkArray(_ count: Int, at range: SourceRange) throws {
    let limit = reader.budget.arrayElements
    if count > limit {
      throw ScriptFailure.runtime(.budgetExceeded(.arrayElements, limit: limit), at: range)
    }
  }

  /// A chain of operators of one precedence, left to right, in a loop: a chain of any length
  /// costs no stack. `&&` and `||` stop at the first operand that decides; `??` at the first
  /// that is not nil.
  private func chain(_ first: Expression, _ links: [OperatorLink], _ tx: inout Transaction)
    throws -> Value
  {
    if links.count == 1, links[0].op == "..<" || links[0].op == "..." {
      let (lower, upper) = try bounds(first, links[0], &tx)
      // A range wider than an Int can count is past any array's budget too.
      let (span, overflow) = upper.subtractingReportingOverflow(lower)
      let count = overflow ? Int.max : (links[0].op == "..<" ? span : span &+ 1)
      try checkArray(count < 0 ? Int.max : count, at: links[0].range)
      return .array((0..<count).map { Value.int(lower + $0) })
    }
    var value = try evaluate(first, &tx)
    for link in links {
      switch link.op {
      case "&&", "||":
        guard case .bool(let flag) = value else {
          throw ScriptFailure.interpreter(
            .operatorType(link.op, found: reader.valueKind(of: value)), at: link.range)
        }
        if flag == (link.op == "||") { return .bool(flag) }
        value = try evaluate(link.operand, &tx)
        guard case .bool = value else {
          throw ScriptFailure.interpreter(
            .operatorType(link.op, found: reader.valueKind(of: value)), at: link.range)
        }
      case "??":
        if value != .null { return value }
        value = try evaluate(link.operand, &tx)
      default:
        let operand = try evaluate(link.operand, &tx)
        value = try binary(link.op, value, operand, at: link.range)
      }
    }
    return value
  }

  func binary(_ op: String, _ lhs: Value, _ rhs: Value, at range: SourceRange) throws
    -> Value
  {
    switch (op, lhs, rhs) {
    case ("==", _, _): return .bool(Self.sameValue(lhs, rhs))
    case ("!=", _, _): return .bool(!Self.sameValue(lhs, rhs))
    // Identity: two references to one object (or two nils); only objects have one.
    case ("===", .object, .object), ("===", .object, .null), ("===", .null, .object),
      ("===", .null, .null):
      return .bool(lhs == rhs)
    case ("!==", .object, .object), ("!==", .object, .null), ("!==", .null, .object),
      ("!==", .null, .null):
      return .bool(lhs != rhs)
    case ("+", .string(let a), .string(let b)):
      try checkText(a.utf8.count + b.utf8.count, at: range)
      return .string(a + b)
    case ("+", .array(let a), .array(let b)):
      try checkArray(a.count + b.count, at: range)
      let joined = Value.array(a + b)
      try checkNesting(joined, at: range)
      return joined
    case (_, .int(let a), .int(let b)):
      return try integer(op, a, b, lhs: lhs, rhs: rhs, at: range)
    case ("<", .string(let a), .string(let b)): return .bool(a < b)
    case (">", .string(let a), .string(let b)): return .bool(a > b)
    case ("<=", .string(let a), .string(let b)): return .bool(a <= b)
    case (">=", .string(let a), .string(let b)): return .bool(a >= b)
    default:
      if let a = lhs.doubleValue, let b = rhs.doubleValue {
        switch op {
        case "+": return .double(a + b)
        case "-": return .double(a - b)
        case "*": return .double(a * b)
        case "/": return .double(a / b)
        case "<": return .bool(a < b)
        case ">": return .bool(a > b)
        case "<=": return .bool(a <= b)
        case ">=": return .bool(a >= b)
        default: break
        }
      }
      throw ScriptFailure.interpreter(
        .binaryOperatorTypes(op, reader.valueKind(of: lhs), reader.valueKind(of: rhs)), at: range)
    }
  }

  /// Integer arithmetic and comparison: past the ends of Int, or dividing by zero, is an error,
  /// as Swift stops the program there.
  private func integer(
    _ op: String, _ a: Int, _ b: Int, lhs: Value, rhs: Value, at range: SourceRange
  ) throws -> Value {
    let result: (Int, Bool)
    switch op {
    case "+": result = a.addingReportingOverflow(b)
    case "-": result = a.subtractingReportingOverflow(b)
    case "*": result = a.multipliedReportingOverflow(by: b)
    case "/", "%":
      if b == 0 { throw ScriptFailure.interpreter(.divisionByZero, at: range) }
      result =
        op == "/" ? a.dividedReportingOverflow(by: b) : a.remainderReportingOverflow(dividingBy: b)
    case "<": return .bool(a < b)
    case ">": return .bool(a > b)
    case "<=": return .bool(a <= b)
    case ">=": return .bool(a >= b)
    default:
      throw ScriptFailure.interpreter(
        .binaryOperatorTypes(op, reader.valueKind(of: lhs), reader.valueKind(of: rhs)), at: range)
    }
    if result.1 { throw ScriptFailure.interpreter(.overflow, at: range) }
    return .int(result.0)
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

  /// Refuses an array too deep or too large to print, compare or free. An array may hold the
  /// same array many times (`a = [a, a]`, again and again), so its size as printed can double
  /// with each statement while it stays small in memory: the walk counts every element it
  /// meets and stops at the array budget, so it never takes longer than that.
  func checkNesting(_ value: Value, at range: SourceRange) throws {
    // What a value holds directly that may hold more: an array's elements, an enum case's
    // associated values (`.wrap(.wrap(…))` nests as deep as arrays do).
    func parts(_ value: Value) -> [Value]? {
      switch value {
      case .array(let items): return items
      case .composite(let composite): return composite.fields
      // A dictionary nests through its values (and keys) as an array does through elements.
      case .dictionary(let entries): return entries.keys + entries.values
      default: return nil
      }
    }
    guard let top = parts(value), top.contains(where: { parts($0) != nil }) else { return }
    let limit = reader.budget.arrayElements
    var visited = 0
    var pending: [(value: Value, depth: Int)] = [(value, 0)]
    while let (next, depth) = pending.popLast() {
      guard let items = parts(next) else { continue }
      if depth + 1 > Self.maximumValueDepth {
        throw ScriptFailure.interpreter(.valueTooDeep(limit: Self.maximumValueDepth), at: range)
      }
      visited += items.count
      if visited > limit {
        throw ScriptFailure.runtime(.budgetExceeded(.arrayElements, limit: limit), at: range)
      }
      for item in items where parts(item) != nil { pending.append((item, depth + 1)) }
    }
  }
}

extension Interpreter {
  /// Whether a chain of members, calls and subscripts passes through `?` (`a?.b.c`): a nil
  /// there makes the whole chain nil. Walked link by link (a chain is at most
  /// ``Parser/maximumChainLength`` long).
  static func isOptionallyChained(_ expression: Expression) -> Bool {
    var current = expression
    while true {
      switch current {
      case .optionalChain: return true
      case .member(let base, _, _), .subscripted(let base, _, _): current = base
      case .call(let callee, _, _): current = callee
      default: return false
      }
    }
  }
}

extension Interpreter {
  /// Whether `Type.method(…)` names a class (not a value of that name), so the call is a
  /// static one.
  func isStaticCall(on typeName: String) -> Bool {
    reader.globals[typeName] == nil && !isLocal(typeName)
      && reader.classInfo(named: typeName) != nil
  }
}
