/// A statement together with the text it was written as and the line it starts on.
public struct ParsedStatement: Equatable, Sendable {
  public var statement: Statement
  public var source: String
  public var line: Int
}

/// Parses tokens into statements. Recursive descent with a nesting limit, so that 10 000
/// nested parentheses give an error instead of overflowing the stack.
public struct Parser {
  private var tokens: [Token]
  private var position = 0
  private var depth = 0
  /// The deepest nesting of brackets and blocks the parser accepts.
  public static let maximumDepth = 128

  /// Parses a whole source text (one line or a whole script) into statements.
  public static func parse(_ text: String, line: Int = 1) throws(ScriptFailure) -> [Statement] {
    try parseWithSource(text, line: line).map(\.statement)
  }

  /// Parses a source text into statements, each with the exact text it was written as (for
  /// `:save`, which writes the session back as a script).
  public static func parseWithSource(_ text: String, line: Int = 1) throws(ScriptFailure)
    -> [ParsedStatement]
  {
    var lexer = Lexer(text, line: line)
    var parser = Parser(tokens: try lexer.tokenize())
    let characters = lexer.characters
    return try parser.parseProgram().map { item in
      let start = max(0, min(item.start, characters.count))
      let end = max(start, min(item.end, characters.count))
      // The usual case, one statement that is the whole text, needs no copy.
      let source =
        start == 0 && end == characters.count ? text : String(characters[start..<end])
      return ParsedStatement(statement: item.statement, source: source, line: item.line)
    }
  }

  init(tokens: [Token]) { self.tokens = tokens }

  private var current: Token { tokens[min(position, tokens.count - 1)] }

  private mutating func advance() { if position < tokens.count - 1 { position += 1 } }

  private func isSymbol(_ s: String) -> Bool { current.kind == .symbol(s) }

  private func isKeyword(_ k: Keyword) -> Bool { current.kind == .keyword(k) }

  private func expected(_ what: Expectation) -> ScriptFailure {
    .syntax(.expected(what, found: TokenDescription(current.kind)), at: current.range)
  }

  private mutating func expectSymbol(_ s: String) throws(ScriptFailure) {
    guard isSymbol(s) else { throw expected(.code(s)) }
    advance()
  }

  private mutating func identifierName(_ what: Expectation) throws(ScriptFailure) -> (
    String, SourceRange
  ) {
    guard case .identifier(let name) = current.kind else { throw expected(what) }
    let range = current.range
    advance()
    return (name, range)
  }

  private mutating func enter() throws(ScriptFailure) {
    depth += 1
    if depth > Self.maximumDepth {
      throw .syntax(.tooDeeplyNested(limit: Self.maximumDepth), at: current.range)
    }
  }

  private mutating func leave() { depth -= 1 }

  private mutating func skipSeparators() {
    while current.kind == .newline || isSymbol(";") { advance() }
  }

  mutating func parseProgram() throws(ScriptFailure) -> [(
    statement: Statement, start: Int, end: Int, line: Int
  )] {
    var statements: [(statement: Statement, start: Int, end: Int, line: Int)] = []
    skipSeparators()
    while current.kind != .end {
      let first = current.range
      let parsed = try statement()
      let last = tokens[max(0, position - 1)].range
      statements.append((parsed, first.offset, last.endOffset, first.start.line))
      guard current.kind == .newline || isSymbol(";") || current.kind == .end else {
        throw expected(.code(";"))
      }
      skipSeparators()
    }
    return statements
  }

  /// Statements inside `{ … }` up to the closing brace.
  private mutating func block() throws(ScriptFailure) -> [Statement] {
    try enter()
    defer { leave() }
    try expectSymbol("{")
    var statements: [Statement] = []
    skipSeparators()
    while !isSymbol("}") {
      guard current.kind != .end else { throw expected(.code("}")) }
      statements.append(try statement())
      guard current.kind == .newline || isSymbol(";") || isSymbol("}") else {
        throw expected(.code(";"))
      }
      skipSeparators()
    }
    advance()
    return statements
  }

  private mutating func statement() throws(ScriptFailure) -> Statement {
    let start = current.range
    switch current.kind {
    case .keyword(.class): return .classDeclaration(try classDeclaration())
    case .keyword(.protocol): return .protocolDeclaration(try protocolDeclaration())
    case .keyword(.let), .keyword(.var):
      advance()
      let (name, _) = try identifierName(.name)
      if isSymbol(":") {
        advance()
        _ = try typeName()
      }
      try expectSymbol("=")
      let value = try expression()
      return .binding(name: name, value: value, range: start)
    case .keyword(.return):
      advance()
      if current.kind == .newline || isSymbol(";") || isSymbol("}") || current.kind == .end {
        return .returnStatement(nil, start)
      }
      return .returnStatement(try expression(), start)
    case .keyword(.if):
      advance()
      var branches = [
        ConditionalBranch(condition: try expression(), body: try block(), range: start)
      ]
      var otherwise: [Statement] = []
      // `else if` is read in a loop, not by recursion: any number of them costs no stack.
      while isKeyword(.else) {
        advance()
        guard isKeyword(.if) else {
          otherwise = try block()
          break
        }
        let range = current.range
        advance()
        branches.append(
          ConditionalBranch(condition: try expression(), body: try block(), range: range))
      }
      return .ifStatement(branches: branches, otherwise: otherwise)
    default:
      let target = try expression()
      if isSymbol("=") {
        let equals = current.range
        advance()
        switch target {
        case .name, .member: break
        default: throw .syntax(.notAssignable, at: equals)
        }
        let value = try expression()
        return .assignment(target: target, value: value, range: target.range)
      }
      return .expression(target)
    }
  }

  /// A type as written: `String`, `[Contact]`, `Contact?`, `[Contact?]?`. Read without
  /// recursion: the opening brackets are counted, then the name, then each closing bracket and
  /// question mark becomes a layer; brackets nest no deeper than any other bracket.
  private mutating func typeName() throws(ScriptFailure) -> TypeSyntax {
    var open = 0
    while isSymbol("[") {
      open += 1
      if open > Self.maximumDepth {
        throw .syntax(.tooDeeplyNested(limit: Self.maximumDepth), at: current.range)
      }
      advance()
    }
    let (name, range) = try identifierName(.type)
    var type = TypeSyntax(name: name, nameRange: range)
    func optionals(_ parser: inout Parser) {
      while parser.isSymbol("?") || parser.isSymbol("!") {
        parser.advance()
        type.layers.append(.optional)
      }
    }
    optionals(&self)
    for _ in 0..<open {
      try expectSymbol("]")
      type.layers.append(.array)
      optionals(&self)
    }
    return type
  }

  private mutating func classDeclaration() throws(ScriptFailure) -> ClassDeclaration {
    let start = current.range
    advance()
    let (name, _) = try identifierName(.className)
    guard isSymbol(":") else {
      throw .syntax(.classNeedsSuperclass(name), at: current.range)
    }
    advance()
    let (superclass, _) = try identifierName(.superclass)
    var protocols: [String] = []
    while isSymbol(",") {
      advance()
      protocols.append(try identifierName(.protocolName).0)
    }
    try enter()
    defer { leave() }
    try expectSymbol("{")
    var properties: [PropertyDeclaration] = []
    var methods: [MethodDeclaration] = []
    skipSeparators()
    while !isSymbol("}") {
      switch current.kind {
      case .keyword(.var), .keyword(.let), .keyword(.weak):
        properties.append(try propertyDeclaration())
      case .keyword(.func):
        methods.append(try methodDeclaration())
      case .end:
        throw expected(.code("}"))
      default:
        throw expected(.classMember)
      }
      guard current.kind == .newline || isSymbol(";") || isSymbol("}") else {
        throw expected(.code(";"))
      }
      skipSeparators()
    }
    advance()
    return ClassDeclaration(
      name: name, superclass: superclass, protocols: protocols, properties: properties,
      methods: methods, range: start)
  }

  private mutating func propertyDeclaration() throws(ScriptFailure) -> PropertyDeclaration {
    let start = current.range
    var isWeak = false
    if isKeyword(.weak) {
      isWeak = true
      advance()
    }
    guard isKeyword(.var) || isKeyword(.let) else { throw expected(.code("var")) }
    advance()
    let (name, _) = try identifierName(.propertyName)
    var type: TypeSyntax?
    if isSymbol(":") {
      advance()
      type = try typeName()
    }
    var value: Expression?
    if isSymbol("=") {
      advance()
      value = try expression()
    }
    if type == nil && value == nil {
      throw .syntax(.propertyNeedsTypeOrValue(name), at: start)
    }
    return PropertyDeclaration(
      name: name, type: type, initialValue: value, isWeak: isWeak, range: start)
  }

  /// `func name(label param: Type, …) -> Type { … }`; in a protocol, without a body.
  private mutating func methodSignature() throws(ScriptFailure) -> (
    selector: String, parameters: [String]
  ) {
    advance()
    let (name, _) = try identifierName(.methodName)
    try expectSymbol("(")
    var labels: [String] = []
    var parameters: [String] = []
    while !isSymbol(")") {
      let first: String
      if case .identifier(let n) = current.kind {
        first = n
      } else {
        throw expected(.parameterName)
      }
      advance()
      var parameter = first
      var label = first
      if case .identifier(let second) = current.kind {
        parameter = second
        advance()
      }
      if first == "_" { label = "_" }
      try expectSymbol(":")
      _ = try typeName()
      labels.append(label)
      parameters.append(parameter)
      if isSymbol(",") { advance() } else { break }
    }
    try expectSymbol(")")
    if isSymbol("->") {
      advance()
      _ = try typeName()
    }
    return (name + "(" + labels.map { $0 + ":" }.joined() + ")", parameters)
  }

  private mutating func methodDeclaration() throws(ScriptFailure) -> MethodDeclaration {
    let start = current.range
    let (selector, parameters) = try methodSignature()
    let body = try block()
    return MethodDeclaration(
      selector: selector, parameterNames: parameters, body: body, range: start)
  }

  private mutating func protocolDeclaration() throws(ScriptFailure) -> ProtocolDeclaration {
    let start = current.range
    advance()
    let (name, _) = try identifierName(.protocolName)
    if isSymbol(":") {
      advance()
      _ = try identifierName(.anyObject)
    }
    try expectSymbol("{")
    var requirements: [String] = []
    skipSeparators()
    while !isSymbol("}") {
      guard isKeyword(.func) else { throw expected(.protocolMember) }
      requirements.append(try methodSignature().selector)
      skipSeparators()
    }
    advance()
    return ProtocolDeclaration(name: name, requirements: requirements, range: start)
  }

  // MARK: Expressions

  private mutating func expression() throws(ScriptFailure) -> Expression {
    try enter()
    defer { leave() }
    let first = try additive()
    var links: [OperatorLink] = []
    while isSymbol("==") || isSymbol("!=") {
      let op = current
      advance()
      let operand = try additive()
      if case .symbol(let s) = op.kind {
        links.append(OperatorLink(op: s, operand: operand, range: op.range))
      }
    }
    return links.isEmpty ? first : .binary(first, links, links[0].range)
  }

  private mutating func additive() throws(ScriptFailure) -> Expression {
    let first = try unary()
    var links: [OperatorLink] = []
    while isSymbol("+") || isSymbol("-") {
      let op = current
      advance()
      let operand = try unary()
      if case .symbol(let s) = op.kind {
        links.append(OperatorLink(op: s, operand: operand, range: op.range))
      }
    }
    return links.isEmpty ? first : .binary(first, links, links[0].range)
  }

  private mutating func unary() throws(ScriptFailure) -> Expression {
    if isSymbol("!") || isSymbol("-") {
      let op = current
      advance()
      try enter()
      defer { leave() }
      let operand = try unary()
      if case .symbol(let s) = op.kind { return .unary(s, operand, op.range) }
    }
    return try postfix()
  }

  /// The longest chain of members and calls one expression may hold. Evaluating and freeing a
  /// chain walks it link by link, so its length is bounded like any nesting.
  static let maximumChainLength = 512

  private mutating func postfix() throws(ScriptFailure) -> Expression {
    var base = try primary()
    var links = 0
    while true {
      if isSymbol(".") || isSymbol("(") {
        links += 1
        if links > Self.maximumChainLength {
          throw .syntax(.chainTooLong(limit: Self.maximumChainLength), at: current.range)
        }
      }
      if isSymbol(".") {
        advance()
        let (name, range) = try identifierName(.memberName)
        base = .member(base, name, range)
      } else if isSymbol("(") {
        let range = current.range
        base = .call(base, try arguments(), range)
      } else if isSymbol("?") || isSymbol("!") {
        // Optional chaining and force unwrapping read the same in the sandbox.
        advance()
      } else {
        return base
      }
    }
  }

  private mutating func arguments() throws(ScriptFailure) -> [Argument] {
    try enter()
    defer { leave() }
    try expectSymbol("(")
    var result: [Argument] = []
    skipNewlines()
    while !isSymbol(")") {
      var label: String?
      if case .identifier(let n) = current.kind,
        tokens[min(position + 1, tokens.count - 1)].kind == .symbol(":")
      {
        label = n
        advance()
        advance()
      }
      skipNewlines()
      result.append(Argument(label: label, value: try expression()))
      skipNewlines()
      if isSymbol(",") {
        advance()
        skipNewlines()
      } else {
        break
      }
    }
    try expectSymbol(")")
    return result
  }

  private mutating func skipNewlines() { while current.kind == .newline { advance() } }

  private mutating func primary() throws(ScriptFailure) -> Expression {
    let token = current
    switch token.kind {
    case .integer(let i):
      advance()
      return .literal(.integer(i), token.range)
    case .double(let d):
      advance()
      return .literal(.double(d), token.range)
    case .string(let s):
      advance()
      return .literal(.string(s), token.range)
    case .keyword(.true):
      advance()
      return .literal(.bool(true), token.range)
    case .keyword(.false):
      advance()
      return .literal(.bool(false), token.range)
    case .keyword(.nil):
      advance()
      return .literal(.null, token.range)
    case .keyword(.self):
      advance()
      return .selfReference(token.range)
    case .identifier(let name):
      advance()
      return .name(name, token.range)
    case .symbol("."):
      advance()
      let (name, range) = try identifierName(.enumCase)
      return .enumCase(name, SourceRange(start: token.range.start, length: range.length + 1))
    case .symbol("#"):
      advance()
      let (directive, _) = try identifierName(.code("selector"))
      guard directive == "selector" else {
        throw .syntax(
          .expected(.code("#selector"), found: .code("#" + directive)), at: token.range)
      }
      try expectSymbol("(")
      var text = ""
      while !isSymbol(")") {
        switch current.kind {
        case .identifier(let n): text += n
        case .symbol(let s) where s == "." || s == ":" || s == "(": text += s
        case .end, .newline: throw expected(.code(")"))
        default: throw expected(.methodName)
        }
        advance()
      }
      advance()
      if text.last == "(" { text.removeLast() }
      if text.contains("("), !text.hasSuffix(")") { text += ")" }
      // `#selector(Editor.save)` names the method `save`.
      if let dot = text.lastIndex(of: "."), !text[..<dot].contains("(") {
        text = String(text[text.index(after: dot)...])
      }
      return .selector(text, token.range)
    case .symbol("("):
      try enter()
      defer { leave() }
      advance()
      skipNewlines()
      let inner = try expression()
      skipNewlines()
      try expectSymbol(")")
      return inner
    case .symbol("["):
      try enter()
      defer { leave() }
      advance()
      var items: [Expression] = []
      skipNewlines()
      while !isSymbol("]") {
        items.append(try expression())
        skipNewlines()
        if isSymbol(",") {
          advance()
          skipNewlines()
        } else {
          break
        }
      }
      try expectSymbol("]")
      return .array(items, token.range)
    default:
      throw expected(.expression)
    }
  }
}
