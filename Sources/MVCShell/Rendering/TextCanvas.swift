import MVCLocalization

/// A grid of terminal cells to draw on; wide (CJK) characters take two cells.
public struct TextCanvas {
  private var rows: [[Character?]]
  public let width: Int

  /// A blank canvas. A `nil` cell is the right half of a wide character.
  public init(width: Int, height: Int) {
    self.width = width
    rows = Array(repeating: Array(repeating: " ", count: width), count: height)
  }

  public var height: Int { rows.count }

  /// Adds blank rows at the bottom.
  public mutating func addRows(_ count: Int) {
    for _ in 0..<count { rows.append(Array(repeating: " ", count: width)) }
  }

  /// Writes text from a column, clipping at the right edge (never splitting a wide character).
  public mutating func put(_ text: String, row: Int, column: Int) {
    guard row >= 0 && row < rows.count else { return }
    var x = column
    for character in text {
      let w = max(1, TextWidth.of(character))
      if x < 0 {
        x += w
        continue
      }
      guard x + w <= width else { return }
      clearCell(row: row, column: x)
      rows[row][x] = character
      if w == 2 {
        clearCell(row: row, column: x + 1)
        rows[row][x + 1] = nil
      }
      x += w
    }
  }

  /// Writes one character at a cell.
  public mutating func put(_ character: Character, row: Int, column: Int) {
    put(String(character), row: row, column: column)
  }

  /// The character at a cell (nil for the right half of a wide character).
  public func character(row: Int, column: Int) -> Character? { rows[row][column] }

  private mutating func clearCell(row: Int, column: Int) {
    // Overwriting half of a wide character blanks its other half.
    if rows[row][column] == nil, column > 0 { rows[row][column - 1] = " " }
    if let c = rows[row][column], TextWidth.of(c) == 2, column + 1 < width {
      rows[row][column + 1] = " "
    }
  }

  /// The canvas as lines, trailing spaces removed.
  public func render() -> String {
    var out = ""
    for row in rows {
      var line = ""
      for cell in row { if let c = cell { line.append(c) } }
      while line.last == " " { line.removeLast() }
      out += line + "\n"
    }
    return out
  }
}
