import MVCLocalization
import MVCRuntime

extension ScreenRenderer.Drawer {
  /// Writes text on a row the view may use (inside its scroll views' rows).
  mutating func put(_ text: String, row: Int, column: Int, limit: Int, style: Style?) {
    if let clip, !clip.contains(row) { return }
    grid.put(text, row: row, column: column, limit: limit, style: style)
  }

  /// Paints a view's background colour over its cells (shown when colour is on).
  mutating func paintBackground(_ id: ObjectID, x: Int, y: Int, w: Int, h: Int) {
    guard let named = world.backgroundColor(of: id), let colour = ScreenColour(named) else {
      return
    }
    var top = y
    var bottom = y + h
    if let clip {
      top = max(top, clip.lowerBound)
      bottom = min(bottom, clip.upperBound)
    }
    guard bottom > top else { return }
    grid.paint(row: top, column: x, width: w, height: bottom - top, colour: colour)
  }

  /// Whether a view is drawn faded: a disabled label or control, or one mostly transparent.
  func isDimmed(_ r: ObjectRecord) -> Bool {
    r.properties["isEnabled"] == .bool(false) || (r.properties["alpha"]?.doubleValue ?? 1) < 0.5
  }

  /// The columns to leave before text of this alignment in `room` spare columns.
  func alignedOffset(_ alignment: TextAlignment, room: Int) -> Int {
    switch alignment {
    case .center: return room / 2
    case .right: return room
    case .natural, .left, .justified: return 0
    }
  }

  /// A label: its lines (as many as its `numberOfLines` and its height allow, the last cut
  /// with `…` when more do not fit), centred vertically, placed across by its
  /// `textAlignment`, bold for a bold font, faded when disabled.
  mutating func drawLabel(
    _ id: ObjectID, record r: ObjectRecord, frame: Rect, x: Int, y: Int, w: Int, h: Int
  ) {
    var lines = world.labelLines(of: id, width: frame.width).map(String.init)
    guard !lines.isEmpty else { return }
    if lines.count > h {
      lines = Array(lines.prefix(h))
      lines[h - 1] += "…"
    }
    let style: Style? = isDimmed(r) ? .dim : world.fontMetrics(of: id).isBold ? .heading : nil
    let alignment = world.textAlignment(of: id)
    let top = y + (h - lines.count) / 2
    for (index, line) in lines.enumerated() {
      let cut = TextWidth.truncated(line, to: w)
      let offset = alignedOffset(alignment, room: max(0, w - TextWidth.of(cut)))
      put(cut, row: top + index, column: x + offset, limit: w - offset, style: style)
    }
  }

  /// A scroll view's indicator at its right edge, when its content is taller than it: a bar
  /// whose length and place show how much of the content is visible, and where.
  mutating func drawScrollIndicator(
    _ id: ObjectID, frame: Rect, x: Int, y: Int, w: Int, h: Int
  ) {
    guard let content = world.scrollContent(of: id), content.height > frame.height, h > 1,
      w > 1
    else { return }
    let length = max(1, (Double(h) * frame.height / content.height).rounded().clampedInt)
    let travel = content.height - frame.height
    let fraction = min(1, max(0, content.offsetY / travel))
    let start = y + (Double(h - length) * fraction).rounded().clampedInt
    for row in start..<(start + length) {
      put("┃", row: row, column: x + w - 1, limit: 1, style: .dim)
    }
  }
}
