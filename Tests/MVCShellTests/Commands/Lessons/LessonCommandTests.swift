import MVCShell
import Testing

/// `:lesson`: starts a lesson (by id or number, at a step), shows the step again, resumes,
/// and `:lesson stop` leaves.
@Suite struct LessonCommandTests {
  @Test func aLessonStartsInAFreshWorldAtItsFirstStep() {
    let session = CommandTest.session()
    let started = session.execute(":lesson roles")
    let count = session.tutor.catalog.lessons.count
    #expect(!started.failed)
    #expect(
      started.output.hasPrefix(
        "Your sandbox was cleared for the lesson.\n━━ Lesson 1 of \(count) · Model, view, controller: three roles ━━\nStep 1 of 4\n"
      ))
    #expect(started.output.contains("Goals:\n  ○ class `Contact` inherits from `Model`\n"))
    #expect(session.world.globals["ada"] == nil)
    #expect(session.tutor.active?.lesson.id == "roles")
    #expect(session.tutor.active?.stepIndex == 0)
  }

  @Test func aNumberAndAStepPrepareTheWorldOfThatStep() {
    let session = CommandTest.session("")
    let third = session.execute(":lesson 1 3")
    #expect(!third.failed)
    #expect(!third.output.contains("sandbox was cleared"))
    #expect(third.output.contains("Step 3 of 4\n\nPrepared for you:\n    class Contact"))
    #expect(session.tutor.active?.stepIndex == 2)
    #expect(session.world.globals["label"] != nil)
  }

  @Test func onItsOwnItShowsTheStepAgainOrResumesOrLists() {
    let session = CommandTest.session("")
    #expect(session.execute(":lesson").output == session.execute(":lessons").output)
    _ = session.execute(":lesson roles 2")
    let again = session.execute(":lesson").output
    let count = session.tutor.catalog.lessons.count
    #expect(
      again.hasPrefix(
        "━━ Lesson 1 of \(count) · Model, view, controller: three roles ━━\nStep 2 of 4\n"))
    #expect(again.hasSuffix("starts this step\nagain.\n"))
    _ = session.execute(":lesson stop")
    // Resumed where it was left.
    _ = session.execute(":lesson")
    #expect(session.tutor.active?.stepIndex == 1)
  }

  @Test func anUnknownLessonOrStepIsRefusedAndChangesNothing() {
    let session = CommandTest.session()
    let near = expectRefusal(
      ":lesson mediatr", in: session,
      saying: "there is no lesson ‘mediatr’; type :lessons to see them")
    #expect(near.output.contains("did you mean ‘mediator’?"))
    for line in [":lesson roles 9", ":lesson roles 0", ":lesson roles x", ":lesson roles 1 2"] {
      expectRefusal(line, in: session, saying: "lesson ‘roles’ has steps 1 to 4")
    }
    #expect(session.tutor.active == nil)
    #expect(
      session.completions(for: ":lesson m", cursor: 9).candidates == [
        "mediator", "modal-data-flow", "model-graph", "model-logic",
      ])
  }

  @Test func stopLeavesTheLessonAndCommandsSayNoLessonRuns() {
    let session = Session(options: SessionOptions())
    _ = session.execute(":lesson 1")
    #expect(session.tutor.active?.lesson.id == "roles")
    let stopped = session.execute(":lesson stop")
    #expect(!stopped.failed)
    #expect(stopped.output.hasPrefix("You left the lesson; your progress is kept."))
    #expect(session.tutor.active == nil)
    for command in [":hint", ":solution", ":check", ":next", ":prev", ":restart", ":lesson stop"] {
      expectRefusal(command, in: session, saying: "no lesson is running")
    }
  }

  /// At a terminal a lesson's demonstration plays step by step, and what the lesson says after
  /// it comes once the steps have played; in a script the steps are printed in place.
  @Test func demonstrationsPlayStepByStepAtATerminal() throws {
    let interactive = Session(options: SessionOptions(interactive: true))
    let response = interactive.execute(":lesson observing 6")
    let playback = try #require(response.playback, "\(response.output)")
    #expect(playback.count >= 1)
    #expect(!response.output.contains("message 1 of"))
    // The steps sit between the text before them and what the lesson says after them.
    let index = try #require(response.parts.firstIndex(of: .playback(playback)))
    #expect(index > 0 && index < response.parts.count - 1)
    guard case .text(let after) = response.parts[index + 1] else {
      Issue.record("no text after the demonstration")
      return
    }
    #expect(!after.isEmpty)

    let script = Session(options: SessionOptions())
    let printed = script.execute(":lesson observing 6")
    #expect(printed.playback == nil)
    #expect(printed.output.contains("message 1 of"))
  }
}
