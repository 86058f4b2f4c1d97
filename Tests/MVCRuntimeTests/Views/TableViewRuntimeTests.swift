import MVCTestSupport
import Testing

@testable import MVCRuntime

/// The table view in the runtime, with "learner" methods written as Swift closures
/// (``ScriptedInvoker``): the order and roles of its data-source questions, where its cells are
/// laid out, and UIKit's refusals when a data source answers wrongly.
@Suite struct TableViewRuntimeTests {
  /// A world with a `Source` data-source class whose answers the test gives, a screen whose
  /// view holds `table`, and the window not yet visible.
  final class Rig {
    let world = World()
    let invoker = ScriptedInvoker()
    var rows = 2
    var cell: (World, ObjectID, TableIndex) throws -> Value = { world, table, index in
      let cell = try world.dequeueCell(identifier: "Cell", for: index, from: table)
      if let cell, let label = try world.property("textLabel", of: cell).objectID {
        try world.setProperty("text", of: label, to: .string("Row \(index.row)"))
      }
      return cell.map(Value.object) ?? .null
    }
    var rowsAnswer: (() -> Value)?

    init(registers: Bool = true) throws {
      world.invoker = invoker
      try world.transaction {
        try world.declare(
          ClassInfo(
            name: "Source", superclass: "Controller", kind: .controller(.controller),
            methods: [
              "tableView(_:numberOfRowsInSection:)": invoker.method(["t", "s"]) {
                [unowned self] _, _, _ in self.rowsAnswer?() ?? .int(self.rows)
              },
              "tableView(_:cellForRowAt:)": invoker.method(["t", "i"]) {
                [unowned self] world, _, args in
                let table = try #require(args[0].objectID)
                let index = try world.requireIndexPath(args[1], argument: "i")
                return try self.cell(world, table, index)
              },
            ], isUserDeclared: true))
        let source = try world.instantiate("Source", arguments: [])
        world.bind(name: "source", to: .object(source))
        let screen = try world.instantiate("ViewController", arguments: [])
        world.bind(name: "screen", to: .object(screen))
        let table = try world.instantiate("TableView", arguments: [])
        world.bind(name: "table", to: .object(table))
        try world.setProperty("dataSource", of: table, to: .object(source))
        if registers {
          try world.registerCellClass(.string("TableViewCell"), identifier: "Cell", on: table)
        }
        try world.addSubview(table, to: try world.loadViewIfNeeded(screen))
        try world.setRootViewController(screen)
      }
    }

    subscript(name: String) -> ObjectID {
      guard case .object(let id)? = world.globals[name] else { return ObjectID(-1) }
      return id
    }

    /// Makes the window key and visible (one statement).
    func show() throws {
      try world.transaction {
        try world.makeKeyAndVisible()
        try world.runLoopTurnEnded()
      }
    }
  }

  @Test func theFirstLayoutAsksTheDataSourceMessageByMessage() throws {
    let rig = try Rig()
    let mark = rig.world.trace.count
    try rig.show()
    let probe = TraceProbe(rig.world, since: mark, checksClock: false)
    probe.expect("makeKeyAndVisible()", from: .outside, to: "window")
    probe.expect("viewWillAppear(_:)", to: "screen")
    probe.expect("viewIsAppearing(_:)", to: "screen")
    probe.expect("viewWillLayoutSubviews()", to: "screen")
    let layout = probe.expect(
      "layoutSubviews()", from: "window", to: "table", kind: .layout,
      role: HopRole(from: .system, to: .view))
    let viewToController = HopRole(from: .view, to: .controller)
    probe.expect(
      "tableView(_:numberOfRowsInSection:)", from: "table", to: "source", kind: .dataSource,
      cause: .by(layout), role: viewToController,
      arguments: [.object(rig["table"]), .int(0)])
    for row in 0..<2 {
      let ask = probe.expect(
        "tableView(_:cellForRowAt:)", from: "table", to: "source", kind: .dataSource,
        cause: .by(layout), role: viewToController)
      let dequeue = probe.expect(
        "dequeueReusableCell(withIdentifier:for:)", from: "source", to: "table", kind: .call,
        cause: .by(ask), role: HopRole(from: .controller, to: .view))
      probe.expect(
        "init(style:reuseIdentifier:)", from: "table", kind: .creation, cause: .by(dequeue),
        arguments: [.enumCase("default"), .string("Cell")])
      probe.expect(
        "setValue(_:forKey:)", from: "source", kind: .viewUpdate, cause: .by(ask),
        arguments: [.string("Row \(row)"), .string("text")])
    }
    probe.expect("viewDidLayoutSubviews()", to: "screen")
    probe.expect("viewDidAppear(_:)", to: "screen")
    probe.finish()
  }

  @Test func cellsAreLaidOutRowByRowBelowTheTopOfTheSafeArea() throws {
    let rig = try Rig()
    try rig.show()
    let world = rig.world
    let layout = world.computeLayout()
    let table = rig["table"]
    // The table fills the screen's view below the status bar.
    #expect(layout.frames[table] == Rect(x: 0, y: 59, width: 393, height: 793))
    let cells = try #require(world.record(table).table?.visibleCells)
    #expect(cells.map(\.index) == [TableIndex(section: 0, row: 0), TableIndex(section: 0, row: 1)])
    #expect(layout.frames[cells[1].cell] == Rect(x: 0, y: 44, width: 393, height: 44))
    let label = try #require(world.record(cells[1].cell).properties["textLabel"]?.objectID)
    #expect(layout.frames[label] == Rect(x: 16, y: 0, width: 361, height: 44))
    #expect(world.displayName(of: label) == "TableViewCell#\(cells[1].cell.raw).textLabel")
    // The label takes no touches (UILabel's isUserInteractionEnabled is false): the cell does.
    #expect(world.hitTest(x: 200, y: 59 + 44 + 10) == cells[1].cell)
    #expect(world.tableRow(containing: label)?.index == TableIndex(section: 0, row: 1))
  }

  @Test func aNilCellIsUIKitsRefusalAndRollsBack() throws {
    let rig = try Rig()
    rig.cell = { _, _, _ in .null }
    let count = rig.world.records.count
    #expect(
      throws: RuntimeFailure.failedToObtainCell(
        rig["table"], dataSource: rig["source"], found: .null)
    ) {
      try rig.show()
    }
    #expect(rig.world.records.count == count)
    #expect(!rig.world.windowState.isKeyAndVisible)
    #expect(rig.world.record(rig["table"]).table?.rowCounts == nil)
  }

  @Test func countsMustBeIntegersInRange() throws {
    let rig = try Rig()
    let rows = "tableView(_:numberOfRowsInSection:)"
    rig.rowsAnswer = { .string("two") }
    #expect(
      throws: RuntimeFailure.dataSourceAnswer(
        rig["source"], selector: rows, expected: .int, found: .string)
    ) {
      try rig.show()
    }
    rig.rowsAnswer = { .int(-1) }
    #expect(
      throws: RuntimeFailure.rowCountOutOfRange(
        rig["source"], selector: rows, count: -1, limit: World.maximumRowsPerSection)
    ) { try rig.show() }
    // A billion rows cost no more than a screenful of questions.
    rig.rowsAnswer = { .int(World.maximumRowsPerSection) }
    try rig.show()
    #expect(rig.world.record(rig["table"]).table?.visibleCells.count == 19)
  }

  @Test func aDataSourceWithoutTheRequiredMethodsIsRefused() throws {
    let rig = try Rig()
    try rig.world.transaction {
      let plain = try rig.world.instantiate("Controller", arguments: [])
      try rig.world.setProperty("dataSource", of: rig["table"], to: .object(plain))
    }
    let plain = try #require(rig.world.record(rig["table"]).properties["dataSource"]?.objectID)
    #expect(
      throws: RuntimeFailure.dataSourceMissingMethod(
        plain, selector: "tableView(_:numberOfRowsInSection:)", table: rig["table"])
    ) { try rig.show() }
  }

  @Test func withoutARegistrationTheOldDequeueAnswersNil() throws {
    let rig = try Rig(registers: false)
    rig.cell = { world, table, _ in
      let reused = try world.dequeueCell(identifier: "Cell", for: nil, from: table)
      if let reused { return .object(reused) }
      return .object(try world.makeCell("TableViewCell", style: "value1", reuseIdentifier: "Cell"))
    }
    try rig.show()
    let table = rig["table"]
    #expect(rig.world.record(table).table?.visibleCells.count == 2)
    // On reloadData the two cells go to the queue and the old dequeue finds them.
    let made = rig.world.records.count
    try rig.world.transaction { try rig.world.reloadTable(table) }
    #expect(rig.world.records.count == made)
  }

  @Test func theDataSourceIsHeldWeakly() throws {
    let rig = try Rig()
    let world = rig.world
    let table = rig["table"]
    for key in ["dataSource", "delegate"] {
      #expect(world.propertySchema(key, of: "TableView")?.isWeak == true)
    }
    // An object only the table holds is not named after it (a weak reference owns nothing),
    // and the table's messages to it are delegate-style: the sender holds it weakly.
    let loose = try world.transaction {
      let loose = try world.instantiate("Source", arguments: [])
      try world.setProperty("delegate", of: table, to: .object(loose))
      return loose
    }
    #expect(world.displayName(of: loose) == "Source#\(loose.raw)")
    #expect(world.isDelegate(loose, of: .object(table)))
  }
}
