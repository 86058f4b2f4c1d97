extension World {
  /// The most rows one section may have (a bound that keeps every row's position an exact
  /// number; UIKit's own limit is memory).
  static let maximumRowsPerSection = 1_000_000_000

  /// A table's data source, if it has one that still exists.
  func tableDataSource(_ table: ObjectID) -> ObjectID? {
    guard let id = records[table.raw].properties["dataSource"]?.objectID, contains(id) else {
      return nil
    }
    return id
  }

  /// A table's delegate, if it has one that still exists.
  func tableDelegate(_ table: ObjectID) -> ObjectID? {
    guard let id = records[table.raw].properties["delegate"]?.objectID, contains(id) else {
      return nil
    }
    return id
  }

  /// Whether an object answers a selector: with a method the learner wrote, or one its UIKit
  /// class has (a table view controller's data-source and delegate methods). UIKit asks an
  /// optional question only of an object that answers it (`responds(to:)`).
  func responds(_ id: ObjectID, to selector: String) -> Bool {
    let className = records[id.raw].className
    return userMethod(selector, of: className) != nil
      || BuiltinMethods.find(selector, forClass: className, in: self) != nil
  }

  /// Sends a question or a report from a table to its data source or delegate and returns the
  /// answer: the learner's method's, or else UIKit's own implementation's.
  @discardableResult
  func ask(
    _ receiver: ObjectID, _ selector: String, from table: ObjectID, arguments: [Value],
    kind: MessageKind
  ) throws -> Value {
    let className = records[receiver.raw].className
    let builtin =
      userMethod(selector, of: className) == nil
      ? BuiltinMethods.find(selector, forClass: className, in: self) : nil
    var builtinAnswer = Value.void
    let answer = try deliver(
      selector, to: receiver, arguments: arguments, kind: kind, from: .object(table)
    ) {
      if let builtin { builtinAnswer = try builtin.run(self, receiver, arguments) }
    }
    return builtin == nil ? answer : builtinAnswer
  }

  /// Asks the data source how many sections (when it answers `numberOfSections(in:)`, else 1)
  /// and how many rows each has. A table without a data source has no rows.
  func askRowCounts(_ table: ObjectID) throws -> [Int] {
    guard let dataSource = tableDataSource(table) else { return [] }
    var sections = 1
    let sectionsSelector = "numberOfSections(in:)"
    if responds(dataSource, to: sectionsSelector) {
      let answer = try ask(
        dataSource, sectionsSelector, from: table, arguments: [.object(table)], kind: .dataSource)
      sections = try count(answer, from: dataSource, selector: sectionsSelector)
    }
    let rowsSelector = "tableView(_:numberOfRowsInSection:)"
    guard responds(dataSource, to: rowsSelector) else {
      throw RuntimeFailure.dataSourceMissingMethod(
        dataSource, selector: rowsSelector, table: table)
    }
    var counts: [Int] = []
    var section = 0
    while section < sections {
      let answer = try ask(
        dataSource, rowsSelector, from: table, arguments: [.object(table), .int(section)],
        kind: .dataSource)
      counts.append(try count(answer, from: dataSource, selector: rowsSelector))
      section += 1
    }
    return counts
  }

  /// A count the data source answered, checked: an `Int` from 0 to the limit.
  private func count(_ answer: Value, from dataSource: ObjectID, selector: String) throws -> Int {
    guard case .int(let n) = answer else {
      throw RuntimeFailure.dataSourceAnswer(
        dataSource, selector: selector, expected: .int, found: valueKind(of: answer))
    }
    guard n >= 0, n <= Self.maximumRowsPerSection else {
      throw RuntimeFailure.rowCountOutOfRange(
        dataSource, selector: selector, count: n, limit: Self.maximumRowsPerSection)
    }
    return n
  }

  /// Asks the data source for the cell of one row and puts it on screen.
  @discardableResult
  func askCell(_ table: ObjectID, at index: TableIndex) throws -> ObjectID {
    let selector = "tableView(_:cellForRowAt:)"
    guard let dataSource = tableDataSource(table) else {
      throw RuntimeFailure.failedToObtainCell(table, dataSource: nil, found: .null)
    }
    guard responds(dataSource, to: selector) else {
      throw RuntimeFailure.dataSourceMissingMethod(dataSource, selector: selector, table: table)
    }
    let indexPath = indexPathObject(index)
    let answer = try ask(
      dataSource, selector, from: table, arguments: [.object(table), .object(indexPath)],
      kind: .dataSource)
    guard let cell = answer.objectID, contains(cell),
      records[cell.raw].kind == .view(.tableViewCell)
    else {
      throw RuntimeFailure.failedToObtainCell(
        table, dataSource: dataSource, found: valueKind(of: answer))
    }
    show(cell, at: index, in: table)
    // Just before the row shows, its delegate may set up the cell's last details.
    if let delegate = tableDelegate(table), responds(delegate, to: Self.willDisplaySelector) {
      try ask(
        delegate, Self.willDisplaySelector, from: table,
        arguments: [.object(table), .object(cell), .object(indexPath)], kind: .delegate)
    }
    return cell
  }

  /// The delegate's `tableView(_:willDisplay:forRowAt:)`.
  static let willDisplaySelector = "tableView(_:willDisplay:forRowAt:)"

  /// Puts a cell on screen for a row: a subview of the table, out of the reuse queue, and no
  /// longer showing another row.
  func show(_ cell: ObjectID, at index: TableIndex, in table: ObjectID) {
    detachFromSuperview(cell)
    update(table) { r in
      r.subviews.append(cell)
      guard var state = r.table else { return }
      state.visibleCells.removeAll { $0.cell == cell || $0.index == index }
      state.reusableCells.removeAll { $0 == cell }
      let at = state.visibleCells.firstIndex { $0.index > index } ?? state.visibleCells.count
      state.visibleCells.insert(VisibleCell(index: index, cell: cell), at: at)
      r.table = state
    }
    update(cell) { $0.superview = table }
  }

  /// Takes cells off screen and puts them in the reuse queue.
  func enqueue(_ cells: [ObjectID], from table: ObjectID) {
    guard !cells.isEmpty else { return }
    let leaving = Set(cells)
    for cell in cells where records[cell.raw].superview == table { detachFromSuperview(cell) }
    update(table) { r in
      r.table?.visibleCells.removeAll { leaving.contains($0.cell) }
      r.table?.reusableCells.append(contentsOf: cells)
    }
  }

  /// `reloadData()`, and a table's first layout: asks the data source for its counts again,
  /// puts every cell in the reuse queue, clears the selection, and asks for the cells of the
  /// rows that fit on screen.
  func reloadTable(_ table: ObjectID) throws {
    let counts = try askRowCounts(table)
    enqueue(records[table.raw].table?.visibleCells.map(\.cell) ?? [], from: table)
    update(table) { r in
      r.table?.rowCounts = counts
      r.table?.selection = nil
    }
    clampContentOffset(of: table)
    try fillVisibleRows(of: table)
  }

  /// Asks for the cells of the rows on screen that have none, top to bottom, after the cells
  /// of rows that left the screen went to the reuse queue (so they can be reused at once).
  /// Nothing happens for a table that is not in the window.
  func fillVisibleRows(of table: ObjectID) throws {
    guard let wanted = visibleRows(of: table), let state = records[table.raw].table else { return }
    let wantedSet = Set(wanted)
    enqueue(state.visibleCells.filter { !wantedSet.contains($0.index) }.map(\.cell), from: table)
    for index in wanted where records[table.raw].table?.cell(at: index) == nil {
      try askCell(table, at: index)
    }
  }

  /// The rows that fit in the table's frame (from the layout), top to bottom; nil when the
  /// table is not in the window or has not asked for its rows. Its content starts below the
  /// top of its safe area, as UIKit's automatic content insets place it.
  func visibleRows(of table: ObjectID) -> [TableIndex]? {
    guard let state = records[table.raw].table, state.rowCounts != nil,
      let height = visibleHeight(of: table)
    else { return nil }
    let rowHeight = self.rowHeight(of: table)
    let total = state.totalRows
    guard height > 0, total > 0 else { return [] }
    let first = min(total, Int(min(Double(total), state.contentOffset / rowHeight)))
    let end = min(
      total, Int(min(Double(total), ((state.contentOffset + height) / rowHeight).rounded(.up))))
    guard first < end else { return [] }
    return (first..<end).compactMap { state.index(atPosition: $0) }
  }

  /// The height of the part of a table its rows can show (its frame below its top safe-area
  /// inset); nil when it is not in the window.
  func visibleHeight(of table: ObjectID) -> Double? {
    guard windowState.isKeyAndVisible else { return nil }
    let layout = computeLayout()
    guard let frame = layout.frames[table] else { return nil }
    return max(0, frame.height - layout.safeAreaInsets(of: table).top)
  }

  /// A table's row height: its `rowHeight`, at least one point.
  func rowHeight(of table: ObjectID) -> Double {
    let value =
      records[table.raw].properties["rowHeight"]?.doubleValue ?? TableViewClasses.defaultRowHeight
    return value.isFinite ? max(1, value) : TableViewClasses.defaultRowHeight
  }

  /// Keeps the scroll position within the content (never past the last screenful).
  func clampContentOffset(of table: ObjectID) {
    guard let state = records[table.raw].table else { return }
    let content = Double(state.totalRows) * rowHeight(of: table)
    let limit = max(0, content - (visibleHeight(of: table) ?? 0))
    let clamped = min(max(0, state.contentOffset), limit)
    if clamped != state.contentOffset { update(table) { $0.table?.contentOffset = clamped } }
  }
}
