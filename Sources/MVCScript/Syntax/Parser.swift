/// A statement together with the text it was written as and the line it starts on.
public struct ParsedStatement: Equatable, Sendable {
  public var statement: Statement
  public var source: String
  public var line: Int
}

/// Parses tokens into statements. Recursive descent with a nesting limit, so that 10 000
/// nested parentheses give an error instead of overflowing the stack.
public struct Parser {
  var tokens: [Token]
  var position = 0
  var depth = 0
  /// How many loops enclose the statement being read (`break` and `continue` need one).
  var loopDepth = 0
  /// How many switches enclose it (`break` may also leave one).
  var switchDepth = 0
  /// Whether `{` after a call starts a trailing closure: not in the condition of an `if`,
  /// `while`, `guard` or `switch`, or a `for` loop's sequence, where `{` starts the body.
  var allowsTrailingClosure = true
  /// Whether a property's initial value is being read: there `{` after a call is a trailing
  /// closure unless it opens `willSet`/`didSet` (`var names = rows.map { … }`), as in Swift.
  var readsPropertyValue = false
  /// Whether the method signature just read declared a result (`-> Int`).
  var declaredResult = false
  /// Whether the modifiers just skipped included `mutating`.
  var sawMutating = false
  /// The highest `$n` the closure being read uses (-1 for none).
  var highestShorthandArgument = -1
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
    let count = lexer.characterCount
    return try parser.parseProgram().map { item in
      let start = max(0, min(item.start, count))
      let end = max(start, min(item.end, count))
      // The usual case, one statement that is the whole text, needs no copy.
      let source = start == 0 && end == count ? text : lexer.text(start..<end)
      return ParsedStatement(statement: item.statement, source: source, line: item.line)
    }
  }

  init(tokens: [Token]) { self.tokens = tokens }

  var current: Token { tokens[min(position, tokens.count - 1)] }

  mutating func advance() { if position < tokens.count - 1 { position += 1 } }

  func isSymbol(_ s: String) -> Bool { current.kind == .symbol(s) }

  func isKeyword(_ k: Keyword) -> Bool { current.kind == .keyword(k) }

  func expected(_ what: Expectation) -> ScriptFailure {
    .syntax(.expected(what, found: TokenDescription(current.kind)), at: current.range)
  }

  mutating func expectSymbol(_ s: String) throws(ScriptFailure) {
    guard isSymbol(s) else { throw expected(.code(s)) }
    advance()
  }

  mutating func identifierName(_ what: Expectation) throws(ScriptFailure) -> (
    String, SourceRange
  ) {
    guard case .identifier(let name) = current.kind else { throw expected(what) }
    let range = current.range
    advance()
    return (name, range)
  }

  mutating func enter() throws(ScriptFailure) {
    depth += 1
    if depth > Self.maximumDepth {
      throw .syntax(.tooDeeplyNested(limit: Self.maximumDepth), at: current.range)
    }
  }

  mutating func leave() { depth -= 1 }

  /// The first token after the current line breaks (the current token when it is not one).
  var tokenAfterNewlines: Token {
    var ahead = position
    while ahead < tokens.count - 1, tokens[ahead].kind == .newline { ahead += 1 }
    return tokens[ahead]
  }

  /// Whether the symbol comes next, after any line breaks; if it does, they are skipped. Swift
  /// lets a declaration put `{` or `->` on the next line, as formatters do.
  mutating func skipNewlinesBefore(symbol: String) -> Bool {
    guard tokenAfterNewlines.kind == .symbol(symbol) else { return false }
    skipNewlines()
    return true
  }

  mutating func skipSeparators() {
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
  mutating func block() throws(ScriptFailure) -> [Statement] {
    try enter()
    defer { leave() }
    _ = skipNewlinesBefore(symbol: "{")
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

  /// A type as written: `String`, `[Contact]`, `Contact?`, `[Contact?]?`. Read without
  /// recursion: the opening brackets are counted, then the name, then each closing bracket and
  /// question mark becomes a layer; brackets nest no deeper than any other bracket.
  mutating func typeName() throws(ScriptFailure) -> TypeSyntax {
    var open = 0
    while isSymbol("[") {
      open += 1
      if open > Self.maximumDepth {
        throw .syntax(.tooDeeplyNested(limit: Self.maximumDepth), at: current.range)
      }
      advance()
    }
    // `@escaping`, `@MainActor`: attributes of a closure type change nothing here.
    while isSymbol("@"), case .identifier = next.kind {
      advance()
      advance()
    }
    var type: TypeSyntax
    if isSymbol("(") {
      type = try functionType()
    } else {
      let (name, range) = try identifierName(.type)
      type = TypeSyntax(name: name, nameRange: range)
      if isSymbol("<") { type = try genericCollection(name, at: range) }
    }
    func optionals(_ parser: inout Parser) {
      // A `?` after a space is a ternary's (`x is Cell ? a : b`), not an optional type.
      while (parser.isSymbol("?") || parser.isSymbol("!")) && parser.touchesPrevious {
        parser.advance()
        type.layers.append(.optional)
      }
    }
    optionals(&self)
    for _ in 0..<open {
      if isSymbol(":") {
        // `[String: Int]`: the type so far is the key; the value is a type of its own.
        advance()
        try enter()
        defer { leave() }
        let value = try typeName()
        try expectSymbol("]")
        type.layers.append(.dictionary(value: value))
      } else {
        try expectSymbol("]")
        type.layers.append(.array)
      }
      optionals(&self)
    }
    return type
  }

  /// The standard library's collections written with angle brackets, as UIKit's signatures
  /// spell them: `Array<T>` and `Set<T>` (`touches: Set<UITouch>`; a set is kept as an array
  /// here) as `[T]`, `Dictionary<K, V>` as `[K: V]`, `Optional<T>` as `T?`. Other generic
  /// types are refused.
  private mutating func genericCollection(_ name: String, at range: SourceRange)
    throws(ScriptFailure) -> TypeSyntax
  {
    guard ["Array", "Set", "Dictionary", "Optional"].contains(name) else {
      throw .syntax(.unsupported(.generics), at: current.range)
    }
    advance()
    try enter()
    defer { leave() }
    var inner = try typeName()
    if name == "Dictionary" {
      try expectSymbol(",")
      let value = try typeName()
      inner.layers.append(.dictionary(value: value))
    } else {
      inner.layers.append(name == "Optional" ? .optional : .array)
    }
    guard isSymbol(">") else { throw .syntax(.unsupported(.generics), at: current.range) }
    advance()
    return inner
  }

  /// `(String, Int) -> Void`, or a type in parentheses: `((Contact) -> Void)?`. Kept as its
  /// spelling; the parameter and result types are checked as types.
  private mutating func functionType() throws(ScriptFailure) -> TypeSyntax {
    let start = current.range
    try enter()
    defer { leave() }
    advance()
    var parameters: [TypeSyntax] = []
    while !isSymbol(")") {
      // `(_ name: String)`: a label before a parameter type is allowed and dropped.
      if case .identifier = current.kind, next.kind == .symbol(":") {
        advance()
        advance()
      }
      parameters.append(try typeName())
      if isSymbol(",") { advance() } else { break }
    }
    try expectSymbol(")")
    guard isSymbol("->") else {
      guard parameters.count == 1, let inner = parameters.first else {
        throw .syntax(.unsupported(.tuples), at: start)
      }
      return inner
    }
    advance()
    let result = try typeName()
    let spelling =
      "(" + parameters.map(\.spelling).joined(separator: ", ") + ") -> " + result.spelling
    return TypeSyntax(name: spelling, nameRange: start, isFunction: true)
  }

  mutating func skipNewlines() { while current.kind == .newline { advance() } }

  /// Whether the current token touches the one before it, with no space between: `a?.b`
  /// (optional chaining) rather than `a ? b : c`.
  var touchesPrevious: Bool {
    position > 0 && tokens[position - 1].range.endOffset == current.range.offset
      && tokens[position - 1].range.start.line == current.range.start.line
  }
}
