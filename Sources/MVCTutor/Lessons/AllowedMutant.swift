/// A mutant a lesson accepts on purpose (`allow KIND LINE: reason`): the adversary's change
/// still completes the step, and the lesson says why that is right (two independent statements
/// swapped, a statement that does the same thing twice).
public struct AllowedMutant: Equatable, Sendable {
  /// The kind of change allowed.
  public var kind: MutantKind
  /// The line of the solution statement the change is made to.
  public var statementLine: Int
  /// Why the change may complete the step.
  public var reason: String
  /// The line of the `allow` directive.
  public var line: Int

  /// Creates an allowance.
  public init(kind: MutantKind, statementLine: Int, reason: String, line: Int) {
    self.kind = kind
    self.statementLine = statementLine
    self.reason = reason
    self.line = line
  }
}
