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
    let evaluator = active.evaluator(in: world)
    return active.step.goals.map { GoalStatus(goal: $0, isMet: evaluator.holds($0.goal)) }
  }

  /// The hints of the current step that apply in a world, gentle first: every unconditional
  /// one, and each conditional one whose condition holds.
  public func applicableHints(in world: WorldReader) -> [LessonHint] {
    guard let active else { return [] }
    let statuses = self.statuses(in: world)
    return active.step.hints.filter { hint in
      switch hint.condition {
      case nil: return true
      case .goalUnmet(let name)?:
        return statuses.contains { $0.goal.name == name && !$0.isMet }
      case .nameExists(let name)?: return world.globals[name] != nil
      }
    }
  }

  /// The goals of the current step that can no longer be met without undoing, not reported
  /// yet, each with the sequence number of the message that made it so: a message that must
  /// not be sent was, a count was exceeded, or an object the goal needs was freed (its
  /// `deinit`).
  public func newDeadEnds(in world: WorldReader) -> [(goal: NamedGoal, sequence: Int)] {
    guard let active else { return [] }
    let evaluator = active.evaluator(in: world)
    return active.step.goals.compactMap { goal in
      guard !active.reportedDeadEnds.contains(goal.name),
        let sequence = evaluator.deadEnd(goal.goal)
          ?? freeing(neededBy: goal.goal, evaluator: evaluator, active: active)
      else { return nil }
      return (goal, sequence)
    }
  }

  /// The `deinit` since the step began of an object an unmet goal needs, by the name it had
  /// when the step began, when that name reaches no live object now (`detail = nil`; a name
  /// bound again to a new object is not a dead end).
  private func freeing(neededBy goal: Goal, evaluator: GoalEvaluator, active: ActiveLesson)
    -> Int?
  {
    guard !evaluator.holds(goal) else { return nil }
    let world = evaluator.world
    for name in goal.neededNames {
      guard let id = active.objectsAtStart[name], !world.isAlive(id) else { continue }
      if let now = world.globals[name]?.objectID, world.isAlive(now) { continue }
      let freeing = evaluator.events.first {
        $0.selector == "deinit" && $0.receiver == .object(id)
      }
      if let freeing { return freeing.sequence }
    }
    return nil
  }

  /// Remembers the object each name the current step's goals need is bound to, as the step
  /// begins (see ``ActiveLesson/objectsAtStart``).
  public mutating func noteObjectsAtStart(in world: WorldReader) {
    guard let active else { return }
    var objects: [String: ObjectID] = [:]
    for goal in active.step.goals {
      for name in goal.goal.neededNames {
        if let id = world.globals[name]?.objectID { objects[name] = id }
      }
    }
    self.active?.objectsAtStart = objects
  }

  /// What happened instead of each unmet goal of the current step.
  public func misses(in world: WorldReader) -> [String: GoalMiss] {
    guard let active else { return [:] }
    let evaluator = active.evaluator(in: world)
    var misses: [String: GoalMiss] = [:]
    for goal in active.step.goals {
      if let miss = evaluator.miss(goal.goal) { misses[goal.name] = miss }
    }
    return misses
  }

  /// Records a verdict on the learner's answer to a step's question (nil: no choice
  /// described what their world did, so the answer is counted neither way), and stops the
  /// current step's question from waiting.
  public mutating func recordAnswer(_ right: Bool?, lesson: String, step: String) {
    if active?.lesson.id == lesson && active?.step.id == step {
      active?.isPredictionPending = false
    }
    if let right { progress[lesson: lesson].predictions[step] = right }
  }

  /// Puts the current step's question aside without an answer (`:skip`, an empty line).
  public mutating func skipPrediction() {
    active?.isPredictionPending = false
  }

  /// Asks the current step's question: it waits for an answer from now on.
  public mutating func askPrediction(revealing sequences: [Int] = []) {
    active?.isPredictionPending = true
    active?.isPredictionAsked = true
    active?.revealSequences = sequences
  }

  /// Records a statement the learner compared with `:whatif` during the current step.
  public mutating func recordWhatIf(_ statement: String) {
    active?.whatIfs.append(statement)
  }

  /// Records the arguments of an `:export` that wrote a file during the current step.
  public mutating func recordExport(_ argument: String) {
    active?.exports.append(argument)
  }

  /// Records an answer given in step-by-step playback (`:predict on`): who receives a hop.
  public mutating func recordPlaybackAnswer(right: Bool) {
    progress.playbackAnswers += 1
    if right { progress.playbackRight += 1 }
  }

  /// Every syllabus point the lessons the learner completed steps of cover.
  public var pointsCovered: Set<Int> {
    var points: Set<Int> = []
    for lesson in catalog.lessons where progress[lesson: lesson.id].isComplete(lesson) {
      points.formUnion(lesson.covers)
    }
    return points
  }

  /// The lesson after one in the catalog, if any.
  public func lesson(after lesson: Lesson) -> Lesson? {
    guard let index = catalog.index(of: lesson.id), index + 1 < catalog.lessons.count else {
      return nil
    }
    return catalog.lessons[index + 1]
  }

  /// Makes a step of a lesson the current one, and remembers it in the progress book.
  public mutating func begin(
    _ lesson: Lesson, at stepIndex: Int, traceStart: Int, historyStart: Int = 0
  ) {
    let index = max(0, min(stepIndex, lesson.steps.count - 1))
    active = ActiveLesson(lesson: lesson, stepIndex: index, traceStart: traceStart)
    active?.historyStart = historyStart
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
