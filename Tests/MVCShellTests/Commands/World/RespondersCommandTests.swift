import MVCShell
import MVCTestSupport
import Testing

/// `:responders PATH`: the responder chain from an object to the application.
@Suite struct RespondersCommandTests {
  @Test func theChainFromAFieldToTheApplication() {
    let session = CommandTest.session()
    let before = WorldSnapshot(session.world)
    let chain = session.execute(":responders field")
    #expect(!chain.failed)
    let steps = chain.output.split(separator: "\n").filter {
      $0.hasPrefix(" ") && !$0.contains("↓")
    }
    #expect(
      steps.map { $0.split(separator: " ").dropFirst().first.map(String.init) ?? "" } == [
        "field", "editor.view", "editor", "window", "application",
      ])
    #expect(chain.output.hasPrefix("Responder chain from field:\n"))
    expectUnchanged(session.world, since: before)
    #expect(session.completions(for: ":responders f", cursor: 13).candidates == ["field"])
  }

  @Test func whatIsNoResponderIsRefused() {
    let session = CommandTest.session()
    expectRefusal(":responders", in: session, saying: ":responders needs an argument")
    expectRefusal(":responders nosuch", in: session, saying: "nothing is called ‘nosuch’")
    expectRefusal(
      ":responders ada.name", in: session,
      saying: "value of type ‘String’ has no methods to call here")
    // Wide enough that the headline stays on one line (at 80 columns it wraps).
    session.setWidth(200)
    expectRefusal(
      ":responders editor.tabBarItem", in: session,
      saying: "editor.tabBarItem is not made yet (a statement that reads it makes a new TabBarItem")
  }
}
