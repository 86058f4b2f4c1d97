import MVCShell
import MVCTutor
import Testing

/// `:next`: the next step, in the world as it stands when this one is solved, else in one
/// prepared as if it had been.
@Suite struct NextCommandTests {
  @Test func nextSkipsAnUnsolvedStepByPreparingTheWorld() {
    let session = Session(options: SessionOptions())
    _ = session.execute(":lesson mediator")
    let skipped = session.execute(":next").output
    #expect(skipped.contains("Step 1 was skipped"))
    #expect(session.tutor.active?.stepIndex == 1)
    #expect(session.execute("label.text").output.contains("Ada"))
    #expect(!session.tutor.progress[lesson: "mediator"].completedSteps.contains("bind"))
  }

  @Test func aDoneStepGoesOnInTheSameWorld() throws {
    let session = CommandTest.session("")
    session.useLessons(CommandTest.watchFirst)
    #expect(CommandTest.watchFirst.errors.isEmpty)
    _ = session.execute(":lesson watch-first")
    #expect(session.tutor.active?.isStepDone == true)
    let label = try #require(session.world.globals["label"])
    let next = session.execute(":next")
    #expect(!next.failed)
    #expect(next.output.hasPrefix("\nStep 2 of 2\n"))
    #expect(!next.output.contains("skipped"))
    #expect(session.tutor.active?.stepIndex == 1)
    #expect(session.world.globals["label"] == label)
  }

  @Test func theLastStepOfTheLastLessonIsRefusedAndChangesNothing() throws {
    let last = try #require(LessonCatalog.embedded.lessons.last)
    let session = CommandTest.session(":lesson \(last.id) \(last.steps.count)")
    expectRefusal(
      ":next", in: session,
      saying: "this is the lesson's last step; type :lessons to choose another lesson")
    #expect(session.tutor.active?.stepIndex == last.steps.count - 1)
  }

  @Test func theLastStepOfALessonGoesOnToTheNextLesson() {
    let session = CommandTest.session(":lesson roles 4")
    let next = session.execute(":next")
    #expect(!next.failed)
    #expect(next.output.hasPrefix("On to the next lesson.\n"))
    #expect(session.tutor.active?.lesson.id == "model-graph")
  }

  @Test func withoutALessonItIsRefused() {
    expectRefusal(":next", in: CommandTest.session(), saying: "no lesson is running")
  }
}
