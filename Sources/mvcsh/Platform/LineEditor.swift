import CLibEdit
import Glibc

/// Line editing at a terminal through libedit's native histedit API: prompts with colour,
/// Emacs keys, history (Up, Ctrl-R), Tab completion, Ctrl-C to drop a line, Ctrl-D to leave,
/// Ctrl-Z to suspend. Only the executable has one, and only when standard input is a terminal.
///
/// libedit calls back through C function pointers that cannot capture Swift state, so the
/// editor registers itself as libedit's client data and each callback looks it up. Call
/// ``close()`` before the process exits: it restores the terminal.
final class LineEditor {
  /// Produces completion candidates: for a line and a cursor (a character offset), the
  /// character offset where the word being completed starts and the words that could replace
  /// it.
  typealias Completer = (_ line: String, _ cursor: Int) -> (wordStart: Int, candidates: [String])

  private let editLine: OpaquePointer
  private let history: OpaquePointer
  private let output: UnsafeMutablePointer<FILE>
  private let completer: Completer
  private var promptBuffer: UnsafeMutablePointer<CChar>
  private var interruptPressed = false
  private var closed = false

  /// Starts libedit on standard input, drawing on standard output (on standard error when
  /// standard output is redirected).
  /// - Returns: nil when libedit cannot start (no terminal capabilities at all).
  /// - Parameter settings: the line editor's settings file to read (`~/.editrc`, already
  ///   checked to be a regular file of sensible size), or nil for none.
  init?(settings: String?, completer: @escaping Completer) {
    let output = Terminal.outputIsTerminal ? mvcsh_stdout() : mvcsh_stderr()
    guard let editLine = el_init("mvcsh", mvcsh_stdin(), output, mvcsh_stderr()) else {
      return nil
    }
    guard let history = history_init() else {
      el_end(editLine)
      return nil
    }
    self.editLine = editLine
    self.history = history
    self.output = output
    self.completer = completer
    self.promptBuffer = LineEditor.copyToC("")
    configure(settings: settings)
  }

  deinit { close() }

  // MARK: Reading

  /// Reads one line at `prompt` (which may carry colour between ``PromptStyle/ignoreMarker``
  /// characters).
  func readLine(prompt: String) -> EditorInput {
    setPrompt(prompt)
    interruptPressed = false
    StandardStreams.flush()
    while true {
      var count: Int32 = 0
      guard let raw = el_gets(editLine, &count) else {
        if interruptPressed {
          interruptPressed = false
          return .interrupted
        }
        if count < 0 && errno == EINTR { continue }
        return .endOfInput
      }
      return .line(LineEditor.stripNewline(raw))
    }
  }

  /// Writes text where the editor draws (standard output, or standard error when standard
  /// output is redirected).
  func writeToTerminal(_ text: String) {
    StandardStreams.put(text, to: output)
    fflush(output)
  }

  // MARK: History

  /// Adds a line to the in-memory history (consecutive duplicates are kept once).
  func remember(_ line: String) {
    _ = mvcsh_history_enter(history, line)
  }

  /// Loads history from a libedit history file; false when it cannot be read.
  /// (``HistoryFile`` checks the file first: libedit reads whatever it is given.)
  func loadHistory(from path: String) -> Bool {
    mvcsh_history_load(history, path) >= 0
  }

  /// Writes the whole history, in libedit's file format, to an open file; false (with `errno`
  /// set) when a write failed.
  func saveHistory(to descriptor: Int32) -> Bool {
    mvcsh_history_save_fd(history, descriptor) >= 0
  }

  // MARK: Ending

  /// Restores the terminal and frees libedit's state; safe to call more than once.
  func close() {
    guard !closed else { return }
    closed = true
    el_end(editLine)
    history_end(history)
    promptBuffer.deallocate()
  }

  // MARK: Set-up

  private func configure(settings: String?) {
    _ = mvcsh_el_set_client_data(editLine, Unmanaged.passUnretained(self).toOpaque())
    _ = mvcsh_el_set_editor(editLine, "emacs")
    _ = mvcsh_el_set_signal(editLine, 1)
    _ = mvcsh_el_disable_isig_while_editing(editLine)
    _ = mvcsh_history_set_size(history, 1000)
    _ = mvcsh_history_set_unique(history, 1)
    _ = mvcsh_el_set_history(editLine, history)
    _ = mvcsh_el_set_prompt(
      editLine,
      { editLine in
        guard let editor = LineEditor.owner(of: editLine) else { return mvcsh_empty_prompt() }
        return editor.promptBuffer
      },
      CChar(PromptStyle.ignoreMarker.asciiValue ?? 1))

    _ = mvcsh_el_add_function(
      editLine, "mvcsh-complete", "Complete the word before the cursor",
      { editLine, _ in
        guard let editor = LineEditor.owner(of: editLine) else { return UInt8(CC_ERROR) }
        return editor.complete()
      })
    _ = mvcsh_el_add_function(
      editLine, "mvcsh-interrupt", "Drop the line being typed",
      { editLine, _ in
        guard let editor = LineEditor.owner(of: editLine) else { return UInt8(CC_EOF) }
        editor.interrupt()
        return UInt8(CC_EOF)
      })
    _ = mvcsh_el_add_function(
      editLine, "mvcsh-suspend", "Suspend mvcsh (resume with fg)",
      { _, _ in
        // ISIG is off while editing, so the terminal does not stop us; do what it would.
        // libedit's own SIGTSTP handler restores the terminal and redraws after `fg`.
        _ = kill(0, SIGTSTP)
        return UInt8(CC_REDISPLAY)
      })
    _ = mvcsh_el_bind(editLine, "^I", "mvcsh-complete")
    _ = mvcsh_el_bind(editLine, "^C", "mvcsh-interrupt")
    _ = mvcsh_el_bind(editLine, "^Z", "mvcsh-suspend")
    _ = mvcsh_el_bind(editLine, "^R", "em-inc-search-prev")
    // The learner's ~/.editrc (or $EDITRC) may add or change bindings.
    if let settings { _ = el_source(editLine, settings) }
  }

  private func setPrompt(_ prompt: String) {
    promptBuffer.deallocate()
    promptBuffer = LineEditor.copyToC(prompt)
  }

  private static func owner(of editLine: OpaquePointer?) -> LineEditor? {
    guard let editLine, let data = mvcsh_el_client_data(editLine) else { return nil }
    return Unmanaged<LineEditor>.fromOpaque(data).takeUnretainedValue()
  }

  /// Ctrl-C: leaves the dropped line visible with `^C` after it (as shells do) and the cursor
  /// on a fresh line. The text after the cursor is written again so that `^C` lands at the end
  /// rather than over it.
  private func interrupt() {
    interruptPressed = true
    var tail = ""
    if let info = el_wline(editLine)?.pointee, let cursor = info.cursor, let end = info.lastchar {
      tail = LineEditor.string(from: cursor, to: end)
    }
    writeToTerminal(VisibleText.of(tail) + "^C\n")
  }

  // MARK: Completion

  /// Tab: one candidate replaces the word (plus a space); several insert their common prefix
  /// and are listed under the line, which is then drawn again.
  private func complete() -> UInt8 {
    guard let info = el_wline(editLine)?.pointee, let buffer = info.buffer,
      let cursor = info.cursor, let end = info.lastchar
    else { return UInt8(CC_ERROR) }
    let before = LineEditor.string(from: buffer, to: cursor)
    let after = LineEditor.string(from: cursor, to: end)
    let (wordStart, candidates) = completer(before + after, before.count)
    let edit = CompletionEdit(
      word: String(before.dropFirst(max(0, min(wordStart, before.count)))),
      candidates: candidates)

    if let replacement = edit.replacement {
      if edit.deletesWord {
        el_deletestr(editLine, Int32(edit.word.unicodeScalars.count))
      }
      if el_insertstr(editLine, replacement) != 0 { return UInt8(CC_ERROR) }
    }
    guard edit.listsCandidates else {
      return UInt8(edit.replacement == nil ? CC_REFRESH_BEEP : CC_REFRESH)
    }
    let columns = Int(mvcsh_terminal_columns(fileno(output)))
    let listing = CompletionEdit.columns(
      candidates.map(VisibleText.of), width: columns > 0 ? columns : 80)
    writeToTerminal("\n" + listing)
    return UInt8(CC_REDISPLAY)
  }

  /// The characters between two positions of libedit's wide-character line buffer.
  private static func string(
    from start: UnsafePointer<wchar_t>, to end: UnsafePointer<wchar_t>
  ) -> String {
    var text = String.UnicodeScalarView()
    var position = start
    while position < end {
      if let scalar = Unicode.Scalar(UInt32(bitPattern: position.pointee)) {
        text.append(scalar)
      }
      position += 1
    }
    return String(text)
  }

  // MARK: C strings

  /// A NUL-terminated copy of `text`, owned by the caller.
  private static func copyToC(_ text: String) -> UnsafeMutablePointer<CChar> {
    let bytes = Array(text.utf8)
    let copy = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
    for (index, byte) in bytes.enumerated() { copy[index] = CChar(bitPattern: byte) }
    copy[bytes.count] = 0
    return copy
  }

  /// The line libedit returned, without its trailing newline.
  private static func stripNewline(_ raw: UnsafePointer<CChar>) -> String {
    var length = strlen(raw)
    while length > 0, raw[length - 1] == 0x0A || raw[length - 1] == 0x0D { length -= 1 }
    let bytes = UnsafeRawBufferPointer(start: raw, count: length)
    return String(decoding: bytes, as: UTF8.self)
  }
}
