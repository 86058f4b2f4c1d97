/// A place in a file, as people count: 1-based line, and 1-based column in characters.
public struct SourcePosition: Equatable, Hashable, Sendable {
  /// The 1-based line.
  public var line: Int
  /// The 1-based column, counting Unicode scalars from the start of the line.
  public var column: Int

  /// Creates a position.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }
}
