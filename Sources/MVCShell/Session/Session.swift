import MVCLocalization
import MVCRuntime
import MVCTutor

/// A learner's session: lines in, rendered text out. No terminal, no file descriptors: the
/// executable feeds it lines and prints what it answers; tests drive it in-process.
///
/// The session is a facade. What a line runs with is one ``CommandContext``: the
/// ``SessionCore`` (world, interpreter, history, open statement: a line in, an ``Outcome``
/// out), the ``SessionState`` (a field per feature), the file system and the programs. A line
/// goes through ``LineFlow``; commands, the lesson, prediction and export flows act on the
/// context, never on the session. The session only finishes what they answer for the terminal.
/// The front end's other calls (settings, the step player, completion, exports, lessons on
/// offer) are in the files beside this one.
public final class Session {
  /// What every line runs with.
  var context: CommandContext

  /// Creates a session over a fresh world.
  public init(
    options: SessionOptions, fileSystem: any FileSystem = MemoryFileSystem(),
    programs: any ExternalPrograms = NoExternalPrograms()
  ) {
    context = CommandContext(
      core: SessionCore(), state: SessionState(settings: SessionSettings(options: options)),
      fileSystem: fileSystem, programs: programs)
  }

  /// The version of the tool.
  public static let version = "0.1.0"

  /// The prompt text without colour: `mvcsh> `, or `  ...> ` while a statement continues.
  public var prompt: String { context.prompt }

  /// Whether the last line left a statement open (an unclosed brace, bracket or parenthesis).
  public var isContinuing: Bool { context.core.isContinuing }

  /// The banner printed when an interactive session starts.
  public var banner: String {
    let localizer = context.localizer
    return context.finish(
      Style.heading.paint("mvcsh " + Session.version) + " — "
        + localizer.string("banner.tagline") + "\n" + localizer.string("banner.hint") + "\n")
  }

  /// Runs one line: a statement (or several separated by `;`), a meta-command, or part of a
  /// statement that continues on the next line.
  public func execute(_ line: String) -> SessionResponse {
    let isCommand = line.drop { $0 == " " || $0 == "\t" }.hasPrefix(":")
    if isCommand {
      // A command ends a block left open; it is kept before it runs, so `:history` lists
      // itself, as shells do.
      context.state.inputs.closeOpen()
      context.state.inputs.remember(line)
    } else {
      context.state.inputs.continueOpen(with: line)
    }
    let reply = LineFlow.run(line, in: &context)
    if !context.core.isContinuing { context.state.inputs.closeOpen() }
    return SessionResponse(parts: finish(reply.parts), failed: reply.failed)
  }

  /// Runs a whole script, line by line, as `mvcsh FILE` does. Each failure is reported with its
  /// line; the script goes on unless `bail` is set (as `sqlite3 -bail`). A script has no
  /// player: steps to play are printed numbered where they happen.
  /// - Parameters:
  ///   - echo: print each line after the prompt before its output (a transcript).
  ///   - file: the file the script was read from, which a `:load` in it may not load again.
  ///   - location: the name diagnostics start with (`FILE:LINE:COL: error: …`, as compilers
  ///     write them, so editors can jump to the place): the file's path, `<stdin>`; nil for
  ///     the transcript form (`error: …` then `--> line L, column C`).
  /// - Returns: all output (diagnostics as their own parts), and whether any statement failed.
  public func runScript(
    _ text: String, bail: Bool, echo: Bool = false, file: String? = nil, location: String? = nil
  ) -> SessionResponse {
    var output = LineFlow.runLines(
      of: text, in: &context, location: location,
      identity: file.map { context.fileSystem.identity(of: $0) }, echo: echo, bail: bail)
    let unfinished = LineFlow.unfinishedStatement(in: context)
    output += unfinished
    return SessionResponse(
      parts: finishAll(output.parts), failed: output.failed || unfinished.failed)
  }

  /// Lets Ctrl-C stop a running statement: `check` answers whether it was pressed, and is asked
  /// every few hundred messages and every few thousand steps; a statement it stops is rolled
  /// back and reported.
  public func useInterruptCheck(_ check: @escaping @Sendable () -> Bool) {
    context.core.interruptionCheck = check
  }

  /// Ctrl-C: forgets a half-typed multi-line statement.
  public func interrupt() {
    context.core.interrupt()
    context.state.inputs.dropOpen()
  }

  /// Every part of a reply finished; without a player (not interactive), steps to play are
  /// printed in place, numbered.
  private func finish(_ parts: [Reply.Part]) -> [ResponsePart] {
    if !context.options.interactive {
      return finishAll(LineFlow.inline(parts, in: context).parts)
    }
    return finishAll(parts)
  }

  /// Every part finished (control characters made visible, colours applied or dropped), empty
  /// ones left out.
  func finishAll(_ parts: [Reply.Part]) -> [ResponsePart] {
    let options = context.options
    return parts.compactMap { part in
      switch part {
      case .text(let text): return text.isEmpty ? nil : .text(context.finish(text))
      case .diagnostic(let text):
        return text.isEmpty
          ? nil : .diagnostic(TerminalText.finish(text, colour: options.diagnosticColour))
      case .playback(let playback): return playback.count > 0 ? .playback(playback) : nil
      }
    }
  }
}
