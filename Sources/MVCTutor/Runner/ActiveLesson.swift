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

  /// Starts a lesson at a step.
  public init(lesson: Lesson, stepIndex: Int, traceStart: Int) {
    self.lesson = lesson
    self.stepIndex = stepIndex
    self.traceStart = traceStart
  }

  /// The current step.
  public var step: LessonStep { lesson.steps[stepIndex] }

  /// Whether the current step is the lesson's last.
  public var isLastStep: Bool { stepIndex == lesson.steps.count - 1 }
}
