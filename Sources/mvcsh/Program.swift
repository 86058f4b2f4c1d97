import MVCExport
import MVCLocalization
import MVCShell
import MVCTutor

/// What mvcsh does once its arguments are parsed: print help or the version, run statements
/// from `-c`, a script file or piped standard input, or start the interactive shell.
enum Program {
  /// Runs the program and returns its exit status.
  static func run(_ options: CommandLineOptions, environment: [String: String]) -> Int32 {
    let localizer = Localizer.embedded(language: options.language)
    switch options.action {
    case .help:
      StandardStreams.write(CommandLineHelp.usage(localizer))
      return ExitStatus.success
    case .version:
      StandardStreams.write(CommandLineHelp.version)
      return ExitStatus.success
    case .checkLessons:
      return checkLessons(options)
    case .run:
      break
    }
    if let name = options.exportFormat, ExportFormat(rawValue: name.lowercased()) == nil {
      let formats = ExportFormat.allCases.map(\.rawValue).joined(separator: ", ")
      StandardStreams.writeError(
        UsageError.unknownExportFormat(name, expected: formats).diagnostic(localizer))
      return ExitStatus.usage
    }
    if options.exportFormat != nil && !options.hasScript {
      StandardStreams.writeError(
        UsageError.exportNeedsScript.diagnostic(localizer))
      return ExitStatus.usage
    }
    if options.hasScript || !Terminal.inputIsTerminal {
      return runStatements(options, environment: environment)
    }
    return runInteractive(options, environment: environment)
  }

  /// `-c`, a script file, or piped standard input: no prompt, no line editing.
  private static func runStatements(_ options: CommandLineOptions, environment: [String: String])
    -> Int32
  {
    let localizer = Localizer.embedded(language: options.language)
    let fileSystem = PosixFileSystem()
    let text: String
    if !options.commands.isEmpty {
      text = options.commands.joined(separator: "\n")
    } else {
      let path = options.scriptPath ?? "-"
      do {
        // A script may also come through a pipe (`mvcsh <(make-script)`), never a device.
        let bytes =
          path == "-"
          ? try PosixFileSystem.readStandardInput(limit: FileLimits.script)
          : try fileSystem.read(path, limit: FileLimits.script, allowingPipes: true)
        text = String(decoding: bytes, as: UTF8.self)
      } catch let error as FileSystemError {
        StandardStreams.writeError(
          localizer.string("cli.error.cannotRead", [error.path, error.reason(localizer)]) + "\n")
        return ExitStatus.usage
      } catch {
        StandardStreams.writeError(localizer.string("cli.error.cannotRead", [path, "?"]) + "\n")
        return ExitStatus.usage
      }
    }
    // Piped statements get no colour (unless --color=always); a script run at a terminal may.
    let toTerminal = Terminal.outputIsTerminal && (options.hasScript || Terminal.inputIsTerminal)
    let sessionOptions = SessionOptions(
      language: options.language,
      colour: options.colorMode.enablesColour(
        outputIsTerminal: toTerminal, environment: environment),
      interactive: false,
      width: Terminal.outputIsTerminal ? Terminal.columns : 80,
      diagnosticColour: options.colorMode.enablesColour(
        outputIsTerminal: Terminal.errorIsTerminal
          && (options.hasScript || Terminal.inputIsTerminal), environment: environment),
      secondLanguage: options.secondLanguage)
    var wrapped = sessionOptions
    wrapped.wrapsDiagnostics = Terminal.errorIsTerminal
    let session = Session(
      options: wrapped, fileSystem: fileSystem,
      programs: PosixPrograms(environment: environment))
    guard configure(session, options, fileSystem: fileSystem) else { return ExitStatus.usage }
    let file = options.commands.isEmpty && options.scriptPath != "-" ? options.scriptPath : nil
    // Diagnostics start with the place, as compilers write it: the file, or standard input.
    let location = options.commands.isEmpty ? (file ?? "<stdin>") : nil
    guard let name = options.exportFormat, let format = ExportFormat(rawValue: name.lowercased())
    else {
      return ScriptRunner(session: session, bail: options.bail, file: file, location: location)
        .run(text)
    }
    // Export: the script's own output is not wanted in the file, only its trace.
    let result = session.runScript(text, bail: options.bail, file: file, location: location)
    if result.failed { StandardStreams.writeError(result.standardError) }
    // The same flow as `:export`: standard output for no file, `-` or `/dev/stdout` (never a
    // file to replace); a Mermaid trace too long for one diagram as FILE-1.mmd, FILE-2.mmd …
    // (FILE itself is not written), each named on standard error.
    let outcome: ExportOutcome
    switch session.export(format, all: true, toFile: options.outputPath) {
    case .success(let done): outcome = done
    case .failure(let failed):
      let reason = failed.error?.reason(localizer) ?? "?"
      StandardStreams.writeError(
        localizer.string("cli.error.cannotWrite", [failed.path, reason]) + "\n")
      return ExitStatus.failure
    }
    if let screen = outcome.screen, let error = StandardStreams.writeChecked(screen) {
      StandardStreams.writeError(
        localizer.string("cli.error.cannotWrite", [error.path, error.reason(localizer)]) + "\n")
      return ExitStatus.failure
    }
    if outcome.files.count > 1 {
      for file in outcome.files {
        StandardStreams.writeError(
          "mvcsh: "
            + localizer.string(
              "export.done", [format.rawValue, String(file.byteCount), file.path]) + "\n")
      }
    }
    if outcome.tooLargeToLoad && outcome.screen == nil {
      StandardStreams.writeError(
        "mvcsh: "
          + localizer.string("export.tooLargeToLoad", [FileLimits.shown(FileLimits.trace)])
          + "\n")
    }
    // What the format's usual viewer would refuse or cut: one line each, on standard error.
    for notice in outcome.notices {
      StandardStreams.writeError("mvcsh: " + notice.message(localizer) + "\n")
    }
    return result.failed ? ExitStatus.failure : ExitStatus.success
  }

  /// `--check-lessons [DIR]`: checks the lessons of DIR (with DIR's own translations and any
  /// `--translations`), or the built-in ones, in every language; prints each problem and the
  /// summary on standard output.
  private static func checkLessons(_ options: CommandLineOptions) -> Int32 {
    let fileSystem = PosixFileSystem()
    let session = Session(options: SessionOptions(language: options.language))
    var options = options
    if let directory = options.checkLessonsDirectory {
      options.lessonsDirectory = directory
    }
    guard configure(session, options, fileSystem: fileSystem) else {
      return ExitStatus.usage
    }
    let report = session.checkLessons()
    StandardStreams.write(session.lessonCheckText(report))
    return report.isClean ? ExitStatus.success : ExitStatus.failure
  }

  /// Applies `--translations DIR` and `--lessons DIR`. Lesson files with mistakes are reported
  /// (file, line, what is wrong) and left out; a directory that cannot be read is bad usage.
  private static func configure(
    _ session: Session, _ options: CommandLineOptions, fileSystem: PosixFileSystem
  ) -> Bool {
    let localizer = Localizer.embedded(language: options.language)
    if let directory = options.translationsDirectory {
      var files: [String: String] = [:]
      guard DirectoryFiles.names(in: directory) != nil else {
        StandardStreams.writeError(
          localizer.string("cli.error.cannotRead", [directory, ProcessControl.lastErrorText])
            + "\n")
        return false
      }
      for language in Language.allCases {
        let folder = directory + "/" + language.rawValue
        guard
          let (texts, leftOut) = DirectoryFiles.texts(
            in: folder, suffix: ".strings", limit: FileLimits.catalog, fileSystem: fileSystem,
            localizer: localizer)
        else { continue }
        for line in leftOut { StandardStreams.writeError(line + "\n") }
        for (name, text) in texts { files[language.rawValue + "/" + name] = text }
      }
      if let refusal = session.useTranslations(files, from: directory) {
        StandardStreams.writeError(refusal)
        return false
      }
    }
    if let directory = options.lessonsDirectory {
      guard let (folder, leftOut) = readLessonFolder(directory, fileSystem, localizer) else {
        StandardStreams.writeError(
          localizer.string("cli.error.cannotRead", [directory, ProcessControl.lastErrorText])
            + "\n")
        return false
      }
      for line in leftOut { StandardStreams.writeError(line + "\n") }
      // Lesson files with mistakes are left out; `:lessons` lists what is wrong with them.
      let reread: @Sendable () -> LessonFolder? = {
        readLessonFolder(directory, PosixFileSystem(), localizer)?.folder
      }
      if let refusal = session.useLessonFolder(folder, reread: reread) {
        StandardStreams.writeError(refusal)
        return false
      }
    }
    return true
  }

  /// A lesson folder: its `.lesson` files and its own `<language>/*.strings`; nil when the
  /// folder cannot be opened. Files left out are listed, one line each.
  private static func readLessonFolder(
    _ directory: String, _ fileSystem: PosixFileSystem, _ localizer: Localizer
  ) -> (folder: LessonFolder, leftOut: [String])? {
    guard
      let (files, leftOut) = DirectoryFiles.texts(
        in: directory, suffix: ".lesson", limit: FileLimits.lesson, fileSystem: fileSystem,
        localizer: localizer)
    else { return nil }
    var folder = LessonFolder(directory: directory, lessonFiles: files)
    var lines = leftOut
    for language in Language.allCases {
      guard
        let (texts, more) = DirectoryFiles.texts(
          in: directory + "/" + language.rawValue, suffix: ".strings", limit: FileLimits.catalog,
          fileSystem: fileSystem, localizer: localizer)
      else { continue }
      lines += more
      for (name, text) in texts { folder.translationFiles[language.rawValue + "/" + name] = text }
    }
    return (folder, lines)
  }

  /// A person at a terminal: libedit, colour, history, completion, playback.
  private static func runInteractive(_ options: CommandLineOptions, environment: [String: String])
    -> Int32
  {
    let localizer = Localizer.embedded(language: options.language)
    let colour = options.colorMode.enablesColour(
      outputIsTerminal: Terminal.outputIsTerminal, environment: environment)
    let session = Session(
      options: SessionOptions(
        language: options.language, colour: colour, interactive: true, width: Terminal.columns,
        diagnosticColour: options.colorMode.enablesColour(
          outputIsTerminal: Terminal.errorIsTerminal, environment: environment),
        secondLanguage: options.secondLanguage),
      fileSystem: PosixFileSystem(), programs: PosixPrograms(environment: environment))
    guard configure(session, options, fileSystem: PosixFileSystem()) else {
      return ExitStatus.usage
    }
    // Lesson progress is kept between runs, next to the history.
    if let path = HistoryLocation.progressPath(environment: environment) {
      if let directory = HistoryLocation.directory(of: path) {
        HistoryFile.makeDirectories(directory)
      }
      if let warning = session.useLessonProgress(at: path) { StandardStreams.writeError(warning) }
    }
    guard
      let editor = LineEditor(
        settings: EditorSettingsFile.path(environment: environment, localizer: localizer),
        completer: { line, cursor in session.completions(for: line, cursor: cursor) })
    else {
      StandardStreams.writeError(
        Localizer.embedded(language: options.language).string("cli.error.noLineEditing") + "\n")
      return ExitStatus.failure
    }
    defer { editor.close() }
    InterruptGuard.install()
    session.useInterruptCheck { InterruptGuard.isPending }
    var shell = InteractiveShell(
      session: session, editor: editor, style: PromptStyle(colour: colour),
      history: HistoryFile(environment: environment, language: options.language))
    shell.showsBanner = !options.quiet
    shell.startupFile =
      options.skipsStartupFile ? nil : StartupFile.path(environment: environment)
    return shell.run()
  }
}
