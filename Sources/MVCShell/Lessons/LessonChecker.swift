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
  /// Whether the adversary attacks every step's solution (``MutationAdversary``). On unless a
  /// caller turns it off.
  public var checksMutants = true
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
      if checksTeaching { problems += teachingProblems(lesson) + answerProblems(lesson) }
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

  /// A question asked once the learner's own statements met the step's goals is answered from
  /// their world, so its right answer, when it is code (an object, a class, a selector), must be
  /// something those goals check: then the "✓ Right." says what this learner's world did, not
  /// what the tutor's would have. A demonstration's question is about the tutor's own run.
  private func answerProblems(_ lesson: Lesson) -> [LessonProblem] {
    var problems: [LessonProblem] = []
    for step in lesson.steps where !step.isDemonstration {
      guard let prediction = step.prediction, prediction.answer >= 0,
        prediction.answer < prediction.choices.count,
        case .code(let name) = prediction.choices[prediction.answer]
      else { continue }
      let checked = step.goals.contains { Self.mentions($0.source, name) }
      if !checked {
        problems.append(
          problem(lesson, prediction.line, "tutor.check.answerUnbacked", [name, step.id]))
      }
    }
    return problems
  }

  /// A question judged by the world must say when each choice is right, and the lesson's own
  /// solution (or demonstration) must make exactly its `answer:` right: then the tutor's
  /// verdict on a learner who built the step the lesson's way agrees with the prose, and on one
  /// who did not, it is still read from their world.
  private func questionProblems(_ lesson: Lesson, step: LessonStep, in world: GoalEvaluator)
    -> [LessonProblem]
  {
    guard let prediction = step.prediction else { return [] }
    var problems: [LessonProblem] = []
    for index in prediction.choices.indices
    where index >= prediction.conditions.count || prediction.conditions[index].isEmpty {
      problems.append(
        problem(
          lesson, prediction.line, "tutor.check.choiceUnjudged", [String(index + 1), step.id]))
    }
    guard problems.isEmpty else { return problems }
    let right = prediction.rightChoices(in: world)
    if !right.contains(prediction.answer) {
      let line = prediction.conditions[prediction.answer].first?.line ?? prediction.line
      problems.append(
        problem(
          lesson, line, "tutor.check.answerNotInWorld", [String(prediction.answer + 1), step.id]))
    }
    for index in right where index != prediction.answer {
      let line = prediction.conditions[index].first?.line ?? prediction.line
      problems.append(
        problem(lesson, line, "tutor.check.otherChoiceHolds", [String(index + 1), step.id]))
    }
    return problems
  }

  /// Whether a goal's text names something as a whole word (`editor` in `receiver=editor`,
  /// not in `editorView`; a path's root or a member).
  static func mentions(_ text: String, _ name: String) -> Bool {
    let isWordPart: (Character) -> Bool = { $0.isLetter || $0.isNumber || $0 == "_" }
    // A name that is more than a word (`list.table`, `didMove(toParent:)`) is looked for as
    // written.
    guard name.allSatisfy(isWordPart) else { return text.contains(name) }
    return text.split(whereSeparator: { !isWordPart($0) }).contains { $0 == name }
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
      problems += questionProblems(lesson, step: step, in: after)
    }
    if step.wrongAttempts.isEmpty && !step.isDemonstration {
      problems.append(problem(lesson, step.line, "tutor.check.noWrong", [step.id]))
    }
    // A wrong attempt runs to its end, a failing line skipped as a learner's would be; it is
    // rejected only if the goals never all held after any of its statements.
    let trial = StepTrial(lesson: lesson, stepIndex: index)
    for attempt in step.wrongAttempts {
      report.wrongAttempts += 1
      let statements = SolutionStatement.grouping(attempt.lines, lines: attempt.lineNumbers)
      guard let result = trial.run(statements.map(\.text), countingCommands: false) else {
        continue
      }
      if result.completed {
        problems.append(
          problem(lesson, attempt.line, "tutor.check.wrongPasses", [attempt.name, step.id]))
      } else {
        report.wrongRejected += 1
      }
    }
    if checksMutants {
      problems += mutantProblems(lesson, step: index, report: &report)
    }
    return problems
  }

  /// Runs the adversary on a step: each surviving mutant is a problem; each accepted one a note
  /// with its reason; an `allow` that accepts nothing is a problem too.
  private func mutantProblems(_ lesson: Lesson, step index: Int, report: inout LessonCheckReport)
    -> [LessonProblem]
  {
    let step = lesson.steps[index]
    let findings = MutationAdversary(lesson: lesson, stepIndex: index).attack()
    var problems: [LessonProblem] = []
    var used = Set<Int>()
    var figures = report.mutantFigures[lesson.file] ?? LessonCheckReport.MutantFigures()
    for finding in findings {
      let mutant = finding.mutant
      let shown = mutant.change.isEmpty ? "—" : Self.oneLine(mutant.change)
      let arguments = [shown, mutant.kind.rawValue, String(mutant.line), step.id]
      switch finding.verdict {
      case .killed:
        figures.generated += 1
        figures.killed += 1
      case .equivalent:
        figures.equivalent += 1
      case .allowed(let allowance):
        figures.generated += 1
        figures.allowed += 1
        used.insert(allowance.line)
        report.notes.append(
          problem(
            lesson, allowance.line, "tutor.check.mutantAllowed", arguments + [allowance.reason]))
      case .survived:
        figures.generated += 1
        problems.append(problem(lesson, mutant.line, "tutor.check.mutantSurvives", arguments))
      }
    }
    report.mutantFigures[lesson.file] = figures
    for allowance in step.allowedMutants where !used.contains(allowance.line) {
      problems.append(
        problem(
          lesson, allowance.line, "tutor.check.allowUnused",
          [allowance.kind.rawValue, String(allowance.statementLine), step.id]))
    }
    return problems
  }

  /// A statement on one line for the report (a long one cut).
  static func oneLine(_ text: String) -> String {
    let joined = text.split(separator: "\n").map { $0.drop { $0 == " " } }.joined(separator: " ")
    return joined.count > 70 ? String(joined.prefix(69)) + "…" : joined
  }

  /// Goals that hold in an empty trace by their nature (no message, at most N messages): they
  /// say what must not happen, beside a goal that says what must.
  static func holdsByNature(_ goal: Goal) -> Bool {
    switch goal {
    case .noMessage, .still: return true
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
