import MVCLocalization
import MVCRuntime

/// `:layout`: every view in the window with its frame (in its superview's coordinates) and its
/// safe-area insets, indented by depth, after a line describing the device.
public enum LayoutRenderer {
  public static func render(
    _ world: WorldReader, localizer l: Localizer, width: Int = 80, colour: Bool = false
  ) -> StyledText {
    let d = world.device
    let n = ViewControllerFormat.number
    var out = StyledText(
      l.string(
        "layout.device",
        [
          d.name, DeviceText.model(d, localizer: l), n(d.width), n(d.height),
          n(d.statusBarHeight), n(d.homeIndicatorHeight),
        ])
        + "\n")
    out +=
      ViewControllerFormat.fit(
        l.string(
          "layout.safeArea",
          [
            n(d.topSafeAreaInset), n(d.homeIndicatorHeight), n(d.navigationBarHeight),
            n(d.tabBarHeight),
          ]), width) + "\n"
    guard world.windowState.isKeyAndVisible else {
      return out + l.string("layout.notVisible") + "\n"
    }
    let layout = world.computeLayout()
    let headers = l.string("layout.columns").split(separator: "|").map(String.init)
    var rows: [(String, String, String)] = []
    var notes: [Int: String] = [:]
    for (id, depth) in layout.drawingOrder {
      let name =
        String(repeating: "  ", count: min(depth, 12)) + ViewControllerFormat.viewName(world, id, l)
      let frame = layout.frames[id].map(ViewControllerFormat.rect) ?? ""
      if let note = note(world, id, l) {
        notes[rows.count] = String(repeating: "  ", count: min(depth, 12)) + "  ↳ " + note
      }
      rows.append((name, frame, ViewControllerFormat.insets(layout.safeAreaInsets(of: id))))
    }
    let frameWidth = max(
      TextWidth.of(headers.count > 1 ? headers[1] : ""), rows.map { TextWidth.of($0.1) }.max() ?? 0)
    let nameWidth = max(8, min(width - frameWidth - 24, rows.map { TextWidth.of($0.0) }.max() ?? 0))
    let head =
      TextWidth.padded(headers.first ?? "", to: nameWidth) + "  "
      + TextWidth.padded(headers.count > 1 ? headers[1] : "", to: frameWidth) + "  "
      + (headers.count > 2 ? headers[2] : "")
    out +=
      ViewControllerFormat.fit(
        ViewControllerFormat.paint(head, .heading, colour), colour ? 10_000 : width) + "\n"
    for (index, (name, frame, insets)) in rows.enumerated() {
      let line =
        TextWidth.padded(TextWidth.truncated(name, to: nameWidth), to: nameWidth) + "  "
        + TextWidth.padded(frame, to: frameWidth) + "  " + insets
      out += ViewControllerFormat.fit(line, width) + "\n"
      if let note = notes[index] { out += ViewControllerFormat.fit(note, width) + "\n" }
    }
    return out
  }

  /// What a stack view or a scroll view adds to its line: its axis and spacing, or its
  /// content size and offset.
  static func note(_ world: WorldReader, _ id: ObjectID, _ l: Localizer) -> String? {
    let n = ViewControllerFormat.number
    if let stack = world.stackLayout(of: id) {
      return l.string("layout.stack", [stack.axis.rawValue, n(stack.spacing)])
    }
    if let owner = world.record(id)?.owningController, let hider = world.bottomBarHider(of: owner) {
      return l.string("layout.tabBarHidden", [world.displayName(of: hider)])
    }
    if let scroll = world.scrollContent(of: id) {
      return l.string(
        "layout.scroll", [n(scroll.width), n(scroll.height), n(scroll.offsetX), n(scroll.offsetY)])
    }
    return nil
  }
}
