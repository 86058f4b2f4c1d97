import MVCLocalization
import MVCTutor
import Testing

@testable import MVCShell

/// Nothing from input may style the terminal: styles belong to runs of ``StyledText``, and
/// every character of every run (typed, loaded, from a lesson or a catalog) is made visible
/// when the text is finished.
@Suite struct TerminalTextTests {
  /// Characters that a terminal must never get as they are, one of each kind.
  static let hostile: [(scalar: String, shown: String)] = [
    ("\u{1B}", "\\u{1B}"), ("\u{7F}", "\\u{7F}"), ("\u{9B}", "\\u{9B}"),
    ("\u{E000}", "\\u{E000}"), ("\u{F8F1}", "\\u{F8F1}"), ("\u{F8FA}", "\\u{F8FA}"),
    ("\u{F8FF}", "\\u{F8FF}"), ("\u{F0000}", "\\u{F0000}"), ("\u{10FFFD}", "\\u{10FFFD}"),
    ("\u{202A}", "\\u{202A}"), ("\u{202E}", "\\u{202E}"), ("\u{2066}", "\\u{2066}"),
    ("\u{2069}", "\\u{2069}"), ("\u{200E}", "\\u{200E}"), ("\u{200F}", "\\u{200F}"),
    ("\u{061C}", "\\u{61C}"),
  ]

  @Test func everyHostileCharacterIsShownEscapedWhateverItsStyle() {
    for (scalar, shown) in Self.hostile {
      let text = StyledText("a" + scalar + "b") + Style.error.paint(scalar)
      #expect(
        TerminalText.finish(text, colour: false) == "a" + shown + "b" + shown, "\(shown)")
      #expect(
        TerminalText.finish(text, colour: true)
          == "a" + shown + "b" + "\u{1B}[1;31m" + shown + "\u{1B}[0m", "\(shown)")
    }
  }

  @Test func escapesMayStandAnywhereAmongCharactersOfAnyLength() {
    #expect(
      TerminalText.visible("\u{202E}中\u{9F}é\u{F0000}😀\u{1B}")
        == "\\u{202E}中\\u{9F}é\\u{F0000}😀\\u{1B}")
    #expect(TerminalText.visible("") == "")
    #expect(TerminalText.visible("\u{F8F1}") == "\\u{F8F1}")
  }

  @Test func ordinaryTextIsLeftAsItIs() {
    let text = "你好, 世界 — ‹en› ✓ ○ ━━ │ é\n\t"
    #expect(TerminalText.visible(text) == "你好, 世界 — ‹en› ✓ ○ ━━ │ é\n\\u{9}")
    // Just outside the ranges that are escaped.
    #expect(TerminalText.visible("\u{D7FF}\u{F900}\u{2065}\u{2029}\u{EFFFF}").count == 5)
  }

  @Test func aStyleComesOnlyFromARunAndEndsWithIt() {
    var text = StyledText("plain ")
    text += Style.heading.paint("bold")
    text += " and " + Style.dim.paint("dim") + "\n"
    #expect(text.plain == "plain bold and dim\n")
    #expect(
      text.runs.map(\.style) == [nil, .heading, nil, .dim, nil])
    #expect(
      TerminalText.finish(text, colour: true)
        == "plain \u{1B}[1mbold\u{1B}[0m and \u{1B}[2mdim\u{1B}[0m\n")
    #expect(TerminalText.finish(text, colour: false) == text.plain)
  }

  @Test func runsInTheSameStyleJoinAndEmptyOnesVanish() {
    let text = Style.dim.paint("a") + Style.dim.paint("") + Style.dim.paint("b") + ""
    #expect(text.runs == [StyledText.Run(style: .dim, text: "ab")])
    #expect(StyledText("").isEmpty)
    #expect(([StyledText("x"), Style.model.paint("y")].joined(separator: ", ")).plain == "x, y")
  }

  @Test func shapingKeepsEachCharacterInItsStyle() {
    let line = StyledText("ab") + Style.model.paint("cdef") + "   "
    #expect(line.droppingTrailingSpaces() == StyledText("ab") + Style.model.paint("cdef"))
    let cut = line.truncated(to: 4)
    #expect(cut == StyledText("ab") + Style.model.paint("c…"))
    #expect(line.truncated(to: 40) == line)
    #expect((StyledText("中文") + Style.value.paint("字")).truncated(to: 4).plain == "中…")
  }

  @Test func aTemplateTakesStyledArguments() {
    let l = Localizer(tables: [.en: ["k": "%2$@ then %1$@ %%"]], language: .en)
    let text = l.styled("k", [StyledText("one"), Style.error.paint("two")])
    #expect(text == Style.error.paint("two") + " then one %")
  }

  // MARK: Through the session

  @Test func aStringHoldingMarkersIsPrintedEscapedWithoutColour() {
    let session = Session(options: SessionOptions(colour: true))
    _ = session.execute("let l = Label(text: \"\\u{F8F1}RED\\u{F8FA}\\u{202E}x\")")
    let printed = session.execute("print(l.text)")
    #expect(printed.output == "\\u{F8F1}RED\\u{F8FA}\\u{202E}x\n")
    let value = session.execute("l.text").output
    #expect(value == "\u{1B}[36m\"\\u{F8F1}RED\\u{F8FA}\\u{202E}x\"\u{1B}[0m\n")
    // Typed as the characters themselves, not as escapes: the same.
    _ = session.execute("let m = Label(text: \"\u{F8F1}RED\u{202E}\")")
    #expect(session.execute("print(m.text)").output == "\\u{F8F1}RED\\u{202E}\n")
  }

  @Test func aLessonsStatementsAreShownEscaped() {
    let session = Session(options: SessionOptions(colour: true))
    session.useLessons(
      LessonCatalog(files: [
        "hostile.lesson": """
        lesson: hostile
        title: lesson.roles.title
        setup: let note = Label(text: "\u{F8F1}RED\u{202E}")

        step: make
        say: lesson.roles.view.say.1
        solution: let label = Label(text: "\u{F8FA}")
        goal label: object label plays view
        hint: lesson.roles.view.hint.1
        """,
        "broken\u{202E}.lesson": "lesson: broken\nstep \u{F8F1}\n",
      ]))
    let started = session.execute(":lesson hostile")
    #expect(!started.failed, "\(started.output)")
    #expect(started.output.contains("let note = Label(text: \"\\u{F8F1}RED\\u{202E}\")"))
    #expect(!started.output.contains("\u{F8F1}") && !started.output.contains("\u{202E}"))
    let solution = session.execute(":solution").output
    #expect(solution.contains("Label(text: \"\\u{F8FA}\")"))
    #expect(!solution.contains("\u{F8FA}") && !solution.contains("\u{1B}[7m"))
    let list = session.execute(":lessons").output
    #expect(list.contains("broken\\u{202E}.lesson:2:"))
    #expect(!list.contains("\u{202E}") && !list.contains("\u{F8F1}"))
  }

  @Test func aCatalogEntryIsShownEscaped() {
    let session = Session(options: SessionOptions(colour: true))
    let refusal = session.useTranslations(
      ["en/ui.strings": "\"reset.done\" = \"\u{F8F1}fresh\u{202E} \\U001B[2J world\";"],
      from: "words")
    #expect(refusal == nil)
    let reset = session.execute(":reset").output
    #expect(reset == "\\u{F8F1}fresh\\u{202E} \\u{1B}[2J world\n")
  }

  /// (The reader already refuses control and direction-changing characters in names; private
  /// use is allowed there, and anything in a string argument.)
  @Test func aLoadedTraceIsShownEscaped() {
    let trace = """
      {"format":"mvcsh-trace","version":1,"tool":"mvcsh","toolVersion":"0.1.0\\uF8F1","language":"en","device":"iPhone 15","eventCount":1,"participants":[{"ref":"outside","name":"outside","class":"Outside","role":"outside"},{"ref":"#3","name":"\\uF8F1l\\uF8FA","class":"Label","role":"view"}]}
      {"seq":1,"time":1,"statement":1,"from":"outside","to":"#3","selector":"init\\uF8FA(text:)","args":["\\u202Ea"],"kind":"creation","role":"outside-view"}

      """
    let files = MemoryFileSystem(files: ["/t.jsonl": Array(trace.utf8)])
    let session = Session(options: SessionOptions(colour: true), fileSystem: files)
    let loaded = session.execute(":trace load /t.jsonl")
    #expect(!loaded.failed, "\(loaded.output)")
    let shown =
      loaded.output + session.execute(":trace").output
      + session.execute(":explain 1").output + session.execute(":trace diagram").output
    #expect(shown.contains("0.1.0\\u{F8F1}"))
    #expect(shown.contains("\\u{F8F1}l\\u{F8FA}"))
    #expect(shown.contains("init\\u{F8FA}(text: \"\\u{202E}a\")"))
    // Nothing that must be escaped is left but the escapes of the colours themselves.
    #expect(shown.unicodeScalars.allSatisfy { !TerminalText.mustEscape($0) || $0 == "\u{1B}" })
    #expect(!shown.contains("\u{1B}[1;31m") && !shown.contains("\u{1B}[7m"))
  }
}
