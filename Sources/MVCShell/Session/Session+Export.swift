import MVCExport

/// Exporting the trace from the command line (`mvcsh --export FORMAT`): the same flow as
/// `:export` (``ExportFlow``), worded by the front end.
extension Session {
  /// Exports the last statement's trace, or the whole session's, in a format, as one file's
  /// bytes (a trace loaded with `:trace load` instead, while it is shown).
  public func exportTrace(_ format: ExportFormat, all: Bool) -> [UInt8] {
    ExportFlow.bytes(format, all: all, in: context)
  }

  /// Exports the whole session's trace to standard output (`path` nil, `-` or `/dev/stdout`)
  /// or to a file (a Mermaid trace too long for one diagram: `FILE-1.mmd`, `FILE-2.mmd`, …).
  public func export(_ format: ExportFormat, all: Bool, toFile path: String?) -> Result<
    ExportOutcome, ExportWriteFailure
  > {
    ExportFlow.export(
      format, all: all,
      to: ExportFlow.Destination.of(path ?? "", format, defaultFile: false), in: &context)
  }
}
