extension World {
  /// `tap(at: x, y)`: the user touches the screen. The touched view is found by hit-testing;
  /// a control reacts as to `tap(_:)`, a list or a table view selects the row under the
  /// finger, a text field also becomes first responder, a tab bar item switches tabs, a
  /// navigation bar's back button pops. Elsewhere the touch goes to the hit view and,
  /// unhandled, travels up the responder chain.
  func tapScreen(x: Double, y: Double) throws {
    guard windowState.isKeyAndVisible else { throw RuntimeFailure.windowNotVisible }
    guard device.bounds.contains(x: x, y: y) else {
      throw RuntimeFailure.tapOutsideScreen(x: x, y: y, width: device.width, height: device.height)
    }
    let layout = computeLayout()
    guard let hit = hitTest(x: x, y: y, layout: layout) else {
      return try acting(as: .user) {
        try deliver("touchesEnded(_:with:)", to: window, kind: .userInput)
      }
    }
    let frame = layout.windowFrames[hit] ?? .zero
    if let role = records[hit.raw].vc.barRole {
      switch role {
      case .navigationBar(let nav):
        if x - frame.x < 100, navigationStack(of: nav).count > 1 {
          return try tapBackButton(of: nav)
        }
      case .tabBar(let tab):
        let count = records[tab.raw].vc.childCount
        guard count > 0 else { break }
        let shown = min(count, device.tabBarItemLimit)
        let slot = min(shown - 1, ((x - frame.x) / (frame.width / Double(shown))).clampedInt)
        return try tapTab(slot, of: tab)
      }
    }
    if let (table, index) = tableRow(containing: hit) {
      return try selectTableRow(table, at: index)
    }
    switch records[hit.raw].kind.viewKind {
    case .button, .switchControl:
      return try tap(hit)
    case .textField:
      try tap(hit)
      try acting(as: .user) { _ = try becomeFirstResponder(hit) }
      return
    case .listView:
      let row = ((y - frame.y) / 44).clampedInt
      if row < Self.itemCount(records[hit.raw].properties["items"]) {
        return try select(hit, row: row)
      }
    default:
      break
    }
    try acting(as: .user) { try forwardTouch(to: hit) }
  }

  /// An unhandled touch travels up the responder chain until a responder whose class
  /// implements `touchesEnded(_:with:)` takes it (each hop traced).
  func forwardTouch(to view: ObjectID) throws {
    let selector = "touchesEnded(_:with:)"
    try deliver(selector, to: view, kind: .userInput)
    var current = view
    var steps = 0
    while userMethod(selector, of: records[current.raw].className) == nil,
      let next = nextResponder(of: current), steps <= records.count
    {
      steps += 1
      try deliver(selector, to: next, kind: .responderChain, from: .object(current))
      current = next
    }
  }

  /// The user taps the back button of a navigation bar: the navigation controller pops.
  func tapBackButton(of nav: ObjectID) throws {
    guard records[nav.raw].vc.childCount > 1 || moreSelection(of: nav) != nil else {
      throw RuntimeFailure.noBackButton(nav)
    }
    let bar = ensureBar(of: nav) ?? nav
    if let cover = presentedController(covering: bar) {
      throw RuntimeFailure.viewCovered(bar, by: cover)
    }
    try acting(as: .user) {
      try deliver("touchesEnded(_:with:)", to: bar, kind: .userInput) {
        try popViewController(from: nav, animated: true)
      }
    }
  }
}
