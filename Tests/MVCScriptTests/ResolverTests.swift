import Testing

@testable import MVCRuntime
@testable import MVCScript

/// The resolve phase on its own: parse, then resolve against a reader, with nothing run.
@Suite struct ResolverTests {
  /// A world with a label bound to `label`, built by running statements.
  func world(_ text: String = "let label = Label(text: \"Hi\")") throws -> World {
    let world = World()
    let interpreter = Interpreter(world: world)
    for statement in try Parser.parse(text) { _ = try interpreter.run(statement) }
    return world
  }

  func resolve(_ text: String, in world: World) throws(ScriptFailure) {
    var resolver = Resolver(reader: world.reader)
    for statement in try Parser.parse(text) { try resolver.resolve(statement) }
  }

  @Test func knownNamesFunctionsAndMethodsResolve() throws {
    let world = try world()
    try resolve("label.text = \"x\"", in: world)
    try resolve("tap(label)", in: world)
    try resolve("label.removeFromSuperview()", in: world)
    try resolve("print(label)", in: world)
    try resolve("NotificationCenter.default", in: world)
  }

  @Test func anUnknownNameIsRefusedWithASuggestion() throws {
    let world = try world()
    let failure = try #require(throws: ScriptFailure.self) { try resolve("lable.text", in: world) }
    #expect(failure.reason == .interpreter(.unknownName("lable", suggestion: "label")))
    #expect(failure.range?.start.column == 1)
  }

  @Test func aMisspeltMethodOnANamedObjectIsRefusedBeforeItsArgumentsRun() throws {
    let world = try world()
    let messages = world.reader.trace.count
    let failure = try #require(throws: ScriptFailure.self) {
      try resolve("label.addSubveiw(Label())", in: world)
    }
    #expect(
      failure.reason
        == .runtime(
          .unknownMethod(
            selector: "addSubveiw(_:)", className: "Label", suggestion: "addSubview(_:)")))
    #expect(world.reader.trace.count == messages)
  }

  @Test func aFunctionWithTheWrongLabelsIsRefused() throws {
    let world = try world()
    let failure = try #require(throws: ScriptFailure.self) {
      try resolve("tap(label, twice: true)", in: world)
    }
    guard case .runtime(.unknownFunction("tap(_:twice:)", _)) = failure.reason else {
      Issue.record("expected an unknown function, got \(failure)")
      return
    }
  }

  @Test func aTypeNameIsNotAValue() throws {
    let failure = try #require(throws: ScriptFailure.self) {
      try resolve("let x = Label", in: try world())
    }
    #expect(failure.reason == .interpreter(.typeIsNotAValue("Label")))
  }

  @Test func aNameBoundEarlierInTheSameStatementResolves() throws {
    try resolve("if true { let made = Label(); made.text = \"x\" }", in: try world())
  }

  /// Running a refused statement changes nothing, not even the clock.
  @Test func theInterpreterResolvesBeforeItRuns() throws {
    let world = try world()
    let interpreter = Interpreter(world: world)
    let before = world.reader.clock
    let statementsBefore = world.reader.statementCount
    #expect(throws: ScriptFailure.self) {
      for statement in try Parser.parse("label.text = \"y\"; nosuch()") {
        _ = try interpreter.run(statement)
      }
    }
    // The property set ran (its own statement); `nosuch()` was refused before starting.
    #expect(world.reader.statementCount == statementsBefore + 1)
    #expect(world.reader.clock > before)
  }

  // MARK: Types

  @Test func typesAreSyntaxResolvedAgainstTheWorld() throws {
    let world = try world("class Contact: Model { var name = \"Ada\" }")
    let resolver = Resolver(reader: world.reader)
    let range = SourceRange(start: SourceLocation(line: 1, column: 1), length: 7)
    let type = TypeSyntax(
      name: "Contact", nameRange: range, layers: [.optional, .array, .optional])
    #expect(type.spelling == "[Contact?]?")
    #expect(
      try resolver.resolve(type, declaringClass: "Other")
        == .optional(.array(.optional(.object("Contact")))))
    #expect(
      try resolver.resolve(TypeSyntax(name: "Int", nameRange: range), declaringClass: "") == .int)
    let unknown = try #require(throws: ScriptFailure.self) {
      try resolver.resolve(TypeSyntax(name: "Contcat", nameRange: range), declaringClass: "X")
    }
    #expect(unknown.reason == .interpreter(.unknownType("Contcat", suggestion: "Contact")))
  }

  @Test func aTypeNestedTenThousandDeepIsAClearErrorNotACrash() {
    let deep = String(repeating: "[", count: 10_000) + "Int" + String(repeating: "]", count: 10_000)
    let failure = try? #require(throws: ScriptFailure.self) {
      _ = try Parser.parse("class A: Model { var x: \(deep) = [] }")
    }
    guard case .syntax(.tooDeeplyNested)? = failure?.reason else {
      Issue.record("expected too deeply nested, got \(String(describing: failure))")
      return
    }
  }
}
