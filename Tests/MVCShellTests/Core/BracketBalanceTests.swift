import Testing

@testable import MVCShell

/// Whether a line waits for more, decided by the language's own lexer.
@Suite struct BracketBalanceTests {
  @Test(arguments: [
    ("class A: Model {", true), ("foo(1,", true), ("let xs = [1, 2", true), ("/* note", true),
    ("foo(1)", false), ("let s = \"(\"", false), ("let s = \"a\" // (", false),
    ("let s = \"\\\"(\"", false), ("a.b = 1", false), ("foo(\"abc", false), ("foo(\u{1}", false),
    ("f(g(h(", true), (")))", false),
  ])
  func linesThatLeaveSomethingOpenWaitForMore(_ text: String, _ open: Bool) {
    #expect(BracketBalance.isOpen(text) == open, "\(text)")
  }

  @Test func theStateSaysWhatIsOpen() {
    #expect(BracketBalance.scan("f({[") == .open(brackets: ["(", "{", "["], inBlockComment: false))
    #expect(BracketBalance.scan("f( /* x") == .open(brackets: ["("], inBlockComment: true))
    #expect(BracketBalance.scan("f(\"x") == .malformed)
    #expect(BracketBalance.scan("nothing open") == .complete)
  }
}

/// Reading a statement line by line gives what reading it whole would.
@Suite struct LineByLineBalanceTests {
  @Test(arguments: [
    "class A: Model {\n  var x = 1\n}", "f(\n1,\n2\n)", "/* a\nlong\ncomment */ f(",
    "let s = \"}\"\n{",
    "f(/* ( */\n)", "a\n/* b */ c(\n", "f(\"x\n)", "{\n(\n[\n]\n)\n", "x // {\n(",
  ])
  func lineByLineMatchesTheWholeText(_ text: String) {
    var state = BracketBalance.State.complete
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      state = BracketBalance.scan(line: String(line), after: state)
    }
    #expect(state == BracketBalance.scan(text), "\(text)")
  }
}
