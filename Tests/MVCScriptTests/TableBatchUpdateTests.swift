import Testing

@testable import MVCRuntime
@testable import MVCScript

/// `performBatchUpdates(_:completion:)`: the insertions and deletions made in the updates
/// closure are applied together when it returns, checked once against the data source's new
/// counts; "deletes are processed before inserts in batch operations", deletions with the
/// rows as they were before the batch and insertions as they are after it; the completion
/// runs when the animations end, with `finished` true.
/// https://developer.apple.com/documentation/uikit/uitableview/performbatchupdates(_:completion:)
@Suite struct TableBatchUpdateTests {
  typealias Sandbox = SwiftLanguageTests.Sandbox

  static let list = """
    class List: UITableViewController {
      var names = ["Ada", "Grace", "Linus"]
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
      func replaceLast() {
        tableView.performBatchUpdates({
          names.insert("Alan", at: 0)
          tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
          names.remove(at: 3)
          tableView.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
        }) { finished in
          print("finished", finished)
        }
        print("replaceLast returns")
      }
      func replaceLastOneByOne() {
        names.insert("Alan", at: 0)
        names.remove(at: 3)
        tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        tableView.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
      }
      func forgetTheDeletion() {
        tableView.performBatchUpdates({
          names.insert("Alan", at: 0)
          names.remove(at: 3)
          tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        }, completion: nil)
      }
    }
    let list = List()
    window.rootViewController = list
    window.makeKeyAndVisible()
    """

  func shownNames(_ s: Sandbox) throws -> [String] {
    let list = try #require(s.world.globals["list"]?.objectID)
    let table = try #require(s.world.record(list).rootView)
    let cells = try #require(s.world.record(table).table?.visibleCells)
    return cells.compactMap { visible in
      let label = s.world.record(visible.cell).properties["textLabel"]?.objectID
      return label.flatMap { s.world.record($0).properties["text"]?.stringValue }
    }
  }

  @Test func theBatchIsCheckedOnceAndAppliedTogether() throws {
    let s = Sandbox()
    try s.run(Self.list)
    let start = s.world.trace.count
    try s.run("list.replaceLast()")
    #expect(try shownNames(s) == ["Alan", "Ada", "Grace"])
    // The counts are asked once, after the closure, not after each call in it.
    let sent = s.world.trace.dropFirst(start).map(\.selector)
    #expect(sent.filter { $0 == "tableView(_:numberOfRowsInSection:)" }.count == 1)
    let delete = try #require(sent.firstIndex(of: "deleteRows(at:with:)"))
    let count = try #require(sent.firstIndex(of: "tableView(_:numberOfRowsInSection:)"))
    #expect(delete < count)
    #expect(s.printed == [.string("replaceLast returns"), .string("finished true")])
  }

  @Test func theSameCallsOneByOneBreakUIKitsRuleAtTheFirst() throws {
    let s = Sandbox()
    try s.run(Self.list)
    guard
      case .invalidRowCount(_, _, let before, let after, let inserted, let deleted)? =
        s.refusal("list.replaceLastOneByOne()")
    else {
      Issue.record("the insertion alone was accepted")
      return
    }
    #expect([before, after, inserted, deleted] == [3, 3, 1, 0])
    #expect(try shownNames(s) == ["Ada", "Grace", "Linus"])
  }

  @Test func aBatchThatDoesNotAddUpIsRefusedWithItsTotals() throws {
    let s = Sandbox()
    try s.run(Self.list)
    let before = s.world.trace.count
    guard case .invalidRowCount(_, _, 3, 3, 1, 0)? = s.refusal("list.forgetTheDeletion()") else {
      Issue.record("a batch whose counts do not add up was accepted")
      return
    }
    #expect(s.world.trace.count == before)
    #expect(s.world.tableBatches.isEmpty)
    #expect(try s.value("list.names.count") == .int(3))
  }

  @Test func theTrailingClosureFormTakesNoCompletion() throws {
    let s = Sandbox()
    try s.run(Self.list)
    try s.run(
      """
      list.tableView.performBatchUpdates {
        list.names.removeFirst()
        list.tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
      }
      """)
    #expect(try shownNames(s) == ["Grace", "Linus"])
  }
}
