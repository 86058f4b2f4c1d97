import MVCLocalization

/// A grid of terminal cells for drawing the simulated screen. A wide (CJK) character takes
/// two cells; overwriting half of one clears the other half, so text stays aligned by display
/// width. Rows can be marked with a style for colour output.
struct ScreenGrid {
  /// Each cell holds a character, or nil for the right half of a wide character.
  private(set) var cells: [[Character?]]
  let width: Int
  let height: Int
  /// Style ranges per row (start column, end column, style), applied when colour is on.
  private var styles: [Int: [(Int, Int, Style)]] = [:]

  init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
    cells = Array(repeating: Array(repeating: " ", count: max(0, width)), count: max(0, height))
  }

  /// Writes text at a row and column, cut at `limit` columns (and at the grid's edge).
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
        if w == 2 { cells[row][col + 1] = nil }
      }
      col += w
    }
    if let style, col > column { styles[row, default: []].append((max(0, column), col, style)) }
    return col - column
  }

  /// Fills a rectangle of cells with a character.
  mutating func fill(row: Int, column: Int, width w: Int, height h: Int, with character: Character)
  {
    for r in max(0, row)..<min(height, row + h) where w > 0 {
      for c in max(0, column)..<min(width, column + w) {
        clear(row: r, column: c)
        cells[r][c] = character
      }
    }
  }

  /// Marks a span of a row with a style (for colour output).
  mutating func mark(row: Int, from start: Int, to end: Int, style: Style) {
    guard row >= 0 && row < height, end > start else { return }
    styles[row, default: []].append((max(0, start), min(width, end), style))
  }

  /// Empties a cell, and the other half of a wide character it belongs to.
  private mutating func clear(row: Int, column: Int) {
    guard column >= 0 && column < width else { return }
    if cells[row][column] == nil, column > 0 { cells[row][column - 1] = " " }
    if cells[row][column] != nil, column + 1 < width, cells[row][column + 1] == nil,
      let c = cells[row][column], TextWidth.of(c) == 2
    {
      cells[row][column + 1] = " "
    }
    cells[row][column] = " "
  }

  /// One row as text, styled when `colour` is on (style markers, turned into escapes later).
  func line(_ row: Int, colour: Bool) -> String {
    var out = ""
    let spans = colour ? (styles[row] ?? []) : []
    for (column, cell) in cells[row].enumerated() {
      if colour {
        for span in spans where span.0 == column { out.append(Self.marker(span.2)) }
      }
      if let cell { out.append(cell) }
      if colour, spans.contains(where: { $0.1 == column + 1 }) {
        out.append(Self.marker(.reset))
      }
    }
    return out
  }

  static func marker(_ style: Style) -> Character {
    Character(Unicode.Scalar(style.rawValue) ?? " ")
  }
}
