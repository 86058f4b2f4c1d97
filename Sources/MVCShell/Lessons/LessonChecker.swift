import MVCLocalization
import MVCRuntime
import MVCTutor

/// Checks lessons the way `rustlings dev check` checks exercises, for whoever writes them
/// (`mvcsh --check-lessons [DIR]`): every file parses; every key it names exists in every
/// language; each step's goals are false when it starts and all true after its solution;
/// each wrong attempt leaves a goal unmet; only a step's last hint holds code; `covers:` is
/// there; and the lesson teaches rather than dictates (at least four steps, a question before
/// a reveal, prose that holds no statement to type). Each step runs in a fresh world of its
/// own; nothing is printed.
public struct LessonChecker {
  /// The lessons, and the files that did not parse.
  public let catalog: LessonCatalog
  /// The catalogs keys are looked up in.
  public let localizer: Localizer
  /// The features of this build (a lesson needing another is checked for keys only).
  public let features: Set<String>
  /// Whether only a step's last hint may hold code (the ladder goes idea → API → code). On
  /// unless a caller turns it off.
  public var checksHintLadder = true
  /// Whether a lesson must teach rather than dictate: at least ``minimumSteps`` steps, a
  /// question (`predict:`) in some step, and `say:`/`after:` prose that says what to achieve
  /// and why without the statement to type. On unless a caller turns it off.
  public var checksTeaching = true
  /// The fewest steps a lesson may have (a lesson is 10–20 minutes of work).
  public static let minimumSteps = 4

  /// Creates a checker.
  public init(
    catalog: LessonCatalog, localizer: Localizer,
    features: Set<String> = TutorFeature.available
  ) {
    self.catalog = catalog
    self.localizer = localizer
    self.features = features
  }

  /// Checks every lesson.
  public func check() -> LessonCheckReport {
    var report = LessonCheckReport()
    report.problems = catalog.errors.map(LessonProblem.init)
    for lesson in catalog.lessons {
      report.lessons += 1
      report.steps += lesson.steps.count
      report.pointsCovered.formUnion(lesson.covers)
      var problems = keyProblems(lesson) + (checksHintLadder ? hintProblems(lesson) : [])
      if checksTeaching { problems += teachingProblems(lesson) }
      if lesson.covers.isEmpty {
        problems.append(problem(lesson, 1, "tutor.check.noCovers", [lesson.id]))
      }
      if lesson.requires.allSatisfy(features.contains) {
        for index in lesson.steps.indices {
          problems += check(lesson, step: index, report: &report)
        }
      }
      report.problems += problems.sorted { $0.line < $1.line }
    }
    return report
  }

  // MARK: Keys and hints

  private func keyProblems(_ lesson: Lesson) -> [LessonProblem] {
    var problems: [LessonProblem] = []
    for (key, line) in numberedKeys(lesson) {
      for language in Language.allCases where !localizer.has(key, in: language) {
        problems.append(problem(lesson, line, "tutor.check.missingKey", [key, language.rawValue]))
      }
    }
    return problems
  }

  /// Every key of a lesson with the line it is named on.
  private func numberedKeys(_ lesson: Lesson) -> [(String, Int)] {
    var keys: [(String, Int)] = [(lesson.titleKey, lesson.titleLine)]
    for step in lesson.steps {
      for key in step.proseKeys + step.afterKeys { keys.append((key, step.line)) }
      for hint in step.hints { keys.append((hint.key, hint.line)) }
      if let prediction = step.prediction {
        for key in step.predictionKeys { keys.append((key, prediction.line)) }
      }
    }
    return keys
  }

  /// Only a step's last hint may hold code to type (checked in English: code is the same in
  /// every language).
  private func hintProblems(_ lesson: Lesson) -> [LessonProblem] {
    var problems: [LessonProblem] = []
    let english = localizer.with(language: .en)
    for step in lesson.steps {
      for hint in step.hints.dropLast() where english.has(hint.key, in: .en) {
        if let code = HintCode.statements(in: english.string(hint.key)).first {
          problems.append(
            problem(lesson, hint.line, "tutor.check.codeInEarlyHint", [hint.key, code]))
        }
      }
    }
    return problems
  }

  // MARK: Teaching, not dictation

  /// A lesson too short to teach, one that never asks the learner to predict, and prose that
  /// dictates the statement (checked in English, with ``HintCode`` as for hints: names and
  /// selectors in backticks are fine, a statement is not).
  private func teachingProblems(_ lesson: Lesson) -> [LessonProblem] {
    var problems: [LessonProblem] = []
    if lesson.steps.count < Self.minimumSteps {
      problems.append(
        problem(
          lesson, lesson.titleLine, "tutor.check.tooFewSteps",
          [lesson.id, String(lesson.steps.count), String(Self.minimumSteps)]))
    }
    if lesson.steps.allSatisfy({ $0.prediction == nil }) {
      problems.append(problem(lesson, lesson.titleLine, "tutor.check.noPrediction", [lesson.id]))
    }
    let english = localizer.with(language: .en)
    for step in lesson.steps {
      let prose =
        Self.numbered(step.proseKeys, step.proseLines, or: step.line)
        + Self.numbered(step.afterKeys, step.afterLines, or: step.line)
      for (key, line) in prose where english.has(key, in: .en) {
        if let code = HintCode.statements(in: english.string(key)).first {
          problems.append(problem(lesson, line, "tutor.check.codeInProse", [key, code]))
        }
      }
    }
    return problems
  }

  /// Keys with the line each was named on (`fallback` where the line is not known).
  private static func numbered(_ keys: [String], _ lines: [Int], or fallback: Int)
    -> [(String, Int)]
  {
    keys.enumerated().map { ($0.element, $0.offset < lines.count ? lines[$0.offset] : fallback) }
  }

  // MARK: Worlds

  /// Replays the step's start, checks its goals before and after the solution, and runs each
  /// wrong attempt from the start.
  private func check(_ lesson: Lesson, step index: Int, report: inout LessonCheckReport)
    -> [LessonProblem]
  {
    let step = lesson.steps[index]
    var problems: [LessonProblem] = []
    let start = lesson.numberedStatements(before: index)
    let core = SessionCore()
    if let failed = run(start, in: core) {
      return [problem(lesson, failed.line, "tutor.check.setupFails", [failed.text, step.id])]
    }
    let traceStart = core.reader.trace.count
    let before = GoalEvaluator(world: core.reader, traceStart: traceStart)
    for goal in step.goals where before.holds(goal.goal) && !Self.holdsByNature(goal.goal) {
      problems.append(
        problem(lesson, goal.line, "tutor.check.goalTrueAtStart", [goal.name, step.id]))
    }
    let solution = zip(step.solution, step.solutionLines).map { (text: $0, line: $1) }
    if let failed = run(solution, in: core) {
      problems.append(
        problem(lesson, failed.line, "tutor.check.solutionFails", [failed.text, step.id]))
    } else {
      // The step's `whatif:` and `export:` lines count as run, as `:whatif` and `:export`
      // record them.
      var after = GoalEvaluator(world: core.reader, traceStart: traceStart)
      after.whatIfs = step.whatIfs
      after.exports = step.exports
      for goal in step.goals where !after.holds(goal.goal) {
        problems.append(
          problem(lesson, goal.line, "tutor.check.goalUnmetAfterSolution", [goal.name, step.id]))
      }
    }
    if step.wrongAttempts.isEmpty && !step.isDemonstration {
      problems.append(problem(lesson, step.line, "tutor.check.noWrong", [step.id]))
    }
    for attempt in step.wrongAttempts {
      report.wrongAttempts += 1
      let world = SessionCore()
      guard run(start, in: world) == nil else { continue }
      let attemptStart = world.reader.trace.count
      _ = run(zip(attempt.lines, attempt.lineNumbers).map { (text: $0, line: $1) }, in: world)
      let evaluator = GoalEvaluator(world: world.reader, traceStart: attemptStart)
      if step.goals.allSatisfy({ evaluator.holds($0.goal) }) {
        problems.append(
          problem(lesson, attempt.line, "tutor.check.wrongPasses", [attempt.name, step.id]))
      } else {
        report.wrongRejected += 1
      }
    }
    return problems
  }

  /// Goals that hold in an empty trace by their nature (no message, at most N messages): they
  /// say what must not happen, beside a goal that says what must.
  static func holdsByNature(_ goal: Goal) -> Bool {
    switch goal {
    case .noMessage: return true
    case .messageCount(_, let comparison, let number):
      return GoalEvaluator.limit(comparison, number) != nil && comparison.holds(0, Double(number))
    default: return false
    }
  }

  /// Runs numbered lines; returns the first that failed, was left open, or was a command.
  private func run(_ lines: [(text: String, line: Int)], in core: SessionCore)
    -> (text: String, line: Int)?
  {
    for line in lines {
      switch core.submit(line.text) {
      case .incomplete: continue
      case .statements(let run) where run.failure == nil: continue
      default: return line
      }
    }
    if let unfinished = core.takeUnfinished() {
      return (unfinished.source, lines.last?.line ?? 1)
    }
    return nil
  }

  private func problem(_ lesson: Lesson, _ line: Int, _ key: String, _ arguments: [String])
    -> LessonProblem
  {
    LessonProblem(file: lesson.file, line: line, key: key, arguments: arguments)
  }
}
