import MVCLocalization

/// Two texts shown together with the lines one lacks marked, for `:goal` and `:whatif`: side
/// by side when both fit in half the width, else one above the other.
///
/// A line only on the left starts with `-`, one only on the right with `+` (and, with colour
/// on, is painted as a warning or as a model line): the marks read without colour too.
enum DiffPanels {
  /// The columns between the two panels.
  static let separator = " │ "
  /// The mark in front of every line: `- `, `+ ` or two blanks.
  static let gutter = 2
  /// The narrowest panel put beside another; below it the panels are stacked.
  static let narrowestColumn = 30

  /// Lays out two texts.
  /// - Parameters:
  ///   - titles: the headings of the left and the right panel.
  ///   - width: the terminal's width.
  ///   - key: what a line is compared by (its text by default; a trace drops its numbers).
  ///   - readable: whether the texts read well at a width (they break no word there).
  ///   - content: the two texts rendered to fit a width (asked once for half the width, and
  ///     again for the whole width when they do not fit beside each other).
  static func render(
    titles: (left: String, right: String), width: Int, key: (String) -> String = { $0 },
    readable: (Int) -> Bool = { _ in true },
    content: (Int) -> (left: StyledText, right: StyledText)
  ) -> StyledText {
    let half = (width - TextWidth.of(separator)) / 2
    let narrow = content(half - gutter)
    let narrowLeft = lines(of: narrow.left)
    let narrowRight = lines(of: narrow.right)
    let fits =
      readable(half - gutter)
      && (narrowLeft + narrowRight).allSatisfy { TextWidth.of($0.plain) <= half - gutter }
    if half - gutter >= narrowestColumn && fits {
      let diff = LineDiff(
        left: narrowLeft.map { key($0.plain) }, right: narrowRight.map { key($0.plain) })
      return sideBySide(
        titles: titles, left: marked(narrowLeft, diff.leftOnly, "-"),
        right: marked(narrowRight, diff.rightOnly, "+"), half: half)
    }
    let wide = content(max(20, width - gutter))
    let left = lines(of: wide.left)
    let right = lines(of: wide.right)
    let diff = LineDiff(left: left.map { key($0.plain) }, right: right.map { key($0.plain) })
    var out = Style.heading.paint(titles.left) + "\n"
    for line in marked(left, diff.leftOnly, "-") { out += line.droppingTrailingSpaces() + "\n" }
    out += "\n" + Style.heading.paint(titles.right) + "\n"
    for line in marked(right, diff.rightOnly, "+") { out += line.droppingTrailingSpaces() + "\n" }
    return out
  }

  /// Whether the two texts differ, compared as ``render(titles:width:key:content:)`` does.
  static func differ(_ left: StyledText, _ right: StyledText, key: (String) -> String = { $0 })
    -> Bool
  {
    !LineDiff(
      left: lines(of: left).map { key($0.plain) }, right: lines(of: right).map { key($0.plain) }
    )
    .isSame
  }

  /// The two panels beside each other, row by row.
  private static func sideBySide(
    titles: (left: String, right: String), left: [StyledText], right: [StyledText], half: Int
  ) -> StyledText {
    var out = StyledText()
    let leftTitle = TextWidth.truncated(titles.left, to: half)
    out += Style.heading.paint(leftTitle) + padding(half - TextWidth.of(leftTitle)) + separator
    out += Style.heading.paint(TextWidth.truncated(titles.right, to: half)) + "\n"
    for row in 0..<max(left.count, right.count) {
      var line = StyledText()
      let l = row < left.count ? left[row].truncated(to: half) : StyledText()
      line += l + padding(half - TextWidth.of(l.plain)) + separator
      if row < right.count { line += right[row].truncated(to: half) }
      out += line.droppingTrailingSpaces() + "\n"
    }
    return out
  }

  /// Each line behind its mark: `mark` and the line painted when `only` says the other side
  /// lacks it, two blanks otherwise.
  private static func marked(_ lines: [StyledText], _ only: [Bool], _ mark: String)
    -> [StyledText]
  {
    let style: Style = mark == "-" ? .warning : .model
    var out: [StyledText] = []
    var index = 0
    while index < lines.count {
      let isOnly = index < only.count && only[index]
      guard !isOnly else {
        out.append(style.paint(mark + " " + lines[index].plain))
        index += 1
        continue
      }
      // A run of the same unmarked line (the empty rows of a screen) keeps two and a `⋮`.
      var end = index + 1
      while end < lines.count && !(end < only.count && only[end])
        && lines[end].plain == lines[index].plain
      {
        end += 1
      }
      let run = end - index
      for _ in 0..<(run > repeatLimit ? 2 : run) { out.append("  " + lines[index]) }
      if run > repeatLimit { out.append(Style.dim.paint("  ⋮")) }
      index = end
    }
    return out
  }

  /// The longest run of one unmarked line shown in full.
  static let repeatLimit = 3

  private static func padding(_ columns: Int) -> String {
    String(repeating: " ", count: max(0, columns))
  }

  /// A styled text cut into its lines (without the line feeds; a final line feed ends the last
  /// line rather than starting an empty one), each run keeping its style.
  static func lines(of text: StyledText) -> [StyledText] {
    var lines: [StyledText] = []
    var current = StyledText()
    for run in text.runs {
      var first = true
      for piece in run.text.split(separator: "\n", omittingEmptySubsequences: false) {
        if !first {
          lines.append(current)
          current = StyledText()
        }
        first = false
        current.append(String(piece), style: run.style)
      }
    }
    if !current.isEmpty { lines.append(current) }
    return lines
  }
}
