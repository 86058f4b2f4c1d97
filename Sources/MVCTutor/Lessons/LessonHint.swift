/// A hint of a step: a catalog key, and when it applies. Hints go from the idea to the API to,
/// last, the code; a conditional one is offered only while its condition holds
/// (`hint when no-parent unmet: KEY`, `hint when badge exists: KEY`).
public struct LessonHint: Equatable, Sendable {
  /// The catalog key of the hint's text.
  public var key: String
  /// When the hint applies; nil for always.
  public var condition: HintCondition?
  /// The line it was written on.
  public var line: Int

  /// Creates a hint.
  public init(key: String, condition: HintCondition? = nil, line: Int = 0) {
    self.key = key
    self.condition = condition
    self.line = line
  }
}

/// When a conditional hint applies.
public enum HintCondition: Equatable, Sendable {
  /// `hint when GOAL unmet:` — while the step's goal of that name does not hold.
  case goalUnmet(String)
  /// `hint when NAME exists:` — once a name is bound in the world.
  case nameExists(String)
}
