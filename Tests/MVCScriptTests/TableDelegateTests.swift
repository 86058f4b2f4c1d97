import Testing

@testable import MVCRuntime
@testable import MVCScript

/// The table view delegate's questions around display and selection, in UIKit's order:
/// `tableView(_:willDisplay:forRowAt:)` after the data source made a cell and before it shows;
/// `willDeselectRowAt` (nil keeps the old row from being deselected) before `didDeselectRowAt`.
/// A `UITableViewController` subclass writes them with `override`, as Swift requires.
/// https://developer.apple.com/documentation/uikit/uitableviewdelegate
@Suite struct TableDelegateTests {
  typealias Sandbox = SwiftLanguageTests.Sandbox

  static func list(keepSelection: Bool = false) -> String {
    """
    class List: UITableViewController {
      let names = ["Ada", "Grace", "Linus"]
      override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return names.count
      }
      override func tableView(
        _ tableView: UITableView, cellForRowAt indexPath: IndexPath
      ) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "Cell")
        cell.textLabel?.text = names[indexPath.row]
        return cell
      }
      override func tableView(
        _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
      ) {
        print("willDisplay", indexPath.row, cell.textLabel?.text ?? "")
      }
      override func tableView(
        _ tableView: UITableView, willDeselectRowAt indexPath: IndexPath
      ) -> IndexPath? {
        print("willDeselect", indexPath.row)
        return \(keepSelection ? "nil" : "indexPath")
      }
      override func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        print("didDeselect", indexPath.row)
      }
      override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        print("didSelect", indexPath.row)
      }
    }
    let list = List()
    window.rootViewController = list
    window.makeKeyAndVisible()
    """
  }

  @Test func eachCellIsAnnouncedToTheDelegateAfterTheDataSourceMadeIt() throws {
    let s = Sandbox()
    try s.run(Self.list())
    #expect(
      s.printed == [
        .string("willDisplay 0 Ada"), .string("willDisplay 1 Grace"),
        .string("willDisplay 2 Linus"),
      ])
    let selectors = s.world.trace.map(\.selector).filter { $0.hasPrefix("tableView(_:") }
    let firstCell = try #require(selectors.firstIndex(of: "tableView(_:cellForRowAt:)"))
    #expect(selectors[firstCell + 1] == "tableView(_:willDisplay:forRowAt:)")
  }

  @Test func theOldRowIsAskedBeforeItIsDeselected() throws {
    let s = Sandbox()
    try s.run(Self.list())
    try s.run("select(list.tableView, row: 0)\nselect(list.tableView, row: 2)")
    #expect(
      Array(s.printed.dropFirst(3)) == [
        .string("didSelect 0"), .string("willDeselect 0"), .string("didDeselect 0"),
        .string("didSelect 2"),
      ])
  }

  @Test func aDelegateThatAnswersNilHearsNoDeselection() throws {
    let s = Sandbox()
    try s.run(Self.list(keepSelection: true))
    try s.run("select(list.tableView, row: 0)\nselect(list.tableView, row: 2)")
    #expect(
      Array(s.printed.dropFirst(3)) == [
        .string("didSelect 0"), .string("willDeselect 0"), .string("didSelect 2"),
      ])
  }
}
