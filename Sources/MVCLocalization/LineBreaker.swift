/// Breaks one line of prose into lines that fit, by the rules of Chinese line breaking as well
/// as English: English breaks at spaces, Chinese between characters; no line starts with
/// closing punctuation (，。、；：！？」）』》 …) nor ends with opening punctuation (「（『《 …);
/// a code span (`` `…` ``) or a Latin word is never split unless it is wider than a whole line;
/// a hyphen between two characters (目标-动作) joins them. ``TextWrap`` and the tutor's
/// `ProseWrapper` both break lines here, so every wrapped text follows the same rules.
public enum LineBreaker {
  /// The line (no line feeds) as lines: the first at most `firstRoom` columns wide, the
  /// others at most `room`. The spaces the line starts with are kept on the first; no line
  /// ends with a space, and no other line starts with one.
  public static func lines(_ line: String, firstRoom: Int, room: Int) -> [String] {
    let leading = line.prefix { $0 == " " }
    guard leading.isEmpty || leading.count == line.count else {
      var lines = self.lines(
        String(line.dropFirst(leading.count)), firstRoom: max(1, firstRoom - leading.count),
        room: room)
      lines[0] = leading + lines[0]
      return lines
    }
    let units = self.units(of: line).flatMap { fitting($0, room: max(1, min(firstRoom, room))) }
    guard !units.isEmpty else { return [""] }
    var lines: [[Unit]] = []
    var current: [Unit] = []
    var currentWidth = 0
    for unit in units {
      let limit = lines.isEmpty ? firstRoom : room
      let gap = unit.spaceBefore && !current.isEmpty ? 1 : 0
      if !current.isEmpty && currentWidth + gap + unit.width > limit {
        lines.append(current)
        current = [unit]
        currentWidth = unit.width
      } else {
        current.append(unit)
        currentWidth += gap + unit.width
      }
    }
    lines.append(current)
    avoidWidow(in: &lines, room: room)
    return lines.map(joined)
  }

  /// The units of a line as text, a space where a unit had one before it (not at the start).
  private static func joined(_ units: [Unit]) -> String {
    var text = ""
    for unit in units {
      if unit.spaceBefore && !text.isEmpty { text += " " }
      text += unit.text
    }
    return text
  }

  /// A last line of one Chinese character (with its punctuation) takes the character before it
  /// from the line above, so no character stands alone at a paragraph's end.
  private static func avoidWidow(in lines: inout [[Unit]], room: Int) {
    guard lines.count >= 2, let widow = lines.last, widow.count == 1,
      let only = widow.first, !only.spaceBefore,
      only.text.filter({ TextWidth.of($0) == 2 && !noLineStart.contains($0) }).count == 1,
      var above = lines.dropLast().last, above.count >= 3, let moved = above.last,
      TextWidth.of(moved.text) == moved.text.count * 2, moved.width + only.width <= room
    else { return }
    above.removeLast()
    lines[lines.count - 2] = above
    lines[lines.count - 1] = [moved, only]
  }

  /// A piece that is never split: a word, a code span, or one wide character, with the
  /// punctuation glued to it.
  private struct Unit {
    var text: String
    var width: Int
    var spaceBefore: Bool
  }

  /// A unit as pieces no wider than a line: itself when it fits; else cut at its spaces (a
  /// long code span), and a piece still too wide cut between characters.
  private static func fitting(_ unit: Unit, room: Int) -> [Unit] {
    guard unit.width > room else { return [unit] }
    // One word that fills the line with its closing punctuation: the punctuation hangs past
    // the end (as Japanese and Chinese typesetting hang it) rather than start a line.
    let bare = unit.text.reversed().drop { noLineStart.contains($0) }
    if bare.count < unit.text.count, TextWidth.of(String(bare)) <= room, !bare.contains(" ") {
      return [unit]
    }
    var pieces: [Unit] = []
    for (index, word) in unit.text.split(separator: " ").enumerated() {
      var piece = ""
      var pieceWidth = 0
      var spaceBefore = index == 0 ? unit.spaceBefore : true
      for character in word {
        let w = TextWidth.of(character)
        if pieceWidth + w > room, !piece.isEmpty {
          pieces.append(Unit(text: piece, width: pieceWidth, spaceBefore: spaceBefore))
          piece = ""
          pieceWidth = 0
          spaceBefore = false
        }
        piece.append(character)
        pieceWidth += w
      }
      if !piece.isEmpty {
        pieces.append(Unit(text: piece, width: pieceWidth, spaceBefore: spaceBefore))
      }
    }
    return pieces
  }

  /// The line cut into atoms (words, code spans, wide characters), then atoms that may not be
  /// parted glued into units.
  private static func units(of line: String) -> [Unit] {
    var atoms: [Unit] = []
    var word = ""
    var spaceBefore = false
    func flush() {
      guard !word.isEmpty else { return }
      atoms.append(Unit(text: word, width: TextWidth.of(word), spaceBefore: spaceBefore))
      word = ""
      spaceBefore = false
    }
    var characters = line.makeIterator()
    while let character = characters.next() {
      if character == " " {
        flush()
        spaceBefore = true
        continue
      }
      if character == "`" {
        // A code span is one atom, backticks and spaces included (unclosed: to the end).
        flush()
        word.append(character)
        while let inner = characters.next() {
          word.append(inner)
          if inner == "`" { break }
        }
        flush()
        continue
      }
      if TextWidth.of(character) == 2 {
        flush()
        word.append(character)
        flush()
        continue
      }
      word.append(character)
    }
    flush()
    var units: [Unit] = []
    for atom in atoms {
      guard var last = units.last, !atom.spaceBefore, joins(last.text, atom.text) else {
        units.append(atom)
        continue
      }
      last.text += atom.text
      last.width += atom.width
      units[units.count - 1] = last
    }
    return units
  }

  /// Whether no line may break between two neighbouring atoms (no space between them).
  private static func joins(_ left: String, _ right: String) -> Bool {
    guard let end = left.last, let start = right.first else { return false }
    if noLineEnd.contains(end) { return true }
    // `editor`'s: a possessive written right after a code span stays with it.
    if start == "'" || start == "’" { return true }
    if TextWidth.of(start) == 2 { return noLineStart.contains(start) }
    // Narrow closing punctuation (`),`) stays with what it closes; a word that merely starts
    // with a dot (`.fullScreen`) is a word.
    if noLineStart.contains(start) {
      let second = right.dropFirst().first
      return second.map { !($0.isLetter || $0.isNumber || $0 == "_") } ?? true
    }
    // 目标-动作: a hyphen stays with both of its neighbours.
    return start == "-" || end == "-"
  }

  /// Punctuation that must not begin a line (wide, and the narrow marks that close).
  private static let noLineStart: Set<Character> = Set("，。、；：！？）」』》〉】…—”’,.;:!?)")

  /// Punctuation that must not end a line.
  private static let noLineEnd: Set<Character> = Set("（「『《〈【“‘(")
}
