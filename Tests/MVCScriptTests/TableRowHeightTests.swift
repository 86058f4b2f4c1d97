import Foundation
import Testing

@testable import MVCRuntime
@testable import MVCScript

/// `tableView(_:heightForRowAt:)`: "Before it appears onscreen, the table view calls this
/// method for the items in the visible portion of the table. As the user scrolls, the table
/// view calls the method for items only when they move onscreen. It calls the method each time
/// the item appears onscreen." Its answer is the row's height in the layout and on `:screen`;
/// `UITableView.automaticDimension` keeps the table's `rowHeight` (the sandbox has no
/// self-sizing cells).
/// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:heightforrowat:)
@Suite struct TableRowHeightTests {
  typealias Sandbox = SwiftLanguageTests.Sandbox

  static let list = """
    class List: UITableViewController {
      var names: [String] = (0..<40).map { "Row \\($0)" }
      override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        names.count
      }
      override func tableView(
        _ tableView: UITableView, cellForRowAt indexPath: IndexPath
      ) -> UITableViewCell {
        let cell = UITableViewCell()
        cell.textLabel?.text = names[indexPath.row]
        return cell
      }
      override func tableView(
        _ tableView: UITableView, heightForRowAt indexPath: IndexPath
      ) -> CGFloat {
        indexPath.row == 1 ? 300 : UITableView.automaticDimension
      }
    }
    let list = List()
    window.rootViewController = list
    window.makeKeyAndVisible()
    """

  func rows(_ s: Sandbox, _ selector: String, since start: Int) -> [Int] {
    s.world.trace.dropFirst(start).filter { $0.selector == selector }.compactMap { event in
      guard case .object(let id)? = event.arguments.last else { return nil }
      return s.world.record(id).properties["row"]?.intValue
    }
  }

  @Test func theVisibleRowsAreAskedTheirHeightsBeforeTheirCells() throws {
    let s = Sandbox()
    let start = s.world.trace.count
    try s.run(Self.list)
    let heights = rows(s, "tableView(_:heightForRowAt:)", since: start)
    let cells = rows(s, "tableView(_:cellForRowAt:)", since: start)
    // 852 − 59 = 793 points of rows: 44 + 300 + 44 × 10 = 784, so rows 0 to 12 begin in it.
    #expect(heights == Array(0...12))
    #expect(cells == heights)
    let sent = s.world.trace.dropFirst(start).map(\.selector)
    let lastHeight = try #require(sent.lastIndex(of: "tableView(_:heightForRowAt:)"))
    let firstCell = try #require(sent.firstIndex(of: "tableView(_:cellForRowAt:)"))
    #expect(lastHeight < firstCell)
  }

  @Test func theAnswerIsTheRowsHeightInTheLayout() throws {
    let s = Sandbox()
    try s.run(Self.list)
    let table = try #require(s.world.globals["list"]?.objectID).flatMap {
      s.world.record($0).rootView
    }
    let cells = try #require(table.flatMap { s.world.record($0).table?.visibleCells })
    let layout = s.world.computeLayout()
    let frames = cells.prefix(3).compactMap { layout.frames[$0.cell] }
    #expect(frames.map(\.height) == [44, 300, 44])
    #expect(frames.map(\.y) == [59, 103, 403])
  }

  @Test func aRowComingBackOnScreenIsAskedAgain() throws {
    let s = Sandbox()
    try s.run(Self.list)
    try s.run(
      "list.tableView.scrollToRow(at: IndexPath(row: 39, section: 0), at: .bottom, animated: false)"
    )
    let start = s.world.trace.count
    try s.run(
      "list.tableView.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top, animated: false)")
    let heights = rows(s, "tableView(_:heightForRowAt:)", since: start)
    #expect(heights.first == 0)
    #expect(heights.contains(1))
  }

  @Test func anAnswerThatIsNotANumberIsRefused() throws {
    let s = Sandbox()
    try s.run(
      Self.list
        .replacingOccurrences(
          of: "indexPath.row == 1 ? 300 : UITableView.automaticDimension", with: "\"tall\""
        )
        .replacingOccurrences(of: "-> CGFloat {", with: "-> String {")
        .replacingOccurrences(of: "window.makeKeyAndVisible()", with: ""))
    guard case .dataSourceAnswer(_, let selector, _, _)? = s.refusal("window.makeKeyAndVisible()")
    else {
      Issue.record("a height that is a string was accepted")
      return
    }
    #expect(selector == "tableView(_:heightForRowAt:)")
  }
}
