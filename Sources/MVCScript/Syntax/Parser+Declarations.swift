extension Parser {
  mutating func classDeclaration() throws(ScriptFailure) -> ClassDeclaration {
    let start = current.range
    advance()
    let (name, _) = try identifierName(.className)
    if isSymbol("<") { throw .syntax(.unsupported(.generics), at: current.range) }
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
    var overrides: [PropertyOverrideDeclaration] = []
    skipSeparators()
    while !isSymbol("}") {
      let memberStart = current.range
      let isOverride = skipModifiers()
      switch current.kind {
      case .keyword(.var), .keyword(.let), .keyword(.weak):
        if isOverride {
          overrides.append(try propertyOverride(at: memberStart))
        } else {
          properties.append(try propertyDeclaration())
        }
      case .keyword(.func):
        var method = try methodDeclaration()
        method.isOverride = isOverride
        method.range = memberStart
        methods.append(method)
      case .identifier("init"):
        var method = try initializerDeclaration()
        method.isOverride = isOverride
        method.range = memberStart
        methods.append(method)
      case .identifier("deinit"):
        // `deinit { … }`: runs when the object is freed (its last strong reference gone).
        advance()
        let (loops, switches) = (loopDepth, switchDepth)
        (loopDepth, switchDepth) = (0, 0)
        defer { (loopDepth, switchDepth) = (loops, switches) }
        methods.append(
          MethodDeclaration(
            selector: "deinit", parameterNames: [], body: try block(), range: memberStart))
      case .identifier("static"), .keyword(.class):
        throw .syntax(.unsupported(.staticMembers), at: current.range)
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
      methods: methods, range: start, propertyOverrides: overrides)
  }

  /// `override var name: Type { body }`, a read-only computed override; any other
  /// `override var` (stored, without a type, `let`, `weak`) is refused.
  private mutating func propertyOverride(at start: SourceRange) throws(ScriptFailure)
    -> PropertyOverrideDeclaration
  {
    guard isKeyword(.var) else { throw .syntax(.unsupported(.propertyOverrides), at: start) }
    advance()
    let (name, _) = try identifierName(.propertyName)
    guard isSymbol(":") else { throw .syntax(.unsupported(.propertyOverrides), at: start) }
    advance()
    let type = try typeName()
    guard isSymbol("{") else { throw .syntax(.unsupported(.propertyOverrides), at: start) }
    // A getter is a function of its own: loops and switches around it do not reach inside.
    let (loops, switches) = (loopDepth, switchDepth)
    (loopDepth, switchDepth) = (0, 0)
    defer { (loopDepth, switchDepth) = (loops, switches) }
    let body = try block()
    return PropertyOverrideDeclaration(name: name, type: type, body: body, range: start)
  }

  private mutating func propertyDeclaration() throws(ScriptFailure) -> PropertyDeclaration {
    let start = current.range
    var isWeak = false
    if isKeyword(.weak) {
      isWeak = true
      advance()
    }
    // `weak private var`, `weak @IBOutlet var`: modifiers may follow `weak` too.
    skipModifiers()
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
    } else if isSymbol("{") {
      throw .syntax(.unsupported(.computedProperties), at: current.range)
    }
    if type == nil && value == nil {
      throw .syntax(.propertyNeedsTypeOrValue(name), at: start)
    }
    return PropertyDeclaration(
      name: name, type: type, initialValue: value, isWeak: isWeak, range: start)
  }

  /// `init(name: String) { self.name = name; super.init() }`: a method whose selector is
  /// `init(name:)`, run when the object is made with those labels.
  private mutating func initializerDeclaration() throws(ScriptFailure) -> MethodDeclaration {
    let start = current.range
    advance()
    // `init?` and `init!` (failable): read as plain initializers.
    if isSymbol("?") || isSymbol("!") { advance() }
    let (selector, parameters) = try parameterList(named: "init")
    let (loops, switches) = (loopDepth, switchDepth)
    (loopDepth, switchDepth) = (0, 0)
    defer { (loopDepth, switchDepth) = (loops, switches) }
    let body = try block()
    return MethodDeclaration(
      selector: selector, parameterNames: parameters, body: body, range: start)
  }

  /// `func name(label param: Type, …) -> Type { … }`; in a protocol, without a body.
  mutating func methodSignature() throws(ScriptFailure) -> (
    selector: String, parameters: [String]
  ) {
    advance()
    let (name, _) = try identifierName(.methodName)
    return try parameterList(named: name)
  }

  /// `(label param: Type, …) -> Type` after a method's name, giving its selector.
  private mutating func parameterList(named name: String) throws(ScriptFailure) -> (
    selector: String, parameters: [String]
  ) {
    if isSymbol("<") { throw .syntax(.unsupported(.generics), at: current.range) }
    try expectSymbol("(")
    var labels: [String] = []
    var parameters: [String] = []
    while !isSymbol(")") {
      let first: String
      if case .identifier(let n) = current.kind {
        first = n
      } else if case .keyword(let keyword) = current.kind {
        // Swift allows keywords as argument labels: `func move(in view: View)`.
        first = keyword.rawValue
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
      if isSymbol("=") { throw .syntax(.unsupported(.defaultArguments), at: current.range) }
      labels.append(label)
      parameters.append(parameter)
      if isSymbol(",") { advance() } else { break }
    }
    try expectSymbol(")")
    if case .identifier(let effect) = current.kind, effect == "async" || effect == "throws" {
      throw .syntax(
        .unsupported(effect == "async" ? .concurrency : .errorHandling), at: current.range)
    }
    if isSymbol("->") {
      advance()
      _ = try typeName()
      declaredResult = true
    }
    return (name + "(" + labels.map { $0 + ":" }.joined() + ")", parameters)
  }

  private mutating func methodDeclaration() throws(ScriptFailure) -> MethodDeclaration {
    let start = current.range
    declaredResult = false
    let (selector, parameters) = try methodSignature()
    let returnsValue = declaredResult
    // A method's body is not inside the loop or switch its class may be declared in.
    let (loops, switches) = (loopDepth, switchDepth)
    (loopDepth, switchDepth) = (0, 0)
    defer { (loopDepth, switchDepth) = (loops, switches) }
    let body = try block()
    var method = MethodDeclaration(
      selector: selector, parameterNames: parameters, body: body, range: start)
    method.returnsValue = returnsValue
    return method
  }

  mutating func protocolDeclaration() throws(ScriptFailure) -> ProtocolDeclaration {
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
      skipModifiers()
      guard isKeyword(.func) else { throw expected(.protocolMember) }
      requirements.append(try methodSignature().selector)
      skipSeparators()
    }
    advance()
    return ProtocolDeclaration(name: name, requirements: requirements, range: start)
  }
}
