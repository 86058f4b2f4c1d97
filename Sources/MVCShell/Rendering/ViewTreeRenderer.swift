import MVCLocalization
import MVCRuntime

/// `:views` with frames: the window's view hierarchy, each view with its class, frame (in its
/// superview's coordinates) and content; then views that are not in the window.
public enum ViewTreeRenderer {
  public static func render(
    _ world: WorldReader, localizer l: Localizer, width: Int = 80, colour: Bool = false
  ) -> StyledText {
    var out = StyledText()
    let layout = world.computeLayout()
    let inWindow = Set(layout.drawingOrder.map(\.id))
    for (id, depth) in layout.drawingOrder {
      out += line(
        world, id, depth: depth, frame: layout.frames[id], l, width: width, colour: colour)
    }
    // Views outside the window: roots of loose hierarchies (controllers' views not shown).
    let loose = world.records.filter { r in
      r.kind.viewKind != nil && r.superview == nil && !inWindow.contains(r.id)
        && r.vc.barRole == nil
    }.map(\.id)
    if !loose.isEmpty {
      out += l.string("views.notInWindow") + "\n"
      var shown = 0
      for root in loose {
        for (id, depth) in world.viewsDepthFirst(from: root) {
          if shown >= 200 { break }
          out += line(world, id, depth: depth + 1, frame: nil, l, width: width, colour: colour)
          shown += 1
        }
      }
      let total = loose.reduce(0) { $0 + world.viewsDepthFirst(from: $1).count }
      if total > shown { out += l.string("views.moreNotInWindow", [String(total - shown)]) + "\n" }
    }
    return out
  }

  static func line(
    _ world: WorldReader, _ id: ObjectID, depth: Int, frame: Rect?, _ l: Localizer, width: Int,
    colour: Bool
  ) -> StyledText {
    guard let r = world.record(id) else { return StyledText() }
    var text = StyledText(String(repeating: "  ", count: min(depth, 30)))
    text += ViewControllerFormat.paint(ViewControllerFormat.viewName(world, id, l), .view, colour)
    if id != world.window && r.vc.barRole == nil { text += ": " + r.className }
    text += "  " + ViewControllerFormat.rect(frame ?? r.frame)
    if let property = r.kind.viewKind?.boundProperty, let value = r.properties[property] {
      switch value {
      case .string(let s): text += "  \(property)=\"\(s)\""
      case .array(let items): text += "  \(property)=\(items.count)"
      case .bool(let b): text += "  \(property)=\(b)"
      default: break
      }
    }
    if r.properties["isHidden"] == .bool(true) { text += "  " + l.string("views.hidden") }
    text += tableNote(world, r, l)
    return (colour ? text : ViewControllerFormat.fit(text, width)) + "\n"
  }

  /// For a cell: the row it shows (`indexPath=[0, 2]`), or the table whose reuse queue it waits
  /// in.
  static func tableNote(_ world: WorldReader, _ r: ObjectRecord, _ l: Localizer) -> String {
    guard r.kind == .view(.tableViewCell) else { return "" }
    if let table = r.superview, let index = world.record(table)?.table?.index(of: r.id) {
      return "  indexPath=" + index.description
    }
    let queue = world.records.first { $0.table?.reusableCells.contains(r.id) == true }
    guard let queue else { return "" }
    return "  " + l.string("views.reuseQueue", [world.displayName(of: queue.id)])
  }
}
