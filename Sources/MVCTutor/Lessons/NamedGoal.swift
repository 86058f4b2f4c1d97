/// A goal of a step with the name the lesson gives it and the text it was written as.
public struct NamedGoal: Equatable, Sendable {
  /// A short id, unique within the step (`label-shows-grace`).
  public var name: String
  /// The predicate.
  public var goal: Goal
  /// The goal as written in the lesson file.
  public var source: String
  /// The line it was written on.
  public var line: Int

  /// Creates a named goal.
  public init(name: String, goal: Goal, source: String, line: Int) {
    self.name = name
    self.goal = goal
    self.source = source
    self.line = line
  }
}
