/// What a table view keeps besides its properties: the rows its data source said it has, the
/// cell classes registered for reuse identifiers, the cells on screen and those waiting to be
/// reused, how far it is scrolled, and the selected row.
///
/// It is one field of ``ObjectRecord`` (nil for every other object), so it is journaled and
/// rolled back with the rest of the table's record.
public struct TableViewState: Sendable, Equatable {
  /// Rows per section, as the data source last answered; nil until the table has asked (it
  /// asks when it is first laid out in the window, and again after `reloadData()`).
  public var rowCounts: [Int]?
  /// `register(_:forCellReuseIdentifier:)`: the cell class for each reuse identifier.
  public var registrations: [String: String] = [:]
  /// The cells on screen, in row order, each with the row it shows.
  public var visibleCells: [VisibleCell] = []
  /// Cells that left the screen, oldest first: `dequeueReusableCell` hands them out again.
  public var reusableCells: [ObjectID] = []
  /// How far the content is scrolled, in points from its top (`scrollToRow(at:at:animated:)`).
  public var contentOffset = 0.0
  /// The selected row (`indexPathForSelectedRow`).
  public var selection: TableIndex?
  /// The heights the delegate's `tableView(_:heightForRowAt:)` gave rows as they came on
  /// screen; a row without one is as tall as the table's `rowHeight` (UIKit's estimate).
  public var rowHeights: [TableIndex: Double] = [:]

  public init() {}

  /// The cell showing a row, if that row is on screen.
  public func cell(at index: TableIndex) -> ObjectID? {
    visibleCells.first { $0.index == index }?.cell
  }

  /// The row a visible cell shows.
  public func index(of cell: ObjectID) -> TableIndex? {
    visibleCells.first { $0.cell == cell }?.index
  }

  /// The number of rows in every section together.
  public var totalRows: Int { (rowCounts ?? []).reduce(0, +) }

  /// A row's position counted from the top of the table, across sections (nil when the row
  /// does not exist).
  public func position(of index: TableIndex) -> Int? {
    guard let counts = rowCounts, index.section >= 0, index.section < counts.count,
      index.row >= 0, index.row < counts[index.section]
    else { return nil }
    return counts.prefix(index.section).reduce(0, +) + index.row
  }

  /// The row at a position counted from the top of the table (nil past the last row).
  public func index(atPosition position: Int) -> TableIndex? {
    guard let counts = rowCounts, position >= 0 else { return nil }
    var remaining = position
    for (section, count) in counts.enumerated() {
      if remaining < count { return TableIndex(section: section, row: remaining) }
      remaining -= count
    }
    return nil
  }
}

/// A row of a table view: its section and its row in that section (what an `IndexPath`
/// holds). Ordered as the table shows rows, top to bottom.
public struct TableIndex: Hashable, Sendable, Comparable, CustomStringConvertible {
  public var section: Int
  public var row: Int

  public init(section: Int, row: Int) {
    self.section = section
    self.row = row
  }

  public static func < (lhs: TableIndex, rhs: TableIndex) -> Bool {
    (lhs.section, lhs.row) < (rhs.section, rhs.row)
  }

  /// As Swift prints an `IndexPath`: `[0, 2]` (section, then row).
  public var description: String { "[\(section), \(row)]" }
}

/// A cell on screen and the row it shows.
public struct VisibleCell: Sendable, Equatable {
  public var index: TableIndex
  public var cell: ObjectID

  public init(index: TableIndex, cell: ObjectID) {
    self.index = index
    self.cell = cell
  }
}
