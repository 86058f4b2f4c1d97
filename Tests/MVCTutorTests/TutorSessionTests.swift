import MVCLocalization
import MVCRuntime
import Testing

@testable import MVCShell
@testable import MVCTutor

/// The shell side of lessons: checking after statements, goals read without changing the
/// world, and progress saved through the session's file system. Each lesson command has its
/// own tests beside the shell's other commands (Tests/MVCShellTests/Commands/Lessons).
@Suite struct TutorSessionTests {
  @Test func goalsAreAnnouncedAsTheyAreMetAndTheNextStepFollows() {
    let session = Session(options: SessionOptions())
    _ = session.execute(":lesson roles")
    let first = session.execute("class Contact: Model { var name = \"Ada\" }").output
    #expect(first.contains("✓ class `Contact` inherits from `Model`"))
    #expect(!first.contains("Step 1 done"))
    let second = session.execute("let ada = Contact()").output
    #expect(second.contains("✓ `ada` is a `Contact`"))
    #expect(second.contains("Step 1 done"))
    #expect(second.contains("Step 2 of 4"))
    #expect(session.tutor.active?.stepIndex == 1)
  }

  @Test func messageGoalsOnlyCountMessagesSentDuringTheStep() throws {
    let session = Session(options: SessionOptions())
    _ = session.execute(":lesson mediator")
    _ = session.execute("editor.bind(field, to: ada, key: \"name\")")
    _ = session.execute("editor.bind(label, to: ada, key: \"name\")")
    #expect(session.tutor.active?.stepIndex == 1)
    // The binds sent controller → view messages, but before this step began.
    let goal = try GoalParser.parse("message role=controller-view")
    let evaluator = GoalEvaluator(
      world: session.world, traceStart: session.tutor.active?.traceStart ?? 0)
    #expect(!evaluator.holds(goal))
  }

  @Test func readingAViewInAGoalDoesNotLoadIt() throws {
    let session = Session(options: SessionOptions())
    _ = session.execute("let editor = ViewController()")
    _ = session.execute("let field = Label()")
    let world = session.world
    let evaluator = GoalEvaluator(world: world, traceStart: 0)
    #expect(!evaluator.holds(try GoalParser.parse("subview field of editor.view")))
    let editor = try #require(world.globals["editor"]?.objectID)
    #expect(world.record(editor)?.rootView == nil)
  }

  @Test func progressIsSavedThroughTheFileSystemAndReadBack() throws {
    let files = MemoryFileSystem()
    let session = Session(options: SessionOptions(), fileSystem: files)
    #expect(session.useLessonProgress(at: "/home/ada/.mvcsh-progress") == nil)
    _ = session.execute(":lesson roles")
    _ = session.execute("class Contact: Model { var name = \"Ada\" }")
    _ = session.execute("let ada = Contact()")
    let saved = try #require(files.files["/home/ada/.mvcsh-progress"])
    let text = try #require(String(validating: saved, as: UTF8.self))
    #expect(text.contains("lesson roles at=view done=model"))

    let later = Session(options: SessionOptions(language: .zhHans), fileSystem: files)
    later.useLessonProgress(at: "/home/ada/.mvcsh-progress")
    #expect(later.tutor.progress[lesson: "roles"].completedSteps == ["model"])
    _ = later.execute(":lesson")
    #expect(later.tutor.active?.stepIndex == 1)
  }

  @Test func aProgressFileThatCannotBeWrittenIsAWarningNotAFailure() {
    let session = Session(options: SessionOptions())
    session.useLessonProgress(at: "/unwritable/progress")
    let response = session.execute(":lesson roles")
    #expect(!response.failed)
    #expect(response.output.contains("cannot save lesson progress to /unwritable/progress"))
  }
}
