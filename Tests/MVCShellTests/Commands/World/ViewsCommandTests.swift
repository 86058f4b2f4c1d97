import MVCShell
import MVCTestSupport
import Testing

/// `:views`: the view hierarchy from the window down, with frames.
@Suite struct ViewsCommandTests {
  @Test func theWindowsViewsWithFramesAndText() {
    let session = CommandTest.session()
    let before = WorldSnapshot(session.world)
    let views = session.execute(":views")
    #expect(!views.failed)
    #expect(
      views.output.split(separator: "\n") == [
        "window  0,0 393×852",
        "  editor.view: View  0,0 393×852",
        "    label: Label  16,67 361×30  text=\"Grace\"",
        "    field: TextField  16,105 361×34  text=\"\"",
      ])
    expectUnchanged(session.world, since: before)
  }
}
