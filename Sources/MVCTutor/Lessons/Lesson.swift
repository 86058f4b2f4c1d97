/// A guided lesson: a stable id, a title, the statements that prepare its world, and steps.
///
/// Lessons are plain text files (Lessons/NN-id.lesson) read by ``LessonParser``; their prose
/// lives in the catalogs (`Translations/<language>/lessons.strings`) under the keys they name.
public struct Lesson: Equatable, Sendable {
  /// The stable id learners type (`:lesson mediator`) and progress is stored under.
  public var id: String
  /// The catalog key of the title.
  public var titleKey: String
  /// Features of the sandbox the lesson needs (`viewcontrollers`); see ``TutorFeature``.
  public var requires: [String]
  /// Statements run before the first step, so every step starts from a known world.
  public var setup: [String]
  /// The steps, in order.
  public var steps: [LessonStep]
  /// The file the lesson came from (`05-actions.lesson`), for messages.
  public var file: String
  /// The line of the lesson file each of ``setup`` was written on.
  public var setupLines: [Int] = []
  /// The syllabus points the lesson teaches (`covers: 7, 13`; 1 to ``Syllabus/pointCount``).
  public var covers: [Int] = []
  /// The line of the `title:` directive.
  public var titleLine = 1
  /// The line of the `covers:` directive (0 when there is none).
  public var coversLine = 0

  /// Creates a lesson.
  public init(
    id: String, titleKey: String, requires: [String] = [], setup: [String] = [],
    steps: [LessonStep], file: String
  ) {
    self.id = id
    self.titleKey = titleKey
    self.requires = requires
    self.setup = setup
    self.steps = steps
    self.file = file
  }

  /// The position of a step by its id.
  public func stepIndex(id: String) -> Int? { steps.firstIndex { $0.id == id } }

  /// Every catalog key the lesson names (title, prose, notes, hints, questions), in file order.
  public var keys: [String] {
    [titleKey] + steps.flatMap { $0.proseKeys + $0.afterKeys + $0.hintKeys + $0.predictionKeys }
  }

  /// The statements that bring a fresh world to the start of step `index`: the lesson's setup,
  /// then each earlier step's setup and solution, then this step's setup.
  public func statements(before index: Int) -> [String] {
    var lines = setup
    for step in steps.prefix(max(0, min(index, steps.count))) {
      lines += step.setup + step.solution
    }
    if index >= 0 && index < steps.count { lines += steps[index].setup }
    return lines
  }

  /// ``statements(before:)`` with the line of the lesson file each was written on.
  public func numberedStatements(before index: Int) -> [(text: String, line: Int)] {
    func numbered(_ texts: [String], _ lines: [Int]) -> [(text: String, line: Int)] {
      texts.enumerated().map { ($0.element, $0.offset < lines.count ? lines[$0.offset] : 1) }
    }
    var lines = numbered(setup, setupLines)
    for step in steps.prefix(max(0, min(index, steps.count))) {
      lines += numbered(step.setup, step.setupLines) + numbered(step.solution, step.solutionLines)
    }
    if index >= 0 && index < steps.count {
      lines += numbered(steps[index].setup, steps[index].setupLines)
    }
    return lines
  }
}
