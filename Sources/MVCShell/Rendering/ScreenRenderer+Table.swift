import MVCLocalization
import MVCRuntime

extension ScreenRenderer.Drawer {
  /// Draws a table view: each cell on screen, top to bottom, as a line of its main label (a
  /// `▸` marks the selected row), its detail label at the right end and its accessory (`›`,
  /// `✓`), with a separator line below it. A row takes as many terminal lines as its height
  /// in points scales to (the delegate's `tableView(_:heightForRowAt:)`), two at least; rows
  /// that do not fit in the table's frame are left out.
  mutating func drawTable(_ id: ObjectID, record r: ObjectRecord, x: Int, y: Int, w: Int, h: Int) {
    guard let state = r.table, let frame = layout.windowFrames[id] else { return }
    let contentTop = frame.y + layout.safeAreaInsets(of: id).top
    var line = max(y, (contentTop * scaleY).rounded(.up).clampedInt)
    let inner = max(0, w - 2)
    for visible in state.visibleCells where line < y + h {
      guard let cell = world.record(visible.cell), cell.superview == id else { continue }
      let marker = visible.index == state.selection ? "▸ " : "  "
      let title = labelText(cell.properties["textLabel"])
      let detail = labelText(cell.properties["detailTextLabel"])
      let accessory: String
      switch cell.properties["accessoryType"] {
      case .enumCase("disclosureIndicator")?: accessory = " ›"
      case .enumCase("checkmark")?: accessory = " ✓"
      case .enumCase("detailButton")?: accessory = " ⓘ"
      default: accessory = ""
      }
      let tail = (detail.isEmpty ? "" : " " + detail) + accessory
      let room = max(0, inner - TextWidth.of(tail))
      let head = TextWidth.truncated(marker + title, to: room)
      grid.put(TextWidth.padded(head, to: room), row: line, column: x + 1, limit: room)
      if !tail.isEmpty {
        grid.put(
          TextWidth.truncated(tail, to: inner), row: line, column: x + 1 + room,
          limit: inner - room, style: .dim)
      }
      let points = layout.windowFrames[visible.cell]?.height ?? 44
      let lines = min(h, max(2, (points * scaleY).rounded().clampedInt))
      if line + lines - 1 < y + h {
        grid.put(
          String(repeating: "─", count: max(0, w - 2)), row: line + lines - 1, column: x + 2,
          style: .dim)
      }
      line += lines
    }
  }

  /// The text of a cell's label, or nothing when the label was never made.
  private func labelText(_ value: Value?) -> String {
    guard let id = value?.objectID, let label = world.record(id) else { return "" }
    return label.properties["text"]?.stringValue ?? ""
  }
}
