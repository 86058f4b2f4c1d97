import MVCLocalization
import MVCRuntime
import MVCScript
import MVCTutor

/// A learner's session: lines in, rendered text out. No terminal, no file descriptors: the
/// executable feeds it lines and prints what it answers; tests drive it in-process.
///
/// The session is a ``SessionCore`` (world, interpreter, history, open statement: a line in, an
/// ``Outcome`` out) plus what turns outcomes into words: the command table, the presenter, the
/// lesson runner, and the settings of the presentation (language, colour, width, step mode).
public final class Session {
  /// The world, the interpreter and the history.
  let core = SessionCore()
  /// What the world holds: every command, renderer and goal reads it through this.
  public var world: WorldReader { core.reader }
  /// The presentation settings (language, colour, width).
  public internal(set) var options: SessionOptions
  /// Where `:save`, `:load`, `:export` and `:trace load` read and write.
  public let fileSystem: any FileSystem
  /// The desktop's opener (`:open`) and the learner's editor (`:edit`).
  public let programs: any ExternalPrograms
  /// The localized text catalogs.
  public internal(set) var localizer: Localizer
  /// Whether `:quit` was entered.
  public internal(set) var shouldQuit = false
  /// The source of every change that completed, in order: what `:save` writes.
  public var log: [String] { core.history.sources }
  /// Whether each statement's messages are played step by step.
  public internal(set) var stepMode = false
  /// The line number of the line being run (1 at the prompt; the file's line in a script).
  var currentLine = 1
  /// Whether diagnostics name the line (scripts) or only the column (the prompt).
  var showLineNumbers = false
  /// The file diagnostics start with (`FILE:LINE:COL: error: …`) while a script or a loaded
  /// file runs; nil at the prompt and in transcripts.
  var diagnosticFile: String?
  /// Advice already given, so each finding is reported once.
  var reportedCouplings = Set<SourceCoupling>()
  /// The files `:load` is running, outermost first (by ``FileSystem/identity(of:)``): a file
  /// already here is not loaded again, so a script cannot load itself forever.
  var loadingFiles: [String] = []
  /// Every input typed at the prompt this session (a statement, a block of several lines, a
  /// command), in order: what `:history` lists and `:edit` edits.
  public internal(set) var inputs: [String] = []
  /// The lines of an input still open (a block being typed).
  var openInput: [String] = []
  /// Whether `:edit` is running what was saved (a `:edit` in it is refused).
  var isEditing = false
  /// Files this session wrote under a default name (`trace.html`): the next export of that
  /// format may replace them, never a file it did not write.
  var defaultExportFiles: Set<String> = []
  /// A trace loaded with `:trace load`, which `:trace` and the player show until the next statement.
  var loadedTrace: Trace?
  /// Guided lessons: the lesson in progress and the learner's progress (Session+Lessons.swift).
  public internal(set) var tutor = Tutor()
  /// Whether the step player asks who receives each message before showing it (`:predict`).
  public internal(set) var predictMode = false
  /// Where the current lesson step began in the history, for `:goal`'s shadow world.
  var stepStart: StepStart?
  /// Reads the lesson folder again, for `:lessons reload` (Session+LessonFolder.swift).
  var lessonFolderReader: (@Sendable () -> LessonFolder?)?
  /// The catalogs `--translations` laid over the built-in words, kept so a lesson folder's
  /// own are laid over them again when it is reread.
  var baseTranslationFiles: [String: String] = [:]
  /// The glossary terms a lesson's Chinese texts have shown with their English, by lesson and
  /// language: only the first use of each is glossed.
  var glossedIn: (lesson: String?, language: Language, terms: Set<String>) = (nil, .en, [])

  /// Creates a session over a fresh world.
  public init(
    options: SessionOptions, fileSystem: any FileSystem = MemoryFileSystem(),
    programs: any ExternalPrograms = NoExternalPrograms()
  ) {
    self.options = options
    self.fileSystem = fileSystem
    self.programs = programs
    self.localizer = Localizer.embedded(language: options.language)
  }

  /// The prompt text without colour: `mvcsh> `, or `  ...> ` while a statement continues.
  public var prompt: String { core.isContinuing ? "  ...> " : "mvcsh> " }

  /// Whether the last line left a statement open (an unclosed brace, bracket or parenthesis).
  public var isContinuing: Bool { core.isContinuing }

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
    let isCommand = line.drop { $0 == " " || $0 == "\t" }.hasPrefix(":")
    if isCommand {
      // A command ends a block left open; it is kept before it runs, so `:history` lists
      // itself, as shells do.
      rememberOpenInput()
      remember(line)
    } else {
      openInput.append(line)
    }
    let response = executeRaw(line)
    if !core.isContinuing { rememberOpenInput() }
    return SessionResponse(parts: finish(response.parts), failed: response.failed)
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
    var output = Reply()
    var failed = false
    let savedShowLines = showLineNumbers
    let savedLocation = diagnosticFile
    showLineNumbers = true
    diagnosticFile = location
    if let file { loadingFiles.append(fileSystem.identity(of: file)) }
    defer {
      if file != nil { loadingFiles.removeLast() }
      showLineNumbers = savedShowLines
      diagnosticFile = savedLocation
      currentLine = 1
    }
    var number = 0
    var lines = Self.lines(of: text)
    if lines.last == "" { lines.removeLast() }
    for line in lines {
      number += 1
      currentLine = number
      if echo { output += Style.prompt.paint(prompt) + String(line) + "\n" }
      let response = executeRaw(String(line))
      output += inline(response.parts)
      if response.failed {
        failed = true
        if bail { break }
      }
      if shouldQuit { break }
    }
    if let unfinished = core.takeUnfinished() {
      output += .diagnostic(presenter.diagnostic(unfinished))
      failed = true
    }
    return SessionResponse(parts: finishAll(output.parts), failed: failed)
  }

  /// Keeps an input in the session's history (blank ones are not kept).
  func remember(_ input: String) {
    guard input.contains(where: { !$0.isWhitespace }) else { return }
    inputs.append(input)
  }

  /// Keeps the lines of the open input as one entry, and starts a new one.
  private func rememberOpenInput() {
    guard !openInput.isEmpty else { return }
    remember(openInput.joined(separator: "\n"))
    openInput = []
  }

  /// The lines of a script, split at each line feed (a carriage return before it is dropped,
  /// so a file written on Windows reads the same).
  static func lines(of text: String) -> [Substring] {
    var lines: [Substring] = []
    let utf8 = text.utf8
    var start = utf8.startIndex
    var index = utf8.startIndex
    while index != utf8.endIndex {
      if utf8[index] == 0x0A {
        var end = index
        if end > start, utf8[utf8.index(before: end)] == 0x0D { end = utf8.index(before: end) }
        lines.append(text[start..<end])
        start = utf8.index(after: index)
      }
      index = utf8.index(after: index)
    }
    lines.append(text[start...])
    return lines
  }

  /// Lets Ctrl-C stop a running statement: `check` answers whether it was pressed, and is asked
  /// every few hundred messages and every few thousand steps; a statement it stops is rolled
  /// back and reported.
  public func useInterruptCheck(_ check: @escaping @Sendable () -> Bool) {
    core.interruptionCheck = check
  }

  /// Ctrl-C: forgets a half-typed multi-line statement.
  public func interrupt() {
    core.interrupt()
    openInput = []
  }

  /// The last step: make control characters visible and apply or drop colours.
  func finish(_ text: StyledText) -> String { TerminalText.finish(text, colour: options.colour) }

  /// The same for every text part of a reply; without a player (not interactive), steps to
  /// play are printed in place, numbered.
  func finish(_ parts: [Reply.Part]) -> [ResponsePart] {
    if !options.interactive { return finishAll(inline(parts).parts) }
    return finishAll(parts)
  }

  /// Every part finished, empty ones left out.
  func finishAll(_ parts: [Reply.Part]) -> [ResponsePart] {
    parts.compactMap { part in
      switch part {
      case .text(let text): return text.isEmpty ? nil : .text(finish(text))
      case .diagnostic(let text):
        return text.isEmpty
          ? nil : .diagnostic(TerminalText.finish(text, colour: options.diagnosticColour))
      case .playback(let playback): return playback.count > 0 ? .playback(playback) : nil
      }
    }
  }

  /// The parts with every step to play printed in place (diagnostics stay diagnostics).
  func inline(_ parts: [Reply.Part]) -> Reply {
    var reply = Reply()
    for part in parts {
      switch part {
      case .text, .diagnostic: reply += part
      case .playback(let playback):
        for step in 0..<playback.count { reply += renderStepRaw(step, of: playback) }
      }
    }
    return reply
  }

  /// Lays catalog files (`<language>/<name>.strings` by path) over the built-in words, for a
  /// teacher's own lessons or a translator trying a change.
  ///
  /// Files that cannot be trusted are refused, and then none is laid over: one that does not
  /// parse, or an entry with a placeholder that names no argument (`%0$@`,
  /// `%99999999999999999999$@`) or that the English entry of its key does not have
  /// (``CatalogCheck/overlayProblems(_:)``).
  /// - Parameter directory: where the files were read, for the refusal.
  /// - Returns: nil when the files are laid over; else the refusal, naming each file and line
  ///   and what is wrong, in the session's language (finished text, for standard error).
  public func useTranslations(_ files: [String: String], from directory: String) -> String? {
    let problems = CatalogCheck.overlayProblems(files)
    guard !problems.isEmpty else {
      localizer = Localizer.embedded(language: options.language, overlay: files)
      if lessonFolderReader == nil { baseTranslationFiles = files }
      return nil
    }
    var text = localizer.string("cli.error.translationsRefused", [directory]) + "\n"
    for problem in problems {
      let place = [problem.file, String(problem.line ?? 1)]
      let key = problem.key ?? ""
      let placeholder = problem.placeholder ?? ""
      switch problem.kind {
      case .badPlaceholder:
        let highest = String(CatalogCheck.maximumPosition)
        text +=
          "  "
          + localizer.string(
            "cli.error.translation.badPosition", place + [key, placeholder, highest])
      case .parseError:
        text += "  " + localizer.string("cli.error.translation.unparsable", place)
      default:
        text +=
          "  " + localizer.string("cli.error.translation.notInEnglish", place + [key, placeholder])
      }
      text += "\n"
    }
    return TerminalText.visible(text)
  }

  /// The width diagrams, `:screen` and wrapped prose fit in (the terminal's, when it changes).
  public func setWidth(_ columns: Int) {
    options.width = max(20, columns)
  }

  /// Switches the language of every word the session prints, and the second language lesson
  /// texts are also shown in (nil: none).
  public func setLanguage(_ language: Language, second: Language? = nil) {
    options.language = language
    options.secondLanguage = second == language ? nil : second
    localizer = localizer.with(language: language)
  }

  /// The width diagnostic headlines wrap to: the session's, unless they go where tools read
  /// them (``SessionOptions/wrapsDiagnostics``).
  var diagnosticWidth: Int { options.wrapsDiagnostics ? options.width : Int.max }

  /// The catalogs in the second language lesson texts are shown in, or nil for one language.
  var secondLocalizer: Localizer? {
    options.secondLanguage.map { localizer.with(language: $0) }
  }

  /// Replaces the world with a fresh one.
  func resetWorld() {
    core.reset()
    loadedTrace = nil
    reportedCouplings = []
  }

  /// Renders outcomes in the learner's language.
  var presenter: OutcomePresenter {
    OutcomePresenter(
      world: world, localizer: localizer, failureText: failureText,
      showLineNumbers: showLineNumbers, file: diagnosticFile, width: options.width,
      diagnosticWidth: diagnosticWidth)
  }

  // MARK: Lines

  /// Runs a line through the core and renders what it came to. Text is not finished yet (no
  /// colours applied); ``execute(_:)`` and ``runScript(_:bail:echo:file:location:)`` do that.
  func executeRaw(_ line: String) -> Reply {
    // A lesson's question waits for its answer on the next line that is not a command.
    if let answered = answerLessonQuestion(line) { return answered }
    // In a lesson a class is declared once: objects left with an old class would still meet
    // goals by name.
    core.refusesRedeclaringClassesInUse = tutor.active != nil
    let wasWaiting = tutor.active?.isPredictionPending == true
    let outcome = core.submit(line, lineNumber: currentLine)
    var reply = present(outcome)
    // A statement run while a question waits leaves it waiting, and says so.
    if wasWaiting, case .statements = outcome, let active = tutor.active,
      active.isPredictionPending,
      let prediction = active.step.prediction
    {
      let text = localizer.string("tutor.predict.stillWaiting", [String(prediction.choices.count)])
      reply += Style.dim.paint(wrap(text, indent: "")) + "\n"
    }
    return reply
  }

  /// Turns an outcome into a response: a command runs, statements are shown with their values,
  /// advice and the lesson's check, and (in step mode) their messages to play.
  func present(_ outcome: Outcome) -> Reply {
    switch outcome {
    case .incomplete:
      return Reply()
    case .command(let line):
      return runCommand(line)
    case .unfinished(let failure, let then):
      var response = present(then)
      response.prepend(diagnostic: presenter.diagnostic(failure))
      response.failed = true
      return response
    case .statements(let run):
      var out = Reply()
      for result in run.completed {
        loadedTrace = nil
        out += presenter.render(result)
        out += adviceAfterStatement(events: world.trace[result.events])
      }
      if let failure = run.failure {
        out += .diagnostic(presenter.diagnostic(failure))
        out.failed = true
        return out
      }
      out += lessonAfterStatements(run)
      // While a lesson's question waits, its answer reveals the messages.
      if stepMode && tutor.active?.isPredictionPending != true {
        let sequences = run.sequences
        if !sequences.isEmpty { out += .playback(Playback(sequences: sequences)) }
      }
      return out
    }
  }

  func diagnostic(_ error: ScriptFailure, source: String, startLine: Int) -> StyledText {
    presenter.diagnostic(StatementFailure(error: error, source: source, startLine: startLine))
  }

  // MARK: Step player

  /// The trace the player and `:trace` look at: a loaded one, or the world's.
  func currentTrace(_ events: some Collection<TraceEvent>) -> Trace {
    world.standaloneTrace(events)
  }

  /// The event with a sequence number, from the loaded trace or the world.
  func event(_ sequence: Int) -> TraceEvent? {
    if let loaded = loadedTrace {
      // A trace mvcsh wrote numbers its events 1…n in order: look there first.
      let events = loaded.events
      if sequence >= 1 && sequence <= events.count && events[sequence - 1].sequence == sequence {
        return events[sequence - 1]
      }
      return events.first { $0.sequence == sequence }
    }
    guard sequence >= 1 && sequence <= world.trace.count else { return nil }
    return world.trace[sequence - 1]
  }

  func renderStepRaw(_ index: Int, of playback: Playback) -> StyledText {
    guard index >= 0 && index < playback.count, let event = event(playback.sequences[index]) else {
      return StyledText()
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
    // Made visible but never coloured here: the front end colours its own prompts. A playback
    // of several statements (a loaded trace) also offers `s`, to the next statement.
    let key = spansStatements(playback) ? "step.promptStatements" : "step.prompt"
    return TerminalText.visible(
      localizer.string(key, [String(index + 1), String(playback.count)]))
  }

  /// The first step after `index` that another statement sent (`s` in the step player), or
  /// nil when the rest of the playback belongs to the same statement.
  public func nextStatementStep(after index: Int, of playback: Playback) -> Int? {
    guard index >= 0, index < playback.count,
      let statement = event(playback.sequences[index])?.statement
    else { return nil }
    return ((index + 1)..<playback.count).first {
      event(playback.sequences[$0])?.statement != statement
    }
  }

  /// Whether a playback's messages come from more than one statement.
  private func spansStatements(_ playback: Playback) -> Bool {
    guard let first = playback.sequences.first, let last = playback.sequences.last else {
      return false
    }
    return event(first)?.statement != event(last)?.statement
  }
}
