/// A statement a trace's messages came from: its number (as `TraceEvent.statement` counts) and
/// the source the learner wrote, so a trace read back can group its messages by statement.
public struct TraceStatement: Equatable, Sendable {
  /// The statement's number, 1-based, counting successful statements.
  public var number: Int
  /// The statement's source text, as written.
  public var source: String

  /// Creates a statement entry.
  public init(number: Int, source: String) {
    self.number = number
    self.source = source
  }
}
