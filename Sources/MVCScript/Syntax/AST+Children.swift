extension Expression {
  /// Calls `body` with each expression directly inside this one (not their children): the
  /// step of a walk that keeps its own stack, so no tree costs recursion to visit.
  public func forEachChild(_ body: (Expression) -> Void) {
    switch self {
    case .literal, .enumCase, .selector, .name, .selfReference, .superReference, .closure,
      .casePattern:
      return
    case .array(let items, _): items.forEach(body)
    case .dictionary(let entries, _):
      for entry in entries {
        body(entry.key)
        body(entry.value)
      }
    case .member(let base, _, _): body(base)
    case .call(let callee, let arguments, _):
      body(callee)
      arguments.forEach { body($0.value) }
    case .binary(let first, let links, _):
      body(first)
      links.forEach { body($0.operand) }
    case .unary(_, let operand, _), .optionalChain(let operand, _), .cast(let operand, _, _, _):
      body(operand)
    case .interpolation(let parts, _):
      for case .expression(let inner) in parts { body(inner) }
    case .ternary(let condition, let then, let otherwise, _):
      body(condition)
      body(then)
      body(otherwise)
    case .subscripted(let base, let index, _):
      body(base)
      body(index)
    case .subscriptedWithDefault(let base, let index, let fallback, _):
      body(base)
      body(index)
      body(fallback)
    }
  }
}

extension Statement {
  /// Calls the closures with each statement and expression directly inside this statement.
  /// A class declaration's methods are not inside it in this sense (they run on their own).
  public func forEachPart(
    statements: (Statement) -> Void, expressions: (Expression) -> Void
  ) {
    switch self {
    case .expression(let e): expressions(e)
    case .binding(_, let value, _, _): expressions(value)
    case .assignment(let target, let value, _):
      expressions(target)
      expressions(value)
    case .classDeclaration, .protocolDeclaration, .extensionDeclaration, .enumDeclaration,
      .structDeclaration, .breakStatement,
      .continueStatement,
      .importDeclaration:
      return
    case .returnStatement(let value, _): if let value { expressions(value) }
    case .ifStatement(let branches, let otherwise):
      for branch in branches {
        branch.conditions.forEach { $0.forEachExpression(expressions) }
        branch.body.forEach(statements)
      }
      otherwise.forEach(statements)
    case .guardStatement(let conditions, let otherwise, _):
      conditions.forEach { $0.forEachExpression(expressions) }
      otherwise.forEach(statements)
    case .forIn(_, let sequence, let body, _, _):
      expressions(sequence)
      body.forEach(statements)
    case .whileLoop(let condition, let body, _), .repeatWhile(let body, let condition, _):
      expressions(condition)
      body.forEach(statements)
    case .switchStatement(let subject, let cases, _):
      expressions(subject)
      for switchCase in cases {
        switchCase.patterns.forEach(expressions)
        if let condition = switchCase.condition { expressions(condition) }
        switchCase.body.forEach(statements)
      }
    }
  }
}

extension Condition {
  func forEachExpression(_ body: (Expression) -> Void) {
    switch self {
    case .boolean(let e): body(e)
    case .optionalBinding(_, let value, _): body(value)
    }
  }
}
