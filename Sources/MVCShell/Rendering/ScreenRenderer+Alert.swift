import MVCLocalization
import MVCRuntime

extension ScreenRenderer.Drawer {
  /// Whether a view is the root view of an alert controller (drawn as a box, not as a view).
  func isAlertView(_ r: ObjectRecord) -> Bool {
    guard let owner = r.owningController, let alert = world.record(owner) else { return false }
    return world.isClass(alert.className, kindOf: "AlertController")
  }

  /// An alert controller on screen, as UIKit draws it over what presented it: an alert is a
  /// box in the middle (above the keyboard when one of its fields is editing) with its title
  /// (bold), its message, its text fields, and its actions side by side when there are two,
  /// one per line otherwise; an action sheet is a box at the bottom with its actions one per
  /// line and the cancel action in a box of its own below. The cancel action is bold, a
  /// destructive one painted as a warning. On an iPad an action sheet is a popover at its
  /// anchor, without its cancel action (a tap outside the popover cancels it, as UIKit has it).
  mutating func drawAlert(_ alert: ObjectID, keyboardTop: Int) {
    guard let r = world.record(alert) else { return }
    if let view = r.rootView, let placement = layout.popovers[view] {
      return drawActionSheetPopover(r, placement: placement)
    }
    let actions = (r.properties["actions"]?.arrayValue ?? []).compactMap(\.objectID)
    let fields = (r.properties["textFields"]?.arrayValue ?? []).compactMap(\.objectID)
    let isSheet = r.properties["preferredStyle"] == .enumCase("actionSheet")
    let width = min(grid.width - 2, max(20, column(isSheet ? world.device.width - 16 : 270)))
    let inner = width - 2
    var text: [(String, Style?)] = []
    for (key, style) in [("title", Style.heading), ("message", nil)] {
      guard let value = r.properties[key]?.stringValue, !value.isEmpty else { continue }
      for line in TextWrap.lines(value, width: inner - 2) {
        text.append((line, style))
      }
    }
    let fieldLines = fields.map { fieldText($0, width: inner - 2) }
    let cancel = actions.filter { world.record($0)?.properties["style"] == .enumCase("cancel") }
    let others = actions.filter { !cancel.contains($0) }
    // An alert with two actions puts them side by side; a sheet keeps its cancel apart.
    let sideBySide = !isSheet && actions.count == 2
    let stacked = isSheet ? others : (sideBySide ? [] : actions)
    let head = text.count + fieldLines.count
    var height = 2 + head + (head > 0 && !actions.isEmpty ? 1 : 0)
    height += sideBySide ? 1 : max(0, 2 * stacked.count - 1)
    if head == 0 && !actions.isEmpty && !sideBySide { height = 2 + max(0, 2 * stacked.count - 1) }
    let cancelHeight = isSheet && !cancel.isEmpty ? 3 : 0
    let x = (grid.width - width) / 2
    let bottom = min(grid.height, keyboardTop)
    let y =
      isSheet
      ? max(1, bottom - 1 - height - cancelHeight)
      : max(1, (bottom - height) / 2)
    box(x: x, y: y, width: width, height: height)
    var row = y + 1
    for (line, style) in text {
      centred(line, row: row, x: x, width: width, style: style)
      row += 1
    }
    for line in fieldLines {
      grid.put(line, row: row, column: x + 2, limit: inner - 2)
      row += 1
    }
    if head > 0 && !actions.isEmpty {
      rule(row: row, x: x, width: width, split: sideBySide)
      row += 1
    }
    if sideBySide, actions.count == 2 {
      let half = (inner - 1) / 2
      actionTitle(actions[0], row: row, x: x + 1, width: half)
      grid.put("│", row: row, column: x + 1 + half, style: .dim)
      actionTitle(actions[1], row: row, x: x + 2 + half, width: inner - half - 1)
      grid.put("┴", row: y + height - 1, column: x + 1 + half, style: .dim)
    } else {
      for (index, action) in stacked.enumerated() {
        if index > 0 {
          rule(row: row, x: x, width: width, split: false)
          row += 1
        }
        actionTitle(action, row: row, x: x + 1, width: inner)
        row += 1
      }
    }
    if isSheet, let action = cancel.first {
      let top = y + height
      box(x: x, y: top, width: width, height: 3)
      actionTitle(action, row: top + 1, x: x + 1, width: inner)
    }
  }

  /// An action sheet shown as a popover (on an iPad): its frame with the arrow toward its
  /// anchor, its title and message, then its actions one per line; UIKit leaves the cancel
  /// action out, since a tap outside the popover cancels.
  private mutating func drawActionSheetPopover(_ r: ObjectRecord, placement: PopoverPlacement) {
    let frame = placement.frame
    let x = column(frame.x)
    let y = row(frame.y)
    let w = max(3, column(frame.x + frame.width) - x)
    let h = max(2, row(frame.y + frame.height - 1) - y + 1)
    grid.fill(row: y, column: x, width: w, height: h, with: " ")
    drawPopoverFrame(placement, x: x, y: y, w: w, h: h)
    var lines: [(String, Style?)] = []
    for (key, style) in [("title", Style.heading), ("message", nil)] {
      guard let value = r.properties[key]?.stringValue, !value.isEmpty else { continue }
      for line in TextWrap.lines(value, width: max(10, w - 4)) { lines.append((line, style)) }
    }
    let actions = (r.properties["actions"]?.arrayValue ?? []).compactMap(\.objectID).filter {
      world.record($0)?.properties["style"] != .enumCase("cancel")
    }
    var row = y + 1
    for (line, style) in lines where row < y + h - 1 {
      centred(line, row: row, x: x, width: w, style: style)
      row += 1
    }
    for action in actions where row < y + h - 1 {
      actionTitle(action, row: row, x: x + 1, width: w - 2)
      row += 1
    }
  }

  /// A text field as a line: its text with the caret after it when it is editing, else its
  /// placeholder (dimmed in colour by the caller's grid), in brackets.
  func fieldText(_ field: ObjectID, width: Int) -> String {
    guard let r = world.record(field) else { return "" }
    let value = r.properties["text"]?.stringValue ?? ""
    let placeholder = r.properties["placeholder"]?.stringValue ?? ""
    var shown = value.isEmpty ? placeholder : value
    if world.isFirstResponder(field) { shown = value.isEmpty ? "▏" + placeholder : value + "▏" }
    let room = max(0, width - 2)
    let cut = TextWidth.truncated(shown, to: room)
    return "[" + cut + String(repeating: "_", count: max(0, room - TextWidth.of(cut))) + "]"
  }

  /// The on-screen keyboard, while a text field is first responder: it rises over the bottom
  /// of the screen, as UIKit's does. Returns the row it starts at (the grid's height when
  /// there is none).
  mutating func drawKeyboard() -> Int {
    guard let responder = world.windowState.firstResponder, world.isViewInWindow(responder),
      world.record(responder)?.kind.viewKind == .textField
    else { return grid.height }
    let keys = ["q w e r t y u i o p", "a s d f g h j k l", "⇧ z x c v b n m ⌫"]
    let spaceRow =
      "123   " + l.string("screen.keyboard.space") + "   "
      + l.string("screen.keyboard.return")
    let height = min(grid.height - 2, keys.count + 3)
    let top = grid.height - height
    grid.fill(row: top, column: 0, width: grid.width, height: height, with: " ")
    grid.put(String(repeating: "─", count: grid.width), row: top, column: 0, style: .dim)
    for (index, line) in (keys + [spaceRow]).enumerated() where top + 1 + index < grid.height {
      centred(line, row: top + 1 + index, x: 0, width: grid.width, style: .dim)
    }
    return top
  }

  private mutating func box(x: Int, y: Int, width: Int, height: Int) {
    guard width >= 2, height >= 2 else { return }
    grid.fill(row: y, column: x, width: width, height: height, with: " ")
    let line = String(repeating: "─", count: width - 2)
    grid.put("╭" + line + "╮", row: y, column: x, style: .dim)
    grid.put("╰" + line + "╯", row: y + height - 1, column: x, style: .dim)
    for row in (y + 1)..<(y + height - 1) {
      grid.put("│", row: row, column: x, style: .dim)
      grid.put("│", row: row, column: x + width - 1, style: .dim)
    }
  }

  private mutating func rule(row: Int, x: Int, width: Int, split: Bool) {
    var line = Array(String(repeating: "─", count: width - 2))
    if split { line[(width - 3) / 2] = "┬" }
    grid.put("├" + String(line) + "┤", row: row, column: x, style: .dim)
  }

  private mutating func centred(_ text: String, row: Int, x: Int, width: Int, style: Style?) {
    let cut = TextWidth.truncated(text, to: max(0, width - 2))
    let left = x + max(0, (width - TextWidth.of(cut)) / 2)
    grid.put(cut, row: row, column: left, limit: width, style: style)
  }

  private mutating func actionTitle(_ action: ObjectID, row: Int, x: Int, width: Int) {
    guard let r = world.record(action) else { return }
    let title = r.properties["title"]?.stringValue ?? ""
    let style: Style
    switch r.properties["style"] {
    case .enumCase("cancel")?: style = .heading
    case .enumCase("destructive")?: style = .error
    default: style = .controller
    }
    centred(title, row: row, x: x, width: width, style: style)
  }
}
