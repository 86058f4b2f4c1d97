import MVCShell

/// Runs statements that are not typed at a prompt: a script file, `-c` statements, or piped
/// standard input. No prompt, no line editing; failures are reported with their line numbers
/// by the session.
struct ScriptRunner {
  let session: Session
  let bail: Bool
  /// The script's file (nil for `-c` and standard input).
  let file: String?
  /// What diagnostics start with (`FILE:LINE:COL: error: …`): the file, `<stdin>`; nil for
  /// `-c`.
  let location: String?

  /// Runs `text` as a script and prints what it answers: output on standard output,
  /// diagnostics on standard error.
  /// - Returns: 0 when every statement ran, 1 when one failed.
  func run(_ text: String) -> Int32 {
    let response = session.runScript(
      ScriptRunner.withoutShebang(text), bail: bail, file: file, location: location)
    ResponseWriter.write(response.parts)
    return response.failed ? 1 : 0
  }

  /// Blanks a first line such as `#!/usr/bin/env mvcsh` (keeping the line count) so scripts
  /// can be made executable.
  static func withoutShebang(_ text: String) -> String {
    guard text.hasPrefix("#!") else { return text }
    guard let newline = text.firstIndex(of: "\n") else { return "" }
    return String(text[newline...])
  }
}
