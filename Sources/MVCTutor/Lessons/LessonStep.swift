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
  /// The line each of ``proseKeys`` was named on (empty for a step not read from a file).
  public var proseLines: [Int] = []
  /// The line each of ``afterKeys`` was named on (empty for a step not read from a file).
  public var afterLines: [Int] = []
  /// Statements run when the step starts (shown to the learner as prepared for them).
  public var setup: [String]
  /// The line of the lesson file each of ``setup`` was written on.
  public var setupLines: [Int] = []
  /// The statements of the solution, one source line each (multi-line statements continue on
  /// the next line). For a demonstration, the statements it runs.
  public var solution: [String]
  /// The line of the lesson file each of ``solution`` was written on.
  public var solutionLines: [Int] = []
  /// Whether the step is a demonstration: the tutor runs its statements and plays the trace.
  public var isDemonstration: Bool
  /// What must hold after the solution (and must not all hold before it).
  public var goals: [NamedGoal]
  /// The hints, gentle first: the idea, then the API, last the code.
  public var hints: [LessonHint] = []
  /// Attempts that look plausible but must leave at least one goal unmet.
  public var wrongAttempts: [WrongAttempt] = []
  /// The question asked before the reveal, if any.
  public var prediction: Prediction?
  /// Statements the step asks the learner to compare with `:whatif` (`whatif:` lines): part
  /// of its solution, run as `:whatif STATEMENT` after the `solution:` lines.
  public var whatIfs: [String] = []
  /// What the step asks the learner to export (`export:` lines, the arguments of `:export`:
  /// `html all app.html`): part of its solution, shown as `:export …` after the rest. The tutor
  /// never runs them (no lesson writes a file); `:solution` shows them and the checker counts
  /// them as run, for `exported` goals.
  public var exports: [String] = []
  /// The adversary's changes to the solution this step accepts, each with its reason
  /// (`allow KIND LINE: reason`).
  public var allowedMutants: [AllowedMutant] = []

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
    self.hints = hintKeys.map { LessonHint(key: $0) }
  }

  /// Catalog keys of the hints, gentle first.
  public var hintKeys: [String] { hints.map(\.key) }

  /// Every catalog key of the step's question: the question, its word choices, the
  /// explanation.
  public var predictionKeys: [String] {
    guard let prediction else { return [] }
    var keys = [prediction.questionKey]
    for choice in prediction.choices {
      if case .words(let key) = choice { keys.append(key) }
    }
    return keys + [prediction.explainKey]
  }

  /// The line a statement of the step was written on: setup lines first, then the solution's.
  public func lineOf(statementAt index: Int, inSetup: Bool) -> Int {
    let lines = inSetup ? setupLines : solutionLines
    return index >= 0 && index < lines.count ? lines[index] : line
  }
}
