import MVCShell
import Testing

/// `:hint`: the step's hints, one more each time, the last one repeated.
@Suite struct HintCommandTests {
  @Test func hintsComeInOrderAndTheLastRepeats() {
    let session = CommandTest.session(":lesson roles")
    let first = session.execute(":hint")
    #expect(!first.failed)
    #expect(first.output.hasPrefix("Hint 1 of 2:\n  A model class looks like"))
    #expect(!first.output.contains("last hint"))
    let second = session.execute(":hint").output
    #expect(second.contains("Hint 2 of 2"))
    #expect(second.contains("That was the last hint. :solution shows an answer."))
    #expect(session.execute(":hint").output == second)
    #expect(session.tutor.active?.hintsShown == 2)
  }

  @Test func aDemonstrationHasNoHints() {
    let session = CommandTest.session(":lesson roles 4")
    #expect(session.execute(":hint").output.hasPrefix("This step is a demonstration"))
  }

  @Test func withoutALessonItIsRefused() {
    expectRefusal(
      ":hint", in: CommandTest.session(),
      saying: "no lesson is running; type :lessons to choose one")
  }
}
