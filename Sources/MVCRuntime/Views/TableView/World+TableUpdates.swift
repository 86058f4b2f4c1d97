extension World {
  /// `insertRows(at:with:)` and `deleteRows(at:with:)`: the data source must already hold the
  /// change. UIKit asks it for its counts again and checks UIKit's rule — each section now has
  /// as many rows as before, plus those inserted, minus those deleted — and refuses the update
  /// otherwise (the statement is rolled back). Then the rows on screen move, the cells of
  /// deleted rows go to the reuse queue, and the rows that appear are asked for.
  ///
  /// A table that has not asked for its rows yet has nothing to update: its first layout asks
  /// for everything.
  func updateRows(
    of table: ObjectID, inserting inserted: [TableIndex], deleting deleted: [TableIndex],
    selector: String, arguments: [Value]
  ) throws {
    try deliver(selector, to: table, arguments: arguments, kind: .call, invokesUserMethod: false) {
      // Inside `performBatchUpdates(_:completion:)` the change waits for the batch's end.
      if tableBatches[table] != nil {
        tableBatches[table]?.inserted += inserted
        tableBatches[table]?.deleted += deleted
        return
      }
      try applyRowUpdates(of: table, inserting: inserted, deleting: deleted)
    }
  }

  /// Checks a change of rows against the data source's new counts (UIKit's rule) and applies
  /// it: deletions count rows as they were, insertions as they are.
  func applyRowUpdates(
    of table: ObjectID, inserting inserted: [TableIndex], deleting deleted: [TableIndex]
  ) throws {
    guard let before = records[table.raw].table?.rowCounts else { return }
    let insertedSet = Set(inserted)
    let deletedSet = Set(deleted)
    let after = try askRowCounts(table)
    guard after.count == before.count else {
      throw RuntimeFailure.invalidSectionCount(table, before: before.count, after: after.count)
    }
    var insertedPerSection: [Int: Int] = [:]
    var deletedPerSection: [Int: Int] = [:]
    for index in insertedSet { insertedPerSection[index.section, default: 0] += 1 }
    for index in deletedSet { deletedPerSection[index.section, default: 0] += 1 }
    for section in before.indices {
      let plus = insertedPerSection[section] ?? 0
      let minus = deletedPerSection[section] ?? 0
      guard after[section] == before[section] + plus - minus else {
        throw RuntimeFailure.invalidRowCount(
          table, section: section, before: before[section], after: after[section],
          inserted: plus, deleted: minus)
      }
    }
    for index in deletedSet.sorted() {
      guard index.section >= 0, index.section < before.count, index.row >= 0,
        index.row < before[index.section]
      else {
        throw RuntimeFailure.rowUpdateOutOfRange(
          table, row: index.row, section: index.section, isInsertion: false,
          count: before.indices.contains(index.section) ? before[index.section] : 0)
      }
    }
    for index in insertedSet.sorted() {
      guard index.section >= 0, index.section < after.count, index.row >= 0,
        index.row < after[index.section]
      else {
        throw RuntimeFailure.rowUpdateOutOfRange(
          table, row: index.row, section: index.section, isInsertion: true,
          count: after.indices.contains(index.section) ? after[index.section] : 0)
      }
    }
    try moveRows(of: table, counts: after, inserted: insertedSet, deleted: deletedSet)
  }

  /// Applies a checked update: every cell on screen and the selection follow their rows.
  private func moveRows(
    of table: ObjectID, counts: [Int], inserted: Set<TableIndex>, deleted: Set<TableIndex>
  ) throws {
    guard let state = records[table.raw].table else { return }
    let insertedRows = Dictionary(grouping: inserted, by: \.section).mapValues {
      $0.map(\.row).sorted()
    }
    // Where a row is after the update: deletions count rows as they were, insertions as
    // they are (UIKit's order).
    func moved(_ index: TableIndex) -> TableIndex? {
      if deleted.contains(index) { return nil }
      var row =
        index.row - deleted.filter { $0.section == index.section && $0.row < index.row }.count
      for insertedRow in insertedRows[index.section] ?? [] where insertedRow <= row { row += 1 }
      return TableIndex(section: index.section, row: row)
    }
    var leaving: [ObjectID] = []
    var staying: [VisibleCell] = []
    for visible in state.visibleCells {
      if let index = moved(visible.index) {
        staying.append(VisibleCell(index: index, cell: visible.cell))
        _ = indexPathObject(index)
      } else {
        leaving.append(visible.cell)
      }
    }
    let selection = state.selection.flatMap(moved)
    if let selection { _ = indexPathObject(selection) }
    // The heights the delegate gave follow their rows too.
    var heights: [TableIndex: Double] = [:]
    for (index, height) in state.rowHeights {
      if let to = moved(index) { heights[to] = height }
    }
    enqueue(leaving, from: table)
    update(table) { r in
      r.table?.visibleCells = staying.sorted { $0.index < $1.index }
      r.table?.rowCounts = counts
      r.table?.selection = selection
      r.table?.rowHeights = heights
    }
    clampContentOffset(of: table)
    try fillVisibleRows(of: table)
  }

  /// `scrollToRow(at:at:animated:)`: scrolls so that the row is at the top, the middle or the
  /// bottom of what the table shows (`.none`: as little as makes it visible). Rows that leave
  /// the screen put their cells in the reuse queue; rows that arrive are asked for, and reuse
  /// them.
  func scrollToRow(
    _ index: TableIndex, position: String, of table: ObjectID, arguments: [Value]
  ) throws {
    try requireRow(index, in: table)
    try deliver(
      "scrollToRow(at:at:animated:)", to: table, arguments: arguments, kind: .call,
      invokesUserMethod: false
    ) {
      guard let state = records[table.raw].table, let row = rowGeometry(index, of: table) else {
        return
      }
      let rowHeight = row.height
      let height = visibleHeight(of: table) ?? 0
      let top = row.top
      var offset = state.contentOffset
      switch position {
      case "top": offset = top
      case "middle": offset = top - (height - rowHeight) / 2
      case "bottom": offset = top + rowHeight - height
      default:
        if top < offset {
          offset = top
        } else if top + rowHeight > offset + height {
          offset = top + rowHeight - height
        }
      }
      update(table) { $0.table?.contentOffset = offset }
      clampContentOffset(of: table)
      try fillVisibleRows(of: table)
    }
  }
}
