import MVCShell
import MVCTestSupport
import Testing

/// `:layout`: every frame and safe-area inset on the simulated device.
@Suite struct LayoutCommandTests {
  @Test func everyFrameAndSafeArea() {
    let session = CommandTest.session()
    let before = WorldSnapshot(session.world)
    let layout = session.execute(":layout")
    #expect(!layout.failed)
    let lines = layout.output.split(separator: "\n")
    #expect(
      lines.first
        == "Device island (iPhone 15): 393 × 852 pt, status bar 59 pt, home indicator 34 pt")
    #expect(lines.contains("window         0,0 393×852         59, 0, 34, 0"))
    #expect(lines.contains("    label      16,67 361×30        0, 0, 0, 0"))
    expectUnchanged(session.world, since: before)
  }
}
