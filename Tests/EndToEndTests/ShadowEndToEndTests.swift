import Foundation
import Testing

/// `:goal`, `:whatif` and `:predict` at a terminal: the built binary through a pseudo-terminal,
/// 80 columns. Neither `:goal` nor `:whatif` changes the learner's world (`:trace all` reads the
/// same before and after); a prediction is answered in the step player.
@Suite("shadow worlds at a terminal", .serialized)
struct ShadowEndToEndTests {
  typealias Key = PseudoTerminalSession.Key

  static let prompt = "mvcsh> "

  private func start(_ directory: TemporaryDirectory) throws -> PseudoTerminalSession {
    try PseudoTerminalSession.lessonShell(in: directory)
  }

  private func waitForPrompt(_ terminal: PseudoTerminalSession) -> Bool {
    terminal.waitForPrompt()
  }

  /// Types a line, presses Enter and waits for the next prompt; returns what was written.
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

  /// Waits for a prompt other than the main one (the player's), ready for keys.
  private func waitForOtherPrompt(
    _ terminal: PseudoTerminalSession, since start: Int, showing text: String
  ) -> Bool {
    terminal.wait { terminal in
      let line = terminal.screen.cursorLine
      return terminal.isEditing && !line.isEmpty && !line.hasPrefix("mvcsh>")
        && terminal.output(since: start).contains(text)
    }
  }

  private func quit(_ terminal: PseudoTerminalSession) {
    terminal.send(Key.controlD)
    #expect(terminal.waitForExit() == 0, "screen:\n\(terminal.screen.text)")
  }

  @Test(":goal in a lesson draws the goal beside the learner's world and changes nothing")
  func goal() throws {
    let directory = try TemporaryDirectory()
    let terminal = try start(directory)
    let outside = try enter(":goal", in: terminal)
    #expect(outside.contains("no lesson is running"))
    try enter(":lesson containment", in: terminal)
    try enter("window.rootViewController = home", in: terminal)
    let before = try enter(":trace all", in: terminal)
    let output = try enter(":goal", in: terminal)
    #expect(output.contains("What step 1 wants, beside what you have now"))
    #expect(output.contains("│ + window — key window, visible"))
    #expect(output.contains("Your world has"))
    #expect(try enter(":trace all", in: terminal) == before)
    // The step is still the learner's to finish.
    // It asks its question first, then plays what happened.
    #expect(
      try enter("window.makeKeyAndVisible()", in: terminal).contains("Predict before you see"))
    var start = terminal.outputLength
    terminal.send("1" + Key.enter)
    try #require(
      waitForOtherPrompt(terminal, since: start, showing: "message 1 of"),
      "screen:\n\(terminal.screen.text)")
    start = terminal.outputLength
    terminal.send("c" + Key.enter)
    try #require(waitForPrompt(terminal), "screen:\n\(terminal.screen.text)")
    #expect(terminal.output(since: start).contains("Step 1 done"))
    quit(terminal)
  }

  @Test(":whatif compares the traces and leaves the world as it was")
  func whatIf() throws {
    let directory = try TemporaryDirectory()
    let terminal = try start(directory)
    try enter("class Contact: Model { var name = \"Ada\" }", in: terminal)
    try enter("let ada = Contact(); let label = Label()", in: terminal)
    try enter("let editor = ViewController(title: \"Edit\")", in: terminal)
    try enter("editor.bind(label, to: ada, key: \"name\")", in: terminal)
    try enter("ada.name = \"Grace\"", in: terminal)
    let before = try enter(":trace all", in: terminal)
    let output = try enter(":whatif label.text = \"Grace\"", in: terminal)
    #expect(output.contains("as it ran: ada.name = \"Grace\""))
    #expect(output.contains("(messages gone: 3, new: 1)"))
    #expect(try enter(":trace all", in: terminal) == before)
    #expect(try enter("label.text", in: terminal).contains("\"Grace\""))
    let failed = try enter(":whatif nosuch.text = \"x\"", in: terminal)
    #expect(failed.contains("nothing is called ‘nosuch’"))
    #expect(try enter(":trace all", in: terminal) == before)
    quit(terminal)
  }

  @Test(":predict on asks who receives each message; a wrong answer gets the rule")
  func predict() throws {
    let directory = try TemporaryDirectory()
    let terminal = try start(directory)
    try enter("class Contact: Model { var name = \"Ada\" }", in: terminal)
    try enter("let ada = Contact(); let label = Label()", in: terminal)
    try enter("let editor = ViewController(title: \"Edit\")", in: terminal)
    try enter("editor.bind(label, to: ada, key: \"name\")", in: terminal)
    try enter(":step on", in: terminal)
    try enter(":predict on", in: terminal)
    terminal.send("ada.name = \"Linus\"")
    try #require(terminal.waitForCursorLine(Self.prompt + "ada.name = \"Linus\""))
    var start = terminal.outputLength
    terminal.send(Key.enter)
    try #require(
      waitForOtherPrompt(terminal, since: start, showing: "Who receives message [7] from outside?"),
      "screen:\n\(terminal.screen.text)")
    #expect(terminal.screen.cursorLine.hasPrefix("number or name"))
    start = terminal.outputLength
    terminal.send("ada" + Key.enter)
    try #require(
      waitForOtherPrompt(terminal, since: start, showing: "message 1 of 3"),
      "screen:\n\(terminal.screen.text)")
    #expect(terminal.output(since: start).contains("Right: ada receives it."))
    start = terminal.outputLength
    terminal.send(Key.enter)  // next step: asked again
    try #require(
      waitForOtherPrompt(terminal, since: start, showing: "Who receives message [8] from ada?"),
      "screen:\n\(terminal.screen.text)")
    start = terminal.outputLength
    terminal.send("label" + Key.enter)
    try #require(
      waitForOtherPrompt(terminal, since: start, showing: "message 2 of 3"),
      "screen:\n\(terminal.screen.text)")
    let wrong = terminal.output(since: start)
    #expect(wrong.contains("Not label: editor receives it."))
    #expect(wrong.contains("editor observes a property of ada"))
    start = terminal.outputLength
    terminal.send(Key.enter)
    try #require(
      waitForOtherPrompt(terminal, since: start, showing: "[9] from editor?"),
      "screen:\n\(terminal.screen.text)")
    terminal.send(Key.enter)  // an empty answer just shows it
    try #require(
      waitForOtherPrompt(terminal, since: start, showing: "message 3 of 3"),
      "screen:\n\(terminal.screen.text)")
    terminal.send("q" + Key.enter)
    try #require(waitForPrompt(terminal), "screen:\n\(terminal.screen.text)")
    quit(terminal)
  }
}
