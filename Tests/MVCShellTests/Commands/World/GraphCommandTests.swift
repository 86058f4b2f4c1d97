import MVCShell
import MVCTestSupport
import Testing

/// `:graph`: the model objects and their relationships.
@Suite struct GraphCommandTests {
  @Test func theModelObjectsWithWhatObservesThem() {
    let session = CommandTest.session()
    let before = WorldSnapshot(session.world)
    let graph = session.execute(":graph")
    #expect(!graph.failed)
    #expect(
      graph.output
        == "Model objects (1):\nada: Contact\n  name = \"Grace\"\n  name observed by editor\n")
    expectUnchanged(session.world, since: before)
  }

  @Test func aFreshWorldHasNoModelObjects() {
    let graph = CommandTest.session("").execute(":graph")
    #expect(!graph.failed)
    #expect(!graph.output.contains("ada"))
  }
}
