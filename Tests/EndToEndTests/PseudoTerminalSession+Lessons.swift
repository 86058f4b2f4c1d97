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

  /// Waits until the main prompt is ready for a line.
  func waitForPrompt() -> Bool {
    wait { $0.screen.cursorLine == "mvcsh>" && $0.screen.column == 7 && $0.isEditing }
  }
}
