import MVCLocalization
import MVCTutor

/// What `mvcsh --check-lessons` found: every problem, and the counts of its last line.
public struct LessonCheckReport: Equatable, Sendable {
  /// The problems, file by file, in line order.
  public var problems: [LessonProblem] = []
  /// The lessons that parsed.
  public var lessons = 0
  /// Their steps.
  public var steps = 0
  /// The wrong attempts run, and how many of them left a goal unmet.
  public var wrongAttempts = 0
  public var wrongRejected = 0
  /// What the adversary did to one lesson's solutions.
  public struct MutantFigures: Equatable, Sendable {
    /// Mutants that changed what the solution does (equivalent ones left out).
    public var generated = 0
    /// Those that left the step unmet.
    public var killed = 0
    /// Those that completed it and that the lesson accepts with a reason.
    public var allowed = 0
    /// Mutants that left the world as the solution did (not counted above).
    public var equivalent = 0

    /// No mutants yet.
    public init() {}
  }

  /// The adversary's figures, by lesson file.
  public var mutantFigures: [String: MutantFigures] = [:]
  /// Mutants a lesson accepts, each with its reason: shown, not problems.
  public var notes: [LessonProblem] = []
  /// The syllabus points some lesson covers.
  public var pointsCovered: Set<Int> = []

  /// Creates an empty report.
  public init() {}

  /// Whether the lessons are sound.
  public var isClean: Bool { problems.isEmpty }

  /// Every problem as `FILE:LINE: message`, then the summary line, in the localizer's
  /// language.
  public func text(_ localizer: Localizer) -> String {
    var out = ""
    for problem in problems { out += problem.description(localizer) + "\n" }
    for note in notes { out += note.description(localizer) + "\n" }
    var total = MutantFigures()
    for (file, figures) in mutantFigures.sorted(by: { $0.key < $1.key }) {
      out +=
        "  "
        + localizer.string(
          "tutor.check.mutantFigures",
          [
            file, String(figures.killed), String(figures.generated), String(figures.allowed),
            String(figures.equivalent),
          ]) + "\n"
      total.generated += figures.generated
      total.killed += figures.killed
      total.allowed += figures.allowed
    }
    out +=
      localizer.string(
        "tutor.check.summary",
        [
          String(lessons), String(steps), String(wrongRejected), String(wrongAttempts),
          String(pointsCovered.count), String(Syllabus.pointCount), String(total.killed),
          String(total.generated), String(total.allowed),
        ]) + "\n"
    return out
  }
}
