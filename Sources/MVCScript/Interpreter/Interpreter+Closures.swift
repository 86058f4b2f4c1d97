import MVCRuntime

extension Interpreter {
  /// Makes a closure: it captures a copy of every local name its body uses, and `self` when the
  /// body uses it (as `self`, or a property or method of it), each as its capture list says.
  func makeClosure(_ closure: ClosureExpression, _ tx: inout Transaction) -> ClosureID {
    let used = Self.namesUsed(in: closure)
    var captures: [String: Value] = [:]
    var strengths: [String: CaptureStrength] = [:]
    for item in closure.captureList where item.name != "self" {
      strengths[item.name] = CaptureStrength(item.strength)
    }
    for scope in localScopes {
      for (name, value) in scope where used.names.contains(name) || strengths[name] != nil {
        captures[name] = value
      }
    }
    var receiver: ObjectID?
    var receiverStrength = CaptureStrength.strong
    if let current = currentReceiver {
      let properties = Set(reader.propertyNames(of: current) + reader.selectors(of: current))
      let implicit = used.names.contains { properties.contains($0) && captures[$0] == nil }
      let listed = closure.captureList.first { $0.name == "self" }
      if used.usesSelf || implicit || listed != nil {
        receiver = current
        receiverStrength = listed.map { CaptureStrength($0.strength) } ?? .strong
      }
    }
    let id = tx.makeClosure(
      ClosureRecord(
        body: closureBodies.count, captures: captures, strengths: strengths, receiver: receiver,
        receiverStrength: receiverStrength))
    closureBodies.append(closure)
    return id
  }

  /// Runs a closure: its captures and parameters are its local names, `self` is the self it
  /// captured, and `return` (or the value of a body that is one expression) is its result.
  public func invokeClosure(
    _ id: ClosureID, arguments: [Value], in tx: inout Transaction
  ) throws -> Value {
    guard let record = reader.closure(id), record.body < closureBodies.count else {
      throw RuntimeFailure.internalError(.statement)
    }
    let closure = closureBodies[record.body]
    var parameters: [String: Value] = [:]
    for (name, value) in zip(closure.parameters, arguments) where name != "_" {
      parameters[name] = value
    }
    // What a closure holds weakly may have been freed since: it reads nil (and unowned is an
    // error, as Swift stops the program there).
    var captures = record.captures
    for (name, value) in captures {
      guard let id = value.objectID, !reader.isAlive(id) else { continue }
      switch record.strengths[name, default: .strong] {
      case .weak: captures[name] = .null
      case .unowned: throw ScriptFailure.interpreter(.unownedReferenceFreed(name), at: nil)
      case .strong: continue
      }
    }
    var receiver = record.receiver
    var selfIsGone = false
    if let id = receiver, !reader.isAlive(id) {
      guard record.receiverStrength == .weak else {
        throw ScriptFailure.interpreter(.unownedReferenceFreed("self"), at: nil)
      }
      receiver = nil
      selfIsGone = true
    }
    let owner = receiver.map(className(of:)) ?? ""
    var frame = Frame(
      receiver: receiver, declaringClass: owner,
      scopes: [Scope(variables: captures), Scope(constants: parameters)])
    frame.selfIsGone = selfIsGone
    frames.append(frame)
    defer { frames.removeLast() }
    do {
      if closure.body.count == 1, case .expression(let expression) = closure.body[0] {
        return try evaluate(expression, &tx)
      }
      try run(closure.body, &tx)
    } catch let signal as ReturnSignal {
      return signal.value
    } catch let failure as ScriptFailure {
      throw ScriptFailure(failure.reason, at: nil)
    }
    return .void
  }

  /// The closure a name holds, when it holds one: a local, a property of `self`, or a name at
  /// the prompt.
  func closureNamed(_ name: String, at range: SourceRange, _ tx: inout Transaction) throws
    -> ClosureID?
  {
    if let local = localValue(name) { return local.closureID }
    if let receiver = currentReceiver, reader.propertyNames(of: receiver).contains(name) {
      return try runtime(range) { try tx.property(name, of: receiver) }.closureID
    }
    return reader.globals[name]?.closureID
  }

  /// The selector a call with a trailing closure means: Swift gives the closure to the last
  /// parameter, whatever its label (`present(editor, animated: true) { … }` calls
  /// `present(_:animated:completion:)`).
  static func fitTrailingClosure(
    _ selector: String, _ arguments: [Argument], among selectors: [String]
  )
    -> String
  {
    guard arguments.last?.isTrailingClosure == true, !selectors.contains(selector),
      let open = selector.firstIndex(of: "(")
    else { return selector }
    let name = selector[..<open]
    let labels = arguments.dropLast().map { ($0.label ?? "_") + ":" }.joined()
    let candidates = selectors.filter { candidate in
      guard candidate.hasPrefix(name + "(" + labels) else { return false }
      let rest = candidate.dropFirst(name.count + 1 + labels.count)
      return rest.hasSuffix(":)") && !rest.dropLast(2).contains(":")
    }
    return candidates.count == 1 ? candidates[0] : selector
  }

  /// The names a closure's body uses, and whether it uses `self`, found without recursion.
  static func namesUsed(in closure: ClosureExpression) -> (names: Set<String>, usesSelf: Bool) {
    var names = Set<String>()
    var usesSelf = false
    var statements = closure.body
    var expressions: [Expression] = []
    while !statements.isEmpty || !expressions.isEmpty {
      if let statement = statements.popLast() {
        statement.forEachPart(
          statements: { statements.append($0) }, expressions: { expressions.append($0) })
        continue
      }
      guard let expression = expressions.popLast() else { break }
      switch expression {
      case .name(let name, _): names.insert(name)
      case .selfReference, .superReference: usesSelf = true
      case .closure(let inner, _):
        statements += inner.body
        names.formUnion(inner.captureList.map(\.name))
        if inner.captureList.contains(where: { $0.name == "self" }) { usesSelf = true }
      default: expression.forEachChild { expressions.append($0) }
      }
    }
    return (names, usesSelf)
  }
}

extension CaptureStrength {
  init(_ strength: CaptureItem.Strength) {
    switch strength {
    case .strong: self = .strong
    case .weak: self = .weak
    case .unowned: self = .unowned
    }
  }
}
