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
    let members = try classMembers()
    return ClassDeclaration(
      name: name, superclass: superclass, protocols: protocols, properties: members.properties,
      methods: members.methods, range: start, propertyOverrides: members.overrides)
  }

  /// `extension Contact: Describable { … }`: methods, computed properties and initializers
  /// added to a class declared before, and protocols it now adopts.
  mutating func extensionDeclaration() throws(ScriptFailure) -> ExtensionDeclaration {
    let start = current.range
    advance()
    var (name, _) = try identifierName(.className)
    // `extension Notification.Name { … }`: a nested type is named with its dots.
    while isSymbol(".") {
      advance()
      name += "." + (try identifierName(.className).0)
    }
    if isSymbol("<") { throw .syntax(.unsupported(.generics), at: current.range) }
    var protocols: [String] = []
    if isSymbol(":") {
      repeat {
        advance()
        protocols.append(try identifierName(.protocolName).0)
      } while isSymbol(",")
    }
    if current.kind == .identifier("where") {
      throw .syntax(.unsupported(.generics), at: current.range)
    }
    let members = try classMembers()
    return ExtensionDeclaration(
      name: name, protocols: protocols, properties: members.properties, methods: members.methods,
      range: start)
  }

  /// What a class, enum or extension body declares.
  struct ClassMembers {
    var properties: [PropertyDeclaration] = []
    var methods: [MethodDeclaration] = []
    var overrides: [PropertyOverrideDeclaration] = []
    var cases: [EnumCaseDeclaration] = []
  }

  /// `enum Mood: String, CaseIterable { case happy, sad … }`.
  mutating func enumDeclaration() throws(ScriptFailure) -> EnumDeclaration {
    let start = current.range
    advance()
    let (name, _) = try identifierName(.className)
    if isSymbol("<") { throw .syntax(.unsupported(.generics), at: current.range) }
    var inherited: [String] = []
    if isSymbol(":") {
      repeat {
        advance()
        inherited.append(try identifierName(.protocolName).0)
      } while isSymbol(",")
    }
    let members = try classMembers(allowsCases: true)
    if let stored = members.properties.first(where: { $0.accessors?.getter == nil && !$0.isStatic })
    {
      throw .syntax(.unsupported(.enumStoredProperties), at: stored.range)
    }
    return EnumDeclaration(
      name: name, inherited: inherited, cases: members.cases, properties: members.properties,
      methods: members.methods, range: start)
  }

  /// `struct Contact: Equatable { var name: String … }`.
  mutating func structDeclaration() throws(ScriptFailure) -> StructDeclaration {
    let start = current.range
    advance()
    let (name, _) = try identifierName(.className)
    if isSymbol("<") { throw .syntax(.unsupported(.generics), at: current.range) }
    var protocols: [String] = []
    if isSymbol(":") {
      repeat {
        advance()
        protocols.append(try identifierName(.protocolName).0)
      } while isSymbol(",")
    }
    let members = try classMembers()
    return StructDeclaration(
      name: name, protocols: protocols, properties: members.properties, methods: members.methods,
      range: start)
  }

  /// `case happy, sad = "blue", failure(message: String)`: one line of an enum's cases.
  private mutating func enumCases() throws(ScriptFailure) -> [EnumCaseDeclaration] {
    advance()
    var cases: [EnumCaseDeclaration] = []
    repeat {
      if isSymbol(",") { advance() }
      let (name, range) = try memberName(.name)
      var labels: [String?] = []
      if isSymbol("(") {
        advance()
        while !isSymbol(")") {
          var label: String?
          if case .identifier(let word) = current.kind, next.kind == .symbol(":") {
            label = word
            advance()
            advance()
          }
          _ = try typeName()
          labels.append(label)
          if isSymbol(",") { advance() } else { break }
        }
        try expectSymbol(")")
      }
      var rawValue: Expression?
      if isSymbol("=") {
        advance()
        rawValue = try expression()
      }
      cases.append(
        EnumCaseDeclaration(name: name, rawValue: rawValue, payloadLabels: labels, range: range))
    } while isSymbol(",")
    return cases
  }

  /// The braces of a class, enum or extension and the members between them (`case` lines
  /// only in an enum).
  private mutating func classMembers(allowsCases: Bool = false) throws(ScriptFailure)
    -> ClassMembers
  {
    try enter()
    defer { leave() }
    _ = skipNewlinesBefore(symbol: "{")
    try expectSymbol("{")
    var members = ClassMembers()
    skipSeparators()
    while !isSymbol("}") {
      let memberStart = current.range
      let isOverride = skipModifiers()
      switch current.kind {
      case .keyword(.case) where allowsCases:
        members.cases += try enumCases()
      case .keyword(.var), .keyword(.let), .keyword(.weak):
        // `override var description: String { … }`: NSObject's description, which `print`
        // and interpolation show; a computed property like any other here.
        if isOverride && next.kind != .identifier("description") {
          members.overrides.append(try propertyOverride(at: memberStart))
        } else {
          members.properties.append(try propertyDeclaration())
        }
      case .keyword(.func):
        let isMutating = sawMutating
        var method = try methodDeclaration()
        method.isOverride = isOverride
        method.isMutating = isMutating
        method.range = memberStart
        members.methods.append(method)
      case .identifier("init"):
        var method = try initializerDeclaration()
        method.isOverride = isOverride
        method.range = memberStart
        members.methods.append(method)
      case .identifier("deinit"):
        // `deinit { … }`: runs when the object is freed (its last strong reference gone).
        advance()
        let (loops, switches) = (loopDepth, switchDepth)
        (loopDepth, switchDepth) = (0, 0)
        defer { (loopDepth, switchDepth) = (loops, switches) }
        members.methods.append(
          MethodDeclaration(
            selector: "deinit", parameterNames: [], body: try block(), range: memberStart))
      case .identifier("static"), .keyword(.class):
        // `static let shared = Store()`, `class func make()`: members of the class itself.
        advance()
        skipModifiers()
        if isKeyword(.func) {
          var method = try methodDeclaration()
          method.isStatic = true
          method.range = memberStart
          members.methods.append(method)
        } else if isKeyword(.var) || isKeyword(.let) {
          var property = try propertyDeclaration()
          property.isStatic = true
          members.properties.append(property)
        } else {
          throw .syntax(.unsupported(.staticMembers), at: memberStart)
        }
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
    return members
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
    let isConstant = isKeyword(.let)
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
      skipNewlines()
      // `var name = "Ada" { didSet { … } }`: the braces after the value are its observers,
      // not a trailing closure; `var names = rows.map { … }` is one.
      let (trailing, readsValue) = (allowsTrailingClosure, readsPropertyValue)
      (allowsTrailingClosure, readsPropertyValue) = (false, true)
      defer { (allowsTrailingClosure, readsPropertyValue) = (trailing, readsValue) }
      value = try expression()
    }
    var accessors: PropertyAccessors?
    if isSymbol("{") {
      let braces = current.range
      accessors = try propertyAccessors(observersOnly: value != nil)
      if accessors?.getter != nil {
        guard type != nil, value == nil, !isWeak else {
          throw .syntax(.computedPropertyNeedsType(name), at: braces)
        }
      }
    }
    if type == nil && value == nil {
      throw .syntax(.propertyNeedsTypeOrValue(name), at: start)
    }
    var property = PropertyDeclaration(
      name: name, type: type, initialValue: value, isWeak: isWeak, range: start,
      accessors: accessors)
    property.isConstant = isConstant
    return property
  }

  /// The braces after a property: `{ willSet … didSet … }`, `{ get … set … }`, or a getter's
  /// body (`{ first + " " + last }`). An accessor is a function of its own: loops and
  /// switches around the class do not reach inside.
  private mutating func propertyAccessors(observersOnly: Bool) throws(ScriptFailure)
    -> PropertyAccessors
  {
    let (loops, switches) = (loopDepth, switchDepth)
    (loopDepth, switchDepth) = (0, 0)
    defer { (loopDepth, switchDepth) = (loops, switches) }
    let open = current.range
    var ahead = position + 1
    while ahead < tokens.count - 1, tokens[ahead].kind == .newline { ahead += 1 }
    let clauseWords: Set<String> = ["get", "set", "willSet", "didSet"]
    guard case .identifier(let word) = tokens[ahead].kind, clauseWords.contains(word),
      tokens[min(ahead + 1, tokens.count - 1)].kind == .symbol("{")
        || tokens[min(ahead + 1, tokens.count - 1)].kind == .symbol("(")
    else {
      if observersOnly { throw expected(.code("didSet")) }
      return PropertyAccessors(getter: AccessorBody(parameter: nil, body: try block(), range: open))
    }
    try enter()
    defer { leave() }
    advance()
    skipSeparators()
    var accessors = PropertyAccessors()
    while !isSymbol("}") {
      guard case .identifier(let clause) = current.kind, clauseWords.contains(clause) else {
        throw expected(.code("didSet"))
      }
      let range = current.range
      advance()
      var parameter: String?
      if isSymbol("(") {
        advance()
        parameter = try identifierName(.parameterName).0
        try expectSymbol(")")
      }
      let body = try block()
      switch clause {
      case "get" where !observersOnly && accessors.getter == nil && parameter == nil:
        accessors.getter = AccessorBody(parameter: nil, body: body, range: range)
      case "set" where !observersOnly && accessors.setter == nil:
        accessors.setter = AccessorBody(
          parameter: parameter ?? "newValue", body: body, range: range)
      case "willSet" where accessors.willSet == nil && accessors.getter == nil:
        accessors.willSet = AccessorBody(
          parameter: parameter ?? "newValue", body: body, range: range)
      case "didSet" where accessors.didSet == nil && accessors.getter == nil:
        accessors.didSet = AccessorBody(
          parameter: parameter ?? "oldValue", body: body, range: range)
      default:
        throw .syntax(.misplacedAccessor(clause), at: range)
      }
      skipSeparators()
    }
    advance()
    if accessors.setter != nil && accessors.getter == nil {
      throw .syntax(.misplacedAccessor("set"), at: open)
    }
    if accessors.getter != nil && (accessors.willSet != nil || accessors.didSet != nil) {
      throw .syntax(.misplacedAccessor("didSet"), at: open)
    }
    return accessors
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
    // A long signature puts each parameter on a line of its own.
    skipNewlines()
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
      skipNewlines()
    }
    skipNewlines()
    try expectSymbol(")")
    _ = skipNewlinesBefore(symbol: "->")
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
      // `protocol EditorDelegate: AnyObject` (or the older `: class`).
      if isKeyword(.class) { advance() } else { _ = try identifierName(.anyObject) }
    }
    try expectSymbol("{")
    var requirements: [String] = []
    var properties: [String] = []
    skipSeparators()
    while !isSymbol("}") {
      skipModifiers()
      // `@objc optional func …`: an adopting class may leave it out.
      var isOptional = false
      if current.kind == .identifier("optional") {
        isOptional = true
        advance()
      }
      if isKeyword(.var) {
        // `var name: String { get set }`: a property every adopting class has.
        advance()
        let (property, _) = try identifierName(.propertyName)
        try expectSymbol(":")
        _ = try typeName()
        try expectSymbol("{")
        while current.kind == .identifier("get") || current.kind == .identifier("set") {
          advance()
        }
        try expectSymbol("}")
        if !isOptional { properties.append(property) }
        skipSeparators()
        continue
      }
      guard isKeyword(.func) else { throw expected(.protocolMember) }
      let selector = try methodSignature().selector
      if !isOptional { requirements.append(selector) }
      skipSeparators()
    }
    advance()
    return ProtocolDeclaration(
      name: name, requirements: requirements, range: start, properties: properties)
  }
}
