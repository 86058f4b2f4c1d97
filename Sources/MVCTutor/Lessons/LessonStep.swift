/// One step of a lesson: what to read, what to do, how success is recognised, and hints.
public struct LessonStep: Equatable, Sendable {
  /// The step's id, stable within its lesson (progress is stored by it).
  public var id: String
  /// The line of the `step:` directive.
  public var line: Int
  /// Catalog keys of the paragraphs shown when the step starts.
  public var proseKeys: [String]
  /// Catalog keys of the paragraphs shown once the step is done (after a demonstration's
  /// messages, or when the learner meets the goals).
  public var afterKeys: [String]
  /// Statements run when the step starts (shown to the learner as prepared for them).
  public var setup: [String]
  /// The statements of the solution, one source line each (multi-line statements continue on
  /// the next line). For a demonstration, the statements it runs.
  public var solution: [String]
  /// Whether the step is a demonstration: the tutor runs its statements and plays the trace.
  public var isDemonstration: Bool
  /// What must hold after the solution (and must not all hold before it).
  public var goals: [NamedGoal]
  /// Catalog keys of the hints, gentle first.
  public var hintKeys: [String]

  /// Creates a step.
  public init(
    id: String, line: Int, proseKeys: [String], afterKeys: [String] = [], setup: [String] = [],
    solution: [String], isDemonstration: Bool = false, goals: [NamedGoal],
    hintKeys: [String] = []
  ) {
    self.id = id
    self.line = line
    self.proseKeys = proseKeys
    self.afterKeys = afterKeys
    self.setup = setup
    self.solution = solution
    self.isDemonstration = isDemonstration
    self.goals = goals
    self.hintKeys = hintKeys
  }
}
