import Foundation
import Testing

/// A guided lesson at a terminal: the built binary through a pseudo-terminal, 80 columns. A
/// step's question is answered at the prompt (right and wrong) before the reveal, a dead end
/// is told and `:undo` recovers from it, and a step that asks for `:whatif` is done by it.
@Suite("lessons at a terminal", .serialized)
struct LessonEndToEndTests {
  typealias Key = PseudoTerminalSession.Key

  static let prompt = "mvcsh> "

  private func start(_ directory: TemporaryDirectory) throws -> PseudoTerminalSession {
    try PseudoTerminalSession.lessonShell(in: directory)
  }

  private func waitForPrompt(_ terminal: PseudoTerminalSession) -> Bool {
    terminal.waitForPrompt()
  }

  /// Types a line and presses Enter; returns once the main prompt is back (or, with
  /// `player`, once the step player asks for a key showing that text).
  @discardableResult
  private func enter(
    _ line: String, in terminal: PseudoTerminalSession, player: String? = nil
  ) throws -> String {
    terminal.send(line)
    try #require(
      terminal.waitForCursorLine(Self.prompt + line), "screen:\n\(terminal.screen.text)")
    let start = terminal.outputLength
    terminal.send(Key.enter)
    if let player {
      try #require(
        waitForPlayer(terminal, since: start, showing: player),
        "no player after \(line); screen:\n\(terminal.screen.text)")
    } else {
      try #require(
        waitForPrompt(terminal), "no prompt after \(line); screen:\n\(terminal.screen.text)")
    }
    return terminal.output(since: start)
  }

  /// Waits for the step player's prompt, ready for keys.
  private func waitForPlayer(
    _ terminal: PseudoTerminalSession, since start: Int, showing text: String
  ) -> Bool {
    terminal.wait { terminal in
      let line = terminal.screen.cursorLine
      return terminal.isEditing && line.hasPrefix("[") && !line.hasPrefix("mvcsh>")
        && terminal.output(since: start).contains(text)
    }
  }

  /// Plays the rest of a playback (`c`) and waits for the main prompt; returns what followed.
  private func playRest(_ terminal: PseudoTerminalSession) throws -> String {
    let start = terminal.outputLength
    terminal.send("c" + Key.enter)
    try #require(waitForPrompt(terminal), "no prompt after c; screen:\n\(terminal.screen.text)")
    return terminal.output(since: start)
  }

  private func quit(_ terminal: PseudoTerminalSession) {
    terminal.send(Key.controlD)
    #expect(terminal.waitForExit() == 0, "screen:\n\(terminal.screen.text)")
  }

  @Test("a step's question is answered at the prompt, wrong then right, before the reveal")
  func prediction() throws {
    let directory = try TemporaryDirectory()
    let terminal = try start(directory)
    try enter(":lesson mediator 3", in: terminal)
    let asked = try enter("ada.name = \"Linus\"", in: terminal)
    #expect(asked.contains("Predict before you see:"))
    #expect(asked.contains("1  it shows \"Linus\": `editor` hears of the change"))
    #expect(!asked.contains("Step 3 done"))
    // A wrong answer by number: the explanation, then the statement's messages in the player.
    let wrong = try enter("3", in: terminal, player: "message 1 of 4")
    #expect(wrong.contains("✗ Not quite: the answer is 1"))
    #expect(wrong.contains("The model never talks to the view."))
    #expect(wrong.contains("What happened:"))
    #expect(wrong.contains("[20] outside → ada"))
    let after = try playRest(terminal)
    #expect(after.contains("✓ Step 3 done."))
    #expect(after.contains("Step 4 of 4"))
    // A right answer by name, in a demonstration: it runs once answered.
    let demo = try enter(":lesson roles 4", in: terminal)
    #expect(demo.contains("who updates the text of `label`?"))
    #expect(!demo.contains("Watch: the tutor runs this"))
    let right = try enter("editor", in: terminal, player: "message 1 of 6")
    #expect(right.contains("✓ Right."))
    #expect(right.contains("Watch: the tutor runs this"))
    _ = try playRest(terminal)
    let progress = try enter(":progress", in: terminal)
    #expect(progress.contains("questions answered: 1 (1 right)"))
    #expect(progress.contains("questions answered: 1 (0 right)"))
    quit(terminal)
    let saved = try String(contentsOfFile: directory.file("progress"), encoding: .utf8)
    #expect(saved.contains("predicted=network-"))
    #expect(saved.contains("predicted=across+"))
  }

  @Test("a dead end names the statement, and :undo recovers from it")
  func deadEnd() throws {
    let directory = try TemporaryDirectory()
    let terminal = try start(directory)
    try enter(":lesson model-graph 4", in: terminal)
    let stuck = try enter("let badge = Label()", in: terminal)
    let told = stuck.split(whereSeparator: \.isNewline).joined(separator: " ")
    #expect(told.contains("can no longer be met: ‘let badge = Label()’ made it impossible"))
    #expect(told.contains("Type :undo to take it back, or :restart"))
    #expect(try enter(":undo", in: terminal).contains("let badge = Label()"))
    let solved = try enter("grace.phone = \"555-0142\"", in: terminal)
    #expect(solved.contains("Predict before you see"), "\(solved)")
    _ = try enter("1", in: terminal, player: "message 1 of")
    #expect(try playRest(terminal).contains("✓ Step 4 done."))
    quit(terminal)
  }

  @Test("a step that asks for :whatif is done by the comparison")
  func whatIfStep() throws {
    let directory = try TemporaryDirectory()
    let terminal = try start(directory)
    let step = try enter(":lesson modal-data-flow 4", in: terminal)
    #expect(step.contains("○ you compared a run with :whatif"))
    let compared = try enter(":whatif editor.delegate = nil; tap(saveButton)", in: terminal)
    #expect(compared.contains("as it ran: tap(saveButton)"))
    #expect(compared.contains("editor(_:didSave:) no longer reaches"))
    #expect(compared.contains("✓ Step 4 done."))
    quit(terminal)
  }
}
