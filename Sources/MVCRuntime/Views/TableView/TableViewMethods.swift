/// Built-in methods of table views, their cells and table view controllers, and the global
/// function with which the learner, as the user, touches a row in another section.
enum TableViewMethods {
  /// Every built-in method of the table view classes (part of ``BuiltinMethods/all``).
  static let all: [BuiltinMethod] = table + rows + controller

  /// Registering and dequeuing cells, reloading, reading cells and counts, scrolling.
  static let table: [BuiltinMethod] = [
    BuiltinMethod(
      "register(_:forCellReuseIdentifier:)", on: "TableView",
      example: "table.register(\"TableViewCell\", forCellReuseIdentifier: \"Cell\")"
    ) { world, receiver, args in
      let identifier = try world.requireString(args[1], argument: "forCellReuseIdentifier")
      try world.registerCellClass(args[0], identifier: identifier, on: receiver)
      return .void
    },
    BuiltinMethod(
      "dequeueReusableCell(withIdentifier:for:)", on: "TableView",
      example: "tableView.dequeueReusableCell(withIdentifier: \"Cell\", for: indexPath)"
    ) { world, receiver, args in
      let identifier = try world.requireString(args[0], argument: "withIdentifier")
      let index = try world.requireIndexPath(args[1], argument: "for")
      let cell = try world.dequeueCell(identifier: identifier, for: index, from: receiver)
      return cell.map(Value.object) ?? .null
    },
    BuiltinMethod(
      "dequeueReusableCell(withIdentifier:)", on: "TableView",
      example: "tableView.dequeueReusableCell(withIdentifier: \"Cell\")"
    ) { world, receiver, args in
      let identifier = try world.requireString(args[0], argument: "withIdentifier")
      let cell = try world.dequeueCell(identifier: identifier, for: nil, from: receiver)
      return cell.map(Value.object) ?? .null
    },
    BuiltinMethod("reloadData()", on: "TableView", example: "table.reloadData()") {
      world, receiver, _ in
      try world.deliver("reloadData()", to: receiver, kind: .call, invokesUserMethod: false) {
        if world.visibleHeight(of: receiver) != nil {
          try world.reloadTable(receiver)
        } else {
          // Off screen the table only forgets; it asks again when it is next laid out.
          world.enqueue(
            world.record(receiver).table?.visibleCells.map(\.cell) ?? [], from: receiver)
          world.update(receiver) { r in
            r.table?.rowCounts = nil
            r.table?.rowHeights = [:]
            r.table?.selection = nil
          }
        }
      }
      return .void
    },
    BuiltinMethod(
      "cellForRow(at:)", on: "TableView",
      example: "table.cellForRow(at: IndexPath(row: 0, section: 0))"
    ) { world, receiver, args in
      let index = try world.requireIndexPath(args[0], argument: "at")
      return world.record(receiver).table?.cell(at: index).map(Value.object) ?? .null
    },
    BuiltinMethod(
      "numberOfRows(inSection:)", on: "TableView", example: "table.numberOfRows(inSection: 0)"
    ) { world, receiver, args in
      let section = try world.requireInt(args[0], argument: "inSection")
      guard let counts = world.record(receiver).table?.rowCounts else {
        throw RuntimeFailure.tableNotLoaded(receiver)
      }
      guard section >= 0, section < counts.count else {
        throw RuntimeFailure.sectionOutOfRange(
          section: section, table: receiver, count: counts.count)
      }
      return .int(counts[section])
    },
    BuiltinMethod(
      "scrollToRow(at:at:animated:)", on: "TableView",
      example: "table.scrollToRow(at: IndexPath(row: 40, section: 0), at: .top, animated: true)"
    ) { world, receiver, args in
      let index = try world.requireIndexPath(args[0], argument: "at")
      guard case .enumCase(let position) = args[1],
        ["top", "middle", "bottom", "none"].contains(position)
      else {
        throw RuntimeFailure.argumentType(
          argument: "at", expected: .enumeration("UITableView.ScrollPosition"),
          found: world.valueKind(of: args[1]))
      }
      _ = try animated(args[2], world)
      try world.scrollToRow(index, position: position, of: receiver, arguments: args)
      return .void
    },
  ]

  /// Updating rows, selecting and deselecting them, and the cell's reuse callback.
  static let rows: [BuiltinMethod] = [
    BuiltinMethod(
      "insertRows(at:with:)", on: "TableView",
      example: "table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)"
    ) { world, receiver, args in
      let indexes = try world.requireIndexPaths(args[0], argument: "at")
      try rowAnimation(args[1], world)
      try world.updateRows(
        of: receiver, inserting: indexes, deleting: [], selector: "insertRows(at:with:)",
        arguments: args)
      return .void
    },
    BuiltinMethod(
      "deleteRows(at:with:)", on: "TableView",
      example: "table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)"
    ) { world, receiver, args in
      let indexes = try world.requireIndexPaths(args[0], argument: "at")
      try rowAnimation(args[1], world)
      try world.updateRows(
        of: receiver, inserting: [], deleting: indexes, selector: "deleteRows(at:with:)",
        arguments: args)
      return .void
    },
    BuiltinMethod(
      "performBatchUpdates(_:completion:)", on: "TableView",
      example:
        "table.performBatchUpdates({ table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade) }, completion: nil)"
    ) { world, receiver, args in
      try world.performBatchUpdates(
        on: receiver, updates: try closureArgument(args[0], "_", world),
        completion: try closureArgument(args[1], "completion", world, spelling: "(Bool) -> Void"),
        selector: "performBatchUpdates(_:completion:)", arguments: args)
      return .void
    },
    BuiltinMethod(
      "performBatchUpdates(_:)", on: "TableView",
      example:
        "table.performBatchUpdates { table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic) }"
    ) { world, receiver, args in
      try world.performBatchUpdates(
        on: receiver, updates: try closureArgument(args[0], "_", world), completion: nil,
        selector: "performBatchUpdates(_:completion:)", arguments: args + [.null])
      return .void
    },
    BuiltinMethod(
      "selectRow(at:animated:scrollPosition:)", on: "TableView",
      example:
        "table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)"
    ) { world, receiver, args in
      let index: TableIndex? =
        args[0] == .null ? nil : try world.requireIndexPath(args[0], argument: "at")
      _ = try animated(args[1], world)
      try world.setTableSelection(
        index, of: receiver, selector: "selectRow(at:animated:scrollPosition:)", arguments: args)
      return .void
    },
    BuiltinMethod(
      "deselectRow(at:animated:)", on: "TableView",
      example: "tableView.deselectRow(at: indexPath, animated: true)"
    ) { world, receiver, args in
      let index = try world.requireIndexPath(args[0], argument: "at")
      _ = try animated(args[1], world)
      let selected = world.record(receiver).table?.selection
      try world.setTableSelection(
        selected == index ? nil : selected, of: receiver, selector: "deselectRow(at:animated:)",
        arguments: args)
      return .void
    },
    BuiltinMethod("prepareForReuse()", on: "TableViewCell", example: "cell.prepareForReuse()") {
      _, _, _ in .void
    },
  ]

  /// What `UITableViewController` answers as its table's data source and delegate when a
  /// subclass does not override it: one section, no rows, no cell, nothing to do on a
  /// selection. A subclass that answers writes `override`, as in Swift.
  static let controller: [BuiltinMethod] = [
    BuiltinMethod(
      "numberOfSections(in:)", on: "TableViewController",
      example: "override func numberOfSections(in tableView: TableView) -> Int { return 1 }"
    ) { _, _, _ in .int(1) },
    BuiltinMethod(
      "tableView(_:numberOfRowsInSection:)", on: "TableViewController",
      example:
        "override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { return names.count }"
    ) { _, _, _ in .int(0) },
    BuiltinMethod(
      "tableView(_:cellForRowAt:)", on: "TableViewController",
      example:
        "override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell { … }"
    ) { _, _, _ in .null },
    BuiltinMethod(
      "tableView(_:didSelectRowAt:)", on: "TableViewController",
      example:
        "override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { … }"
    ) { _, _, _ in .void },
    BuiltinMethod(
      "tableView(_:didDeselectRowAt:)", on: "TableViewController",
      example:
        "override func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) { … }"
    ) { _, _, _ in .void },
  ]

  /// The user touches a row of a table in any section.
  static let functions: [BuiltinMethod] = [
    BuiltinMethod("select(_:row:section:)", on: "", example: "select(table, row: 0, section: 1)") {
      world, _, args in
      let table = try world.requireObject(args[0], ofClass: "TableView", argument: "_")
      let row = try world.requireInt(args[1], argument: "row")
      let section = try world.requireInt(args[2], argument: "section")
      try world.selectTableRow(table, at: TableIndex(section: section, row: row))
      return .void
    }
  ]

  private static func animated(_ value: Value, _ world: World) throws -> Bool {
    guard let flag = value.boolValue else {
      throw RuntimeFailure.argumentType(
        argument: "animated", expected: .bool, found: world.valueKind(of: value))
    }
    return flag
  }

  private static func rowAnimation(_ value: Value, _ world: World) throws {
    guard case .enumCase = value else {
      throw RuntimeFailure.argumentType(
        argument: "with", expected: .enumeration("UITableView.RowAnimation"),
        found: world.valueKind(of: value))
    }
  }

  /// A closure argument, or nil for `nil`.
  private static func closureArgument(
    _ value: Value, _ argument: String, _ world: World, spelling: String = "() -> Void"
  ) throws -> ClosureID? {
    if value == .null { return nil }
    guard let id = value.closureID else {
      throw RuntimeFailure.argumentType(
        argument: argument, expected: .function(spelling), found: world.valueKind(of: value))
    }
    return id
  }
}
