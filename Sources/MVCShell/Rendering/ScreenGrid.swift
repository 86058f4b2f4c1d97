import MVCLocalization

/// A grid of terminal cells for drawing the simulated screen. A wide (CJK) character takes
/// two cells; overwriting half of one clears the other half, so text stays aligned by display
/// width. Each cell can carry a style for colour output; writing over a cell replaces it.
struct ScreenGrid {
  /// Each cell holds a character, or nil for the right half of a wide character.
  private(set) var cells: [[Character?]]
  let width: Int
  let height: Int
  /// The style of each cell (nil: plain), used when colour is on.
  private var styles: [[Style?]]
  /// The background colour of each cell (a view's `backgroundColor`), used when colour is on;
  /// text written over a cell keeps it.
  private var backgrounds: [[ScreenColour?]]

  init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
    cells = Array(repeating: Array(repeating: " ", count: max(0, width)), count: max(0, height))
    styles = Array(repeating: Array(repeating: nil, count: max(0, width)), count: max(0, height))
    backgrounds = Array(
      repeating: Array(repeating: nil, count: max(0, width)), count: max(0, height))
  }

  /// Paints a rectangle of cells with a background colour (their text stays).
  mutating func paint(row: Int, column: Int, width w: Int, height h: Int, colour: ScreenColour) {
    for r in max(0, row)..<min(height, row + h) where w > 0 {
      for c in max(0, column)..<min(width, column + w) { backgrounds[r][c] = colour }
    }
  }

  /// Writes text at a row and column, cut at `limit` columns (and at the grid's edge), in a
  /// style (nil: plain).
  /// - Returns: the number of columns written.
  @discardableResult
  mutating func put(_ text: String, row: Int, column: Int, limit: Int? = nil, style: Style? = nil)
    -> Int
  {
    guard row >= 0 && row < height else { return 0 }
    let end = min(width, column + (limit ?? width))
    var col = column
    for character in text {
      let w = TextWidth.of(character)
      guard w > 0 else { continue }
      if col + w > end { break }
      if col >= 0 {
        clear(row: row, column: col)
        if w == 2 { clear(row: row, column: col + 1) }
        cells[row][col] = character
        styles[row][col] = style
        if w == 2 {
          cells[row][col + 1] = nil
          styles[row][col + 1] = style
        }
      }
      col += w
    }
    return col - column
  }

  /// Fills a rectangle of cells with a character (plain).
  mutating func fill(row: Int, column: Int, width w: Int, height h: Int, with character: Character)
  {
    for r in max(0, row)..<min(height, row + h) where w > 0 {
      for c in max(0, column)..<min(width, column + w) {
        clear(row: r, column: c)
        cells[r][c] = character
        backgrounds[r][c] = nil
      }
    }
  }

  /// Empties a cell (and its style), and the other half of a wide character it belongs to.
  private mutating func clear(row: Int, column: Int) {
    guard column >= 0 && column < width else { return }
    if cells[row][column] == nil, column > 0 {
      cells[row][column - 1] = " "
      styles[row][column - 1] = nil
    }
    if cells[row][column] != nil, column + 1 < width, cells[row][column + 1] == nil,
      let c = cells[row][column], TextWidth.of(c) == 2
    {
      cells[row][column + 1] = " "
      styles[row][column + 1] = nil
    }
    cells[row][column] = " "
    styles[row][column] = nil
  }

  /// One row as text, its cells in their styles when `colour` is on.
  func line(_ row: Int, colour: Bool) -> StyledText {
    var out = StyledText()
    for (column, cell) in cells[row].enumerated() {
      guard let cell else { continue }
      guard colour else {
        out.append(String(cell))
        continue
      }
      if let background = backgrounds[row][column] {
        out.append(String(cell), style: .background(background, text: styles[row][column]))
      } else {
        out.append(String(cell), style: styles[row][column])
      }
    }
    return out
  }
}
