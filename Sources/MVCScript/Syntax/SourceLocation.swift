/// A position in the source: 1-based line and column (columns count characters).
public struct SourceLocation: Equatable, Hashable, Sendable {
  public var line: Int
  public var column: Int

  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }
}

/// A stretch of source: where it starts and how many characters it covers on that line.
public struct SourceRange: Equatable, Hashable, Sendable {
  public var start: SourceLocation
  public var length: Int
  /// The character offset of the start in the whole text that was parsed.
  public var offset: Int

  public init(start: SourceLocation, length: Int, offset: Int = 0) {
    self.start = start
    self.length = max(1, length)
    self.offset = offset
  }

  /// The character offset just past the end.
  public var endOffset: Int { offset + length }
}
