import MVCShell

/// The read-eval-print loop at a terminal: the session's prompt in colour, each line run and
/// its answer printed, history saved after every line, playbacks played step by step.
struct InteractiveShell {
  let session: Session
  let editor: LineEditor
  let style: PromptStyle
  var history: HistoryFile

  /// Runs until `:quit` or Ctrl-D; returns the exit status (0).
  mutating func run() -> Int32 {
    history.load(into: editor)
    if !session.banner.isEmpty { StandardStreams.writeLine(session.banner) }
    let player = PlaybackPlayer(session: session, editor: editor, style: style)
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
        for part in session.execute(line).parts {
          switch part {
          case .text(let text): StandardStreams.write(text)
          case .playback(let playback): player.play(playback)
          }
        }
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
}
