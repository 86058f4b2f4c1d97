import MVCLocalization
import MVCShell
import MVCTutor
import Testing

/// Defence in depth: a lesson built without the parser (which refuses commands) still cannot
/// run one. Its setup fails to prepare the world, its demonstration says the command is
/// refused, and nothing is written, left or started.
@Suite struct LessonDataSessionTests {
  static func catalog(setup: [String] = [], demo: [String]) throws -> LessonCatalog {
    let goal = NamedGoal(
      name: "label", goal: try GoalParser.parse("object label plays view"),
      source: "object label plays view", line: 1)
    let step = LessonStep(
      id: "watch", line: 1, proseKeys: ["lesson.roles.view.say.1"], solution: demo,
      isDemonstration: true, goals: [goal])
    var catalog = LessonCatalog(files: [:])
    catalog.lessons = [
      Lesson(
        id: "hostile", titleKey: "lesson.roles.title", setup: setup, steps: [step],
        file: "hostile.lesson"),
      Lesson(
        id: "other", titleKey: "lesson.roles.title", steps: [step], file: "other.lesson"),
    ]
    return catalog
  }

  @Test(arguments: [
    ":save /saved.mvcsh", ":export json /trace.json", ":quit", "exit", ":lesson other",
  ])
  func aCommandInASetupIsNotRun(_ command: String) throws {
    let files = MemoryFileSystem()
    let session = Session(options: SessionOptions(), fileSystem: files)
    session.useLessons(try Self.catalog(setup: ["let label = Label()", command], demo: ["1"]))
    let started = session.execute(":lesson hostile")
    #expect(started.failed)
    #expect(
      started.output
        == "error: the lesson could not prepare its world: ‘\(command)’ failed\n")
    #expect(files.files.isEmpty)
    #expect(!session.shouldQuit)
    #expect(session.tutor.active == nil)
  }

  @Test(arguments: Language.allCases)
  func aCommandInADemonstrationIsRefusedInTheLearnersLanguage(_ language: Language) throws {
    let files = MemoryFileSystem()
    let session = Session(options: SessionOptions(language: language), fileSystem: files)
    session.useLessons(
      try Self.catalog(demo: ["let label = Label()", ":save /saved.mvcsh", "quit"]))
    let started = session.execute(":lesson hostile").output
    let l = Localizer.embedded(language: language)
    #expect(started.contains(l.string("tutor.error.commandInLesson", [":save /saved.mvcsh"])))
    // `quit` typed bare is the command `:quit`, and is named so.
    #expect(started.contains(l.string("tutor.error.commandInLesson", [":quit"])))
    #expect(files.files.isEmpty)
    #expect(!session.shouldQuit)
    #expect(session.tutor.active?.lesson.id == "hostile")
    // The demonstration failed, so its step is not done.
    #expect(session.tutor.active?.isStepDone == false)
  }
}
