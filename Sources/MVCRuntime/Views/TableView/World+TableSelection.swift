extension World {
  /// The user touches a row of a table view: the delegate may redirect or refuse it
  /// (`tableView(_:willSelectRowAt:)`), the row selected before is deselected
  /// (`tableView(_:willDeselectRowAt:)`, then `tableView(_:didDeselectRowAt:)`), then the
  /// delegate hears
  /// `tableView(_:didSelectRowAt:)`. Each is sent only to a delegate that answers it, as UIKit
  /// asks `responds(to:)` first; a table view controller answers them all.
  func selectTableRow(_ table: ObjectID, at index: TableIndex) throws {
    try requireInteractive(table)
    try requireRow(index, in: table)
    let touched = indexPathObject(index)
    try acting(as: .user) {
      try deliver(
        "touchesEnded(_:with:)", to: table, arguments: [.object(touched)], kind: .userInput
      ) {
        try selectAsUser(index, in: table)
      }
    }
  }

  /// Refuses a row the table does not have (or a table that has not asked for its rows).
  func requireRow(_ index: TableIndex, in table: ObjectID) throws {
    guard let counts = records[table.raw].table?.rowCounts else {
      throw RuntimeFailure.tableNotLoaded(table)
    }
    guard index.section >= 0, index.section < counts.count else {
      throw RuntimeFailure.sectionOutOfRange(
        section: index.section, table: table, count: counts.count)
    }
    guard index.row >= 0, index.row < counts[index.section] else {
      throw RuntimeFailure.rowOutOfRange(
        row: index.row, list: table, count: counts[index.section])
    }
  }

  private func selectAsUser(_ touched: TableIndex, in table: ObjectID) throws {
    let delegate = tableDelegate(table)
    var target = touched
    if let delegate, responds(delegate, to: "tableView(_:willSelectRowAt:)") {
      let answer = try ask(
        delegate, "tableView(_:willSelectRowAt:)", from: table,
        arguments: [.object(table), .object(indexPathObject(touched))], kind: .delegate)
      switch answer {
      case .null: return
      case .void: break
      default:
        target = try requireIndexPath(answer, argument: "tableView(_:willSelectRowAt:)")
        try requireRow(target, in: table)
      }
    }
    if let previous = records[table.raw].table?.selection, previous != target {
      // The delegate may keep the old row from being deselected (nil): then it hears no
      // `didDeselect` (the table selects one row at a time, so the new row still takes over).
      var deselects = true
      if let delegate, responds(delegate, to: "tableView(_:willDeselectRowAt:)") {
        let answer = try ask(
          delegate, "tableView(_:willDeselectRowAt:)", from: table,
          arguments: [.object(table), .object(indexPathObject(previous))], kind: .delegate)
        deselects = answer != .null
      }
      update(table) { $0.table?.selection = nil }
      if deselects, let delegate, responds(delegate, to: "tableView(_:didDeselectRowAt:)") {
        try ask(
          delegate, "tableView(_:didDeselectRowAt:)", from: table,
          arguments: [.object(table), .object(indexPathObject(previous))], kind: .delegate)
      }
    }
    let indexPath = indexPathObject(target)
    update(table) { $0.table?.selection = target }
    if let delegate, responds(delegate, to: "tableView(_:didSelectRowAt:)") {
      try ask(
        delegate, "tableView(_:didSelectRowAt:)", from: table,
        arguments: [.object(table), .object(indexPath)], kind: .delegate)
    }
  }

  /// `selectRow(at:animated:scrollPosition:)` and `deselectRow(at:animated:)`: code changes
  /// the selection, and the delegate hears nothing (UIKit tells it only about the user's
  /// touches).
  func setTableSelection(
    _ index: TableIndex?, of table: ObjectID, selector: String, arguments: [Value]
  ) throws {
    if let index { try requireRow(index, in: table) }
    try deliver(selector, to: table, arguments: arguments, kind: .call, invokesUserMethod: false) {
      if let index { _ = indexPathObject(index) }
      update(table) { $0.table?.selection = index }
    }
  }

  /// `UITableViewController.viewWillAppear(_:)` with `clearsSelectionOnViewWillAppear`: the
  /// row selected when another screen was pushed is deselected as the list comes back.
  func clearSelectionOnAppear(of controller: ObjectID, animated: Bool) throws {
    guard isTableViewController(controller),
      records[controller.raw].properties["clearsSelectionOnViewWillAppear"] != .bool(false),
      let table = records[controller.raw].rootView,
      let selected = records[table.raw].table?.selection
    else { return }
    let indexPath = indexPathObject(selected)
    try deliver(
      "deselectRow(at:animated:)", to: table, arguments: [.object(indexPath), .bool(animated)],
      kind: .call, from: .object(controller)
    ) {
      update(table) { $0.table?.selection = nil }
    }
  }
}

extension World {
  /// The table row a touched view belongs to: the view is a cell on screen, or inside one.
  func tableRow(containing view: ObjectID) -> (table: ObjectID, index: TableIndex)? {
    var current: ObjectID? = view
    var steps = 0
    while let c = current, steps <= records.count {
      if records[c.raw].kind == .view(.tableViewCell), let table = records[c.raw].superview,
        let index = records[table.raw].table?.index(of: c)
      {
        return (table, index)
      }
      if records[c.raw].owningController != nil { return nil }
      current = records[c.raw].superview
      steps += 1
    }
    return nil
  }
}
