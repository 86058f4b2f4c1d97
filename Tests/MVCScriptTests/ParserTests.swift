import Testing

@testable import MVCScript

@Suite struct ParserTests {
  @Test func classDeclarationWithTypedAndInferredProperties() throws {
    let statements = try Parser.parse(
      "class Contact: Model { var name = \"Ada\"; var friends: [Contact] = []; weak var best: Contact? }"
    )
    guard case .classDeclaration(let c) = try #require(statements.first) else {
      Issue.record("not a class")
      return
    }
    #expect(c.name == "Contact")
    #expect(c.superclass == "Model")
    #expect(c.properties.map(\.name) == ["name", "friends", "best"])
    #expect(c.properties.map { $0.type?.spelling } == [nil, "[Contact]", "Contact?"])
    #expect(c.properties[1].type?.layers == [.array])
    #expect(c.properties[2].type?.layers == [.optional])
    #expect(c.properties[2].isWeak)
  }

  @Test func methodSelectorsAreSpelledAsSwiftSpellsThem() throws {
    let statements = try Parser.parse(
      """
      class Picker: ViewController, ListViewDelegate {
        func listView(_ list: ListView, didSelectRowAt row: Int) { print(row) }
        func save() { }
        func configure(with contact: Contact) -> Bool { return true }
      }
      """)
    guard case .classDeclaration(let c) = try #require(statements.first) else {
      Issue.record("not a class: \(statements)")
      return
    }
    #expect(
      c.methods.map(\.selector) == ["listView(_:didSelectRowAt:)", "save()", "configure(with:)"])
    #expect(c.methods[0].parameterNames == ["list", "row"])
    #expect(c.protocols == ["ListViewDelegate"])
  }

  @Test func severalStatementsOnALineKeepTheirSource() throws {
    let parsed = try Parser.parseWithSource("let a = Label(); a.text = \"x\" ; tap(a) // done")
    #expect(parsed.map(\.source) == ["let a = Label()", "a.text = \"x\"", "tap(a)"])
  }

  @Test func literals() throws {
    let parsed = try Parser.parse(
      "f(\"a\\n\\u{4F60}\\\"\", 42, 3.5, true, nil, [1, 2], .fullScreen, #selector(Editor.save))")
    guard case .expression(.call(_, let args, _)) = try #require(parsed.first) else {
      Issue.record("not a call: \(parsed)")
      return
    }
    try #require(args.count == 8)
    #expect(args[0].value == .literal(.string("a\n你\""), args[0].value.range))
    #expect(args[1].value == .literal(.integer(42), args[1].value.range))
    #expect(args[2].value == .literal(.double(3.5), args[2].value.range))
    #expect(args[6].value == .enumCase("fullScreen", args[6].value.range))
    #expect(args[7].value == .selector("save", args[7].value.range))
  }

  @Test func errorsPointAtTheColumnAndSayWhatWasExpected() {
    do {
      _ = try Parser.parse("editor.bind(field, to: ada key: \"name\")")
      Issue.record("no error")
    } catch {
      #expect(error.reason == .syntax(.expected(.code(")"), found: .code("key"))))
      #expect(error.range?.start.column == 28)
    }
  }

  @Test func tenThousandNestedParenthesesAreAnErrorNotACrash() {
    let text = String(repeating: "(", count: 10_000) + "1" + String(repeating: ")", count: 10_000)
    #expect(throws: ScriptFailure.self) { try Parser.parse(text) }
    let unary = String(repeating: "!", count: 10_000) + "true"
    #expect(throws: ScriptFailure.self) { try Parser.parse(unary) }
  }

  @Test func aMegabyteLineIsHandled() throws {
    let long = "let s = \"" + String(repeating: "视", count: 1_000_000) + "\""
    let parsed = try Parser.parse(long)
    #expect(parsed.count == 1)
    let garbage = String(repeating: "@", count: 1_000_000)
    #expect(throws: ScriptFailure.self) { try Parser.parse(garbage) }
  }

  @Test func controlCharactersAndInvalidUTF8AreRejectedWithAName() {
    let cases: [(String, SyntaxFailure)] = [
      ("a\u{0}b", .unexpectedCharacter("\u{0}")), ("\u{1B}[31m", .unexpectedCharacter("\u{1B}")),
      ("let x = \u{FFFD}", .invalidUTF8), ("let s = \"open", .unterminatedString),
    ]
    for (text, expected) in cases {
      do {
        _ = try Parser.parse(text)
        Issue.record("no error for \(text.debugDescription)")
      } catch {
        #expect(error.reason == .syntax(expected), "\(text.debugDescription)")
      }
    }
  }
}
