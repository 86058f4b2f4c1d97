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
        == "Device island (iPhone 15): 393 × 852 pt, status bar 54 pt, home indicator 34 pt")
    // The status bar (54) is shorter than the top safe-area inset (59) on an iPhone 15.
    #expect(
      lines.dropFirst().first
        == "Safe area: top 59 pt, bottom 34 pt; navigation bar 44 pt, tab bar 49 + 34 pt")
    #expect(lines.contains("window         0,0 393×852         59, 0, 34, 0"))
    #expect(lines.contains("    label      16,67 361×30        0, 0, 0, 0"))
    expectUnchanged(session.world, since: before)
  }
}
