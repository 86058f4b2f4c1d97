import MVCExport
import MVCLocalization
import MVCRuntime

/// Exporting the trace, as `:export` and the command line's `--export` do.
extension Session {
  /// The header written into exported traces: tool version, language, device.
  var exportHeader: ExportHeader {
    ExportHeader(toolVersion: Session.version, language: options.language, device: deviceName)
  }

  /// The name of the simulated device, as exports record it (in the export's language).
  var deviceName: String { DeviceText.model(world.device, localizer: localizer) }

  /// Exports the last statement's trace, or the whole session's, in a format (a trace loaded
  /// with `:trace load` instead, while it is shown).
  public func exportTrace(_ format: ExportFormat, all: Bool) -> [UInt8] {
    TraceExporter(localizer: localizer, header: exportHeader).exportBytes(
      exportedTrace(all: all), as: format, world: loadedTrace == nil ? world : nil)
  }

  /// The export as one text per file: several for a Mermaid trace too long for one diagram
  /// (``TraceExporter/exportParts(_:as:world:)``), written to `FILE-1.mmd`, `FILE-2.mmd`, ….
  public func exportTraceParts(_ format: ExportFormat, all: Bool) -> [[UInt8]] {
    TraceExporter(localizer: localizer, header: exportHeader).exportParts(
      exportedTrace(all: all), as: format, world: loadedTrace == nil ? world : nil
    ).map { Array($0.utf8) }
  }

  /// What to tell the learner about the export: its usual viewer would refuse or cut it, and
  /// what was done instead.
  public func exportNotices(_ format: ExportFormat, all: Bool) -> [ExportNotice] {
    TraceExporter(localizer: localizer, header: exportHeader).notices(
      exportedTrace(all: all), as: format)
  }

  /// The trace an export writes: a loaded one while it is shown, else the last statement's or
  /// the whole session's, with the statements' sources.
  private func exportedTrace(all: Bool) -> Trace {
    if let loaded = loadedTrace { return loaded }
    return statementTrace(all ? world.trace[...] : lastStatementEvents())
  }
}
