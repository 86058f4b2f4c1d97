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
    let trace: Trace
    if let loaded = loadedTrace {
      trace = loaded
    } else {
      trace = statementTrace(all ? world.trace[...] : lastStatementEvents())
    }
    let exporter = TraceExporter(localizer: localizer, header: exportHeader)
    return exporter.exportBytes(trace, as: format, world: loadedTrace == nil ? world : nil)
  }
}
