import MVCLocalization
import Testing

@testable import MVCTutor

/// A lesson is data: its `setup:`, `solution:` and `demo:` lines are statements, never a
/// command of the shell, so no lesson can write a file, leave the shell or start another
/// lesson. A line the shell would run as a command is refused when the lesson is read, with
/// the file, the line and the reason, in every language.
@Suite struct LessonDataTests {
  /// Lines the shell runs as commands, as a lesson might spell them.
  static let commands = [
    ":save out.mvcsh", ":load other.mvcsh", ":export html all /tmp/trace.html", ":lesson roles",
    ":lesson stop", ":quit", ":q", ":exit", ":reset", ":trace load trace.jsonl", ":device iPad",
    ":", "  :save indented", "\t:quit", "help", "?", "quit", "exit", "exit   ", "quit\r",
    " \thelp\t",
  ]

  /// Where statements go, each as the lesson text up to the directive and its line number.
  static let places: [(directive: String, before: String, line: Int)] = [
    ("setup", "lesson: x\ntitle: t\n", 3),
    ("setup", "lesson: x\ntitle: t\nstep: s\nsay: k\n", 5),
    ("solution", "lesson: x\ntitle: t\nstep: s\nsay: k\nsolution: let a = 1\n", 6),
    ("demo", "lesson: x\ntitle: t\nstep: s\nsay: k\n", 5),
  ]

  static func error(in text: String) -> LessonParseError? {
    do {
      _ = try LessonParser.parse(text, file: "09-hostile.lesson")
      return nil
    } catch {
      return error
    }
  }

  @Test(arguments: commands)
  func aCommandIsRefusedWhereverStatementsGo(_ command: String) throws {
    for place in Self.places {
      let text = place.before + place.directive + ": " + command + "\ngoal g: object a is B\n"
      let error = try #require(Self.error(in: text), "‘\(command)’ in \(place.directive):")
      #expect(error.key == "tutor.lessonFile.commandNotStatement", "\(error)")
      #expect(error.file == "09-hostile.lesson")
      #expect(error.line == place.line, "\(error)")
      #expect(error.arguments == [LessonParser.shellCommand(in: command) ?? "?", place.directive])
      #expect(error.description.hasPrefix("09-hostile.lesson:\(place.line): \(place.directive): "))
    }
  }

  @Test func theReasonReadsInEveryLanguage() throws {
    let error = try #require(Self.error(in: "lesson: x\ntitle: t\nsetup: :save out.mvcsh\n"))
    #expect(
      error.description
        == "09-hostile.lesson:3: setup: takes a statement, not the command ‘:save out.mvcsh’; "
        + "a lesson cannot run commands")
    #expect(
      error.description(Localizer.embedded(language: .zhHans))
        == "09-hostile.lesson:3：setup: 后面只能是语句，不能是命令“:save out.mvcsh”；课程不能运行命令")
    #expect(
      error.description(Localizer.embedded(language: .zhHant))
        == "09-hostile.lesson:3：setup: 後面只能是陳述式，不能是指令「:save out.mvcsh」；課程不能執行指令")
  }

  /// A statement that continues over several lines cannot hide a command in them: the shell
  /// takes a line that starts with `:` for a command even inside an open statement.
  @Test func aCommandInsideAnOpenStatementIsRefusedToo() throws {
    let text = """
      lesson: x
      title: t
      step: s
      say: k
      solution: let a = [
      solution:   :quit
      solution: ]
      """
    let error = try #require(Self.error(in: text))
    #expect(error.key == "tutor.lessonFile.commandNotStatement")
    #expect(error.line == 6)
    #expect(error.arguments == [":quit", "solution"])
  }

  /// Words that only look like commands are statements.
  @Test func statementsThatMentionCommandsAreFine() throws {
    let text = """
      lesson: x
      title: t
      setup: let help = Label(text: ":save out.mvcsh")
      setup: let quitting = true
      step: s
      say: k
      solution: print(":quit"); help.text = "exit"
      solution: let exitLabel = Label(text: "?")
      goal g: object help is Label
      hint: h
      """
    let lesson = try LessonParser.parse(text, file: "10-fine.lesson")
    #expect(lesson.setup.count == 2)
    #expect(lesson.steps[0].solution.count == 2)
    #expect(LessonParser.shellCommand(in: "helpful") == nil)
    #expect(LessonParser.shellCommand(in: "a ? b : c") == nil)
    #expect(LessonParser.shellCommand(in: "  :q  ") == ":q")
  }

  @Test func theCatalogListsTheRefusedFileAndKeepsTheOthers() {
    let good =
      "lesson: good\ntitle: t\nstep: s\nsay: k\nsolution: let a = 1\ngoal g: object a is B\nhint: h\n"
    let catalog = LessonCatalog(files: [
      "01-good.lesson": good,
      "02-bad.lesson": good.replacingOccurrences(of: "good", with: "bad")
        .replacingOccurrences(of: "solution: let a = 1", with: "solution: :lesson good"),
    ])
    #expect(catalog.lessons.map(\.id) == ["good"])
    #expect(catalog.errors.map(\.file) == ["02-bad.lesson"])
    #expect(catalog.errors.first?.line == 5)
    #expect(catalog.errors.first?.key == "tutor.lessonFile.commandNotStatement")
  }
}
