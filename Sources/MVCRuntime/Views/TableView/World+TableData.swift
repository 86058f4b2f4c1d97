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
      // Reloaded rows are asked their heights again as they come on screen.
      r.table?.rowHeights = [:]
    }
    clampContentOffset(of: table)
    try fillVisibleRows(of: table)
  }

  /// Asks for the cells of the rows on screen that have none, top to bottom, after the cells
  /// of rows that left the screen went to the reuse queue (so they can be reused at once).
  /// Nothing happens for a table that is not in the window.
  ///
  /// A delegate that answers `tableView(_:heightForRowAt:)` is asked first, for each row
  /// arriving on screen, as Apple documents: "Before it appears onscreen, the table view calls
  /// this method for the items in the visible portion of the table … each time the item
  /// appears onscreen."
  func fillVisibleRows(of table: ObjectID) throws {
    try askHeightsOfArrivingRows(of: table)
    guard let wanted = visibleRows(of: table), let state = records[table.raw].table else { return }
    let wantedSet = Set(wanted)
    enqueue(state.visibleCells.filter { !wantedSet.contains($0.index) }.map(\.cell), from: table)
    for index in wanted where records[table.raw].table?.cell(at: index) == nil {
      try askCell(table, at: index)
    }
  }

  /// The delegate's `tableView(_:heightForRowAt:)`.
  static let heightSelector = "tableView(_:heightForRowAt:)"

  /// Asks the delegate the height of each row that comes on screen without a cell, top to
  /// bottom; a taller or shorter row moves the rows below it, so the rows on screen are
  /// worked out again after each answer.
  private func askHeightsOfArrivingRows(of table: ObjectID) throws {
    guard let delegate = tableDelegate(table), responds(delegate, to: Self.heightSelector),
      let height = visibleHeight(of: table)
    else { return }
    var asked = Set<TableIndex>()
    while let arriving = visibleRowGeometry(of: table, height: height).first(where: {
      !asked.contains($0.index) && records[table.raw].table?.cell(at: $0.index) == nil
    }) {
      asked.insert(arriving.index)
      let answer = try ask(
        delegate, Self.heightSelector, from: table,
        arguments: [.object(table), .object(indexPathObject(arriving.index))], kind: .delegate)
      let points: Double
      switch answer {
      case .double(let value): points = value
      case .int(let value): points = Double(value)
      default:
        throw RuntimeFailure.dataSourceAnswer(
          delegate, selector: Self.heightSelector, expected: .double, found: valueKind(of: answer))
      }
      // `UITableView.automaticDimension` (negative) leaves the table's own row height.
      let rowHeight =
        points.isFinite && points >= 0 ? min(points, 100_000) : self.rowHeight(of: table)
      update(table) { $0.table?.rowHeights[arriving.index] = rowHeight }
    }
  }

  /// Where a row of a table is and how tall, in points from the top of its content.
  struct RowGeometry {
    var index: TableIndex
    var top: Double
    var height: Double
  }

  /// The rows that fit in the table's frame (from the layout), top to bottom; nil when the
  /// table is not in the window or has not asked for its rows. Its content starts below the
  /// top of its safe area, as UIKit's automatic content insets place it.
  func visibleRows(of table: ObjectID) -> [TableIndex]? {
    guard records[table.raw].table?.rowCounts != nil, let height = visibleHeight(of: table)
    else { return nil }
    return visibleRowGeometry(of: table, height: height).map(\.index)
  }

  /// The rows between the scroll position and `height` points below it, with their places.
  func visibleRowGeometry(of table: ObjectID, height: Double) -> [RowGeometry] {
    guard let state = records[table.raw].table, height > 0 else { return [] }
    let rowHeight = self.rowHeight(of: table)
    let total = state.totalRows
    guard total > 0 else { return [] }
    let bottom = state.contentOffset + height
    guard !state.rowHeights.isEmpty else {
      // Every row as tall as the table's `rowHeight`: no need to walk from the top.
      let first = min(total, min(Double(total), state.contentOffset / rowHeight).clampedInt)
      let end = min(total, min(Double(total), (bottom / rowHeight).rounded(.up)).clampedInt)
      guard first < end else { return [] }
      return (first..<end).compactMap { position in
        state.index(atPosition: position).map {
          RowGeometry(index: $0, top: Double(position) * rowHeight, height: rowHeight)
        }
      }
    }
    var rows: [RowGeometry] = []
    var top = 0.0
    for (section, count) in (state.rowCounts ?? []).enumerated() {
      var row = 0
      while row < count && top < bottom {
        let index = TableIndex(section: section, row: row)
        let rowHeightHere = state.rowHeights[index] ?? rowHeight
        if top + rowHeightHere > state.contentOffset {
          rows.append(RowGeometry(index: index, top: top, height: rowHeightHere))
        }
        top += rowHeightHere
        row += 1
      }
      if top >= bottom { break }
    }
    return rows
  }

  /// Where a row is and how tall, walking from the top (nil for a row the table lacks).
  func rowGeometry(_ index: TableIndex, of table: ObjectID) -> RowGeometry? {
    guard let state = records[table.raw].table, let position = state.position(of: index) else {
      return nil
    }
    let rowHeight = self.rowHeight(of: table)
    var top = Double(position) * rowHeight
    for (other, height) in state.rowHeights where other < index {
      top += height - rowHeight
    }
    return RowGeometry(index: index, top: top, height: state.rowHeights[index] ?? rowHeight)
  }

  /// The height of all the table's rows together.
  func contentHeight(of table: ObjectID) -> Double {
    guard let state = records[table.raw].table else { return 0 }
    let rowHeight = self.rowHeight(of: table)
    var content = Double(state.totalRows) * rowHeight
    for (index, height) in state.rowHeights where state.position(of: index) != nil {
      content += height - rowHeight
    }
    return content
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
    let content = contentHeight(of: table)
    let limit = max(0, content - (visibleHeight(of: table) ?? 0))
    let clamped = min(max(0, state.contentOffset), limit)
    if clamped != state.contentOffset { update(table) { $0.table?.contentOffset = clamped } }
  }
}
