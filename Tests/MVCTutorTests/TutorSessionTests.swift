import MVCLocalization
import MVCRuntime
import Testing

@testable import MVCShell
@testable import MVCTutor

/// The shell side of lessons: checking after statements, the hint → solution → restart
/// ladder, moving between steps, and progress saved through the session's file system.
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

  @Test func hintsComeInOrderThenTheSolution() {
    let session = Session(options: SessionOptions())
    _ = session.execute(":lesson roles")
    #expect(session.execute(":hint").output.contains("Hint 1 of 2"))
    let second = session.execute(":hint").output
    #expect(second.contains("Hint 2 of 2"))
    #expect(second.contains("last hint"))
    #expect(session.execute(":hint").output.contains("Hint 2 of 2"))
    let solution = session.execute(":solution").output
    #expect(solution.contains("let ada = Contact()"))
    #expect(session.tutor.active?.solutionShown == true)
  }

  @Test func restartRebuildsTheStepsWorldAndForgetsWhatWasTyped() throws {
    let session = Session(options: SessionOptions())
    _ = session.execute(":lesson mediator")
    _ = session.execute("let stray = Label()")
    _ = session.execute("editor.bind(field, to: ada, key: \"name\")")
    #expect(session.world.globals["stray"] != nil)
    let restarted = session.execute(":restart")
    #expect(!restarted.failed)
    #expect(session.world.globals["stray"] == nil)
    #expect(session.world.globals["editor"] != nil)
    let statuses = session.tutor.statuses(in: session.world)
    #expect(!statuses.isEmpty)
    #expect(statuses.allSatisfy { !$0.isMet })
  }

  @Test func nextSkipsAnUnsolvedStepByPreparingTheWorldAndPrevGoesBack() {
    let session = Session(options: SessionOptions())
    _ = session.execute(":lesson mediator")
    let skipped = session.execute(":next").output
    #expect(skipped.contains("Step 1 was skipped"))
    #expect(session.tutor.active?.stepIndex == 1)
    #expect(session.execute("label.text").output.contains("Ada"))
    #expect(!session.tutor.progress[lesson: "mediator"].completedSteps.contains("bind"))
    _ = session.execute(":prev")
    #expect(session.tutor.active?.stepIndex == 0)
    #expect(session.execute(":prev").failed)
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

  @Test func stopLeavesTheLessonAndCommandsSayNoLessonRuns() {
    let session = Session(options: SessionOptions())
    _ = session.execute(":lesson 1")
    #expect(session.tutor.active?.lesson.id == "roles")
    #expect(!session.execute(":lesson stop").failed)
    #expect(session.tutor.active == nil)
    for command in [":hint", ":solution", ":check", ":next", ":prev", ":restart"] {
      let response = session.execute(command)
      #expect(response.failed)
      #expect(response.output.contains("no lesson is running"))
    }
    let unknown = session.execute(":lesson mediatr")
    #expect(unknown.output.contains("did you mean ‘mediator’?"))
  }
}
