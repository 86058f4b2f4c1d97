import MVCShell
import Testing

/// `:prev`: back to the step before, in a world prepared as it was when that step began.
@Suite struct PrevCommandTests {
  @Test func prevGoesBackInAPreparedWorld() {
    let session = CommandTest.session(":lesson mediator 2")
    _ = session.execute("let stray = Label()")
    let back = session.execute(":prev")
    #expect(!back.failed)
    #expect(back.output.contains("Step 1 of"))
    #expect(session.tutor.active?.stepIndex == 0)
    #expect(session.world.globals["stray"] == nil)
    #expect(session.world.globals["editor"] != nil)
  }

  @Test func theFirstStepIsRefusedAndChangesNothing() {
    let session = CommandTest.session(":lesson mediator\nlet stray = Label()")
    expectRefusal(":prev", in: session, saying: "this is the lesson's first step")
    #expect(session.tutor.active?.stepIndex == 0)
  }

  @Test func withoutALessonItIsRefused() {
    expectRefusal(":prev", in: CommandTest.session(), saying: "no lesson is running")
  }
}
