import MVCLocalization
import MVCRuntime

/// Small formatting helpers shared by the view-controller renderers.
enum ViewControllerFormat {
  /// A number of points as people write it: `20`, `12.5`.
  static func number(_ value: Double) -> String {
    if value == value.rounded() && abs(value) < 1e12 { return String(Int(value)) }
    return String((value * 10).rounded() / 10)
  }

  /// `x,y w×h`.
  static func rect(_ r: Rect) -> String {
    "\(number(r.x)),\(number(r.y)) \(number(r.width))×\(number(r.height))"
  }

  /// `top, left, bottom, right`.
  static func insets(_ i: EdgeInsets) -> String {
    "\(number(i.top)), \(number(i.left)), \(number(i.bottom)), \(number(i.right))"
  }

  /// The name to show for a view: bars by their role, others by the world's display name.
  static func viewName(_ world: WorldReader, _ id: ObjectID, _ l: Localizer) -> String {
    if id == world.window { return l.string("views.window") }
    switch world.record(id)?.vc.barRole {
    case .navigationBar(let nav):
      return l.string("layout.navigationBar", [world.displayName(of: nav)])
    case .tabBar(let tab): return l.string("layout.tabBar", [world.displayName(of: tab)])
    case nil: return world.displayName(of: id)
    }
  }

  /// Cuts a line to a display width.
  static func fit(_ line: String, _ width: Int) -> String {
    TextWidth.truncated(line, to: max(1, width))
  }

  /// Cuts a styled line to a display width.
  static func fit(_ line: StyledText, _ width: Int) -> StyledText {
    line.truncated(to: max(1, width))
  }

  /// Paints text with a style when colour is on.
  static func paint(_ text: String, _ style: Style, _ colour: Bool) -> StyledText {
    colour ? style.paint(text) : StyledText(text)
  }
}
