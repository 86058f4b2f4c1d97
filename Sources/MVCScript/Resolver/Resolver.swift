import MVCRuntime

/// The phase between parsing and running: a statement's names, functions, selectors and
/// types are checked against what the world holds, before anything runs.
///
/// A statement the resolver refuses never starts, so it sends no message and changes nothing;
/// one it accepts can still fail while running (a wrong argument type, a UIKit refusal), which
/// the world's transaction rolls back. The resolver only reads. It reports the same failures,
/// at the same places, as running would, in the order running would meet them.
///
/// Method bodies in a class declaration are left to the call that runs them: what `self` and
/// the parameters are is only known then.
public struct Resolver {
  /// What the world holds.
  public let reader: WorldReader

  /// Names bound at the prompt earlier in the statement being resolved (`let x = …; x.f()`
  /// on one line, a `guard let` at the prompt).
  private var boundInStatement: Set<String> = []
  /// Names local to the blocks enclosing the part being checked, innermost last.
  private var scopes: [Set<String>] = []

  /// Creates a resolver over a world.
  public init(reader: WorldReader) { self.reader = reader }

  /// Checks a top-level statement.
  public mutating func resolve(_ statement: Statement) throws(ScriptFailure) {
    boundInStatement = []
    scopes = []
    try check(statement)
  }

  // MARK: Types

  /// The type a declaration writes, with every name it mentions checked: a class, a protocol
  /// the learner declared or UIKit's own, or the class being declared.
  public func resolve(_ type: TypeSyntax, declaringClass: String) throws(ScriptFailure)
    -> ValueType
  {
    var resolved: ValueType
    switch type.name {
    case _ where type.isFunction: resolved = .function(type.name)
    case "String": resolved = .string
    case "Int": resolved = .int
    case "Double": resolved = .double
    case "Bool": resolved = .bool
    case "Any": resolved = .any
    default:
      let name =
        reader.classes[type.name] == nil && reader.protocols[type.name] == nil
        ? UIKitNames.canonicalProtocol(UIKitNames.canonicalClass(type.name)) : type.name
      guard
        name == declaringClass || reader.classInfo(named: name) != nil
          || reader.protocolInfo(named: name) != nil || Interpreter.builtinProtocols.contains(name)
          || name == Interpreter.controlTypeName
      else {
        let known = Array(reader.classes.keys) + Array(reader.protocols.keys)
        throw .interpreter(
          .unknownType(name, suggestion: NearestName.suggestion(for: name, among: known)),
          at: type.nameRange)
      }
      resolved = .object(name)
    }
    for layer in type.layers {
      switch layer {
      case .array: resolved = .array(resolved)
      case .optional: resolved = .optional(resolved)
      case .dictionary(let value):
        resolved = .dictionary(resolved, try resolve(value, declaringClass: declaringClass))
      }
    }
    return resolved
  }

  // MARK: Statements

  private mutating func check(_ statement: Statement) throws(ScriptFailure) {
    switch statement {
    case .expression(let expression):
      try check(expression)
    case .binding(let name, let value, _, _):
      try check(value)
      declare(name)
    case .assignment(let target, let value, _):
      try check(value)
      try checkTarget(target)
    case .classDeclaration, .protocolDeclaration, .extensionDeclaration, .enumDeclaration,
      .structDeclaration:
      // Their names and types are checked as they are declared (Interpreter+Classes).
      return
    case .returnStatement(let value, _):
      if let value { try check(value) }
    case .ifStatement(let branches, let otherwise):
      for branch in branches {
        scopes.append([])
        defer { scopes.removeLast() }
        try check(branch.conditions)
        try check(branch.body)
      }
      try checkBlock(otherwise)
    case .guardStatement(let conditions, let otherwise, _):
      try check(conditions)
      try checkBlock(otherwise)
    case .forIn(let name, let sequence, let body, _, let tuple):
      try check(sequence)
      scopes.append(Set(tuple.isEmpty ? [name] : tuple))
      defer { scopes.removeLast() }
      try check(body)
    case .whileLoop(let condition, let body, _), .repeatWhile(let body, let condition, _):
      try check(condition)
      try checkBlock(body)
    case .switchStatement(let subject, let cases, _):
      try check(subject)
      for switchCase in cases {
        for pattern in switchCase.patterns { try check(pattern) }
        // `case .success(let value)`: the names a case pattern binds.
        var bound = Set(switchCase.binding.map { [$0] } ?? [])
        for case .casePattern(_, let names, _) in switchCase.patterns {
          bound.formUnion(names.compactMap { $0 })
        }
        scopes.append(bound)
        defer { scopes.removeLast() }
        if let condition = switchCase.condition { try check(condition) }
        try checkBlock(switchCase.body)
      }
    case .breakStatement, .continueStatement, .importDeclaration:
      return
    }
  }

  private mutating func check(_ statements: [Statement]) throws(ScriptFailure) {
    for inner in statements { try check(inner) }
  }

  /// Checks statements in a block of their own.
  private mutating func checkBlock(_ statements: [Statement]) throws(ScriptFailure) {
    guard !statements.isEmpty else { return }
    scopes.append([])
    defer { scopes.removeLast() }
    try check(statements)
  }

  private mutating func check(_ conditions: [Condition]) throws(ScriptFailure) {
    for condition in conditions {
      switch condition {
      case .boolean(let expression): try check(expression)
      case .optionalBinding(let name, let value, _):
        try check(value)
        declare(name)
      }
    }
  }

  /// A name bound by the statement: in the innermost block, or at the prompt.
  private mutating func declare(_ name: String) {
    if scopes.isEmpty {
      boundInStatement.insert(name)
    } else {
      scopes[scopes.count - 1].insert(name)
    }
  }

  private func checkTarget(_ target: Expression) throws(ScriptFailure) {
    switch target {
    case .name(let name, let range):
      // `_ = value` discards the value.
      guard isBound(name) || name == "_" else { throw unknownName(name, at: range) }
    case .member(.name(let name, _), _, _)
    where reader.classInfo(named: name) != nil
      && !isBound(name):
      // `Store.count = 3`: a static property, found when it runs.
      return
    case .member(let base, _, _):
      try check(base)
    default:
      return
    }
  }

  // MARK: Expressions

  /// Walks an expression in the order running evaluates it, iteratively (a long chain of
  /// members or operators costs no stack).
  private func check(_ expression: Expression) throws(ScriptFailure) {
    var pending: [Expression] = [expression]
    while let next = pending.popLast() {
      switch next {
      case .literal(.string(let text), let range):
        // A literal counts against the statement's budget as a string it builds does.
        let limit = reader.budget.textBytes
        if text.utf8.count > limit {
          throw ScriptFailure.runtime(.budgetExceeded(.textBytes, limit: limit), at: range)
        }
      case .literal, .enumCase, .selector, .selfReference, .superReference, .casePattern:
        continue
      case .interpolation(let parts, _):
        for part in parts.reversed() {
          if case .expression(let inner) = part { pending.append(inner) }
        }
      case .ternary(let condition, let then, let otherwise, _):
        pending += [otherwise, then, condition]
      case .subscripted(let base, let index, _):
        pending += [index, base]
      case .subscriptedWithDefault(let base, let index, let fallback, _):
        pending += [fallback, index, base]
      case .optionalChain(let base, _):
        pending.append(base)
      case .cast(let operand, _, let type, _):
        _ = try resolve(type, declaringClass: "")
        pending.append(operand)
      case .closure(let closure, _):
        // Its parameters are names inside it; `self` and what it captures are found when it runs.
        var inner = self
        inner.scopes.append(Set(closure.parameters + closure.captureList.map(\.name)))
        for statement in closure.body { try inner.check(statement) }
      case .array(let items, let range):
        let limit = reader.budget.arrayElements
        if items.count > limit {
          throw ScriptFailure.runtime(.budgetExceeded(.arrayElements, limit: limit), at: range)
        }
        pending += items.reversed()
      case .dictionary(let entries, let range):
        let limit = reader.budget.arrayElements
        if entries.count > limit {
          throw ScriptFailure.runtime(.budgetExceeded(.arrayElements, limit: limit), at: range)
        }
        for entry in entries.reversed() { pending += [entry.value, entry.key] }
      case .name(let name, let range):
        try checkValueName(name, at: range)
      case .member(let base, _, _):
        // `NotificationCenter.default` names a type on purpose.
        if case .name(let name, _) = base,
          reader.classInfo(named: name) != nil || name == Interpreter.dispatchQueueName
            || name == "Notification" || name == "NSNotification" || name == "Int"
            || name == "Bool",
          !isBound(name)
        {
          continue
        }
        pending.append(base)
      case .binary(let first, let links, _):
        pending += links.reversed().map(\.operand)
        pending.append(first)
      case .unary(_, let operand, _):
        pending.append(operand)
      case .call(let callee, let arguments, _):
        try checkCall(callee, arguments)
      }
    }
  }

  private func checkCall(_ callee: Expression, _ arguments: [Argument]) throws(ScriptFailure) {
    switch callee {
    case .name(let name, let range):
      for argument in arguments { try check(argument.value) }
      if reader.classInfo(named: name) != nil && !isBound(name) { return }
      if name == Interpreter.dispatchQueueName && !isBound(name) {
        throw .interpreter(.unknownMainQueueCall, at: range)
      }
      let selector = Interpreter.selector(name, arguments)
      if selector == "print(_:)" || name == "print" || isBound(name) { return }
      if Parser.stopsTheProgram.contains(name) && !isBound(name) { return }
      if Interpreter.conversionNames.contains(name), arguments.count == 1,
        arguments[0].label == nil
      {
        return
      }
      // `String(format: "%.2f", x)`, `abs(-3)`, `max(a, b)`.
      if (name == "String" && arguments.first?.label == "format")
        || Interpreter.foundationFunctions.contains(name)
      {
        return
      }
      if BuiltinMethods.function(selector) == nil {
        guard BuiltinMethods.functions.contains(where: { $0.selector.hasPrefix(name + "(") })
        else { throw unknownName(name, at: range) }
        let selectors = BuiltinMethods.functions.map(\.selector)
        throw .runtime(
          .unknownFunction(
            selector, suggestion: NearestName.suggestion(for: selector, among: selectors)),
          at: range)
      }
    case .member(let base, let name, let range):
      // `UIFont.systemFont(ofSize: 17)` names a type on purpose (the world checks the method);
      // so do `Int.random(in:)` and `Bool.random()`.
      if case .name(let typeName, _) = base,
        reader.classInfo(named: typeName) != nil
          || ((typeName == "Int" || typeName == "Bool") && name == "random"),
        !isBound(typeName)
      {
        for argument in arguments { try check(argument.value) }
        return
      }
      try check(base)
      for argument in arguments { try check(argument.value) }
      // A method called on a name bound at the prompt: its class is known now.
      guard case .name(let receiverName, _) = base, !boundInStatement.contains(receiverName),
        !isLocal(receiverName),
        let id = reader.globals[receiverName]?.objectID, let record = reader.record(id)
      else { return }
      let selector = Interpreter.selector(name, arguments)
      let selectors = reader.selectors(of: id)
      guard !selectors.contains(selector),
        !selectors.contains(Interpreter.fitTrailingClosure(selector, arguments, among: selectors)),
        !reader.propertyNames(of: id).contains(name)
      else { return }
      if UIKitUnsimulated.knows(selector, kind: record.kind) {
        throw .runtime(
          .notSimulated(
            selector: selector, className: record.writtenClassName ?? record.className),
          at: range)
      }
      throw .runtime(
        .unknownMethod(
          selector: selector, className: record.className,
          suggestion: NearestName.suggestion(for: selector, among: selectors)),
        at: range)
    default:
      try check(callee)
      for argument in arguments { try check(argument.value) }
    }
  }

  private func checkValueName(_ name: String, at range: SourceRange) throws(ScriptFailure) {
    if isBound(name) { return }
    // `DispatchQueue.global()`, `DispatchQueue(label:)`: only the main queue is there.
    if name == Interpreter.dispatchQueueName {
      throw .interpreter(.unknownMainQueueCall, at: range)
    }
    if reader.classInfo(named: name) != nil {
      throw .interpreter(.typeIsNotAValue(name), at: range)
    }
    throw unknownName(name, at: range)
  }

  private func isBound(_ name: String) -> Bool {
    reader.globals[name] != nil || boundInStatement.contains(name) || isLocal(name)
      || name == "NSNotFound"
  }

  private func isLocal(_ name: String) -> Bool { scopes.contains { $0.contains(name) } }

  private func unknownName(_ name: String, at range: SourceRange) -> ScriptFailure {
    Interpreter.unknownName(
      name, at: range, in: reader, alsoKnown: Array(boundInStatement) + scopes.flatMap { $0 })
  }
}
