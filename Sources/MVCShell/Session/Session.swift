import MVCLocalization
import MVCRuntime
import MVCScript
import MVCTutor

/// A learner's session: lines in, rendered text out. No terminal, no file descriptors: the
/// executable feeds it lines and prints what it answers; tests drive it in-process.
public final class Session {
  /// The simulated world the statements act on; only statements (through the interpreter's
  /// transactions), `:undo`, `:reset` and `:device` change it.
  private(set) var liveWorld: World
  /// What the world holds: every command, renderer and goal reads it through this.
  public var world: WorldReader { liveWorld.reader }
  /// Runs statements against the world.
  public private(set) var interpreter: Interpreter
  /// The presentation settings (language, colour, width).
  public internal(set) var options: SessionOptions
  /// Where `:save`, `:load`, `:export` and `:trace load` read and write.
  public let fileSystem: any FileSystem
  /// The localized text catalogs.
  public internal(set) var localizer: Localizer
  /// Whether `:quit` was entered.
  public internal(set) var shouldQuit = false
  /// Statement text typed so far when a statement spans several lines (open brace or bracket).
  var pendingLines: [String] = []
  /// The line number the pending statement started on (scripts report it).
  var pendingStartLine = 1
  /// The source of every statement that completed, in order: what `:save` writes.
  public internal(set) var log: [String] = []
  /// Whether each statement's messages are played step by step.
  public internal(set) var stepMode = false
  /// The line number of the line being run (1 at the prompt; the file's line in a script).
  var currentLine = 1
  /// Whether diagnostics name the line (scripts) or only the column (the prompt).
  var showLineNumbers = false
  /// A lesson demonstration's steps waiting to be played by the front end (interactive only).
  var pendingDemonstration: Playback?
  /// Advice already given, so each finding is reported once.
  var reportedCouplings = Set<SourceCoupling>()
  /// A trace loaded with `:trace load`, which `:trace` and the player show until the next statement.
  var loadedTrace: Trace?
  /// Guided lessons: the lesson in progress and the learner's progress (Session+Lessons.swift).
  public internal(set) var tutor = Tutor()

  /// Creates a session over a fresh world.
  public init(options: SessionOptions, fileSystem: any FileSystem = MemoryFileSystem()) {
    let world = World()
    self.liveWorld = world
    self.interpreter = Interpreter(world: world)
    self.options = options
    self.fileSystem = fileSystem
    self.localizer = Localizer.embedded(language: options.language)
  }

  /// The prompt text without colour: `mvcsh> `, or `  ...> ` while a statement continues.
  public var prompt: String { pendingLines.isEmpty ? "mvcsh> " : "  ...> " }

  /// Whether the last line left a statement open (an unclosed brace, bracket or parenthesis).
  public var isContinuing: Bool { !pendingLines.isEmpty }

  /// The banner printed when an interactive session starts.
  public var banner: String {
    finish(
      Style.heading.paint("mvcsh " + Session.version) + " — " + localizer.string("banner.tagline")
        + "\n"
        + localizer.string("banner.hint") + "\n")
  }

  /// The version of the tool.
  public static let version = "0.1.0"

  /// Runs one line: a statement (or several separated by `;`), a meta-command, or part of a
  /// statement that continues on the next line.
  public func execute(_ line: String) -> SessionResponse {
    var response = executeRaw(line)
    if let demo = pendingDemonstration {
      pendingDemonstration = nil
      placeDemonstration(demo, in: &response)
    }
    response.output = finish(response.output)
    response.epilogue = finish(response.epilogue)
    return response
  }

  /// Where a lesson's demonstration played step by step: the output stops there, the steps are
  /// played, and the rest of the output follows them.
  static let demonstrationMarker: Character = "\u{F8FE}"

  /// Splits the output at the demonstration's place and hands its steps to the player; when a
  /// playback is already due (step mode), the demonstration's steps are printed in place.
  func placeDemonstration(_ playback: Playback, in response: inout SessionResponse) {
    guard let index = response.output.firstIndex(of: Session.demonstrationMarker) else { return }
    let before = String(response.output[..<index])
    let after = String(response.output[response.output.index(after: index)...])
    if response.playback == nil {
      response.output = before
      response.playback = playback
      response.epilogue = after
    } else {
      var steps = ""
      for step in 0..<playback.count { steps += renderStepRaw(step, of: playback) }
      response.output = before + steps + after
    }
  }

  /// Runs a whole script, line by line, as `mvcsh FILE` does. Each failure is reported with its
  /// line; the script goes on unless `bail` is set (as `sqlite3 -bail`).
  /// - Parameter echo: print each line after the prompt before its output (a transcript).
  /// - Returns: all output, and whether any statement failed.
  public func runScript(_ text: String, bail: Bool, echo: Bool = false) -> SessionResponse {
    var output = ""
    var failed = false
    let savedShowLines = showLineNumbers
    showLineNumbers = true
    defer {
      showLineNumbers = savedShowLines
      currentLine = 1
    }
    var number = 0
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last == "" { lines.removeLast() }
    for line in lines {
      number += 1
      currentLine = number
      if echo { output += Style.prompt.paint(prompt) + line + "\n" }
      let response = executeRaw(String(line))
      output += response.output
      if response.failed {
        failed = true
        if bail { break }
      }
      if shouldQuit { break }
    }
    if !pendingLines.isEmpty {
      let source = pendingLines.joined(separator: "\n")
      pendingLines = []
      output += DiagnosticRenderer.render(
        .syntax(
          .unfinishedStatement,
          at: SourceRange(start: SourceLocation(line: pendingStartLine, column: 1), length: 1)),
        source: source, text: failureText, showLine: true)
      failed = true
    }
    if let demo = pendingDemonstration {
      // A script has no player: a demonstration's steps are printed where they happened.
      pendingDemonstration = nil
      var inline = SessionResponse(output: output, playback: Playback(sequences: []))
      placeDemonstration(demo, in: &inline)
      output = inline.output
    }
    return SessionResponse(output: finish(output), failed: failed)
  }

  /// Ctrl-C: forgets a half-typed multi-line statement.
  public func interrupt() { pendingLines = [] }

  /// The last step: make control characters visible and apply or drop colours.
  func finish(_ text: String) -> String { TerminalText.finish(text, colour: options.colour) }

  /// Lays catalog files (`<language>/<name>.strings` by path) over the built-in words, for a
  /// teacher's own lessons or a translator trying a change.
  public func useTranslations(_ files: [String: String]) {
    localizer = Localizer.embedded(language: options.language, overlay: files)
  }

  /// The width diagrams, `:screen` and wrapped prose fit in (the terminal's, when it changes).
  public func setWidth(_ columns: Int) {
    options.width = max(20, columns)
  }

  /// Switches the language of every word the session prints.
  public func setLanguage(_ language: Language) {
    options.language = language
    localizer = localizer.with(language: language)
  }

  /// Replaces the world with a fresh one.
  func resetWorld() {
    let fresh = World()
    liveWorld = fresh
    interpreter = Interpreter(world: fresh)
    log = []
    loadedTrace = nil
    reportedCouplings = []
  }

  // MARK: Lines

  func executeRaw(_ line: String) -> SessionResponse {
    if !pendingLines.isEmpty, startsAnotherStatement(line) {
      // An unfinished statement followed by a command or a new declaration: report it rather
      // than swallowing the rest of the script.
      let source = pendingLines.joined(separator: "\n")
      pendingLines = []
      let error = ScriptFailure.syntax(
        .unfinishedStatement,
        at: SourceRange(start: SourceLocation(line: pendingStartLine, column: 1), length: 1))
      let report = diagnostic(error, source: source, startLine: pendingStartLine)
      var response = executeRaw(line)
      response.output = report + response.output
      response.failed = true
      return response
    }
    if pendingLines.isEmpty {
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      if trimmed.hasPrefix(":") { return runCommand(String(trimmed)) }
      switch trimmed.trimmingTrailingSpaces() {
      case "help", "?": return runCommand(":help")
      case "quit", "exit": return runCommand(":quit")
      default: break
      }
      pendingStartLine = currentLine
    }
    pendingLines.append(line)
    let text = pendingLines.joined(separator: "\n")
    if BracketBalance.isOpen(text) && text.utf8.count < 4_000_000 && pendingLines.count < 10_000
      && !hasLexicalError(text)
    {
      return SessionResponse(output: "")
    }
    pendingLines = []
    return runStatements(text, startLine: pendingStartLine)
  }

  /// Parses and runs statements; each is its own transaction. A failed statement stops the
  /// rest of the line, which may depend on it.
  /// Whether text already holds a mistake no further line can mend (a control character, a bad
  /// escape): then it is reported at once instead of waiting for more lines.
  func hasLexicalError(_ text: String) -> Bool {
    var lexer = Lexer(text)
    do {
      _ = try lexer.tokenize()
      return false
    } catch {
      return error.reason != .syntax(.unterminatedComment)
    }
  }

  /// Whether a line cannot continue a statement left open inside parentheses or brackets: it is
  /// a meta-command, or it starts a new declaration.
  func startsAnotherStatement(_ line: String) -> Bool {
    let trimmed = line.drop { $0 == " " || $0 == "\t" }
    if trimmed.hasPrefix(":") { return true }
    let state = BracketBalance.scan(pendingLines.joined(separator: "\n"))
    guard state.brackets.last != "{" && !state.inBlockComment else { return false }
    return ["let ", "var ", "class ", "protocol "].contains { trimmed.hasPrefix($0) }
  }

  func runStatements(_ text: String, startLine: Int) -> SessionResponse {
    let parsed: [ParsedStatement]
    do {
      parsed = try Parser.parseWithSource(text, line: startLine)
    } catch {
      return SessionResponse(
        output: diagnostic(error, source: text, startLine: startLine), failed: true)
    }
    var output = ""
    var sequences: [Int] = []
    for item in parsed {
      let before = world.trace.count
      do {
        let value = try interpreter.run(item.statement)
        loadedTrace = nil
        log.append(item.source)
        for printedValue in interpreter.printed {
          if case .string(let s) = printedValue {
            output += s + "\n"
          } else {
            output += ValueFormatter.literal(printedValue, names: world.displayName(of:)) + "\n"
          }
        }
        if case .expression = item.statement, value != .void {
          output += Style.value.paint(ValueFormatter.summary(value, in: world)) + "\n"
        }
        sequences += world.trace[before...].map(\.sequence)
        output += adviceAfterStatement(events: world.trace[before...])
      } catch {
        output += diagnostic(error, source: text, startLine: startLine)
        return SessionResponse(output: output, failed: true)
      }
    }
    output += lessonAfterStatements()
    if stepMode && !sequences.isEmpty {
      if options.interactive {
        return SessionResponse(output: output, playback: Playback(sequences: sequences))
      }
      let playback = Playback(sequences: sequences)
      for index in 0..<playback.count { output += renderStepRaw(index, of: playback) }
    }
    return SessionResponse(output: output)
  }

  func diagnostic(_ error: ScriptFailure, source: String, startLine: Int) -> String {
    // Show the line of the source the error points at.
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    var shown = source
    var adjusted = error
    if let range = error.range {
      let index = range.start.line - startLine
      if index >= 0 && index < lines.count {
        shown = String(lines[index])
      } else {
        shown = ""
        adjusted.range = nil
      }
    }
    return DiagnosticRenderer.render(
      adjusted, source: shown, text: failureText, showLine: showLineNumbers)
  }

  // MARK: Step player

  /// The trace the player and `:trace` look at: a loaded one, or the world's.
  func currentTrace(_ events: some Collection<TraceEvent>) -> Trace {
    world.standaloneTrace(events)
  }

  /// The event with a sequence number, from the loaded trace or the world.
  func event(_ sequence: Int) -> TraceEvent? {
    if let loaded = loadedTrace { return loaded.events.first { $0.sequence == sequence } }
    guard sequence >= 1 && sequence <= world.trace.count else { return nil }
    return world.trace[sequence - 1]
  }

  func renderStepRaw(_ index: Int, of playback: Playback) -> String {
    guard index >= 0 && index < playback.count, let event = event(playback.sequences[index]) else {
      return ""
    }
    let trace = loadedTrace ?? world.standaloneTrace([event])
    let vocabulary = TraceVocabulary(trace: trace, localizer: localizer)
    return StepRenderer.render(
      event, index: index, count: playback.count, vocabulary: vocabulary, width: options.width)
  }

  /// Renders step `index` (0-based) of a playback: "step k of n", sender → receiver, role, rule.
  public func renderStep(_ index: Int, of playback: Playback) -> String {
    finish(renderStepRaw(index, of: playback))
  }

  /// The prompt shown while a playback waits for a key.
  public func stepPrompt(_ index: Int, of playback: Playback) -> String {
    localizer.string("step.prompt", [String(index + 1), String(playback.count)])
  }
}

extension Substring {
  fileprivate func trimmingTrailingSpaces() -> Substring {
    var s = self
    while let last = s.last, last == " " || last == "\t" || last == "\r" { s.removeLast() }
    return s
  }
}
