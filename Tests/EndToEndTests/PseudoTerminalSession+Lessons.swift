import Foundation
import Testing

extension PseudoTerminalSession {
  /// The built shell at a terminal with its history and lesson progress in `directory`, no
  /// colour, started with `arguments`; returns once the first prompt is ready.
  static func lessonShell(in directory: TemporaryDirectory, arguments: [String] = []) throws
    -> PseudoTerminalSession
  {
    let terminal = try PseudoTerminalSession(
      arguments: arguments,
      environment: [
        "MVCSH_HISTORY": directory.file("history"), "MVCSH_PROGRESS": directory.file("progress"),
        "NO_COLOR": "1",
      ])
    try #require(terminal.waitForPrompt(), "no prompt; screen:\n\(terminal.screen.text)")
    return terminal
  }

  /// Types a line at the main prompt, presses Enter, and returns what it printed once the
  /// prompt is back; a step player or a question the line opens is played through (`c`).
  @discardableResult
  func enterPlayingThrough(_ line: String) throws -> String {
    send(line)
    try #require(waitForCursorLine("mvcsh> " + line), "screen:\n\(screen.text)")
    let start = outputLength
    send(Key.enter)
    try #require(
      wait { terminal in
        let cursor = terminal.screen.cursorLine
        return terminal.isEditing
          && ((cursor == "mvcsh>" && terminal.screen.column == 7) || cursor.hasPrefix("["))
      }, "nothing after \(line):\n\(screen.text)")
    if !screen.cursorLine.hasPrefix("mvcsh>") {
      send("c" + Key.enter)
      try #require(waitForPrompt(), "no prompt after c:\n\(screen.text)")
    }
    return output(since: start)
  }

  /// Waits until the main prompt is ready for a line.
  func waitForPrompt() -> Bool {
    wait { $0.screen.cursorLine == "mvcsh>" && $0.screen.column == 7 && $0.isEditing }
  }
}
