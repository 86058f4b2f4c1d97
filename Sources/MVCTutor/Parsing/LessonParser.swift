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
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
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

    func error(_ line: Int, _ message: String) -> LessonParseError {
      LessonParseError(file: file, line: line, message: message)
    }

    mutating func read(_ line: String, number: Int) throws(LessonParseError) {
      let trimmed = line.trimmingBlanks()
      if trimmed.isEmpty || trimmed.hasPrefix("#") { return }
      guard let colon = trimmed.firstIndex(of: ":") else {
        throw error(
          number,
          "expected ‘directive: value’; directives are "
            + LessonParser.directives.joined(separator: ", "))
      }
      let head = String(trimmed[..<colon])
      var value = String(trimmed[trimmed.index(after: colon)...])
      if value.hasPrefix(" ") { value.removeFirst() }
      let headWords = head.split(separator: " ").map(String.init)
      guard let directive = headWords.first, LessonParser.directives.contains(directive) else {
        throw error(
          number,
          "unknown directive ‘\(head)’; expected one of: "
            + LessonParser.directives.joined(separator: ", "))
      }
      if directive == "goal" {
        guard headWords.count == 2 else {
          throw error(number, "a goal needs a name: goal NAME: PREDICATE")
        }
        try goal(name: headWords[1], text: value.trimmingBlanks(), number: number)
        return
      }
      guard headWords.count == 1 else {
        throw error(number, "‘\(directive)’ takes no name before the colon")
      }
      // Statements keep their indentation; everything else is trimmed.
      let statement = value.trimmingTrailingBlanks()
      let word = value.trimmingBlanks()
      switch directive {
      case "lesson":
        guard id == nil else { throw error(number, "the lesson already has an id") }
        guard steps.isEmpty && step == nil else {
          throw error(number, "‘lesson:’ must come before the first step")
        }
        guard Identifier.isLessonID(word) else {
          throw error(number, "a lesson id uses lowercase letters, digits and -, not ‘\(word)’")
        }
        id = word
      case "title":
        try requireHeader(number, directive)
        guard titleKey == nil else { throw error(number, "the lesson already has a title") }
        titleKey = try key(word, number)
      case "requires":
        try requireHeader(number, directive)
        for feature in word.split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init) {
          guard TutorFeature(rawValue: feature) != nil else {
            throw error(
              number,
              "unknown feature ‘\(feature)’; known features: "
                + TutorFeature.allCases.map(\.rawValue).joined(separator: ", "))
          }
          requires.append(feature)
        }
      case "step":
        try requireHeader(number, directive)
        try closeStep()
        guard Identifier.isLessonID(word) else {
          throw error(number, "a step id uses lowercase letters, digits and -, not ‘\(word)’")
        }
        guard !steps.contains(where: { $0.id == word }) else {
          throw error(number, "there is already a step ‘\(word)’")
        }
        step = LessonStep(id: word, line: number, proseKeys: [], solution: [], goals: [])
      case "setup":
        guard !statement.isEmpty else { throw error(number, "setup: needs a statement") }
        if step == nil {
          try requireHeader(number, directive)
          setup.append(statement)
        } else {
          guard step?.solution.isEmpty ?? true else {
            throw error(number, "a step's setup: lines come before its solution")
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
        throw error(number, "‘\(directive):’ belongs to a step; start one with ‘step: ID’")
      }
      switch directive {
      case "say": current.proseKeys.append(try key(word, number))
      case "after": current.afterKeys.append(try key(word, number))
      case "hint": current.hintKeys.append(try key(word, number))
      case "solution", "demo":
        let isDemo = directive == "demo"
        if !current.solution.isEmpty && current.isDemonstration != isDemo {
          throw error(number, "a step has either solution: lines or demo: lines, not both")
        }
        guard !statement.isEmpty else { throw error(number, "\(directive): needs a statement") }
        current.isDemonstration = isDemo
        current.solution.append(statement)
      default: break
      }
      step = current
    }

    mutating func goal(name: String, text: String, number: Int) throws(LessonParseError) {
      guard var current = step else {
        throw error(number, "‘goal’ belongs to a step; start one with ‘step: ID’")
      }
      guard Identifier.isLessonID(name) else {
        throw error(number, "a goal name uses lowercase letters, digits and -, not ‘\(name)’")
      }
      guard !current.goals.contains(where: { $0.name == name }) else {
        throw error(number, "the step already has a goal ‘\(name)’")
      }
      let parsed: Goal
      do {
        parsed = try GoalParser.parse(text)
      } catch {
        throw self.error(number, "goal ‘\(name)’: " + error.message)
      }
      current.goals.append(NamedGoal(name: name, goal: parsed, source: text, line: number))
      step = current
    }

    func requireHeader(_ number: Int, _ directive: String) throws(LessonParseError) {
      guard id != nil else {
        throw error(number, "the file must start with ‘lesson: ID’ before ‘\(directive):’")
      }
    }

    func key(_ word: String, _ number: Int) throws(LessonParseError) -> String {
      guard Identifier.isKey(word) else {
        throw error(number, "expected a catalog key (letters, digits, . - _), not ‘\(word)’")
      }
      return word
    }

    mutating func closeStep() throws(LessonParseError) {
      guard let current = step else { return }
      if current.proseKeys.isEmpty {
        throw error(
          current.line, "step ‘\(current.id)’ has no say: line; a learner needs to read what to do")
      }
      if current.solution.isEmpty {
        throw error(
          current.line,
          "step ‘\(current.id)’ has no solution: (or demo:) line; "
            + "every step is replayed by its solution"
        )
      }
      if current.goals.isEmpty {
        throw error(
          current.line, "step ‘\(current.id)’ has no goal; the tutor could not tell when it is done"
        )
      }
      if !current.isDemonstration && current.hintKeys.isEmpty {
        throw error(current.line, "step ‘\(current.id)’ has no hint: line; give at least one")
      }
      steps.append(current)
      step = nil
    }

    mutating func finish(lineCount: Int) throws(LessonParseError) -> Lesson {
      try closeStep()
      guard let id else { throw error(1, "the file must start with ‘lesson: ID’") }
      guard let titleKey else { throw error(1, "lesson ‘\(id)’ has no ‘title:’ line") }
      guard !steps.isEmpty else {
        throw error(max(1, lineCount), "lesson ‘\(id)’ has no steps; add one with ‘step: ID’")
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
