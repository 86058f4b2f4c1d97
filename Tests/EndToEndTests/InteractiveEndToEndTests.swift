import Foundation
import Testing

/// mvcsh at a terminal: line editing with Chinese text, completion, history, Ctrl-C, Ctrl-D.
/// Each test gets its own history file and drives the built binary through a pseudo-terminal.
@Suite("mvcsh at a terminal", .serialized)
struct InteractiveEndToEndTests {
  typealias Key = PseudoTerminalSession.Key

  /// The prompt as the screen shows it, and its width.
  static let prompt = "mvcsh> "

  private func start(
    history: String, environment: [String: String] = [:], arguments: [String] = []
  ) throws -> PseudoTerminalSession {
    let terminal = try PseudoTerminalSession(
      arguments: arguments,
      environment: ["MVCSH_HISTORY": history].merging(environment) { _, new in new })
    try #require(waitForPrompt(terminal), "no prompt; screen:\n\(terminal.screen.text)")
    return terminal
  }

  /// Waits for an empty main prompt with the cursor right after it, ready for keys.
  private func waitForPrompt(_ terminal: PseudoTerminalSession) -> Bool {
    terminal.wait { $0.screen.cursorLine == "mvcsh>" && $0.screen.column == 7 && $0.isEditing }
  }

  /// Types a line, waits until it is echoed, presses Enter and waits for the next prompt.
  /// - Returns: what the shell wrote between Enter and the next prompt.
  @discardableResult
  private func enter(_ line: String, in terminal: PseudoTerminalSession) throws -> String {
    terminal.send(line)
    try #require(
      terminal.waitForCursorLine(Self.prompt + line), "screen:\n\(terminal.screen.text)")
    let start = terminal.outputLength
    terminal.send(Key.enter)
    try #require(
      waitForPrompt(terminal), "no prompt after \(line); screen:\n\(terminal.screen.text)")
    return terminal.output(since: start)
  }

  /// Waits for the prompt of a playback: any prompt other than the main one, ready for keys.
  private func waitForStepPrompt(_ terminal: PseudoTerminalSession) -> Bool {
    terminal.wait { terminal in
      let line = terminal.screen.cursorLine
      return terminal.isEditing && !line.isEmpty && !line.hasPrefix("mvcsh>")
    }
  }

  /// Types a statement whose messages play step by step (`:step on`), presses Enter, and waits
  /// for the first step's prompt.
  private func enter(_ line: String, in terminal: PseudoTerminalSession, playing: Bool) throws {
    terminal.send(line)
    try #require(
      terminal.waitForCursorLine(Self.prompt + line), "screen:\n\(terminal.screen.text)")
    terminal.send(Key.enter)
    try #require(waitForStepPrompt(terminal), "no step prompt; screen:\n\(terminal.screen.text)")
  }

  /// Answers a step prompt and waits for `text` to be printed and the next step prompt.
  private func press(_ keys: String, in terminal: PseudoTerminalSession, until text: String)
    -> Bool
  {
    let start = terminal.outputLength
    terminal.send(keys)
    return terminal.wait { terminal in
      let line = terminal.screen.cursorLine
      return terminal.output(since: start).contains(text) && terminal.isEditing
        && !line.isEmpty && !line.hasPrefix("mvcsh>")
    }
  }

  private func quit(_ terminal: PseudoTerminalSession) {
    terminal.send(Key.controlD)
    #expect(terminal.waitForExit() == 0, "screen:\n\(terminal.screen.text)")
  }

  @Test("Chinese text in a string: the cursor moves over whole characters and inserts between")
  func chineseEditing() throws {
    let directory = try TemporaryDirectory()
    let terminal = try start(history: directory.file("history"))
    let line = "let label = Label(text: \"你好\")"
    terminal.send(line)
    try #require(terminal.waitForCursorLine(Self.prompt + line))
    // Three steps left: over `)`, `"` and `好`; then type a character between 你 and 好.
    terminal.send(Key.left + Key.left + Key.left + "世")
    let edited = "let label = Label(text: \"你世好\")"
    #expect(
      terminal.waitForCursorLine(Self.prompt + edited), "screen:\n\(terminal.screen.text)")
    // The cursor sits right after 世: 7 + 25 + 4 columns.
    let expectedColumn = 7 + "let label = Label(text: \"".count + 4
    #expect(terminal.wait { $0.screen.column == expectedColumn })
    terminal.send(Key.enter)
    try #require(waitForPrompt(terminal))
    #expect(try enter("label.text", in: terminal).contains("\"你世好\""))
    quit(terminal)
  }

  @Test("the prompt is coloured at a terminal, and not with NO_COLOR")
  func promptColour() throws {
    let directory = try TemporaryDirectory()
    let coloured = try start(history: directory.file("history"))
    #expect(coloured.transcript.contains("\u{1B}[1;32mmvcsh>"))
    quit(coloured)

    let plain = try start(history: directory.file("history"), environment: ["NO_COLOR": "1"])
    #expect(!plain.transcript.contains("\u{1B}[1;32m"))
    quit(plain)
  }

  @Test(
    "with --color=always, private-use and bidi characters are shown escaped and no style outlives the output"
  )
  func noStyleFromInput() throws {
    let directory = try TemporaryDirectory()
    let terminal = try start(history: directory.file("history"), arguments: ["--color=always"])
    // U+F8F1 and U+F8FA were the colour markers of 0.1.0 (bold red, reverse video).
    let shown = "\\u{F8F1}RED\\u{F8FA}\\u{202E}x"
    try enter("let l = Label(text: \"\(shown)\")", in: terminal)
    let printed = try enter("print(l.text)", in: terminal)
    #expect(printed.contains(shown))
    #expect(!printed.contains("\u{1B}[1;31m") && !printed.contains("\u{1B}[7m"))
    let screen = terminal.screen
    let printedRow = screen.row - 1
    #expect(screen.line(printedRow) == shown, "screen:\n\(screen.text)")
    #expect(
      (0..<screen.columns).allSatisfy { screen.rendition(row: printedRow, column: $0).isEmpty })
    // The prompt after it has its own colour and nothing else; what is typed next, none.
    #expect(screen.rendition(row: screen.row, column: 0) == [1, 32])
    #expect(screen.rendition.isEmpty)
    terminal.send("l")
    try #require(terminal.waitForCursorLine(Self.prompt + "l"))
    #expect(terminal.screen.rendition(row: terminal.screen.row, column: 7).isEmpty)
    terminal.send(Key.controlC)
    try #require(waitForPrompt(terminal))
    quit(terminal)
  }

  @Test("Tab completes a meta-command")
  func completeMetaCommand() throws {
    let directory = try TemporaryDirectory()
    let terminal = try start(history: directory.file("history"))
    terminal.send(":hel")
    try #require(terminal.waitForCursorLine(Self.prompt + ":hel"))
    terminal.send(Key.tab)
    // `:help ` — the trailing space shows as the cursor column.
    #expect(
      terminal.wait { $0.screen.cursorLine == "mvcsh> :help" && $0.screen.column == 13 },
      "screen:\n\(terminal.screen.text)")
    terminal.send(Key.controlC)
    #expect(waitForPrompt(terminal))
    quit(terminal)
  }

  @Test("Tab completes an object's name; several candidates are listed")
  func completeObjectName() throws {
    let directory = try TemporaryDirectory()
    let terminal = try start(history: directory.file("history"))
    try enter("let zebraLabel = Label(text: \"斑马\")", in: terminal)
    terminal.send("zebraL")
    try #require(terminal.waitForCursorLine(Self.prompt + "zebraL"))
    terminal.send(Key.tab)
    // No space after a name: what follows is usually `.` or `(`.
    #expect(
      terminal.wait {
        $0.screen.cursorLine == Self.prompt + "zebraLabel" && $0.screen.column == 17
      },
      "screen:\n\(terminal.screen.text)")
    terminal.send(Key.controlC)
    try #require(waitForPrompt(terminal))

    try enter("let zebraButton = Button(title: \"OK\")", in: terminal)
    terminal.send("zeb")
    try #require(terminal.waitForCursorLine(Self.prompt + "zeb"))
    terminal.send(Key.tab)
    // Both names are listed, and the line is drawn again with the common prefix.
    #expect(
      terminal.wait {
        $0.screen.text.split(separator: "\n").contains { row in
          !row.hasPrefix("mvcsh>") && row.contains("zebraButton") && row.contains("zebraLabel")
        } && $0.screen.cursorLine == Self.prompt + "zebra"
      }, "screen:\n\(terminal.screen.text)")
    terminal.send(Key.controlC)
    #expect(waitForPrompt(terminal))
    quit(terminal)
  }

  @Test("Up recalls the previous line, and history persists across runs")
  func history() throws {
    let directory = try TemporaryDirectory()
    let historyPath = directory.file("state/mvcsh/history")
    let line = "let label = Label(text: \"历史\")"

    let first = try start(history: historyPath)
    try enter(line, in: first)
    try enter("label.text", in: first)
    first.send(Key.up + Key.up)
    #expect(first.waitForCursorLine(Self.prompt + line), "screen:\n\(first.screen.text)")
    first.send(Key.controlC)
    try #require(waitForPrompt(first))
    quit(first)

    let saved = try String(contentsOfFile: historyPath, encoding: .utf8)
    #expect(saved.hasPrefix("_HiStOrY_V2_\n"))
    #expect(saved.contains("历史"))
    let attributes = try FileManager.default.attributesOfItem(
      atPath: directory.file("state/mvcsh"))
    #expect((attributes[.posixPermissions] as? Int) == 0o700)

    let second = try start(history: historyPath)
    second.send(Key.up + Key.up)
    #expect(second.waitForCursorLine(Self.prompt + line), "screen:\n\(second.screen.text)")
    second.send(Key.enter)
    try #require(waitForPrompt(second))
    #expect(try enter("label.text", in: second).contains("\"历史\""))
    quit(second)
  }

  @Test("Ctrl-C drops a half-typed line and keeps the shell running")
  func controlC() throws {
    let directory = try TemporaryDirectory()
    let historyPath = directory.file("history")
    let terminal = try start(history: historyPath)
    terminal.send("let half = Lab")
    try #require(terminal.waitForCursorLine(Self.prompt + "let half = Lab"))
    terminal.send(Key.controlC)
    #expect(waitForPrompt(terminal), "screen:\n\(terminal.screen.text)")
    #expect(terminal.screen.text.contains("let half = Lab^C"))
    #expect(terminal.isRunning)
    // Still usable afterwards.
    try enter("let label = Label(text: \"ok\")", in: terminal)
    #expect(try enter("label.text", in: terminal).contains("\"ok\""))
    quit(terminal)
    let saved = try String(contentsOfFile: historyPath, encoding: .utf8)
    #expect(saved.contains("label.text"))
    #expect(!saved.contains("half"))
  }

  @Test("Ctrl-C stops a running statement, takes it back and returns to the prompt")
  func controlCStopsARunningStatement() throws {
    let directory = try TemporaryDirectory()
    let terminal = try start(history: directory.file("history"))
    try enter(
      "class A: Model { func f(_ n: Int) { if n != 0 { f(n - 1); f(n - 1) } } }", in: terminal)
    try enter("let a = A()", in: terminal)
    let before = try enter(":trace all", in: terminal)
    terminal.send("a.f(40)")
    try #require(terminal.waitForCursorLine(Self.prompt + "a.f(40)"))
    let start = terminal.outputLength
    terminal.send(Key.enter)
    // Once the statement runs (the terminal has left line editing, so Ctrl-C is a signal).
    usleep(300_000)
    terminal.sendInterruptSignal()
    #expect(waitForPrompt(terminal), "screen:\n\(terminal.screen.text)")
    #expect(
      terminal.output(since: start).contains("stopped by Ctrl-C"),
      "screen:\n\(terminal.screen.text)")
    #expect(terminal.isRunning)
    // Nothing of the stopped statement is left in the world.
    #expect(try enter(":trace all", in: terminal) == before)
    quit(terminal)
  }

  @Test("playback: Enter shows the next step, b the one before, c the rest, Ctrl-C stops")
  func playback() throws {
    let directory = try TemporaryDirectory()
    let terminal = try start(history: directory.file("history"), environment: ["NO_COLOR": "1"])
    try enter(":step on", in: terminal)
    try enter("let vc = ViewController(title: \"首页\")", in: terminal, playing: true)
    terminal.send(Key.enter)
    try #require(waitForPrompt(terminal), "screen:\n\(terminal.screen.text)")
    try enter("let field = TextField(placeholder: \"Name\")", in: terminal, playing: true)
    terminal.send("q" + Key.enter)
    try #require(waitForPrompt(terminal), "screen:\n\(terminal.screen.text)")

    // Three steps: loadView, viewDidLoad, addSubview.
    let start = terminal.outputLength
    try enter("vc.view.addSubview(field)", in: terminal, playing: true)
    #expect(terminal.output(since: start).contains("message 1 of 3"))
    #expect(press(Key.enter, in: terminal, until: "message 2 of 3"))
    #expect(press("b" + Key.enter, in: terminal, until: "message 1 of 3"))
    terminal.send("c" + Key.enter)
    try #require(waitForPrompt(terminal), "screen:\n\(terminal.screen.text)")
    let played = terminal.output(since: start)
    #expect(played.components(separatedBy: "message 2 of 3").count == 3)
    #expect(played.contains("message 3 of 3"))

    try enter("type(field, \"Ada\")", in: terminal, playing: true)
    terminal.send(Key.controlC)
    #expect(waitForPrompt(terminal), "screen:\n\(terminal.screen.text)")
    quit(terminal)
  }

  @Test("Ctrl-D on an empty line exits 0 and leaves the terminal on a fresh line")
  func controlD() throws {
    let directory = try TemporaryDirectory()
    let terminal = try start(history: directory.file("history"))
    terminal.send(Key.controlD)
    #expect(terminal.waitForExit() == 0)
    #expect(terminal.screen.cursorLine.isEmpty)
    #expect(terminal.screen.column == 0)
  }

  @Test(":quit exits 0 and restores the terminal")
  func quitCommand() throws {
    let directory = try TemporaryDirectory()
    let terminal = try start(history: directory.file("history"))
    terminal.send(":quit" + Key.enter)
    #expect(terminal.waitForExit() == 0, "screen:\n\(terminal.screen.text)")
    #expect(!terminal.isEditing)
  }

  @Test("lesson progress is kept between runs")
  func lessonProgressPersists() throws {
    let directory = try TemporaryDirectory()
    let progress = directory.file("state/progress")
    let environment = ["MVCSH_PROGRESS": progress]
    let first = try start(history: directory.file("history"), environment: environment)
    _ = try enter(":lesson roles", in: first)
    _ = try enter("class Contact: Model { var name = \"Ada\" }", in: first)
    _ = try enter("let ada = Contact()", in: first)
    quit(first)
    #expect(FileManager.default.fileExists(atPath: progress), "no progress file was written")

    let second = try start(history: directory.file("history"), environment: environment)
    let listing = try enter(":lessons", in: second)
    #expect(listing.contains("roles"))
    // Resuming goes to the step after the one completed in the first run.
    let resumed = try enter(":lesson", in: second)
    #expect(resumed.contains("Step 2"), "screen:\n\(second.screen.text)")
    quit(second)
  }
}
