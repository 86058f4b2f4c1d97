import Testing

@testable import MVCRuntime
@testable import MVCScript

/// Table views driven by learner code, as a learner types it: a controller answers the table's
/// data-source questions, only for the rows on screen; cells are dequeued and reused; the
/// delegate hears the user's selection with an `IndexPath`; row updates are checked against
/// the data source by UIKit's rule.
@Suite struct TableViewTests {
  typealias Sandbox = SwiftLanguageTests.Sandbox

  /// A contacts controller with `count` names, whose table fills its view, on screen.
  static func contacts(_ count: Int, root: String = "contacts") throws -> Sandbox {
    let s = Sandbox()
    try s.run(
      """
      class Contacts: ViewController, UITableViewDataSource, UITableViewDelegate {
        var names: [String] = []
        var picked: [Int] = []
        let table = TableView()
        override func viewDidLoad() {
          super.viewDidLoad()
          view.addSubview(table)
          table.register("TableViewCell", forCellReuseIdentifier: "Cell")
          table.dataSource = self
          table.delegate = self
        }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
          return names.count
        }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
          cell.textLabel?.text = names[indexPath.row]
          return cell
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
          picked.append(indexPath.row)
        }
      }
      let contacts = Contacts(title: "Contacts")
      contacts.names = (0..<\(count)).map { n in "Name \\(n)" }
      """)
    if root == "contacts" {
      try s.run("window.rootViewController = contacts; window.makeKeyAndVisible()")
    } else {
      try s.run(
        """
        let nav = NavigationController(rootViewController: contacts)
        window.rootViewController = nav
        window.makeKeyAndVisible()
        """)
    }
    return s
  }

  /// The events of the trace from `mark` on.
  static func events(_ s: Sandbox, since mark: Int) -> [TraceEvent] {
    Array(s.world.trace[mark...])
  }

  /// The rows the events asked `tableView(_:cellForRowAt:)` for.
  static func askedRows(_ events: [TraceEvent], in s: Sandbox) -> [Int] {
    events.filter { $0.selector == "tableView(_:cellForRowAt:)" }.compactMap { event in
      event.arguments.last?.objectID.flatMap { s.world.index(ofIndexPath: $0)?.row }
    }
  }

  static func table(_ s: Sandbox) throws -> ObjectID {
    try #require(try s.value("contacts.table").objectID)
  }

  @Test func onlyTheRowsOnScreenAreAskedFor() throws {
    let s = try Self.contacts(100)
    let events = Self.events(s, since: 0)
    // iPhone 15: the table starts below the status bar (59 pt) and runs to the bottom (852):
    // 793 points are 18.02 rows of 44, so 19 rows show (the last one in part).
    #expect(Self.askedRows(events, in: s) == Array(0..<19))
    let counts = events.filter { $0.selector == "tableView(_:numberOfRowsInSection:)" }
    #expect(counts.count == 1)
    // Each question is a data-source message from the table to the controller.
    let table = try Self.table(s)
    let contacts = try #require(s.world.globals["contacts"]?.objectID)
    for event in events where event.selector.hasPrefix("tableView(_:") {
      #expect(event.kind == .dataSource)
      #expect(event.sender == .object(table) && event.receiver == .object(contacts))
      #expect(event.role == HopRole(from: .view, to: .controller))
    }
    // They come during the table's layout, between the controller's layout callbacks.
    let order = events.map(\.selector).filter {
      ["viewWillLayoutSubviews()", "layoutSubviews()", "viewDidLayoutSubviews()"].contains($0)
    }
    #expect(order == ["viewWillLayoutSubviews()", "layoutSubviews()", "viewDidLayoutSubviews()"])
    #expect(try s.value("contacts.table.visibleCells.count") == .int(19))
    #expect(try s.value("contacts.table.numberOfRows(inSection: 0)") == .int(100))
  }

  @Test func theTableAsksOnlyWhenItAppearsOrReloads() throws {
    let s = try Self.contacts(3, root: "nav")
    try s.run("class Detail: ViewController { }")
    var mark = s.world.trace.count
    try s.run("nav.pushViewController(Detail(), animated: false)")
    try s.run("nav.popViewController(animated: false)")
    let again = Self.events(s, since: mark)
    #expect(!again.contains { $0.kind == .dataSource })
    #expect(again.contains { $0.selector == "viewWillAppear(_:)" })
    mark = s.world.trace.count
    try s.run("contacts.names.append(\"Linus\"); contacts.table.reloadData()")
    let reloaded = Self.events(s, since: mark)
    #expect(
      reloaded.filter { $0.selector == "tableView(_:numberOfRowsInSection:)" }.count == 1)
    #expect(Self.askedRows(reloaded, in: s) == [0, 1, 2, 3])
    #expect(try s.value("contacts.table.visibleCells.count") == .int(4))
  }

  @Test func cellsAreReused() throws {
    let s = try Self.contacts(3)
    let made = s.world.records.filter { $0.className == "TableViewCell" }.map(\.id)
    #expect(made.count == 3)
    let mark = s.world.trace.count
    try s.run("contacts.table.reloadData()")
    let events = Self.events(s, since: mark)
    // The three cells went to the reuse queue and came back: no cell was made.
    #expect(!events.contains { $0.kind == .creation })
    #expect(events.filter { $0.selector == "prepareForReuse()" }.count == 3)
    #expect(s.world.records.filter { $0.className == "TableViewCell" }.map(\.id) == made)
    #expect(try s.value("contacts.table.visibleCells[1].textLabel.text") == .string("Name 1"))
  }

  @Test func scrollingReusesTheCellsThatLeftTheScreen() throws {
    let s = try Self.contacts(100)
    let cellsBefore = s.world.records.filter { $0.className == "TableViewCell" }.count
    let mark = s.world.trace.count
    try s.run(
      "contacts.table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .top, animated: false)")
    let events = Self.events(s, since: mark)
    #expect(Self.askedRows(events, in: s) == Array(50..<69))
    #expect(!events.contains { $0.kind == .creation })
    #expect(s.world.records.filter { $0.className == "TableViewCell" }.count == cellsBefore)
    #expect(
      try s.value("contacts.table.visibleCells[0].textLabel.text") == .string("Name 50"))
  }

  @Test func theDataSourceAndTheDelegateAreWeak() throws {
    let s = try Self.contacts(2)
    let table = try Self.table(s)
    let className = s.world.record(table).className
    for key in ["dataSource", "delegate"] {
      #expect(s.world.propertySchema(key, of: className)?.isWeak == true)
    }
    // A weak reference does not make the table the controller's holder.
    #expect(
      s.world.displayName(of: try #require(s.world.globals["contacts"]?.objectID)) == "contacts")
    #expect(try s.value("contacts.table.dataSource == nil") == .bool(false))
    // An object only the table's weak property refers to is freed at the end of the
    // statement, and the property reads nil: the most common data-source bug.
    try s.run("class Source: Controller { }; let loose = TableView()")
    let start = s.world.trace.count
    try s.run("loose.dataSource = Source()")
    #expect(try s.value("loose.dataSource") == .null)
    let deinits = (start..<s.world.trace.count).map { s.world.trace[$0] }.filter {
      $0.selector == "deinit"
    }
    #expect(deinits.count == 1)
    if let source = deinits.first?.receiver, case .object(let id) = source {
      #expect(s.world.displayName(of: id) == "Source#\(id.raw)")
    }
  }

  @Test func theDelegateHearsTheSelectedIndexPath() throws {
    let s = try Self.contacts(5)
    try s.run("select(contacts.table, row: 3)")
    #expect(try s.value("contacts.picked") == .array([.int(3)]))
    #expect(try s.value("contacts.table.indexPathForSelectedRow.row") == .int(3))
    let events = Self.events(s, since: 0)
    let selection = try #require(events.last { $0.selector == "tableView(_:didSelectRowAt:)" })
    #expect(selection.kind == .delegate)
    let cause = try #require(events.first { $0.sequence == selection.cause })
    #expect(cause.sender == .user && cause.selector == "touchesEnded(_:with:)")
    try s.run("contacts.table.deselectRow(at: IndexPath(row: 3, section: 0), animated: true)")
    #expect(try s.value("contacts.table.indexPathForSelectedRow") == .null)
    // A touch on the screen selects the row under the finger: rows start at 59 pt.
    try s.run("tap(at: 100, 59 + 44 + 20)")
    #expect(try s.value("contacts.picked") == .array([.int(3), .int(1)]))
  }

  @Test func anUpdateTheDataSourceDoesNotMatchIsRefused() throws {
    let s = try Self.contacts(3)
    let mark = s.world.trace.count
    let failure = s.failure(
      "contacts.table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .automatic)")
    let table = try Self.table(s)
    #expect(
      failure?.reason
        == .runtime(
          .invalidRowCount(table, section: 0, before: 3, after: 3, inserted: 1, deleted: 0)))
    // The refused statement changed nothing, not even the trace.
    #expect(s.world.trace.count == mark)
    #expect(try s.value("contacts.table.numberOfRows(inSection: 0)") == .int(3))
    // Kept in step, the same update works and asks only for the new row.
    try s.run(
      """
      contacts.names.append("Linus")
      contacts.table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .automatic)
      """)
    #expect(try s.value("contacts.table.numberOfRows(inSection: 0)") == .int(4))
    #expect(Self.askedRows(Self.events(s, since: mark), in: s) == [3])
    // Deleting: the model first, then the table; the rows below move up with their cells.
    try s.run(
      """
      contacts.names.remove(at: 0)
      contacts.table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
      """)
    #expect(try s.value("contacts.table.visibleCells[0].textLabel.text") == .string("Name 1"))
    #expect(
      s.failure("contacts.table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)")?
        .reason
        == .runtime(
          .invalidRowCount(table, section: 0, before: 3, after: 3, inserted: 0, deleted: 1)))
  }

  @Test func anUnregisteredIdentifierIsUIKitsRefusal() throws {
    let s = Sandbox()
    try s.run(
      """
      class Source: ViewController, UITableViewDataSource {
        let table = TableView()
        override func viewDidLoad() { super.viewDidLoad(); view.addSubview(table); table.dataSource = self }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { return 1 }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
          return tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        }
      }
      let source = Source()
      window.rootViewController = source
      """)
    let failure = s.failure("window.makeKeyAndVisible()")
    let table = try #require(try s.value("source.table").objectID)
    #expect(failure?.reason == .runtime(.cellNotRegistered(identifier: "Cell", table: table)))
    #expect(try s.value("window.isKeyWindow") == .bool(false))
    #expect(
      s.failure("source.table.register(\"Label\", forCellReuseIdentifier: \"Cell\")")?.reason
        == .runtime(.notACellClass("Label")))
  }

  @Test func aTableViewControllerIsItsTablesDataSourceAndDelegate() throws {
    let s = Sandbox()
    try s.run(
      """
      class Names: TableViewController {
        var names = ["Ada", "Grace"]
        var chosen = ""
        override func viewDidLoad() {
          super.viewDidLoad()
          tableView.register("TableViewCell", forCellReuseIdentifier: "Cell")
        }
        override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
          return names.count
        }
        override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
          let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
          cell.textLabel.text = names[indexPath.row]
          return cell
        }
        override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
          chosen = names[indexPath.row]
        }
      }
      let names = Names(title: "Names")
      let nav = NavigationController(rootViewController: names)
      window.rootViewController = nav
      window.makeKeyAndVisible()
      """)
    #expect(try s.value("names.tableView == names.view") == .bool(true))
    #expect(try s.value("names.tableView.dataSource == names") == .bool(true))
    #expect(try s.value("names.tableView.delegate == names") == .bool(true))
    // UITableViewController answers numberOfSections(in:) itself: one section.
    let asked = s.world.trace.map(\.selector)
    #expect(asked.filter { $0 == "numberOfSections(in:)" }.count == 1)
    #expect(try s.value("names.tableView.visibleCells.count") == .int(2))
    try s.run("select(names.tableView, row: 1)")
    #expect(try s.value("names.chosen") == .string("Grace"))
    // Coming back to the list, UITableViewController clears the selection.
    try s.run("nav.pushViewController(ViewController(), animated: false)")
    #expect(try s.value("names.tableView.indexPathForSelectedRow.row") == .int(1))
    try s.run("nav.popViewController(animated: false)")
    #expect(try s.value("names.tableView.indexPathForSelectedRow") == .null)
    // A subclass that replaces UIKit's data-source methods must say `override`.
    let missing = s.failure(
      """
      class Plain: TableViewController {
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { return 1 }
      }
      """)
    #expect(
      missing?.reason
        == .interpreter(
          .missingOverride(
            selector: "tableView(_:numberOfRowsInSection:)", superclass: "TableViewController")))
  }

  @Test func indexPathsAreValues() throws {
    let s = Sandbox()
    try s.run("let a = IndexPath(row: 2, section: 0); let b = IndexPath(row: 2, section: 0)")
    #expect(try s.value("a == b") == .bool(true))
    #expect(try s.value("a.row + a.section") == .int(2))
    #expect(try s.value("IndexPath(row: 1, section: 0) == a") == .bool(false))
    let id = try #require(try s.value("a").objectID)
    #expect(s.world.displayName(of: id) == "[0, 2]")
    #expect(s.failure("IndexPath(item: 1)")?.reason == .runtime(.indexPathInitializer))
    #expect(
      s.failure("a.row = 3")?.reason
        == .runtime(.readOnlyProperty(key: "row", className: "IndexPath")))
  }

  @Test func sectionsAreAskedForAndCounted() throws {
    let s = Sandbox()
    try s.run(
      """
      class Grouped: ViewController, UITableViewDataSource {
        let table = TableView()
        override func viewDidLoad() {
          super.viewDidLoad()
          view.addSubview(table)
          table.register("TableViewCell", forCellReuseIdentifier: "Cell")
          table.dataSource = self
        }
        func numberOfSections(in tableView: TableView) -> Int { return 2 }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
          return section == 0 ? 2 : 3
        }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
          let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
          cell.textLabel.text = "\\(indexPath.section).\\(indexPath.row)"
          return cell
        }
      }
      let grouped = Grouped()
      window.rootViewController = grouped
      window.makeKeyAndVisible()
      """)
    #expect(try s.value("grouped.table.numberOfSections") == .int(2))
    #expect(try s.value("grouped.table.visibleCells.count") == .int(5))
    #expect(try s.value("grouped.table.visibleCells[2].textLabel.text") == .string("1.0"))
    let table = try #require(try s.value("grouped.table").objectID)
    #expect(
      s.failure("select(grouped.table, row: 0, section: 2)")?.reason
        == .runtime(.sectionOutOfRange(section: 2, table: table, count: 2)))
    #expect(
      s.failure("select(grouped.table, row: 2, section: 0)")?.reason
        == .runtime(.rowOutOfRange(row: 2, list: table, count: 2)))
  }

  @Test func aTableAddedToAViewOnScreenAsksAtTheEndOfTheStatement() throws {
    let s = Sandbox()
    try s.run(
      """
      class Source: Controller, UITableViewDataSource {
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { return 2 }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
          return TableViewCell(style: .subtitle, reuseIdentifier: nil)
        }
      }
      let source = Source()
      let screen = ViewController()
      window.rootViewController = screen
      window.makeKeyAndVisible()
      let table = TableView()
      table.dataSource = source
      """)
    #expect(
      s.failure("select(table, row: 0)")?.reason
        == .runtime(.tableNotLoaded(try #require(try s.value("table").objectID))))
    let mark = s.world.trace.count
    try s.run("screen.view.addSubview(table)")
    let events = Self.events(s, since: mark)
    #expect(events.map(\.selector).contains("layoutSubviews()"))
    #expect(Self.askedRows(events, in: s) == [0, 1])
    #expect(try s.value("table.visibleCells[0].style") == .enumCase("subtitle"))
  }
}
