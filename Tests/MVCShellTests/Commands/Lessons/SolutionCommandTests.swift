import MVCShell
import Testing

/// `:solution`: the statements that solve the step.
@Suite struct SolutionCommandTests {
  @Test func theStatementsThatSolveTheStep() {
    let session = CommandTest.session(":lesson roles")
    let before = session.world.trace.count
    let solution = session.execute(":solution")
    #expect(!solution.failed)
    #expect(
      solution.output
        == "One way to do it (type it in, or find your own):\n    class Contact: Model { var name = \"Ada\" }\n    let ada = Contact()\n"
    )
    #expect(session.tutor.active?.solutionShown == true)
    // Showing is not running.
    #expect(session.world.trace.count == before)
    #expect(session.world.globals["ada"] == nil)
  }

  @Test func aDemonstrationShowsWhatItRan() {
    let session = CommandTest.session(":lesson roles 4")
    #expect(
      session.execute(":solution").output.hasPrefix(
        "The tutor ran these statements for you:\n    editor.bind(label, to: ada, key: \"name\")"))
  }

  @Test func withoutALessonItIsRefused() {
    expectRefusal(":solution", in: CommandTest.session(), saying: "no lesson is running")
  }
}
