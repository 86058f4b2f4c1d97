import MVCLocalization

/// A small terminal emulator: enough of an xterm to know what the learner sees after libedit
/// has drawn, moved the cursor, inserted and erased. Wide (Chinese) characters take two
/// cells, as in a real terminal. Of colours and modes, only the graphic rendition (SGR: bold,
/// colours, reverse…) is kept, per cell, so a test can tell whether a style outlived its text.
struct TerminalScreen {
  /// One cell: a character, the right half of a wide character, or nothing.
  private enum Cell: Equatable {
    case blank
    case character(Character)
    case continuation
  }

  let columns: Int
  let rows: Int
  private var cells: [[Cell]]
  /// The SGR parameters each cell was drawn with (empty: the default rendition).
  private var renditions: [[[Int]]]
  /// The SGR parameters in effect now, in the order they were set since the last reset.
  private(set) var rendition: [Int] = []
  /// The cursor's row (0-based).
  private(set) var row = 0
  /// The cursor's column (0-based; equals the display width of what precedes it).
  private(set) var column = 0

  private var pendingUTF8: [UInt8] = []
  private var escape: [UInt8]?

  init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
    cells = Array(repeating: Array(repeating: .blank, count: columns), count: rows)
    renditions = Array(repeating: Array(repeating: [], count: columns), count: rows)
  }

  /// The SGR parameters the cell at a row and column was drawn with (empty: the default).
  func rendition(row: Int, column: Int) -> [Int] { renditions[row][column] }

  /// The text of a row, without trailing blanks.
  func line(_ index: Int) -> String {
    var text = ""
    for cell in cells[index] {
      switch cell {
      case .blank: text += " "
      case .character(let character): text.append(character)
      case .continuation: break
      }
    }
    while text.last == " " { text.removeLast() }
    return text
  }

  /// The row the cursor is on.
  var cursorLine: String { line(row) }

  /// Every row up to the last that is not blank, separated by newlines.
  var text: String {
    var lines = (0..<rows).map(line)
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines.joined(separator: "\n")
  }

  /// Interprets bytes the program wrote.
  mutating func feed(_ bytes: some Sequence<UInt8>) {
    for byte in bytes { feed(byte) }
  }

  private mutating func feed(_ byte: UInt8) {
    if var sequence = escape {
      sequence.append(byte)
      if escapeIsComplete(sequence) {
        escape = nil
        perform(sequence)
      } else {
        escape = sequence
      }
      return
    }
    if !pendingUTF8.isEmpty || byte >= 0x80 {
      pendingUTF8.append(byte)
      decodePending()
      return
    }
    switch byte {
    case 0x1B: escape = []
    case 0x0D: column = 0
    case 0x0A: lineFeed()
    case 0x08: column = max(0, min(column, columns - 1) - 1)
    case 0x09: column = min(columns - 1, (column / 8 + 1) * 8)
    case 0x20...0x7E: put(Character(Unicode.Scalar(byte)), width: 1)
    default: break
    }
  }

  private mutating func decodePending() {
    guard let lead = pendingUTF8.first else { return }
    let length =
      lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
    guard pendingUTF8.count >= length else { return }
    let text = String(decoding: pendingUTF8, as: UTF8.self)
    pendingUTF8 = []
    for scalar in text.unicodeScalars {
      let width = TextWidth.of(scalar)
      if width > 0 { put(Character(scalar), width: width) }
    }
  }

  /// Whether an escape sequence (the bytes after ESC) is finished.
  private func escapeIsComplete(_ sequence: [UInt8]) -> Bool {
    guard let first = sequence.first else { return false }
    switch first {
    case UInt8(ascii: "["):
      guard sequence.count > 1, let last = sequence.last else { return false }
      return (0x40...0x7E).contains(last)
    case UInt8(ascii: "]"):
      return sequence.last == 0x07 || sequence.suffix(2) == [0x1B, UInt8(ascii: "\\")]
    case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "#"):
      return sequence.count == 2
    default:
      return true
    }
  }

  private mutating func perform(_ sequence: [UInt8]) {
    guard sequence.first == UInt8(ascii: "["), let final = sequence.last else { return }
    let body = sequence.dropFirst().dropLast()
    if body.first == UInt8(ascii: "?") || body.first == UInt8(ascii: ">") { return }
    let parameters = String(decoding: body, as: UTF8.self).split(
      separator: ";", omittingEmptySubsequences: false
    ).map { Int($0) }
    let first = parameters.first.flatMap { $0 } ?? 0
    let count = max(1, first)
    column = min(column, columns - 1)
    switch Character(Unicode.Scalar(final)) {
    case "A": row = max(0, row - count)
    case "B": row = min(rows - 1, row + count)
    case "C": column = min(columns - 1, column + count)
    case "D": column = max(0, column - count)
    case "G": column = min(columns - 1, count - 1)
    case "H", "f":
      row = min(rows - 1, count - 1)
      let second = parameters.count > 1 ? (parameters[1] ?? 1) : 1
      column = min(columns - 1, max(1, second) - 1)
    case "K": eraseInLine(first)
    case "J": eraseInDisplay(first)
    case "@":
      let shifted = min(count, columns - column)
      cells[row].insert(contentsOf: Array(repeating: Cell.blank, count: shifted), at: column)
      cells[row].removeLast(shifted)
      renditions[row].insert(contentsOf: Array(repeating: [], count: shifted), at: column)
      renditions[row].removeLast(shifted)
    case "P":
      let removed = min(count, columns - column)
      cells[row].removeSubrange(column..<(column + removed))
      cells[row].append(contentsOf: Array(repeating: Cell.blank, count: removed))
      renditions[row].removeSubrange(column..<(column + removed))
      renditions[row].append(contentsOf: Array(repeating: [], count: removed))
    case "X":
      for index in column..<min(columns, column + count) {
        cells[row][index] = .blank
        renditions[row][index] = []
      }
    case "m":
      for parameter in parameters {
        if parameter == nil || parameter == 0 {
          rendition = []
        } else if let parameter {
          rendition.append(parameter)
        }
      }
    default: break
    }
  }

  private mutating func eraseInLine(_ mode: Int) {
    let range: Range<Int>
    switch mode {
    case 1: range = 0..<min(columns, column + 1)
    case 2: range = 0..<columns
    default: range = column..<columns
    }
    for index in range {
      cells[row][index] = .blank
      renditions[row][index] = []
    }
  }

  private mutating func eraseInDisplay(_ mode: Int) {
    switch mode {
    case 2, 3:
      for index in 0..<rows { blank(row: index) }
    default:
      eraseInLine(0)
      for index in (row + 1)..<rows { blank(row: index) }
    }
  }

  private mutating func blank(row index: Int) {
    cells[index] = Array(repeating: .blank, count: columns)
    renditions[index] = Array(repeating: [], count: columns)
  }

  private mutating func put(_ character: Character, width: Int) {
    if column + width > columns {
      column = 0
      lineFeed()
    }
    cells[row][column] = .character(character)
    renditions[row][column] = rendition
    if width == 2 {
      cells[row][column + 1] = .continuation
      renditions[row][column + 1] = rendition
    }
    column += width
  }

  private mutating func lineFeed() {
    if row == rows - 1 {
      cells.removeFirst()
      cells.append(Array(repeating: .blank, count: columns))
      renditions.removeFirst()
      renditions.append(Array(repeating: [], count: columns))
    } else {
      row += 1
    }
  }
}
