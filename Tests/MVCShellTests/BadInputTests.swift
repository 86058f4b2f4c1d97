import MVCShell
import MVCTestSupport
import Testing

@Suite struct BadInputTests {
  static let hostileLines: [String] = [
    "\u{0}\u{1}\u{2}", "let x = \"\u{FFFD}\"", "\u{FFFD}\u{FFFD}",
    String(repeating: "a", count: 1_000_000),
    "let s = \"unbalanced", "foo(((", ")))", "]]]", "}", String(repeating: "(", count: 10_000),
    String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000),
    "nosuch.thing = 1", "label.bind(label, to: label, key: \"text\")", "type(label, text: \"x\")",
    "Label(txt: \"x\")", "\u{1B}[2J\u{1B}[31mred", "let \u{1B}x = 1", ":load /nonexistent",
    ":inspect \u{1B}[31m", ":\u{1B}[31m", "class X: Model { var a = }",
  ]

  /// Each line is refused (or, when it opens a statement, waits and is dropped by Ctrl-C), and
  /// the world is exactly as it was: every object, name, class, protocol, the trace, the clock
  /// and the view controllers; the session's log of statements too.
  @Test(arguments: hostileLines.indices)
  func hostileLineGetsAnErrorAndChangesNothing(_ index: Int) {
    let session = Session(options: SessionOptions(colour: false))
    _ = session.runScript("let label = Label(text: \"Hi\")", bail: false)
    let before = WorldSnapshot(session.world)
    let log = session.log
    let line = Self.hostileLines[index]
    let response = session.execute(line)
    if line.hasPrefix("foo(((") || line.hasPrefix(String(repeating: "(", count: 10)) {
      // An open statement waits for more; Ctrl-C forgets it.
      #expect(session.isContinuing)
      session.interrupt()
      #expect(!session.isContinuing)
    } else {
      #expect(response.failed, "no error for line \(index)")
    }
    expectUnchanged(session.world, since: before, "line \(index)")
    #expect(session.log == log, "line \(index) was logged")
    #expect(!response.output.contains("\u{1B}"), "an escape reached the terminal for line \(index)")
    #expect(response.output.utf8.count < 20_000, "line \(index) echoed too much")
    #expect(session.execute("label.text").output == "\"Hi\"\n")
  }

  @Test func stringsHoldingEscapesAreShownEscaped() {
    let session = Session(options: SessionOptions(colour: true))
    let response = session.execute("let s = Label(text: \"\\u{1B}[31mred\"); s.text")
    #expect(response.output.contains("\\u{1B}[31mred"))
    #expect(!response.output.contains("\u{1B}[31mred"))
  }

  @Test func colourOnlyWhenAsked() {
    let plain = Session(options: SessionOptions(colour: false)).execute("nosuch")
    #expect(!plain.output.contains("\u{1B}"))
    let coloured = Session(options: SessionOptions(colour: true)).execute("nosuch")
    #expect(coloured.output.contains("\u{1B}[1;31m"))
  }
}

@Suite struct SessionFeatureTests {
  @Test func completionKnowsCommandsNamesMembersAndArguments() {
    let session = Session(options: SessionOptions())
    _ = session.runScript(
      "let editor = ViewController(title: \"E\")\nlet field = TextField()", bail: false)
    #expect(session.completions(for: ":tra", cursor: 4).candidates == [":trace"])
    #expect(session.completions(for: ":trace d", cursor: 8).candidates == ["diagram"])
    #expect(session.completions(for: "edi", cursor: 3).candidates == ["editor"])
    let members = session.completions(for: "editor.bi", cursor: 9)
    #expect(members.wordStart == 7)
    #expect(members.candidates == ["bind("])
    #expect(
      session.completions(for: "field.te", cursor: 8).candidates == [
        "text", "textAlignment", "textColor",
      ])
    #expect(session.completions(for: "ty", cursor: 2).candidates == ["type("])
    #expect(
      session.completions(for: ":lang zh", cursor: 8).candidates
        == ["zh-Hans", "zh-Hans+en", "zh-Hant", "zh-Hant+en"])
  }

  @Test func scriptFailuresAreReportedWithTheirLineAndTheScriptGoesOn() {
    let session = Session(options: SessionOptions())
    let result = session.runScript("let a = Label()\nnosuch\nlet b = Label()\n", bail: false)
    #expect(result.failed)
    #expect(result.output.contains("line 2"))
    #expect(session.world.globals["b"] != nil)
    let bailing = Session(options: SessionOptions())
    _ = bailing.runScript("nosuch\nlet b = Label()\n", bail: true)
    #expect(bailing.world.globals["b"] == nil)
  }
}
