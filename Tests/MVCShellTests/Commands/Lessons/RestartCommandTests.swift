import MVCShell
import Testing

/// `:restart`: the step again, in a freshly prepared world.
@Suite struct RestartCommandTests {
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

  @Test func withoutALessonItIsRefused() {
    expectRefusal(":restart", in: CommandTest.session(), saying: "no lesson is running")
  }
}
