/// How far a learner got in one lesson.
public struct LessonProgress: Equatable, Sendable {
  /// The ids of the steps whose goals the learner met.
  public var completedSteps: Set<String>
  /// The step the learner was on when they last left the lesson.
  public var currentStep: String?
  /// The questions answered, by step id: whether the answer was right.
  public var predictions: [String: Bool] = [:]

  /// Creates a record.
  public init(completedSteps: Set<String> = [], currentStep: String? = nil) {
    self.completedSteps = completedSteps
    self.currentStep = currentStep
  }

  /// How many of a lesson's steps are done (steps removed from the lesson since do not count).
  public func completedCount(in lesson: Lesson) -> Int {
    lesson.steps.filter { completedSteps.contains($0.id) }.count
  }

  /// Whether every step of the lesson is done.
  public func isComplete(_ lesson: Lesson) -> Bool {
    completedCount(in: lesson) == lesson.steps.count
  }
}
