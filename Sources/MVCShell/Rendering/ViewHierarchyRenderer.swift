import MVCLocalization
import MVCRuntime

/// `:views`: every view hierarchy, indented, with each view's content.
public enum ViewHierarchyRenderer {
  public static func render(_ world: World, localizer l: Localizer) -> String {
    let roots = world.topLevelViews()
    guard !roots.isEmpty else { return l.string("views.empty") + "\n" }
    var out = ""
    for root in roots {
      for (id, depth) in world.viewsDepthFirst(from: root) {
        let r = world.record(id)
        var line = String(repeating: "  ", count: min(depth, 30)) + Style.view.paint(world.displayName(of: id)) + ": " + r.className
        if let kind = r.kind.viewKind, let p = kind.boundProperty, let v = r.properties[p] {
          line += " " + p + "=" + ValueFormatter.literal(v, names: world.displayName(of:))
        }
        if r.properties["isHidden"] == .bool(true) { line += " " + Style.dim.paint("hidden") }
        out += line + "\n"
      }
    }
    return out
  }
}
