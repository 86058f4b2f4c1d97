extension World {
  /// `window.hitTest(point)`: the frontmost, deepest view containing a point (window
  /// coordinates). Subviews are tried in reverse order; hidden views, views with user
  /// interaction disabled or alpha below 0.01 are skipped with their subviews, and a point
  /// outside a view's bounds is never reported inside its subviews. Iterative.
  func hitTest(x: Double, y: Double, layout: LayoutResult? = nil) -> ObjectID? {
    let layout = layout ?? computeLayout()
    guard device.bounds.contains(x: x, y: y) else { return nil }
    var current = window
    var steps = 0
    while steps <= records.count {
      steps += 1
      var next: ObjectID?
      for sub in records[current.raw].subviews.reversed() {
        guard isHittable(sub), let frame = layout.windowFrames[sub], frame.contains(x: x, y: y)
        else { continue }
        next = sub
        break
      }
      guard let found = next else { break }
      current = found
    }
    return current == window ? nil : current
  }

  /// Whether hit-testing may enter a view.
  func isHittable(_ view: ObjectID) -> Bool {
    let p = records[view.raw].properties
    if p["isHidden"] == .bool(true) || p["isUserInteractionEnabled"] == .bool(false) {
      return false
    }
    if let alpha = p["alpha"]?.doubleValue, alpha < 0.01 { return false }
    return true
  }
}
