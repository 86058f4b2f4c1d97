extension Parser {
  /// One statement: a declaration, a binding, a control-flow statement, an assignment or an
  /// expression.
  mutating func statement() throws(ScriptFailure) -> Statement {
    let start = current.range
    if let unsupported = unsupportedStatement() {
      throw .syntax(.unsupported(unsupported), at: start)
    }
    switch current.kind {
    case .keyword(.class): return .classDeclaration(try classDeclaration())
    case .keyword(.protocol): return .protocolDeclaration(try protocolDeclaration())
    case .keyword(.extension): return .extensionDeclaration(try extensionDeclaration())
    case .keyword(.enum): return .enumDeclaration(try enumDeclaration())
    case .keyword(.struct): return .structDeclaration(try structDeclaration())
    case .symbol("@"),
      .identifier where startsModifiers:
      skipModifiers()
      if isKeyword(.protocol) { return .protocolDeclaration(try protocolDeclaration()) }
      if isKeyword(.extension) { return .extensionDeclaration(try extensionDeclaration()) }
      if isKeyword(.enum) { return .enumDeclaration(try enumDeclaration()) }
      if isKeyword(.struct) { return .structDeclaration(try structDeclaration()) }
      guard isKeyword(.class) else { throw expected(.code("class")) }
      return .classDeclaration(try classDeclaration())
    case .keyword(.let), .keyword(.var):
      let isConstant = isKeyword(.let)
      advance()
      let (name, _) = try identifierName(.name)
      if isSymbol(":") {
        advance()
        _ = try typeName()
      }
      try expectSymbol("=")
      skipNewlines()
      let value = try expression()
      return .binding(name: name, value: value, range: start, isConstant: isConstant)
    case .keyword(.return):
      advance()
      if current.kind == .newline || isSymbol(";") || isSymbol("}") || current.kind == .end {
        return .returnStatement(nil, start)
      }
      return .returnStatement(try expression(), start)
    case .keyword(.if): return try ifStatement()
    case .keyword(.guard): return try guardStatement()
    case .keyword(.for): return try forIn()
    case .keyword(.while):
      advance()
      let condition = try bodyHeadExpression()
      return .whileLoop(condition: condition, body: try loopBody(), range: start)
    case .keyword(.repeat):
      advance()
      let body = try loopBody()
      guard isKeyword(.while) else { throw expected(.code("while")) }
      advance()
      return .repeatWhile(body: body, condition: try bodyHeadExpression(), range: start)
    case .keyword(.break):
      guard loopDepth > 0 || switchDepth > 0 else {
        throw .syntax(.outsideLoop("break"), at: start)
      }
      advance()
      return .breakStatement(start)
    case .keyword(.continue):
      guard loopDepth > 0 else { throw .syntax(.outsideLoop("continue"), at: start) }
      advance()
      return .continueStatement(start)
    case .keyword(.switch): return try switchStatement()
    case .keyword(.import):
      advance()
      let (module, range) = try identifierName(.moduleName)
      switch module {
      case "UIKit", "Foundation": return .importDeclaration(module, start)
      case "SwiftUI": throw .syntax(.unsupported(.swiftUI), at: range)
      default: throw .syntax(.unknownModule(module), at: range)
      }
    default:
      let target = try expression()
      if isSymbol("=") || isSymbol("+=") || isSymbol("-=") || isSymbol("*=") || isSymbol("/=") {
        let op = current
        advance()
        skipNewlines()
        switch target {
        case .name, .member, .subscripted, .subscriptedWithDefault: break
        default: throw .syntax(.notAssignable, at: op.range)
        }
        var value = try expression()
        if case .symbol(let symbol) = op.kind, symbol != "=" {
          // `count += 1` is `count = count + 1`, its operator where the learner wrote it.
          let link = OperatorLink(op: String(symbol.dropLast()), operand: value, range: op.range)
          value = .binary(target, [link], op.range)
        }
        return .assignment(target: target, value: value, range: target.range)
      }
      return .expression(target)
    }
  }

  /// A Swift statement the sandbox does not have, recognised by its first words.
  private func unsupportedStatement() -> UnsupportedFeature? {
    switch current.kind {
    case .keyword(.func): return .globalFunctions
    case .identifier("typealias"): return .typeAliases
    case .identifier("do"), .identifier("try"), .identifier("throw"): return .errorHandling
    case .identifier("defer"): return .deferStatements
    case .identifier("await"), .identifier("async"): return .concurrency
    case .identifier("Task") where next.kind == .symbol("{"): return .concurrency
    default: return nil
    }
  }

  /// Whether `keyword` comes next, after any line breaks; if it does, they are skipped.
  mutating func skipNewlinesBefore(_ keyword: Keyword) -> Bool {
    var ahead = position
    while ahead < tokens.count - 1, tokens[ahead].kind == .newline { ahead += 1 }
    guard tokens[ahead].kind == .keyword(keyword) else { return false }
    position = ahead
    return true
  }

  /// The token after the current one.
  var next: Token { tokens[min(position + 1, tokens.count - 1)] }

  // MARK: Conditions and branches

  private mutating func ifStatement() throws(ScriptFailure) -> Statement {
    let start = current.range
    advance()
    var branches = [
      ConditionalBranch(conditions: try conditions(), body: try block(), range: start)
    ]
    var otherwise: [Statement] = []
    // `else if` is read in a loop, not by recursion: any number of them costs no stack.
    // `}` and `else` may be on different lines, as Swift allows.
    while skipNewlinesBefore(.else) {
      advance()
      guard isKeyword(.if) else {
        otherwise = try block()
        break
      }
      let range = current.range
      advance()
      branches.append(
        ConditionalBranch(conditions: try conditions(), body: try block(), range: range))
    }
    return .ifStatement(branches: branches, otherwise: otherwise)
  }

  private mutating func guardStatement() throws(ScriptFailure) -> Statement {
    let start = current.range
    advance()
    let clauses = try conditions()
    guard isKeyword(.else) else { throw expected(.code("else")) }
    advance()
    let otherwise = try block()
    // Swift refuses a guard whose `else` can fall through to the statements after it.
    switch otherwise.last {
    case .returnStatement, .breakStatement, .continueStatement: break
    // `else { fatalError("…") }`: the program stops there, so the guard is left too.
    case .expression(.call(.name(let name, _), _, _))? where Self.stopsTheProgram.contains(name):
      break
    default: throw .syntax(.guardMustExit, at: start)
    }
    return .guardStatement(conditions: clauses, otherwise: otherwise, range: start)
  }

  /// `c`, `let x = y`, `let x` (Swift 5.7's shorthand), separated by commas.
  private mutating func conditions() throws(ScriptFailure) -> [Condition] {
    let (trailing, readsValue) = (allowsTrailingClosure, readsPropertyValue)
    (allowsTrailingClosure, readsPropertyValue) = (false, false)
    defer { (allowsTrailingClosure, readsPropertyValue) = (trailing, readsValue) }
    var clauses: [Condition] = []
    repeat {
      if !clauses.isEmpty { advance() }
      if isKeyword(.let) || isKeyword(.var) {
        let start = current.range
        advance()
        let (name, range) = try identifierName(.name)
        var value = Expression.name(name, range)
        if isSymbol("=") {
          advance()
          value = try expression()
        }
        clauses.append(.optionalBinding(name: name, value: value, range: start))
      } else {
        clauses.append(.boolean(try expression()))
      }
    } while isSymbol(",")
    return clauses
  }

  private mutating func switchStatement() throws(ScriptFailure) -> Statement {
    let start = current.range
    advance()
    let subject = try bodyHeadExpression()
    try enter()
    defer { leave() }
    try expectSymbol("{")
    switchDepth += 1
    defer { switchDepth -= 1 }
    var cases: [SwitchCase] = []
    skipSeparators()
    while !isSymbol("}") {
      let caseStart = current.range
      var patterns: [Expression] = []
      var binding: String?
      var condition: Expression?
      if isKeyword(.default) {
        advance()
      } else if isKeyword(.case) {
        advance()
        if (isKeyword(.let) || isKeyword(.var)) && next.kind != .symbol(".") {
          advance()
          binding = try identifierName(.name).0
        } else {
          patterns.append(try casePattern())
          while isSymbol(",") {
            advance()
            patterns.append(try casePattern())
          }
        }
        if current.kind == .identifier("where") {
          advance()
          condition = try expression()
        }
      } else if current.kind == .end {
        throw expected(.code("}"))
      } else {
        throw expected(.switchCase)
      }
      try expectSymbol(":")
      skipSeparators()
      var body: [Statement] = []
      while !isKeyword(.case) && !isKeyword(.default) && !isSymbol("}") {
        guard current.kind != .end else { throw expected(.code("}")) }
        body.append(try statement())
        guard current.kind == .newline || isSymbol(";") || isSymbol("}") else {
          throw expected(.code(";"))
        }
        skipSeparators()
      }
      // Swift refuses a case with nothing in it (there is no implicit fallthrough).
      guard !body.isEmpty else { throw .syntax(.emptyCase, at: caseStart) }
      cases.append(
        SwitchCase(
          patterns: patterns, binding: binding, condition: condition, body: body,
          range: caseStart))
    }
    advance()
    return .switchStatement(subject: subject, cases: cases, range: start)
  }

  /// A switch case's pattern: `.success(let value)`, `let .failure(message)` (an enum's case
  /// with names for what it carries), or any expression (`1...3`, `.fullScreen`, `"a"`).
  private mutating func casePattern() throws(ScriptFailure) -> Expression {
    let start = current.range
    var bindsAll = false
    if isKeyword(.let) || isKeyword(.var) {
      bindsAll = true
      advance()
    }
    guard isSymbol("."), case .identifier(let name) = next.kind,
      tokens[min(position + 2, tokens.count - 1)].kind == .symbol("(")
    else {
      if bindsAll { throw expected(.code(".")) }
      return try expression()
    }
    // `.success(3)` compares; `.success(let n)` binds: look for `let`, `var` or `_` inside.
    let saved = position
    advance()
    advance()
    advance()
    var names: [String?] = []
    var isPattern = bindsAll
    while !isSymbol(")") {
      if isKeyword(.let) || isKeyword(.var) {
        isPattern = true
        advance()
      }
      guard case .identifier(let bound) = current.kind else {
        position = saved
        return try expression()
      }
      if bound == "_" { isPattern = true }
      names.append(bound == "_" ? nil : bound)
      advance()
      if isSymbol(",") { advance() } else { break }
    }
    guard isPattern, isSymbol(")") else {
      position = saved
      return try expression()
    }
    advance()
    return .casePattern(name, names, start)
  }

  // MARK: Loops

  private mutating func forIn() throws(ScriptFailure) -> Statement {
    let start = current.range
    advance()
    var tuple: [String] = []
    if isSymbol("(") {
      // `for (index, name) in names.enumerated()`, `for (key, value) in ages`.
      advance()
      repeat {
        if isSymbol(",") { advance() }
        tuple.append(try identifierName(.name).0)
      } while isSymbol(",")
      try expectSymbol(")")
      guard tuple.count > 1 else { throw .syntax(.unsupported(.tuples), at: start) }
    }
    var name: String
    if let first = tuple.first { name = first } else { name = try identifierName(.name).0 }
    guard isKeyword(.in) else { throw expected(.code("in")) }
    advance()
    let sequence = try bodyHeadExpression()
    return .forIn(
      name: name, sequence: sequence, body: try loopBody(), range: start, tuple: tuple)
  }

  /// An expression followed by a body's `{`, which is not a trailing closure.
  mutating func bodyHeadExpression() throws(ScriptFailure) -> Expression {
    let (trailing, readsValue) = (allowsTrailingClosure, readsPropertyValue)
    (allowsTrailingClosure, readsPropertyValue) = (false, false)
    defer { (allowsTrailingClosure, readsPropertyValue) = (trailing, readsValue) }
    return try expression()
  }

  private mutating func loopBody() throws(ScriptFailure) -> [Statement] {
    loopDepth += 1
    defer { loopDepth -= 1 }
    // A `switch` inside a loop is left by `break`; the loop is not.
    let switches = switchDepth
    switchDepth = 0
    defer { switchDepth = switches }
    return try block()
  }

  // MARK: Modifiers

  /// Words Swift writes before a declaration that change nothing here: access control,
  /// `final`, `dynamic`, `lazy`, `required`, `convenience`.
  static let ignoredModifiers: Set<String> = [
    "private", "fileprivate", "internal", "public", "open", "final", "dynamic", "lazy",
    "required", "convenience", "nonisolated", "mutating", "indirect",
  ]

  /// The access modifiers, which may limit only setting: `private(set)`.
  static let accessModifiers: Set<String> = [
    "private", "fileprivate", "internal", "public", "open",
  ]

  /// Whether a declaration with modifiers starts here (`final class`, `private var`).
  var startsModifiers: Bool {
    guard case .identifier(let word) = current.kind, Self.ignoredModifiers.contains(word) else {
      return false
    }
    switch next.kind {
    case .keyword(.class), .keyword(.var), .keyword(.let), .keyword(.func), .keyword(.weak),
      .keyword(.override), .keyword(.protocol), .keyword(.extension), .keyword(.enum),
      .keyword(.struct), .symbol("@"):
      return true
    case .symbol("(") where Self.accessModifiers.contains(word):
      // `private(set) var count = 0`: who may set it changes nothing here.
      return tokens[min(position + 2, tokens.count - 1)].kind == .identifier("set")
        && tokens[min(position + 3, tokens.count - 1)].kind == .symbol(")")
    case .identifier(let following):
      // `required init?(coder:)`, `convenience init(…)`.
      return Self.ignoredModifiers.contains(following) || following == "init"
    default: return false
    }
  }

  /// Skips attributes (`@objc`, `@objc(save:)`, `@IBAction`) and ignored modifiers; answers
  /// whether `override` was among them.
  @discardableResult
  mutating func skipModifiers() -> Bool {
    var isOverride = false
    sawMutating = false
    while true {
      if isSymbol("@"), case .identifier = next.kind {
        advance()
        advance()
        if isSymbol("("), touchesPrevious {
          while !isSymbol(")") && current.kind != .end && current.kind != .newline { advance() }
          if isSymbol(")") { advance() }
        }
        skipNewlines()
      } else if isKeyword(.override) {
        isOverride = true
        advance()
      } else if startsModifiers {
        if current.kind == .identifier("mutating") { sawMutating = true }
        advance()
        if isSymbol("(") {
          // `(set)` after an access modifier.
          advance()
          advance()
          advance()
        }
      } else {
        return isOverride
      }
    }
  }
}

extension Parser {
  /// The functions that never return (Swift's `Never`): a guard's `else` may end with one.
  static let stopsTheProgram: Set<String> = ["fatalError", "preconditionFailure"]
}
