extension World {
  /// The frames of a table's subviews in a layout pass: each cell on screen spans the table's
  /// width at its row's place (rows start below the table's top safe-area inset and move up as
  /// it scrolls); other subviews keep the frames they were given.
  func tableSubviewFrames(
    _ table: ObjectID, bounds: Rect, insets: EdgeInsets, others: [(ObjectID, Rect)]
  ) -> [(ObjectID, Rect)] {
    guard let state = records[table.raw].table else { return others }
    let rowHeight = self.rowHeight(of: table)
    var rows: [ObjectID: Rect] = [:]
    if state.rowHeights.isEmpty {
      for visible in state.visibleCells {
        guard let position = state.position(of: visible.index) else { continue }
        let y = insets.top + Double(position) * rowHeight - state.contentOffset
        rows[visible.cell] = Rect(x: 0, y: y, width: bounds.width, height: rowHeight)
      }
    } else {
      // Rows of their own heights: each starts where the rows above it end.
      for visible in state.visibleCells {
        guard let row = rowGeometry(visible.index, of: table) else { continue }
        let y = insets.top + row.top - state.contentOffset
        rows[visible.cell] = Rect(x: 0, y: y, width: bounds.width, height: row.height)
      }
    }
    return others.map { (view, frame) in (view, rows[view] ?? frame) }
  }

  /// The frames of a cell's labels: the main label fills the cell inside its margins, and the
  /// detail label shares that place (drawn at its right end).
  func cellSubviewFrames(_ cell: ObjectID, bounds: Rect, others: [(ObjectID, Rect)])
    -> [(ObjectID, Rect)]
  {
    let r = record(cell)
    let labels = Set(["textLabel", "detailTextLabel"].compactMap { r.properties[$0]?.objectID })
    let margin = 16.0
    let content = Rect(
      x: margin, y: 0, width: max(0, bounds.width - 2 * margin), height: bounds.height)
    return others.map { (view, frame) in (view, labels.contains(view) ? content : frame) }
  }

  /// The frame a table gets among the subviews of an ordinary view: the whole width, from the
  /// place the views above it leave (the top of the safe area when it comes first) to the
  /// bottom (rows may show under a bar or the home indicator, as in UIKit).
  static func stackedTableFrame(y: Double, firstY: Double, insets: EdgeInsets, bounds: Rect)
    -> Rect
  {
    let top = y == firstY ? insets.top : y
    return Rect(x: 0, y: top, width: bounds.width, height: max(0, bounds.height - top))
  }

  /// Lays out the tables in a controller's view hierarchy (not those of its children, which
  /// have their own pass) during the controller's layout, between `viewWillLayoutSubviews()`
  /// and `viewDidLayoutSubviews()`.
  func layOutTables(ownedBy controller: ObjectID) throws {
    guard let root = records[controller.raw].rootView else { return }
    let tables = viewsDepthFirst(from: root).map(\.id).filter { id in
      records[id.raw].kind == .view(.tableView) && nearestOwner(of: id) == controller
    }
    for table in tables { try layOutTable(table) }
  }

  /// At the end of a statement's run-loop turn, the tables in the window that have not asked
  /// their data source yet (one added to a view on screen) or that show fewer rows than fit.
  func layOutTablesInWindow() throws {
    guard !tableViewIDs.isEmpty, windowState.isKeyAndVisible else { return }
    for table in tableViewIDs.sorted(by: { $0.raw < $1.raw })
    where contains(table) && records[table.raw].kind == .view(.tableView) && isViewInWindow(table) {
      try layOutTable(table)
    }
  }

  /// One table's layout: when it has not asked its data source yet, or rows on screen have no
  /// cell, UIKit's `layoutSubviews()` asks now. A table whose rows are all in place hears
  /// nothing.
  func layOutTable(_ table: ObjectID) throws {
    guard let state = records[table.raw].table, isViewInWindow(table) else { return }
    let needsData = state.rowCounts == nil
    if !needsData {
      guard let wanted = visibleRows(of: table),
        wanted != state.visibleCells.map(\.index)
      else { return }
    }
    try deliver("layoutSubviews()", to: table, kind: .layout, from: .object(window)) {
      if needsData {
        try reloadTable(table)
      } else {
        try fillVisibleRows(of: table)
      }
    }
  }

  /// The controller whose view hierarchy a view belongs to: the owner of the nearest view up
  /// the superview chain that is a controller's root view.
  func nearestOwner(of view: ObjectID) -> ObjectID? {
    var current: ObjectID? = view
    var steps = 0
    while let c = current, steps <= records.count {
      if let owner = records[c.raw].owningController { return owner }
      current = records[c.raw].superview
      steps += 1
    }
    return nil
  }
}
