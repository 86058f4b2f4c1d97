import MVCExport
import MVCLocalization
import MVCRuntime

/// Exporting the trace, for `:export`, `:open` and the command line's `--export` alike: which
/// trace, in which format, to the screen or to which files (a Mermaid trace too long for one
/// diagram as `FILE-1.mmd`, `FILE-2.mmd`, …), and what to tell the learner about it. Each
/// caller only words what it answers.
enum ExportFlow {
  /// Where an export goes.
  enum Destination: Equatable {
    /// Standard output or the learner's screen.
    case screen
    /// `trace.<extension>` in the current folder (``DefaultExportFile``).
    case defaultFile
    /// A file named by the learner (a Mermaid trace too long for one diagram: its parts).
    case file(String)

    /// Where a path sends an export: `-` and `/dev/stdout` are the screen (never a file to
    /// replace); no path is the screen too, except for a format that is not read in a terminal
    /// when `defaultFile` allows it (`:export html`).
    static func of(_ path: String, _ format: ExportFormat, defaultFile: Bool) -> Destination {
      if path == "-" || path == "/dev/stdout" { return .screen }
      if path.isEmpty {
        return defaultFile && DefaultExportFile.isWrittenToFile(format) ? .defaultFile : .screen
      }
      return .file(path)
    }
  }

  /// The export's bytes for each destination: the whole text for the screen (the parts of a
  /// split Mermaid trace one after another), else the files written.
  static func export(
    _ format: ExportFormat, all: Bool, to destination: Destination,
    in context: inout CommandContext
  ) -> Result<ExportOutcome, ExportWriteFailure> {
    let exporter = TraceExporter(localizer: context.localizer, header: header(in: context))
    let trace = exportedTrace(all: all, in: context)
    let world = context.state.trace.loaded == nil ? context.world : nil
    let notices = exporter.notices(trace, as: format)
    var files: [ExportOutcome.WrittenFile] = []
    let screen: [UInt8]?
    switch destination {
    case .screen:
      let parts = exporter.exportParts(trace, as: format, world: world)
      screen = Array(parts.joined(separator: "\n").utf8)
    case .defaultFile:
      // The formats written to a default file (HTML, SVG, Perfetto) are never split.
      let bytes = exporter.exportBytes(trace, as: format, world: world)
      switch writeDefaultFile(format, bytes, in: &context) {
      case .success(let path): files.append(.init(path: path, byteCount: bytes.count))
      case .failure(let failure): return .failure(failure)
      }
      screen = nil
    case .file(let path):
      let parts = exporter.exportParts(trace, as: format, world: world).map { Array($0.utf8) }
      for (index, bytes) in parts.enumerated() {
        let name = format.partFileName(path, part: index + 1, of: parts.count)
        if let failure = write(bytes, to: name, in: context) { return .failure(failure) }
        files.append(.init(path: name, byteCount: bytes.count))
      }
      screen = nil
    }
    let largest = max(screen?.count ?? 0, files.map(\.byteCount).max() ?? 0)
    let tooLarge = (format == .jsonl || format == .json) && largest > FileLimits.trace
    return .success(
      ExportOutcome(screen: screen, files: files, notices: notices, tooLargeToLoad: tooLarge))
  }

  /// The whole export as one file's bytes (what `:open` writes and the tests compare).
  static func bytes(_ format: ExportFormat, all: Bool, in context: CommandContext) -> [UInt8] {
    TraceExporter(localizer: context.localizer, header: header(in: context)).exportBytes(
      exportedTrace(all: all, in: context), as: format,
      world: context.state.trace.loaded == nil ? context.world : nil)
  }

  /// Writes an export to its default file (``DefaultExportFile``), remembered as the session's
  /// own so the next export of the format may replace it.
  /// - Returns: the path written, or why it could not be.
  static func writeDefaultFile(
    _ format: ExportFormat, _ bytes: [UInt8], in context: inout CommandContext
  ) -> Result<String, ExportWriteFailure> {
    let path = DefaultExportFile.path(for: format, in: context)
    if let failure = write(bytes, to: path, in: context) { return .failure(failure) }
    context.state.trace.defaultExportFiles.insert(path)
    return .success(path)
  }

  /// The header written into exported traces: tool version, language, device.
  static func header(in context: CommandContext) -> ExportHeader {
    ExportHeader(
      toolVersion: Session.version, language: context.options.language,
      device: DeviceText.model(context.world.device, localizer: context.localizer))
  }

  /// The trace an export writes: a loaded one while it is shown, else the last statement's or
  /// the whole session's, with the statements' sources.
  static func exportedTrace(all: Bool, in context: CommandContext) -> Trace {
    if let loaded = context.state.trace.loaded { return loaded }
    let world = context.world
    return TraceSelection.statementTrace(
      all ? world.trace[...] : TraceSelection.lastStatementEvents(of: world), of: world,
      history: context.core.history)
  }

  /// The refusal for a file an export could not write, as a command says it.
  static func refusal(_ failure: ExportWriteFailure, in context: CommandContext) -> Reply {
    let l = context.localizer
    let reason = failure.error?.reason(l) ?? "?"
    return context.failure(l.string("error.cannotWrite", [failure.path, reason]))
  }

  /// Replaces one file atomically; nil when it was written.
  private static func write(_ bytes: [UInt8], to path: String, in context: CommandContext)
    -> ExportWriteFailure?
  {
    do {
      try context.fileSystem.writeAtomically(path, bytes)
      return nil
    } catch let error as FileSystemError {
      return ExportWriteFailure(path: error.path, error: error)
    } catch {
      return ExportWriteFailure(path: path, error: nil)
    }
  }
}
