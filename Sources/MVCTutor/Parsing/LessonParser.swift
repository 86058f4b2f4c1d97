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
///
/// A lesson is data: its `setup:`, `solution:` and `demo:` lines are statements only. A line
/// the shell would take as a command (``shellCommand(in:)``: `:save`, `:lesson`, `quit` …) is
/// refused, so no lesson can write a file, leave the shell or start another lesson.
public enum LessonParser {
  /// The directives a lesson file may use.
  public static let directives = [
    "lesson", "title", "requires", "covers", "setup", "step", "say", "after", "solution", "demo",
    "goal", "wrong", "hint", "predict", "choice", "when", "answer", "explain", "whatif",
    "export", "allow",
  ]

  /// The words the shell runs as commands when typed bare on a line of their own.
  public static let bareCommands: Set<String> = ["help", "?", "quit", "exit"]

  /// The command the shell would run for a line instead of a statement, if it would: any line
  /// that starts with `:` after blanks, and a bare `help`, `?`, `quit` or `exit`. It reads the
  /// line as the shell does (blanks and tabs at the start, and carriage returns at the end,
  /// do not count), so no spelling of a command passes for a statement.
  public static func shellCommand(in line: String) -> String? {
    var text = Substring(line)
    while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
    while let last = text.last, last == " " || last == "\t" || last == "\r" { text.removeLast() }
    if text.hasPrefix(":") || bareCommands.contains(String(text)) { return String(text) }
    return nil
  }

  /// Parses the text of one lesson file.
  /// - Parameter file: the file's name, used in errors and kept in the lesson.
  public static func parse(_ text: String, file: String) throws(LessonParseError) -> Lesson {
    var reader = Reader(file: file)
    // Split at each line feed scalar: as Characters, "\r\n" is one and would never match "\n",
    // so a file written on Windows would read as a single line.
    // A byte-order mark some editors put first (U+FEFF) is not part of the first line.
    let scalars =
      text.unicodeScalars.first == "\u{FEFF}"
      ? Substring(text).unicodeScalars.dropFirst() : Substring(text).unicodeScalars[...]
    let lines = scalars.split(separator: "\n", omittingEmptySubsequences: false)
    for (index, raw) in lines.enumerated() {
      var line = String(String.UnicodeScalarView(raw))
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
    var covers: [Int] = []
    var titleLine = 1
    var coversLine = 0
    var setup: [String] = []
    var setupLines: [Int] = []
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
      if directive == "wrong" {
        guard headWords.count == 2 else { throw error(number, "tutor.lessonFile.wrongNeedsName") }
        try wrong(name: headWords[1], statement: value.trimmingTrailingBlanks(), number: number)
        return
      }
      if directive == "allow" {
        try allow(headWords, reason: value.trimmingBlanks(), number: number)
        return
      }
      if directive == "hint" && headWords.count > 1 {
        try conditionalHint(headWords, key: value.trimmingBlanks(), number: number)
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
        titleLine = number
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
      case "covers":
        try requireHeader(number, directive)
        guard step == nil && steps.isEmpty else {
          throw error(number, "tutor.lessonFile.headerOnly", [directive])
        }
        try readCovers(word, number)
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
        try requireStatement(statement, directive, number)
        if step == nil {
          try requireHeader(number, directive)
          setup.append(statement)
          setupLines.append(number)
        } else {
          guard step?.solution.isEmpty ?? true else {
            throw error(number, "tutor.lessonFile.setupAfterSolution")
          }
          step?.setup.append(statement)
          step?.setupLines.append(number)
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
      case "say":
        current.proseKeys.append(try key(word, number))
        current.proseLines.append(number)
      case "after":
        current.afterKeys.append(try key(word, number))
        current.afterLines.append(number)
      case "hint": current.hints.append(LessonHint(key: try key(word, number), line: number))
      case "predict":
        guard current.prediction == nil else {
          throw error(number, "tutor.lessonFile.duplicatePredict", [current.id])
        }
        current.prediction = Prediction(
          questionKey: try key(word, number), choices: [], answer: -1, explainKey: "",
          line: number)
      case "choice", "answer", "explain":
        try predictionPart(directive, word: word, number: number, in: &current)
      case "when":
        try choiceCondition(word, number: number, in: &current)
      case "whatif":
        guard !statement.isEmpty else {
          throw error(number, "tutor.lessonFile.noStatement", [directive])
        }
        try requireStatement(statement, directive, number)
        guard !current.isDemonstration else {
          throw error(number, "tutor.lessonFile.solutionAndDemo")
        }
        current.whatIfs.append(statement)
      case "export":
        let words = statement.split(separator: " ")
        guard words.first == "html", words.count >= 2, !current.isDemonstration else {
          throw error(number, "tutor.lessonFile.exportLine", [statement])
        }
        current.exports.append(words.joined(separator: " "))
      case "solution", "demo":
        let isDemo = directive == "demo"
        if isDemo && !(current.whatIfs.isEmpty && current.exports.isEmpty) {
          throw error(number, "tutor.lessonFile.solutionAndDemo")
        }
        if !current.solution.isEmpty && current.isDemonstration != isDemo {
          throw error(number, "tutor.lessonFile.solutionAndDemo")
        }
        guard !statement.isEmpty else {
          throw error(number, "tutor.lessonFile.noStatement", [directive])
        }
        try requireStatement(statement, directive, number)
        current.isDemonstration = isDemo
        current.solution.append(statement)
        current.solutionLines.append(number)
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

    /// `wrong NAME: STATEMENT`: a line of a wrong attempt; lines with the same name form one.
    mutating func wrong(name: String, statement: String, number: Int) throws(LessonParseError) {
      guard var current = step else {
        throw error(number, "tutor.lessonFile.outsideStep", ["wrong"])
      }
      guard Identifier.isLessonID(name) else {
        throw error(number, "tutor.lessonFile.badWrongName", [name])
      }
      guard !statement.isEmpty else {
        throw error(number, "tutor.lessonFile.noStatement", ["wrong"])
      }
      try requireStatement(statement, "wrong", number)
      if let index = current.wrongAttempts.firstIndex(where: { $0.name == name }) {
        guard index == current.wrongAttempts.count - 1 else {
          throw error(number, "tutor.lessonFile.duplicateWrong", [name])
        }
        current.wrongAttempts[index].lines.append(statement)
        current.wrongAttempts[index].lineNumbers.append(number)
      } else {
        current.wrongAttempts.append(
          WrongAttempt(name: name, lines: [statement], lineNumbers: [number]))
      }
      step = current
    }

    /// `allow KIND LINE: reason`: a change the checker's adversary makes to the solution
    /// statement on LINE that may still complete the step, and why.
    mutating func allow(_ head: [String], reason: String, number: Int) throws(LessonParseError) {
      guard var current = step else {
        throw error(number, "tutor.lessonFile.outsideStep", ["allow"])
      }
      let kinds = MutantKind.allCases.map(\.rawValue).joined(separator: ", ")
      guard head.count == 3, let kind = MutantKind(rawValue: head[1]), let line = Int(head[2]),
        line >= 1
      else {
        throw error(number, "tutor.lessonFile.badAllow", [kinds])
      }
      guard !reason.isEmpty else { throw error(number, "tutor.lessonFile.allowNeedsReason") }
      current.allowedMutants.append(
        AllowedMutant(kind: kind, statementLine: line, reason: reason, line: number))
      step = current
    }

    /// `hint when GOAL unmet: KEY`, `hint when NAME exists: KEY`.
    mutating func conditionalHint(_ head: [String], key text: String, number: Int)
      throws(LessonParseError)
    {
      guard var current = step else {
        throw error(number, "tutor.lessonFile.outsideStep", ["hint"])
      }
      guard head.count == 4, head[1] == "when" else {
        throw error(number, "tutor.lessonFile.badHintCondition")
      }
      let condition: HintCondition
      switch head[3] {
      case "unmet":
        guard Identifier.isLessonID(head[2]) else {
          throw error(number, "tutor.lessonFile.badGoalName", [head[2]])
        }
        condition = .goalUnmet(head[2])
      case "exists":
        guard Identifier.isValid(head[2]) else {
          throw error(number, "tutor.lessonFile.badHintCondition")
        }
        condition = .nameExists(head[2])
      default: throw error(number, "tutor.lessonFile.badHintCondition")
      }
      current.hints.append(
        LessonHint(key: try key(text, number), condition: condition, line: number))
      step = current
    }

    /// `choice:`, `answer:` and `explain:` after a step's `predict:`.
    func predictionPart(_ directive: String, word: String, number: Int, in step: inout LessonStep)
      throws(LessonParseError)
    {
      guard var prediction = step.prediction else {
        throw error(number, "tutor.lessonFile.predictFirst", [directive])
      }
      switch directive {
      case "choice":
        if word.hasPrefix("`") && word.hasSuffix("`") && word.count > 2 {
          let code = String(word.dropFirst().dropLast())
          guard ObjectPath(parsing: code) != nil || Identifier.isSelector(code) else {
            throw error(number, "tutor.lessonFile.badChoice", [word])
          }
          prediction.choices.append(.code(code))
        } else {
          prediction.choices.append(.words(key: try key(word, number)))
        }
      case "answer":
        guard let answer = Int(word), answer >= 1 else {
          throw error(number, "tutor.lessonFile.badAnswer", [word])
        }
        prediction.answer = answer - 1
      default:
        prediction.explainKey = try key(word, number)
      }
      step.prediction = prediction
    }

    /// `when: GOAL` after a `choice:`: what the learner's world shows when that choice is the
    /// right one (several lines: all of them).
    func choiceCondition(_ text: String, number: Int, in step: inout LessonStep)
      throws(LessonParseError)
    {
      guard var prediction = step.prediction, !prediction.choices.isEmpty else {
        throw error(number, "tutor.lessonFile.whenAfterChoice")
      }
      let index = prediction.choices.count - 1
      let name = "choice-" + String(index + 1)
      let parsed: Goal
      do {
        parsed = try GoalParser.parse(text)
      } catch {
        throw LessonParseError.inGoal(file: file, line: number, name: name, error: error)
      }
      while prediction.conditions.count < prediction.choices.count {
        prediction.conditions.append([])
      }
      prediction.conditions[index].append(
        NamedGoal(name: name, goal: parsed, source: text, line: number))
      step.prediction = prediction
    }

    /// `covers: 7, 13`: syllabus points, numbers from 1 to ``Syllabus/pointCount``.
    mutating func readCovers(_ word: String, _ number: Int) throws(LessonParseError) {
      guard coversLine == 0 else { throw error(number, "tutor.lessonFile.duplicateCovers") }
      coversLine = number
      let parts = word.split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init)
      guard !parts.isEmpty else {
        throw error(number, "tutor.lessonFile.badCovers", ["", String(Syllabus.pointCount)])
      }
      for part in parts {
        guard let point = Int(part), Syllabus.points.contains(point) else {
          throw error(
            number, "tutor.lessonFile.badCovers",
            [String(part.prefix(20)), String(Syllabus.pointCount)])
        }
        if !covers.contains(point) { covers.append(point) }
      }
    }

    /// Refuses a line of statements that the shell would run as a command.
    func requireStatement(_ statement: String, _ directive: String, _ number: Int)
      throws(LessonParseError)
    {
      guard let command = LessonParser.shellCommand(in: statement) else { return }
      throw error(
        number, "tutor.lessonFile.commandNotStatement", [String(command.prefix(40)), directive])
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
      guard var current = step else { return }
      if current.proseKeys.isEmpty {
        throw error(current.line, "tutor.lessonFile.noSay", [current.id])
      }
      if current.solution.isEmpty && current.whatIfs.isEmpty && current.exports.isEmpty {
        throw error(current.line, "tutor.lessonFile.noSolution", [current.id])
      }
      if current.goals.isEmpty {
        throw error(current.line, "tutor.lessonFile.noGoal", [current.id])
      }
      if !current.isDemonstration && current.hintKeys.isEmpty {
        throw error(current.line, "tutor.lessonFile.noHint", [current.id])
      }
      for hint in current.hints {
        if case .goalUnmet(let name)? = hint.condition,
          !current.goals.contains(where: { $0.name == name })
        {
          throw error(hint.line, "tutor.lessonFile.hintUnknownGoal", [name, current.id])
        }
      }
      if var prediction = current.prediction {
        if prediction.isJudgedByWorld {
          while prediction.conditions.count < prediction.choices.count {
            prediction.conditions.append([])
          }
          current.prediction = prediction
        }
        if prediction.choices.count < 2 {
          throw error(prediction.line, "tutor.lessonFile.predictChoices", [current.id])
        }
        if prediction.answer < 0 || prediction.answer >= prediction.choices.count {
          throw error(
            prediction.line, "tutor.lessonFile.predictAnswer",
            [current.id, String(prediction.choices.count)])
        }
        if prediction.explainKey.isEmpty {
          throw error(prediction.line, "tutor.lessonFile.predictExplain", [current.id])
        }
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
      var lesson = Lesson(
        id: id, titleKey: titleKey, requires: requires, setup: setup, steps: steps, file: file)
      lesson.setupLines = setupLines
      lesson.covers = covers
      lesson.titleLine = titleLine
      lesson.coversLine = coversLine
      return lesson
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
