import MVCShell

/// The read-eval-print loop at a terminal: the session's prompt in colour, each line run and
/// its answer printed, history saved after every line, playbacks played step by step.
struct InteractiveShell {
  let session: Session
  let editor: LineEditor
  let style: PromptStyle
  var history: HistoryFile
  /// Whether to greet with the banner (not with `-q`).
  var showsBanner = true
  /// The start-up file to run before the first prompt (nil with `--no-init`).
  var startupFile: String?

  /// Runs until `:quit` or Ctrl-D; returns the exit status (0).
  mutating func run() -> Int32 {
    history.load(into: editor)
    if showsBanner && !session.banner.isEmpty { StandardStreams.writeLine(session.banner) }
    let player = PlaybackPlayer(session: session, editor: editor, style: style)
    if let startupFile { runStartupFile(startupFile) }
    while !session.shouldQuit {
      let prompt = style.prompt(session.prompt, continuing: session.isContinuing)
      switch editor.readLine(prompt: prompt) {
      case .line(let line):
        // Trailing blanks (often left by Tab completion) would make near-duplicate entries.
        let entry = String(line.reversed().drop(while: \.isWhitespace).reversed())
        if !entry.isEmpty {
          editor.remember(entry)
          history.save(from: editor)
        }
        // The terminal may have been resized since the last line: fit what follows to it.
        session.setWidth(Terminal.columns)
        ResponseWriter.write(session.execute(line).parts, player: player)
        // A Ctrl-C while the statement ran has nothing left to stop.
        _ = InterruptGuard.consume()
      case .interrupted:
        session.interrupt()
      case .endOfInput:
        editor.writeToTerminal("\n")
        return 0
      }
    }
    return 0
  }

  /// Runs the start-up file when there is one, as a script (its diagnostics name its lines); a
  /// file that cannot be read is said on standard error and the shell starts without it.
  private func runStartupFile(_ path: String) {
    let text: String
    switch PosixFileSystem.readIfPresent(path, limit: FileLimits.script) {
    case .absent: return
    case .read(let bytes): text = String(decoding: bytes, as: UTF8.self)
    case .failed(let error):
      StandardStreams.writeError(
        session.localizer.string(
          "cli.warning.startupSkipped", [path, error.reason(session.localizer)])
          + "\n")
      return
    }
    let response = session.runScript(text, bail: false, file: path, location: path)
    ResponseWriter.write(response.parts)
  }
}
