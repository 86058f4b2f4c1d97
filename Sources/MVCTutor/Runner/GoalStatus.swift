/// A goal of the current step and whether it holds.
public struct GoalStatus: Equatable, Sendable {
  /// The goal.
  public var goal: NamedGoal
  /// Whether it holds now.
  public var isMet: Bool

  /// Creates a status.
  public init(goal: NamedGoal, isMet: Bool) {
    self.goal = goal
    self.isMet = isMet
  }
}
