import MVCExport

/// What an export came to (``ExportFlow``): its text for the screen, or the files written; what
/// its usual viewer would refuse or cut; and whether `:trace load` could read it back.
public struct ExportOutcome: Sendable {
  /// A file an export wrote, and how long it is.
  public struct WrittenFile: Sendable, Equatable {
    /// The path written.
    public var path: String
    /// Its length in bytes.
    public var byteCount: Int
  }

  /// The export's bytes when it went to the screen (standard output); nil when it went to files.
  public var screen: [UInt8]?
  /// The files written, in order (several for a Mermaid trace too long for one diagram).
  public var files: [WrittenFile]
  /// What the format's usual viewer would refuse or cut, and what was done instead.
  public var notices: [ExportNotice]
  /// Whether a JSON Lines or JSON export is larger than `:trace load` reads back.
  public var tooLargeToLoad: Bool
}

/// A file an export could not write, and why (the system's error, when it gave one).
public struct ExportWriteFailure: Error, Sendable {
  /// The file that was not written.
  public var path: String
  /// Why, as the file system said it; nil for an error it did not describe.
  public var error: FileSystemError?
}
