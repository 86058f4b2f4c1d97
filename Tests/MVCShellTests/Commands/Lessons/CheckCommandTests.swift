import MVCShell
import Testing

/// `:check`: which of the step's goals are met.
@Suite struct CheckCommandTests {
  @Test func theGoalsMetSoFar() {
    let session = CommandTest.session(":lesson roles")
    #expect(
      session.execute(":check").output
        == "Goals:\n  ○ class `Contact` inherits from `Model`\n  ○ `ada` is a `Contact`\n      there is no `ada` yet\n"
        + "  ○ `ada.name` is `\"Ada\"`\n      there is no `ada.name` yet\n0 of 3 goals met so far.\n"
    )
    _ = session.execute("class Contact: Model { var name = \"Ada\" }")
    let half = session.execute(":check")
    #expect(!half.failed)
    #expect(half.output.contains("  ✓ class `Contact` inherits from `Model`\n"))
    #expect(half.output.hasSuffix("1 of 3 goals met so far.\n"))
    #expect(session.tutor.active?.stepIndex == 0)
  }

  @Test func aStepAlreadyDoneSaysSo() {
    // Lesson 1's demonstration asks its question first; answered, the step is done.
    let session = CommandTest.session(":lesson roles 4\n:skip")
    #expect(session.tutor.active?.isStepDone == true)
    let check = session.execute(":check").output
    #expect(check.hasSuffix("All goals are met.\n"))
    #expect(!check.contains(":next"))
    // Before a step that follows, it says how to go on.
    let watching = CommandTest.session("")
    watching.useLessons(CommandTest.watchFirst)
    _ = watching.execute(":lesson watch-first")
    #expect(
      watching.execute(":check").output.hasSuffix(
        "All goals are met.\nType :next when you are ready for the next step.\n"))
  }

  @Test func withoutALessonItIsRefused() {
    expectRefusal(":check", in: CommandTest.session(), saying: "no lesson is running")
  }
}
