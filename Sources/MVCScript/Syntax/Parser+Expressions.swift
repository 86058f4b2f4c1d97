extension Parser {
  /// The binary operators by precedence, loosest first, as Swift groups them: `a || b && c`
  /// is `a || (b && c)`. Each level is read as one flat chain (``Expression/binary``), so a
  /// chain of any length costs one level of the parser's stack, and nesting is bounded by the
  /// number of levels.
  static let precedenceLevels: [Set<String>] = [
    ["||"], ["&&"], ["==", "!=", "===", "!==", "<", ">", "<=", ">="], ["??"], [], ["..<", "..."],
    ["+", "-"], ["*", "/", "%"],
  ]

  /// The level of `as?`, `as!`, `as` and `is` (the empty set above): tighter than `??`, looser
  /// than a range, as Swift's `CastingPrecedence`. Casts are words, not symbols.
  static let castLevel = 4

  /// An expression: a ternary conditional or the operator chains below it.
  mutating func expression() throws(ScriptFailure) -> Expression {
    try enter()
    defer { leave() }
    // Most operands have no operator after them: read one, and climb the levels only when an
    // operator follows (each level is one call).
    var seed: Expression? = try unary()
    if case .symbol(let op) = current.kind, Self.binaryOperators.contains(op) {
      return try ternary(after: try binaryChain(level: 0, seed: &seed))
    }
    if castKind != nil || skipNewlinesBeforeCast() {
      return try ternary(after: try binaryChain(level: 0, seed: &seed))
    }
    guard let operand = seed else { throw expected(.expression) }
    return try ternary(after: operand)
  }

  /// Every binary operator, for the check above.
  static let binaryOperators: Set<String> = precedenceLevels.reduce(into: []) { $0.formUnion($1) }

  private mutating func ternary(after condition: Expression) throws(ScriptFailure) -> Expression {
    // `a ? b : c` needs a space before `?`; `a?.b` is optional chaining (read by postfix).
    guard isSymbol("?"), !touchesPrevious else { return condition }
    let question = current.range
    advance()
    let then = try expression()
    try expectSymbol(":")
    let otherwise = try expression()
    return .ternary(condition, then, otherwise, question)
  }

  /// One level of operators; `seed` is the first operand when it has been read already.
  private mutating func binaryChain(level: Int, seed: inout Expression?) throws(ScriptFailure)
    -> Expression
  {
    guard level < Self.precedenceLevels.count else {
      if let operand = seed {
        seed = nil
        return operand
      }
      return try unary()
    }
    if level == Self.castLevel { return try castChain(seed: &seed) }
    let operators = Self.precedenceLevels[level]
    let first = try binaryChain(level: level + 1, seed: &seed)
    var links: [OperatorLink] = []
    var none: Expression?
    while case .symbol(let op) = current.kind, operators.contains(op) {
      let range = current.range
      advance()
      // `a +` at the end of a line: the operand is on the next.
      skipNewlines()
      links.append(
        OperatorLink(op: op, operand: try binaryChain(level: level + 1, seed: &none), range: range))
      // A range has two ends, no more: `1...2...3` means nothing in Swift.
      if op == "..<" || op == "..." { break }
    }
    return links.isEmpty ? first : .binary(first, links, links[0].range)
  }

  /// The cast written at the current token (`as?`, `as!`, `as`, `is` on the operand's line),
  /// or nil.
  private var castKind: CastKind? {
    guard case .identifier(let word) = current.kind else { return nil }
    switch word {
    case "is": return .test
    case "as":
      let after = tokens[min(position + 1, tokens.count - 1)]
      let touching = after.range.offset == current.range.endOffset
      if touching, after.kind == .symbol("?") { return .conditional }
      if touching, after.kind == .symbol("!") { return .forced }
      return .upcast
    default: return nil
    }
  }

  /// Whether a cast starts the next line (`let cell = table.dequeue…` then `as! ContactCell`):
  /// it continues the expression, as in Swift; if so, the line breaks are skipped.
  private mutating func skipNewlinesBeforeCast() -> Bool {
    guard current.kind == .newline, case .identifier(let word) = tokenAfterNewlines.kind,
      word == "as" || word == "is"
    else { return false }
    skipNewlines()
    return true
  }

  /// An operand and the casts after it, applied left to right: `sender as? UIButton`.
  private mutating func castChain(seed: inout Expression?) throws(ScriptFailure) -> Expression {
    var operand = try binaryChain(level: Self.castLevel + 1, seed: &seed)
    var count = 0
    _ = skipNewlinesBeforeCast()
    while let kind = castKind {
      count += 1
      if count > Self.maximumChainLength {
        throw .syntax(.chainTooLong(limit: Self.maximumChainLength), at: current.range)
      }
      let range = current.range
      advance()
      if kind == .conditional || kind == .forced { advance() }
      operand = .cast(operand, kind, try typeName(), range)
      _ = skipNewlinesBeforeCast()
    }
    return operand
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

  /// A name after a dot: Swift lets it be a keyword (`NotificationCenter.default`).
  mutating func memberName(_ what: Expectation) throws(ScriptFailure) -> (String, SourceRange) {
    if case .keyword(let keyword) = current.kind {
      let range = current.range
      advance()
      return (keyword.rawValue, range)
    }
    return try identifierName(what)
  }

  private mutating func postfix() throws(ScriptFailure) -> Expression {
    var base = try primary()
    var links = 0
    while true {
      // `names` then `.filter { … }` on the next line: a chain may go on line after line.
      if current.kind == .newline, tokenAfterNewlines.kind == .symbol(".") { skipNewlines() }
      if isSymbol(".") || isSymbol("(") || (isSymbol("[") && touchesPrevious) {
        links += 1
        if links > Self.maximumChainLength {
          throw .syntax(.chainTooLong(limit: Self.maximumChainLength), at: current.range)
        }
      }
      if isSymbol(".") {
        advance()
        let (name, range) = try memberName(.memberName)
        base = .member(base, name, range)
      } else if isSymbol("(") {
        let range = current.range
        var arguments = try arguments()
        if trailingClosureMayFollow, isSymbol("{"), onSameLineAsPrevious {
          arguments.append(try trailingClosure())
        }
        base = .call(base, arguments, range)
      } else if isSymbol("{"), trailingClosureMayFollow, onSameLineAsPrevious, base.isCallable {
        // `UIAction { _ in … }`, `items.map { $0.name }`: a call whose only argument trails.
        let range = current.range
        base = .call(base, [try trailingClosure()], range)
      } else if isSymbol("["), touchesPrevious {
        let range = current.range
        try enter()
        defer { leave() }
        advance()
        let index = try expression()
        if isSymbol(","), next.kind == .keyword(.default) {
          // `counts[word, default: 0]`
          advance()
          advance()
          try expectSymbol(":")
          let fallback = try expression()
          try expectSymbol("]")
          base = .subscriptedWithDefault(base, index, fallback, range)
          continue
        }
        try expectSymbol("]")
        base = .subscripted(base, index, range)
      } else if isSymbol("?") && touchesPrevious {
        // `delegate?.editorDidSave(self)`: when the base is nil, so is the whole chain.
        advance()
        base = .optionalChain(base, base.range)
      } else if isSymbol("!") && touchesPrevious {
        // Force unwrapping: a nil base is then an error where it is used, as in Swift.
        advance()
      } else {
        if case .superReference(let range) = base {
          throw .syntax(.superOutsideCall, at: range)
        }
        return base
      }
    }
  }

  /// The operators that may be passed as a function (`sorted(by: >)`, `reduce(0, +)`).
  private static let operatorFunctions: Set<String> = [
    "<", ">", "<=", ">=", "==", "!=", "+", "-", "*",
  ]

  /// An operator written alone as an argument, read as the closure `{ $0 op $1 }` it stands
  /// for; nil (and nothing read) when the argument is not one.
  private mutating func operatorFunction() -> Expression? {
    guard case .symbol(let op) = current.kind, Self.operatorFunctions.contains(op),
      next.kind == .symbol(")") || next.kind == .symbol(",")
    else { return nil }
    let range = current.range
    advance()
    let comparison = Expression.binary(
      .name("$0", range), [OperatorLink(op: op, operand: .name("$1", range), range: range)], range)
    return .closure(
      ClosureExpression(
        parameters: ["$0", "$1"], captureList: [], body: [.expression(comparison)]),
      range)
  }

  private mutating func arguments() throws(ScriptFailure) -> [Argument] {
    try enter()
    defer { leave() }
    let trailing = allowsTrailingClosure
    allowsTrailingClosure = true
    defer { allowsTrailingClosure = trailing }
    try expectSymbol("(")
    var result: [Argument] = []
    skipNewlines()
    while !isSymbol(")") {
      var label: String?
      if next.kind == .symbol(":") {
        if case .identifier(let n) = current.kind {
          label = n
        } else if case .keyword(let keyword) = current.kind {
          label = keyword.rawValue
        }
        if label != nil {
          advance()
          advance()
        }
      }
      skipNewlines()
      if let function = operatorFunction() {
        result.append(Argument(label: label, value: function))
      } else {
        result.append(Argument(label: label, value: try expression()))
      }
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
    case .interpolatedString(let segments):
      advance()
      return .interpolation(try interpolation(segments), token.range)
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
    case .keyword(.super):
      advance()
      guard isSymbol(".") else { throw .syntax(.superOutsideCall, at: token.range) }
      return .superReference(token.range)
    case .identifier(let name):
      advance()
      if name.hasPrefix("$"), let n = Int(name.dropFirst()) {
        highestShorthandArgument = max(highestShorthandArgument, n)
      }
      return .name(name, token.range)
    case .symbol("{"):
      return try closure()
    case .symbol("."):
      advance()
      let (name, range) = try memberName(.enumCase)
      return .enumCase(name, SourceRange(start: token.range.start, length: range.length + 1))
    case .symbol("#"):
      return try selector()
    case .symbol("\\"):
      // `\.name`, `\Contact.name`: a key path, which names a property as `addObserver`'s
      // string does.
      advance()
      if case .identifier = current.kind { advance() }
      try expectSymbol(".")
      let (name, range) = try memberName(.propertyName)
      return .literal(
        .string(name),
        SourceRange(start: token.range.start, length: range.length + 2, offset: token.range.offset))
    case .symbol("("):
      try enter()
      defer { leave() }
      let trailing = allowsTrailingClosure
      allowsTrailingClosure = true
      defer { allowsTrailingClosure = trailing }
      advance()
      skipNewlines()
      if isSymbol(")") { throw .syntax(.unsupported(.tuples), at: token.range) }
      let inner = try expression()
      skipNewlines()
      if isSymbol(",") { throw .syntax(.unsupported(.tuples), at: token.range) }
      try expectSymbol(")")
      return inner
    case .symbol("["):
      if let empty = emptyCollectionOfType() { return empty }
      try enter()
      defer { leave() }
      let trailing = allowsTrailingClosure
      allowsTrailingClosure = true
      defer { allowsTrailingClosure = trailing }
      advance()
      var items: [Expression] = []
      skipNewlines()
      if isSymbol(":") {
        // `[:]`, the empty dictionary.
        advance()
        try expectSymbol("]")
        return .dictionary([], token.range)
      }
      while !isSymbol("]") {
        items.append(try expression())
        skipNewlines()
        if isSymbol(":"), items.count == 1 {
          return .dictionary(try dictionaryEntries(first: items[0]), token.range)
        }
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

  /// `[String]()`, `[String: Int]()`, `[Contact?]()`: an empty collection of a type, read as
  /// Swift's `[] as [String]` (the type stays, so a property can be declared with it). Nil,
  /// and nothing consumed, when what follows `[` is not a type and `()`.
  private mutating func emptyCollectionOfType() -> Expression? {
    let saved = position
    let start = current.range
    guard let type = try? typeName(), !type.layers.isEmpty, isSymbol("("),
      next.kind == .symbol(")"),
      touchesPrevious, type.name.first?.isUppercase == true
    else {
      position = saved
      return nil
    }
    advance()
    advance()
    let isDictionary: Bool
    if case .dictionary = type.layers.last { isDictionary = true } else { isDictionary = false }
    let empty: Expression = isDictionary ? .dictionary([], start) : .array([], start)
    return .cast(empty, .upcast, type, start)
  }

  /// The entries of a dictionary literal after its first key, up to the closing `]`.
  private mutating func dictionaryEntries(first: Expression) throws(ScriptFailure)
    -> [DictionaryEntrySyntax]
  {
    var entries: [DictionaryEntrySyntax] = []
    var key = first
    while true {
      try expectSymbol(":")
      skipNewlines()
      entries.append(DictionaryEntrySyntax(key: key, value: try expression()))
      skipNewlines()
      guard isSymbol(",") else { break }
      advance()
      skipNewlines()
      if isSymbol("]") { break }
      key = try expression()
      skipNewlines()
    }
    try expectSymbol("]")
    return entries
  }

  /// The parts of an interpolated string, each `\(…)` read as an expression where it is
  /// written (its errors point into the string).
  private mutating func interpolation(_ segments: [StringSegment]) throws(ScriptFailure)
    -> [InterpolationPart]
  {
    var parts: [InterpolationPart] = []
    for segment in segments {
      switch segment {
      case .text(let text):
        parts.append(.text(text))
      case .code(let code, let start, let offset):
        var lexer = Lexer(code, line: start.line, column: start.column, offset: offset)
        var inner = Parser(tokens: try lexer.tokenize())
        inner.depth = depth
        inner.skipNewlines()
        guard inner.current.kind != .end else {
          throw .syntax(.expected(.expression, found: .code(")")), at: inner.current.range)
        }
        let expression = try inner.expression()
        guard inner.current.kind == .end else { throw inner.expected(.code(")")) }
        // `{ "Row \($0)" }`: a shorthand argument inside the string is the closure's.
        highestShorthandArgument = max(highestShorthandArgument, inner.highestShorthandArgument)
        parts.append(.expression(expression))
      }
    }
    return parts
  }

  /// `#selector(save)`, `#selector(Editor.save(_:))`: kept as the selector's text.
  private mutating func selector() throws(ScriptFailure) -> Expression {
    let token = current
    advance()
    let (directive, _) = try identifierName(.code("selector"))
    guard directive == "selector" else {
      throw .syntax(
        .expected(.code("#selector"), found: .code("#" + directive)), at: token.range)
    }
    try expectSymbol("(")
    var text = ""
    // `#selector(save(_:))`: the method's own parentheses nest inside the directive's.
    var open = 0
    while !isSymbol(")") || open > 0 {
      switch current.kind {
      case .identifier(let n): text += n
      case .keyword(let keyword): text += keyword.rawValue
      case .symbol("("):
        open += 1
        text += "("
      case .symbol(")"):
        open -= 1
        text += ")"
      case .symbol(let s) where s == "." || s == ":": text += s
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
  }

  // MARK: Closures

  /// Whether the current token is on the line where the previous one ends (a trailing closure
  /// must start there; a `{` on the next line starts something else).
  var onSameLineAsPrevious: Bool {
    position > 0 && tokens[position - 1].range.start.line == current.range.start.line
  }

  private mutating func trailingClosure() throws(ScriptFailure) -> Argument {
    Argument(label: nil, value: try closure(), isTrailingClosure: true)
  }

  /// `{ [captures] (parameters) -> Type in statements }`, each part but the braces optional.
  mutating func closure() throws(ScriptFailure) -> Expression {
    let start = current.range
    try enter()
    defer { leave() }
    advance()
    let signature = closureSignature()
    // The body is a function of its own: loops and switches around it do not reach inside.
    let saved = (loopDepth, switchDepth, allowsTrailingClosure, highestShorthandArgument)
    (loopDepth, switchDepth, allowsTrailingClosure, highestShorthandArgument) = (0, 0, true, -1)
    defer {
      (loopDepth, switchDepth, allowsTrailingClosure) = (saved.0, saved.1, saved.2)
      highestShorthandArgument = saved.3
    }
    var body: [Statement] = []
    skipSeparators()
    while !isSymbol("}") {
      guard current.kind != .end else { throw expected(.code("}")) }
      body.append(try statement())
      guard current.kind == .newline || isSymbol(";") || isSymbol("}") else {
        throw expected(.code(";"))
      }
      skipSeparators()
    }
    advance()
    var parameters = signature?.parameters ?? []
    if signature == nil, highestShorthandArgument >= 0 {
      parameters = (0...highestShorthandArgument).map { "$\($0)" }
    }
    let expression = ClosureExpression(
      parameters: parameters, captureList: signature?.captures ?? [], body: body)
    return .closure(expression, start)
  }

  /// The part of a closure before `in`, if it has one; otherwise nothing is consumed.
  private mutating func closureSignature() -> (captures: [CaptureItem], parameters: [String])? {
    let saved = position
    var captures: [CaptureItem] = []
    var parameters: [String] = []
    func fail(_ parser: inout Parser) -> (captures: [CaptureItem], parameters: [String])? {
      parser.position = saved
      return nil
    }
    if isSymbol("[") {
      advance()
      while !isSymbol("]") {
        var strength = CaptureItem.Strength.strong
        if isKeyword(.weak) {
          strength = .weak
          advance()
        } else if current.kind == .identifier("unowned") {
          strength = .unowned
          advance()
        }
        let name: String
        switch current.kind {
        case .identifier(let n): name = n
        case .keyword(.self): name = "self"
        default: return fail(&self)
        }
        advance()
        captures.append(CaptureItem(name: name, strength: strength))
        if isSymbol(",") { advance() } else { break }
      }
      guard isSymbol("]") else { return fail(&self) }
      advance()
    }
    if isSymbol("(") {
      advance()
      while !isSymbol(")") {
        guard case .identifier(let first) = current.kind else { return fail(&self) }
        advance()
        var name = first
        if case .identifier(let second) = current.kind {
          name = second
          advance()
        }
        if isSymbol(":") {
          advance()
          guard (try? typeName()) != nil else { return fail(&self) }
        }
        parameters.append(name)
        if isSymbol(",") { advance() } else { break }
      }
      guard isSymbol(")") else { return fail(&self) }
      advance()
    } else {
      while case .identifier(let name) = current.kind {
        advance()
        parameters.append(name)
        if isSymbol(",") { advance() } else { break }
      }
    }
    if isSymbol("->") {
      advance()
      guard (try? typeName()) != nil else { return fail(&self) }
    }
    guard isKeyword(.in) else { return fail(&self) }
    advance()
    return (captures, parameters)
  }
}

extension Expression {
  /// Whether a trailing closure may follow it directly: a name or a member, as in
  /// `UIAction { … }` or `items.map { … }`.
  var isCallable: Bool {
    switch self {
    case .name, .member: return true
    default: return false
    }
  }
}

extension Parser {
  /// Whether a `{` here may start a trailing closure (see ``allowsTrailingClosure`` and
  /// ``readsPropertyValue``).
  var trailingClosureMayFollow: Bool {
    if allowsTrailingClosure { return true }
    guard readsPropertyValue else { return false }
    var ahead = position + 1
    while ahead < tokens.count - 1, tokens[ahead].kind == .newline { ahead += 1 }
    guard case .identifier(let word) = tokens[ahead].kind else { return true }
    return word != "willSet" && word != "didSet"
  }
}
