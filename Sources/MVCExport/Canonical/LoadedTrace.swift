import MVCRuntime

/// A trace read back from a file, with what its header said about where it came from.
public struct LoadedTrace: Equatable, Sendable {
  /// The messages and participants.
  public var trace: Trace
  /// The tool version, language and device the file names.
  public var header: ExportHeader
  /// Whether the file was JSON Lines or one JSON document.
  public var format: ExportFormat

  /// Creates a loaded trace.
  public init(trace: Trace, header: ExportHeader, format: ExportFormat) {
    self.trace = trace
    self.header = header
    self.format = format
  }
}
