/// Reads a lesson file: plain `directive: value` lines a teacher can write without Swift.
///
///     lesson: mediator
///     title: lesson.mediator.title
///     step: bind
///     say: lesson.mediator.bind.say
///     solution: editor.bind(field, to: ada, key: "name")
///     goal field-bound: bound field to ada.name
///     hint: lesson.mediator.bind.hint.1
///
/// docs/lessons.md describes every directive. Every mistake is reported with the file and
/// line; the parser stops at the first one.
public enum LessonParser {
  /// The directives a lesson file may use.
  public static let directives = [
    "lesson", "title", "requires", "setup", "step", "say", "after", "solution", "demo", "goal",
    "hint",
  ]

  /// Parses the text of one lesson file.
  /// - Parameter file: the file's name, used in errors and kept in the lesson.
  public static func parse(_ text: String, file: String) throws(LessonParseError) -> Lesson {
    var reader = Reader(file: file)
    // "\r\n" is one Character in Swift, so a file written on Windows is split at it too.
    let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
    for (index, raw) in lines.enumerated() {
      var line = String(raw)
      if line.hasSuffix("\r") { line.removeLast() }
      try reader.read(line, number: index + 1)
    }
    return try reader.finish(lineCount: lines.count)
  }

  /// The state of a parse: the lesson so far and the step being read.
  private struct Reader {
    let file: String
    var id: String?
    var titleKey: String?
    var requires: [String] = []
    var setup: [String] = []
    var steps: [LessonStep] = []
    var step: LessonStep?

    init(file: String) { self.file = file }

    /// An error at a line of this file: a key of tutor-errors.strings and the values for its
    /// placeholders.
    func error(_ line: Int, _ key: String, _ arguments: [String] = []) -> LessonParseError {
      LessonParseError(file: file, line: line, key: key, arguments: arguments)
    }

    mutating func read(_ line: String, number: Int) throws(LessonParseError) {
      let trimmed = line.trimmingBlanks()
      if trimmed.isEmpty || trimmed.hasPrefix("#") { return }
      guard let colon = trimmed.firstIndex(of: ":") else {
        throw error(
          number, "tutor.lessonFile.noColon", [LessonParser.directives.joined(separator: ", ")])
      }
      let head = String(trimmed[..<colon])
      var value = String(trimmed[trimmed.index(after: colon)...])
      if value.hasPrefix(" ") { value.removeFirst() }
      let headWords = head.split(separator: " ").map(String.init)
      guard let directive = headWords.first, LessonParser.directives.contains(directive) else {
        throw error(
          number, "tutor.lessonFile.unknownDirective",
          [head, LessonParser.directives.joined(separator: ", ")])
      }
      if directive == "goal" {
        guard headWords.count == 2 else {
          throw error(number, "tutor.lessonFile.goalNeedsName")
        }
        try goal(name: headWords[1], text: value.trimmingBlanks(), number: number)
        return
      }
      guard headWords.count == 1 else {
        throw error(number, "tutor.lessonFile.nameBeforeColon", [directive])
      }
      // Statements keep their indentation; everything else is trimmed.
      let statement = value.trimmingTrailingBlanks()
      let word = value.trimmingBlanks()
      switch directive {
      case "lesson":
        guard id == nil else { throw error(number, "tutor.lessonFile.duplicateLessonID") }
        guard steps.isEmpty && step == nil else {
          throw error(number, "tutor.lessonFile.lessonAfterStep")
        }
        guard Identifier.isLessonID(word) else {
          throw error(number, "tutor.lessonFile.badLessonID", [word])
        }
        id = word
      case "title":
        try requireHeader(number, directive)
        guard titleKey == nil else { throw error(number, "tutor.lessonFile.duplicateTitle") }
        titleKey = try key(word, number)
      case "requires":
        try requireHeader(number, directive)
        for feature in word.split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init) {
          guard TutorFeature(rawValue: feature) != nil else {
            throw error(
              number, "tutor.lessonFile.unknownFeature",
              [feature, TutorFeature.allCases.map(\.rawValue).joined(separator: ", ")])
          }
          requires.append(feature)
        }
      case "step":
        try requireHeader(number, directive)
        try closeStep()
        guard Identifier.isLessonID(word) else {
          throw error(number, "tutor.lessonFile.badStepID", [word])
        }
        guard !steps.contains(where: { $0.id == word }) else {
          throw error(number, "tutor.lessonFile.duplicateStep", [word])
        }
        step = LessonStep(id: word, line: number, proseKeys: [], solution: [], goals: [])
      case "setup":
        guard !statement.isEmpty else {
          throw error(number, "tutor.lessonFile.noStatement", [directive])
        }
        if step == nil {
          try requireHeader(number, directive)
          setup.append(statement)
        } else {
          guard step?.solution.isEmpty ?? true else {
            throw error(number, "tutor.lessonFile.setupAfterSolution")
          }
          step?.setup.append(statement)
        }
      default:
        try stepDirective(directive, statement: statement, word: word, number: number)
      }
    }

    mutating func stepDirective(_ directive: String, statement: String, word: String, number: Int)
      throws(LessonParseError)
    {
      guard var current = step else {
        throw error(number, "tutor.lessonFile.outsideStep", [directive + ":"])
      }
      switch directive {
      case "say": current.proseKeys.append(try key(word, number))
      case "after": current.afterKeys.append(try key(word, number))
      case "hint": current.hintKeys.append(try key(word, number))
      case "solution", "demo":
        let isDemo = directive == "demo"
        if !current.solution.isEmpty && current.isDemonstration != isDemo {
          throw error(number, "tutor.lessonFile.solutionAndDemo")
        }
        guard !statement.isEmpty else {
          throw error(number, "tutor.lessonFile.noStatement", [directive])
        }
        current.isDemonstration = isDemo
        current.solution.append(statement)
      default: break
      }
      step = current
    }

    mutating func goal(name: String, text: String, number: Int) throws(LessonParseError) {
      guard var current = step else {
        throw error(number, "tutor.lessonFile.outsideStep", ["goal"])
      }
      guard Identifier.isLessonID(name) else {
        throw error(number, "tutor.lessonFile.badGoalName", [name])
      }
      guard !current.goals.contains(where: { $0.name == name }) else {
        throw error(number, "tutor.lessonFile.duplicateGoal", [name])
      }
      let parsed: Goal
      do {
        parsed = try GoalParser.parse(text)
      } catch {
        throw LessonParseError.inGoal(file: file, line: number, name: name, error: error)
      }
      current.goals.append(NamedGoal(name: name, goal: parsed, source: text, line: number))
      step = current
    }

    func requireHeader(_ number: Int, _ directive: String) throws(LessonParseError) {
      guard id != nil else {
        throw error(number, "tutor.lessonFile.headerFirst", [directive])
      }
    }

    func key(_ word: String, _ number: Int) throws(LessonParseError) -> String {
      guard Identifier.isKey(word) else {
        throw error(number, "tutor.lessonFile.badKey", [word])
      }
      return word
    }

    mutating func closeStep() throws(LessonParseError) {
      guard let current = step else { return }
      if current.proseKeys.isEmpty {
        throw error(current.line, "tutor.lessonFile.noSay", [current.id])
      }
      if current.solution.isEmpty {
        throw error(current.line, "tutor.lessonFile.noSolution", [current.id])
      }
      if current.goals.isEmpty {
        throw error(current.line, "tutor.lessonFile.noGoal", [current.id])
      }
      if !current.isDemonstration && current.hintKeys.isEmpty {
        throw error(current.line, "tutor.lessonFile.noHint", [current.id])
      }
      steps.append(current)
      step = nil
    }

    mutating func finish(lineCount: Int) throws(LessonParseError) -> Lesson {
      try closeStep()
      guard let id else { throw error(1, "tutor.lessonFile.noLesson") }
      guard let titleKey else { throw error(1, "tutor.lessonFile.noTitle", [id]) }
      guard !steps.isEmpty else {
        throw error(max(1, lineCount), "tutor.lessonFile.noSteps", [id])
      }
      return Lesson(
        id: id, titleKey: titleKey, requires: requires, setup: setup, steps: steps, file: file)
    }
  }
}

extension String {
  /// Without spaces and tabs at either end.
  func trimmingBlanks() -> String {
    var text = Substring(self)
    while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
    while let last = text.last, last == " " || last == "\t" { text.removeLast() }
    return String(text)
  }

  /// Without spaces and tabs at the end.
  func trimmingTrailingBlanks() -> String {
    var text = Substring(self)
    while let last = text.last, last == " " || last == "\t" { text.removeLast() }
    return String(text)
  }
}
