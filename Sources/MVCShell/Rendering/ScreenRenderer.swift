import MVCLocalization
import MVCRuntime

/// `:screen`: the simulated window drawn in the terminal — status bar, navigation bar with the
/// top controller's title and a back button named after the controller below, the content
/// views (labels, fields, buttons, switches, lists, the rows of table views), the tab bar with
/// the selected item in brackets, and sheets or full-screen covers when something is presented.
///
/// Readable without colour; fits `width` columns; CJK text is measured by display width.
/// With `colour`, buttons, bars and the selected tab are styled runs.
public enum ScreenRenderer {
  /// Points per terminal row; columns are scaled to the device's width.
  static let pointsPerRow = 26.0

  public static func render(
    _ world: WorldReader, localizer l: Localizer, width: Int = 80, colour: Bool = false
  ) -> StyledText {
    let state = world.windowState
    guard state.isKeyAndVisible else { return StyledText(l.string("screen.noWindow") + "\n") }
    guard state.rootViewController != nil else {
      return StyledText(l.string("screen.noRoot") + "\n")
    }
    let device = world.device
    let columns = max(20, min(width - 2, (device.width / 9.5).rounded().clampedInt))
    let rows = max(10, (device.height / pointsPerRow).rounded().clampedInt)
    let scaleX = Double(columns) / device.width
    let scaleY = Double(rows) / device.height
    var grid = ScreenGrid(width: columns, height: rows)
    let layout = world.computeLayout()
    var drawer = Drawer(
      world: world, l: l, layout: layout, scaleX: scaleX, scaleY: scaleY, grid: grid)
    drawer.drawAll()
    // The keyboard rises over the views; an alert comes over everything, above the keyboard.
    let keyboardTop = drawer.drawKeyboard()
    for alert in presentedChain(world)
    where world.record(alert).map({ world.isClass($0.className, kindOf: "AlertController") })
      ?? false
    {
      drawer.drawAlert(alert, keyboardTop: keyboardTop)
    }
    grid = drawer.grid
    // The status bar is drawn over everything, at the top of the screen.
    if device.statusBarHeight > 0 {
      grid.put(" " + l.string("screen.time"), row: 0, column: 0, style: .heading)
      let icons = "▂▄▆ ▭ "
      grid.put(icons, row: 0, column: columns - TextWidth.of(icons))
    }
    var out = StyledText("┌" + String(repeating: "─", count: columns) + "┐\n")
    for row in 0..<rows { out += "│" + grid.line(row, colour: colour) + "│\n" }
    out += "└" + String(repeating: "─", count: columns) + "┘\n"
    let fmt = ViewControllerFormat.number
    out +=
      l.string(
        "screen.device",
        [
          device.name, DeviceText.model(device, localizer: l), fmt(device.width),
          fmt(device.height),
        ]) + "\n"
    for presented in presentedChain(world) {
      guard let record = world.record(presented)?.vc.presentation else { continue }
      out += l.string(
        "screen.presented",
        [
          world.displayName(of: presented), record.style.rawValue,
          world.displayName(of: record.presenter),
        ])
      out += "\n"
      if record.adaptation == .compactWidth {
        out += l.string("screen.popover.adapted", [world.displayName(of: presented)]) + "\n"
      }
      if record.style == .popover, let anchor = world.popoverAnchor(of: presented) {
        let source: ObjectID
        switch anchor {
        case .view(let view, _): source = view
        case .barButtonItem(let item): source = item
        }
        out +=
          l.string(
            "screen.popover.anchor",
            [world.displayName(of: presented), world.displayName(of: source)]) + "\n"
      }
    }
    return out
  }

  /// Every presented controller, bottom to top.
  static func presentedChain(_ world: WorldReader) -> [ObjectID] {
    world.visibleControllers().map(\.controller).filter {
      world.record($0)?.vc.presentation != nil
    }
  }

  /// Draws the views of the window in order, back to front.
  struct Drawer {
    let world: WorldReader
    let l: Localizer
    let layout: LayoutResult
    let scaleX: Double
    let scaleY: Double
    var grid: ScreenGrid
    /// The rows the view being drawn may use (inside a scroll view), or nil for all.
    var clip: Range<Int>? = nil

    func column(_ x: Double) -> Int { (x * scaleX).rounded().clampedInt }
    func row(_ y: Double) -> Int { (y * scaleY).rounded(.down).clampedInt }

    mutating func drawAll() {
      var hiddenBelow: Int?
      // The rows each scroll view shows (its frame, within those of scroll views around it),
      // with its depth: what it contains is drawn only there.
      var clips: [(depth: Int, rows: Range<Int>)] = []
      for (id, depth) in layout.drawingOrder {
        while let last = clips.last, last.depth >= depth { clips.removeLast() }
        clip = clips.last?.rows
        if let limit = hiddenBelow {
          if depth > limit { continue }
          hiddenBelow = nil
        }
        guard let r = world.record(id) else { continue }
        if r.properties["isHidden"] == .bool(true)
          || (r.properties["alpha"]?.doubleValue ?? 1) < 0.01
        {
          hiddenBelow = depth
          continue
        }
        guard id != world.window, let frame = layout.windowFrames[id] else { continue }
        draw(id, record: r, frame: frame)
        if r.kind.viewKind == .scrollView {
          let top = row(frame.y)
          let rows = top..<max(top, row(frame.y + frame.height - 1) + 1)
          clips.append((depth, clip.map { $0.clamped(to: rows) } ?? rows))
        }
        // A table draws its cells itself, one row to two lines; an alert is drawn last, as
        // a box over the screen, with its text fields.
        if r.kind.viewKind == .tableView || isAlertView(r) { hiddenBelow = depth }
      }
    }

    mutating func draw(_ id: ObjectID, record r: ObjectRecord, frame: Rect) {
      let x = column(frame.x)
      let y = row(frame.y)
      let w = max(1, column(frame.x + frame.width) - x)
      let h = max(1, row(frame.y + frame.height - 1) - y + 1)
      if let role = r.vc.barRole {
        switch role {
        case .navigationBar(let nav): drawNavigationBar(nav, x: x, y: y, w: w, h: h)
        case .tabBar(let tab): drawTabBar(tab, x: x, y: y, w: w, h: h)
        }
        return
      }
      // An alert leaves the screen beneath it in view: its box is drawn over everything.
      if isAlertView(r) { return }
      if let owner = r.owningController {
        // A controller's root view clears what is beneath it; a sheet gets a rounded frame.
        grid.fill(row: y, column: x, width: w, height: h, with: " ")
        paintBackground(id, x: x, y: y, w: w, h: h)
        if let placement = layout.popovers[id] {
          drawPopoverFrame(placement, x: x, y: y, w: w, h: h)
        } else if let presentation = world.record(owner)?.vc.presentation,
          presentation.style.isSheet
        {
          drawSheetFrame(x: x, y: y, w: w, h: h)
        }
        if let tab = world.moreListOwner(owner) {
          // Below the navigation bar, which is drawn after the list.
          let top = ((frame.y + layout.safeAreaInsets(of: id).top) * scaleY).rounded(.up).clampedInt
          drawMoreList(tab, x: x, y: top, w: w, h: max(0, y + h - top))
        }
        // A table view controller's root view is its table: its rows are drawn too.
        if r.kind.viewKind == .tableView { drawTable(id, record: r, x: x, y: y, w: w, h: h) }
        return
      }
      paintBackground(id, x: x, y: y, w: w, h: h)
      let text: String
      switch r.kind.viewKind {
      case .label:
        drawLabel(id, record: r, frame: frame, x: x, y: y, w: w, h: h)
        return
      case .textField:
        let value = r.properties["text"]?.stringValue ?? ""
        var shown = value.isEmpty ? (r.properties["placeholder"]?.stringValue ?? "") : value
        // The field being edited shows the caret after its text.
        if world.isFirstResponder(id) { shown = value.isEmpty ? "▏" + shown : value + "▏" }
        let inner = max(0, w - 2)
        let cut = TextWidth.truncated(shown, to: inner)
        let room = max(0, inner - TextWidth.of(cut))
        let before = alignedOffset(world.textAlignment(of: id), room: room)
        text =
          "[" + String(repeating: "_", count: before) + cut
          + String(repeating: "_", count: room - before) + "]"
      case .button: text = "( " + (r.properties["title"]?.stringValue ?? "") + " )"
      case .switchControl:
        let on = r.properties["isOn"] == .bool(true)
        let full = on ? "[●] " + l.string("screen.on") : "[ ] " + l.string("screen.off")
        // A switch too narrow for its word shows the toggle alone.
        text = TextWidth.of(full) <= w ? full : (on ? "[●]" : "[ ]")
      case .imageView:
        text = "▧ " + l.string("screen.image", [r.properties["imageName"]?.stringValue ?? ""])
      case .listView:
        drawList(r, x: x, y: y, w: w, h: h)
        return
      case .tableView:
        drawTable(id, record: r, x: x, y: y, w: w, h: h)
        return
      case .scrollView:
        drawScrollIndicator(id, frame: frame, x: x, y: y, w: w, h: h)
        return
      default:
        return
      }
      var style: Style? = r.kind.viewKind == .button ? .controller : nil
      if isDimmed(r) { style = .dim }
      put(TextWidth.truncated(text, to: w), row: y + (h - 1) / 2, column: x, limit: w, style: style)
    }

    /// The More list: one row per tab behind More, as UIKit's table of them.
    mutating func drawMoreList(_ tab: ObjectID, x: Int, y: Int, w: Int, h: Int) {
      let titles = world.tabTitles(of: tab).dropFirst(max(0, world.tabBarItemLimit - 1))
      for (index, title) in titles.enumerated() where index < h {
        let body = TextWidth.truncated("  " + title, to: max(0, w - 2))
        grid.put(
          TextWidth.padded(body, to: max(0, w - 2)) + " ›", row: y + index, column: x, limit: w)
      }
    }

    mutating func drawList(_ r: ObjectRecord, x: Int, y: Int, w: Int, h: Int) {
      guard case .array(let items) = r.properties["items"] ?? .null else { return }
      let selected = r.properties["selectedRow"]?.intValue
      for (index, item) in items.enumerated() where index < h {
        let title: String
        switch item {
        case .string(let s): title = s
        case .object(let id): title = world.displayName(of: id)
        default: title = ""
        }
        let marker = index == selected ? "▸ " : "  "
        let body = TextWidth.truncated(marker + title, to: max(0, w - 2))
        grid.put(
          TextWidth.padded(body, to: max(0, w - 2)) + " ›", row: y + index, column: x, limit: w)
      }
    }

    mutating func drawSheetFrame(x: Int, y: Int, w: Int, h: Int) {
      guard w >= 2 else { return }
      grid.put("╭" + String(repeating: "─", count: w - 2) + "╮", row: y, column: x, style: .dim)
      let grabber = "━━━"
      grid.put(grabber, row: y, column: x + (w - TextWidth.of(grabber)) / 2)
      for r in (y + 1)..<(y + h) {
        grid.put("│", row: r, column: x, style: .dim)
        grid.put("│", row: r, column: x + w - 1, style: .dim)
      }
    }

    /// A popover: a box with its arrow on the edge that faces its source, at the column (or
    /// row) of the point it points at.
    mutating func drawPopoverFrame(
      _ placement: PopoverPlacement, x: Int, y: Int, w: Int, h: Int
    ) {
      guard w >= 3, h >= 2 else { return }
      let bottom = y + h - 1
      let inner = String(repeating: "─", count: w - 2)
      grid.put("╭" + inner + "╮", row: y, column: x, style: .dim)
      grid.put("╰" + inner + "╯", row: bottom, column: x, style: .dim)
      for r in (y + 1)..<bottom {
        grid.put("│", row: r, column: x, style: .dim)
        grid.put("│", row: r, column: x + w - 1, style: .dim)
      }
      let tipColumn = max(x + 1, min(x + w - 2, column(placement.tipX)))
      let tipRow = max(y + 1, min(bottom - 1, row(placement.tipY)))
      switch placement.arrow {
      case .up: grid.put("▲", row: y, column: tipColumn)
      case .down: grid.put("▼", row: bottom, column: tipColumn)
      case .left: grid.put("◀", row: tipRow, column: x)
      case .right: grid.put("▶", row: tipRow, column: x + w - 1)
      case .none: break
      }
    }

    mutating func drawNavigationBar(_ nav: ObjectID, x: Int, y: Int, w: Int, h: Int) {
      grid.fill(row: y, column: x, width: w, height: h, with: " ")
      let stack = world.navigationStack(of: nav).suffix(2)
      // The top controller's navigation item: its title (none for an untitled controller),
      // its bar button items, and on the left a back button named after the one below. The
      // More list is titled More.
      let reader = world
      let isMoreList = { (vc: ObjectID) in reader.moreListOwner(vc) != nil }
      let heading =
        stack.last.map { isMoreList($0) ? l.string("screen.more") : reader.navigationTitle(of: $0) }
        ?? ""
      let titleRow = y + (h - 1) / 2
      let start = x + max(0, (w - TextWidth.of(heading)) / 2)
      grid.put(heading, row: titleRow, column: start, limit: w, style: .heading)
      let items: (left: [ObjectID], right: [ObjectID]) =
        stack.last.map { world.barButtonItems(of: $0) } ?? ([], [])
      let room = max(0, start - x - 1)
      if !items.left.isEmpty {
        let text = items.left.map(itemTitle).joined(separator: "  ")
        grid.put(
          TextWidth.truncated(text, to: room), row: titleRow, column: x + 1, limit: room,
          style: .controller)
      } else if stack.count == 2, let below = stack.first {
        let name =
          isMoreList(below)
          ? l.string("screen.more")
          : world.backButtonTitle(below: below) ?? l.string("screen.backDefault")
        let back = l.string("screen.back", [name])
        grid.put(
          TextWidth.truncated(back, to: room), row: titleRow, column: x + 1, limit: room,
          style: .controller)
      }
      if !items.right.isEmpty {
        let text = items.right.map(itemTitle).joined(separator: "  ")
        let width = min(TextWidth.of(text), max(0, w - (start - x) - TextWidth.of(heading) - 2))
        grid.put(
          TextWidth.truncated(text, to: width), row: titleRow, column: x + w - 1 - width,
          limit: width, style: .controller)
      }
      if h > 1 {
        grid.put(String(repeating: "─", count: w), row: y + h - 1, column: x, style: .dim)
      }
    }

    mutating func drawTabBar(_ tab: ObjectID, x: Int, y: Int, w: Int, h: Int) {
      grid.fill(row: y, column: x, width: w, height: h, with: " ")
      grid.put(String(repeating: "─", count: w), row: y, column: x, style: .dim)
      let badges = world.tabBadges(of: tab)
      var titles = zip(world.tabTitles(of: tab), badges).map { title, badge in
        badge.map { title + " •" + $0 } ?? title
      }
      let selectedSlot = world.selectedTabItem(of: tab) ?? -1
      let limit = world.tabBarItemLimit
      if titles.count > limit {
        titles = Array(titles.prefix(limit - 1)) + [l.string("screen.more")]
      }
      guard !titles.isEmpty else { return }
      let slot = w / titles.count
      let itemRow = y + min(1, h - 1)
      // The selected item is underlined on the row below (readable without colour); with no
      // room for that row it is put in brackets.
      let underline = itemRow + 1 < y + h
      for (index, title) in titles.enumerated() {
        let isSelected = index == selectedSlot
        let label = isSelected && !underline ? "[" + title + "]" : title
        let cut = TextWidth.truncated(label, to: max(1, slot - 1))
        let left = x + index * slot + max(0, (slot - TextWidth.of(cut)) / 2)
        grid.put(cut, row: itemRow, column: left, limit: slot, style: isSelected ? .highlight : nil)
        if isSelected && underline {
          grid.put(
            String(repeating: "▔", count: TextWidth.of(cut)), row: itemRow + 1, column: left,
            limit: slot)
        }
      }
    }

    /// A bar button item as the bar draws it: its title, or its name when it has none.
    func itemTitle(_ item: ObjectID) -> String {
      if case .string(let title)? = world.record(item)?.properties["title"], !title.isEmpty {
        return title
      }
      return world.displayName(of: item)
    }

    func title(of vc: ObjectID) -> String {
      if let title = world.record(vc)?.properties["title"]?.stringValue, !title.isEmpty {
        return title
      }
      return world.displayName(of: vc)
    }
  }
}
