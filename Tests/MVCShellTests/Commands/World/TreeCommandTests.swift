import MVCShell
import MVCTestSupport
import Testing

/// `:tree`: the view-controller hierarchy with each controller's state.
@Suite struct TreeCommandTests {
  @Test func theWindowAndItsControllers() {
    let session = CommandTest.session()
    let before = WorldSnapshot(session.world)
    let tree = session.execute(":tree")
    #expect(!tree.failed)
    #expect(
      tree.output
        == "window — key window, visible\n<ViewController editor>, state: appeared, view loaded\n")
    expectUnchanged(session.world, since: before)
  }

  @Test func aControllerNotOnScreenIsNotInTheWindowsTree() {
    let session = CommandTest.session("let other = ViewController()")
    #expect(!session.execute(":tree").output.contains("<ViewController other>, state: appeared"))
  }
}
