import MVCRuntime

/// Blocks, their local names, and the statements that choose or repeat them.
extension Interpreter {
  // MARK: Local names

  /// The blocks of local names in force: the running method's, or the top-level statement's.
  var localScopes: [Scope] {
    frames.last?.scopes ?? topLevelScopes
  }

  /// A local name's value, innermost block first.
  func localValue(_ name: String) -> Value? {
    for scope in localScopes.reversed() {
      if let value = scope[name] { return value }
    }
    return nil
  }

  /// Whether a local name is bound.
  func isLocal(_ name: String) -> Bool { localValue(name) != nil }

  /// Changes a local name where it is bound; false when no block binds it.
  func setLocal(_ name: String, to value: Value) -> Bool {
    if let frame = frames.indices.last {
      guard let level = frames[frame].scopes.lastIndex(where: { $0[name] != nil }) else {
        return false
      }
      frames[frame].scopes[level][name] = value
      return true
    }
    guard let level = topLevelScopes.lastIndex(where: { $0[name] != nil }) else { return false }
    topLevelScopes[level][name] = value
    return true
  }

  /// Binds a name: in the innermost block, or at the prompt when no block encloses it. A
  /// constant (`let`, a loop's name, `if let`) cannot be assigned afterwards.
  func bind(
    _ name: String, to value: Value, at range: SourceRange, isConstant: Bool = true,
    _ tx: inout Transaction
  ) throws {
    if let frame = frames.indices.last {
      let innermost = frames[frame].scopes.count - 1
      frames[frame].scopes[innermost].bind(name, to: value, isConstant: isConstant)
      tx.noteLocalName(name, of: value)
    } else if !topLevelScopes.isEmpty {
      topLevelScopes[topLevelScopes.count - 1].bind(name, to: value, isConstant: isConstant)
      tx.noteLocalName(name, of: value)
    } else {
      if Self.reservedNames.contains(name) || reader.classInfo(named: name) != nil {
        throw ScriptFailure.interpreter(.nameTaken(name), at: range)
      }
      tx.bind(name: name, to: value, isConstant: isConstant)
    }
  }

  /// Refuses to change a name bound as a constant: by assignment (`x = 2`, `x += 1`), or by a
  /// mutating method (`items.append(4)`, named by `method`). The innermost binding decides;
  /// a property of `self` is not a name here.
  func refuseChange(of name: String, by method: String? = nil, at range: SourceRange) throws {
    let isConstant: Bool
    if let level = localScopes.lastIndex(where: { $0[name] != nil }) {
      isConstant = localScopes[level].isConstant(name)
    } else if let receiver = currentReceiver,
      reader.propertySchema(name, of: className(of: receiver)) != nil
    {
      return
    } else {
      isConstant = reader.isConstant(name)
    }
    guard isConstant else { return }
    if let method { throw ScriptFailure.interpreter(.constantMutated(name, method), at: range) }
    throw ScriptFailure.interpreter(.constantAssigned(name), at: range)
  }

  func pushScope() {
    if let frame = frames.indices.last {
      frames[frame].scopes.append(Scope())
    } else {
      topLevelScopes.append(Scope())
    }
  }

  func popScope() {
    if let frame = frames.indices.last {
      frames[frame].scopes.removeLast()
    } else {
      topLevelScopes.removeLast()
    }
  }

  /// Runs statements in the current block.
  func run(_ statements: [Statement], _ tx: inout Transaction) throws {
    for statement in statements { _ = try execute(statement, &tx) }
  }

  /// Runs statements in a block of their own: the names they bind end with it.
  func runInScope(_ statements: [Statement], _ tx: inout Transaction) throws {
    pushScope()
    defer { popScope() }
    try run(statements, &tx)
  }

  // MARK: Conditions

  /// Evaluates a condition that must be a Bool.
  func flag(_ expression: Expression, at range: SourceRange, _ tx: inout Transaction) throws
    -> Bool
  {
    let value = try evaluate(expression, &tx)
    guard case .bool(let flag) = value else {
      throw ScriptFailure.interpreter(
        .conditionNotBool(found: reader.valueKind(of: value)), at: range)
    }
    return flag
  }

  /// Whether every clause holds, in order, binding the names of `let` clauses in the current
  /// block as it goes (and stopping at the first that does not hold). An `if` runs this in its
  /// branch's own block; a `guard` in the enclosing one, so its names outlive it (at the
  /// prompt, they are the prompt's).
  func holds(_ conditions: [Condition], at range: SourceRange, _ tx: inout Transaction) throws
    -> Bool
  {
    for condition in conditions {
      switch condition {
      case .boolean(let expression):
        guard try flag(expression, at: range, &tx) else { return false }
      case .optionalBinding(let name, let expression, let bindingRange):
        let value = try evaluate(expression, &tx)
        if value == .void { throw ScriptFailure.interpreter(.noValue(name), at: bindingRange) }
        guard value != .null else { return false }
        try bind(name, to: value, at: bindingRange, &tx)
      }
    }
    return true
  }

  // MARK: Loops

  /// `for name in sequence { … }` over an array, a range (counted without making the array) or
  /// the characters of a string.
  func forIn(
    _ names: [String], _ sequence: Expression, _ body: [Statement], _ tx: inout Transaction
  ) throws {
    /// Runs the body once; false when `break` ends the loop.
    func iterate(_ element: Value, _ tx: inout Transaction) throws -> Bool {
      // Every turn counts, so that a loop with an empty body still meets its budget and Ctrl-C.
      try step()
      pushScope()
      defer { popScope() }
      if names.count == 1 {
        if names[0] != "_" { try bind(names[0], to: element, at: sequence.range, &tx) }
      } else {
        // `(index, name)`: the element is a pair (an enumerated element, a dictionary entry).
        guard case .array(let parts) = element, parts.count == names.count else {
          throw ScriptFailure.interpreter(
            .cannotTakeApart(names.count, found: reader.valueKind(of: element)),
            at: sequence.range)
        }
        for (name, part) in zip(names, parts) where name != "_" {
          try bind(name, to: part, at: sequence.range, &tx)
        }
      }
      do {
        try run(body, &tx)
      } catch is BreakSignal {
        return false
      } catch is ContinueSignal {
        return true
      }
      return true
    }
    if case .binary(let lowerExpression, let links, _) = sequence, links.count == 1,
      links[0].op == "..<" || links[0].op == "..."
    {
      let (lower, upper) = try bounds(lowerExpression, links[0], &tx)
      var i = lower
      while links[0].op == "..<" ? i < upper : i <= upper {
        guard try iterate(.int(i), &tx) else { return }
        if i == Int.max { return }
        i += 1
      }
      return
    }
    let value = try evaluate(sequence, &tx)
    switch value {
    case .array(let items):
      for item in items {
        guard try iterate(item, &tx) else { return }
      }
    case .string(let text):
      for character in text {
        guard try iterate(.string(String(character)), &tx) else { return }
      }
    case .dictionary(let entries):
      // Each entry as a pair of its key and value, in the order they were added.
      for (key, item) in zip(entries.keys, entries.values) {
        guard try iterate(.array([key, item]), &tx) else { return }
      }
    default:
      throw ScriptFailure.interpreter(
        .notASequence(found: reader.valueKind(of: value)), at: sequence.range)
    }
  }

  /// The two ends of a range, which must be integers with the lower one first.
  func bounds(_ lowerExpression: Expression, _ link: OperatorLink, _ tx: inout Transaction)
    throws -> (Int, Int)
  {
    let lowerValue = try evaluate(lowerExpression, &tx)
    let upperValue = try evaluate(link.operand, &tx)
    guard case .int(let lower) = lowerValue, case .int(let upper) = upperValue else {
      throw ScriptFailure.interpreter(
        .binaryOperatorTypes(
          link.op, reader.valueKind(of: lowerValue), reader.valueKind(of: upperValue)),
        at: link.range)
    }
    guard lower <= upper else {
      throw ScriptFailure.interpreter(.invalidRange(lower, upper), at: link.range)
    }
    return (lower, upper)
  }

  // MARK: Switch

  /// Runs the first case whose pattern matches: an equal value, or a range containing it.
  func runSwitch(
    _ subject: Expression, _ cases: [SwitchCase], at range: SourceRange,
    _ tx: inout Transaction
  ) throws {
    let value = try evaluate(subject, &tx)
    for switchCase in cases {
      // `case let n where n > 3`: the name lives in the case's own block, body included.
      let hasOwnBlock =
        switchCase.binding != nil || switchCase.condition != nil
        || switchCase.patterns.contains { if case .casePattern = $0 { true } else { false } }
      if hasOwnBlock { pushScope() }
      defer { if hasOwnBlock { popScope() } }
      if let name = switchCase.binding {
        try bind(name, to: value, at: switchCase.range, &tx)
      } else if try !matches(value, switchCase.patterns, at: switchCase.range, &tx) {
        continue
      }
      if let condition = switchCase.condition, try !flag(condition, at: switchCase.range, &tx) {
        continue
      }
      do {
        try runInScope(switchCase.body, &tx)
      } catch is BreakSignal {
        return
      }
      return
    }
    // Swift refuses a switch that may match nothing; here the value shows which case is missing.
    throw ScriptFailure.interpreter(
      .noMatchingCase(found: reader.valueKind(of: value)), at: range)
  }

  private func matches(
    _ value: Value, _ patterns: [Expression], at range: SourceRange, _ tx: inout Transaction
  ) throws -> Bool {
    if patterns.isEmpty { return true }
    for pattern in patterns {
      if case .casePattern(let name, let names, _) = pattern {
        if try matchesCasePattern(value, name, names, at: range, &tx) { return true }
        continue
      }
      if case .binary(let lowerExpression, let links, _) = pattern, links.count == 1,
        links[0].op == "..<" || links[0].op == "..."
      {
        let (lower, upper) = try bounds(lowerExpression, links[0], &tx)
        guard case .int(let i) = value else { continue }
        if i >= lower && (links[0].op == "..<" ? i < upper : i <= upper) { return true }
        continue
      }
      let written = try evaluate(pattern, &tx)
      // `case .failed:` matches that case whatever it carries.
      if case .enumCase(let name) = written, case .composite(let composite) = value,
        composite.caseName == name
      {
        return true
      }
      if Self.sameValue(written, value) { return true }
    }
    return false
  }

  /// An array position read from a value: an integer inside the array's bounds.
  func index(_ value: Value, in count: Int, at range: SourceRange) throws -> Int {
    guard case .int(let index) = value else {
      throw ScriptFailure.interpreter(
        .operatorType("[]", found: reader.valueKind(of: value)), at: range)
    }
    guard index >= 0 && index < count else {
      throw ScriptFailure.interpreter(.indexOutOfRange(index, count: count), at: range)
    }
    return index
  }
}
