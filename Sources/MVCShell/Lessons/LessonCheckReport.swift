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
    out +=
      localizer.string(
        "tutor.check.summary",
        [
          String(lessons), String(steps), String(wrongRejected), String(wrongAttempts),
          String(pointsCovered.count), String(Syllabus.pointCount),
        ]) + "\n"
    return out
  }
}
