import MVCLocalization
import MVCShell
import MVCTestSupport
import Testing

/// `:screen`: the window drawn in the terminal, on the simulated device.
@Suite struct ScreenCommandTests {
  @Test func theWindowDrawnOnTheDevice() {
    let session = CommandTest.session()
    let before = WorldSnapshot(session.world)
    let screen = session.execute(":screen")
    #expect(!screen.failed)
    let lines = screen.output.split(separator: "\n")
    #expect(lines.first?.hasPrefix("┌") == true)
    #expect(lines.contains("│  Grace                                  │"))
    #expect(lines.last == "island (iPhone 15), 393 × 852 pt")
    for line in lines { #expect(TextWidth.of(line) <= 80, "\(line)") }
    expectUnchanged(session.world, since: before)
    _ = session.execute(":device classic")
    #expect(session.execute(":screen").output.hasSuffix("classic (iPhone 8), 375 × 667 pt\n"))
  }
}
