import MVCRuntime

/// The lesson a learner is working through: where they are, and what the tutor already told
/// them about this step.
public struct ActiveLesson: Equatable, Sendable {
  /// The lesson.
  public var lesson: Lesson
  /// The current step's position.
  public var stepIndex: Int
  /// How many of the step's hints have been shown.
  public var hintsShown = 0
  /// Whether the step's solution has been shown.
  public var solutionShown = false
  /// The trace length when the step began: message goals look at what came after.
  public var traceStart: Int
  /// Goals already reported as met, so each is announced once.
  public var announcedGoals: Set<String> = []
  /// Whether the current step's goals were all met.
  public var isStepDone = false
  /// How many changes the session's history held when the step began: `:undo` past it
  /// crosses into the step before.
  public var historyStart = 0
  /// Goals already reported as no longer reachable, so each dead end is told once.
  public var reportedDeadEnds: Set<String> = []
  /// Whether the step's question is waiting for an answer (the next line that is not a
  /// command answers it; `:skip` moves on).
  public var isPredictionPending = false
  /// Whether the step's question was asked on this visit (it is asked once; a step entered
  /// again asks it again).
  public var isPredictionAsked = false
  /// The messages to reveal once the question is answered (those of the statement that met
  /// the goals); empty for a demonstration, which runs after the answer.
  public var revealSequences: [Int] = []
  /// The object each name the step's goals need was bound to when the step began: freeing
  /// one of them is a dead end for the goals that need it.
  public var objectsAtStart: [String: ObjectID] = [:]
  /// The statements compared with `:whatif` since the step began (`whatif ran` goals).
  public var whatIfs: [String] = []
  /// The arguments of the `:export` commands that wrote a file since the step began
  /// (`exported` goals).
  public var exports: [String] = []

  /// Starts a lesson at a step.
  public init(lesson: Lesson, stepIndex: Int, traceStart: Int) {
    self.lesson = lesson
    self.stepIndex = stepIndex
    self.traceStart = traceStart
  }

  /// An evaluator of the step's goals in a world: messages since the step began, and the
  /// step's `:whatif` runs.
  public func evaluator(in world: WorldReader) -> GoalEvaluator {
    var evaluator = GoalEvaluator(world: world, traceStart: traceStart)
    evaluator.whatIfs = whatIfs
    evaluator.exports = exports
    return evaluator
  }

  /// The current step.
  public var step: LessonStep { lesson.steps[stepIndex] }

  /// Whether the current step is the lesson's last.
  public var isLastStep: Bool { stepIndex == lesson.steps.count - 1 }
}
