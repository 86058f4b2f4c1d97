import MVCRuntime

/// The tutor of one session: the lessons, the learner's progress, and the lesson in progress.
///
/// It holds state and decides; it runs nothing and prints nothing. The shell runs statements
/// in its world, asks the tutor which goals hold, and words the answer in the learner's
/// language.
public struct Tutor: Sendable {
  /// The lessons on offer (the built-in ones unless replaced; read only when first needed, so
  /// creating a session stays cheap).
  public var catalog: LessonCatalog {
    get { customCatalog ?? .embedded }
    set { customCatalog = newValue }
  }
  private var customCatalog: LessonCatalog?
  /// What the learner has done so far.
  public var progress: ProgressBook
  /// Where progress is saved, through the session's file system; nil keeps it in memory.
  public var progressPath: String?
  /// The lesson being worked through, if any.
  public var active: ActiveLesson?

  /// The features of the sandbox this build has (see ``TutorFeature``).
  public var features: Set<String> {
    get { customFeatures ?? TutorFeature.available }
    set { customFeatures = newValue }
  }
  private var customFeatures: Set<String>?

  /// Creates a tutor over the built-in lessons, offering what this build supports.
  public init() {
    self.progress = ProgressBook()
  }

  /// Creates a tutor over a catalog, offering the given features.
  public init(catalog: LessonCatalog, features: Set<String> = TutorFeature.available) {
    self.progress = ProgressBook()
    self.customCatalog = catalog
    self.customFeatures = features
  }

  /// The features a lesson needs that this build lacks.
  public func missingFeatures(of lesson: Lesson) -> [String] {
    lesson.requires.filter { !features.contains($0) }
  }

  /// The status of each goal of the current step in a world.
  public func statuses(in world: WorldReader) -> [GoalStatus] {
    guard let active else { return [] }
    let evaluator = GoalEvaluator(world: world, traceStart: active.traceStart)
    return active.step.goals.map { GoalStatus(goal: $0, isMet: evaluator.holds($0.goal)) }
  }

  /// Makes a step of a lesson the current one, and remembers it in the progress book.
  public mutating func begin(_ lesson: Lesson, at stepIndex: Int, traceStart: Int) {
    let index = max(0, min(stepIndex, lesson.steps.count - 1))
    active = ActiveLesson(lesson: lesson, stepIndex: index, traceStart: traceStart)
    progress.lastLesson = lesson.id
    progress[lesson: lesson.id].currentStep = lesson.steps[index].id
  }

  /// Records that the current step is done.
  public mutating func completeStep() {
    guard var current = active else { return }
    current.isStepDone = true
    active = current
    progress[lesson: current.lesson.id].completedSteps.insert(current.step.id)
  }

  /// Leaves the lesson (progress is kept).
  public mutating func leave() { active = nil }
}
