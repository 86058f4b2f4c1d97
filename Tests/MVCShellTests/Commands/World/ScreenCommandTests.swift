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

  @Test func aTableViewControllerShowsItsRows() {
    // Its root view is its table: the rows are drawn as for a table inside a view (they were
    // missing, while :views listed the cells).
    let session = CommandTest.session(
      """
      class List: UITableViewController {
        let names = ["Ada", "Grace", "Linus"]
        override func tableView(
          _ tableView: UITableView, numberOfRowsInSection section: Int
        ) -> Int { return names.count }
        override func tableView(
          _ tableView: UITableView, cellForRowAt indexPath: IndexPath
        ) -> UITableViewCell {
          let cell = UITableViewCell(style: .default, reuseIdentifier: "Cell")
          cell.textLabel?.text = names[indexPath.row]
          return cell
        }
      }
      let list = List()
      let nav = UINavigationController(rootViewController: list)
      window.rootViewController = nav
      window.makeKeyAndVisible()
      """)
    let lines = session.execute(":screen").output.split(separator: "\n").map(String.init)
    for name in ["Ada", "Grace", "Linus"] {
      #expect(lines.contains { $0.hasPrefix("│   " + name + " ") }, "\(name):\n\(lines)")
    }
  }
}
