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

  /// The learner's own work before the step is kept (a fix-it lesson never swaps their class
  /// for the tutor's); `:restart tutor` rebuilds from the lesson's statements; on a step the
  /// tutor built, there is nothing of theirs, and nothing is claimed.
  @Test func theLearnersOwnEarlierWorkIsKeptUnlessTheTutorsIsAskedFor() throws {
    let session = Session(options: SessionOptions())
    let first = session.execute(":lesson actions-delegates")
    #expect(!first.output.contains("Your own statements"))
    #expect(!session.execute(":restart").output.contains("Your own statements"))
    for line in [
      "class Editor: ViewController { func save() { ada.saved = true }; func extra() { } }",
      "let editor = Editor(title: \"Edit\")",
      "saveButton.addTarget(editor, action: #selector(save), for: .touchUpInside)",
    ] {
      #expect(!session.execute(line).failed, "\(line)")
    }
    #expect(session.tutor.active?.stepIndex == 2)
    _ = session.execute("let stray = Label()")
    let kept = session.execute(":restart")
    #expect(kept.output.contains("Your own statements from the earlier steps were run again"))
    #expect(session.world.globals["stray"] == nil)
    #expect(!session.execute("editor.extra()").failed)
    let tutors = session.execute(":restart tutor")
    #expect(!tutors.output.contains("Your own statements"))
    #expect(session.execute("editor.extra()").failed)
    #expect(session.execute(":restart again").failed)
  }

  @Test func withoutALessonItIsRefused() {
    expectRefusal(":restart", in: CommandTest.session(), saying: "no lesson is running")
  }
}
