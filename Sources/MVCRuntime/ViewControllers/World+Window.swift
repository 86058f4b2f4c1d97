extension World {
  /// `window.rootViewController = controller` (or `nil`).
  ///
  /// The window installs the controller's view as its content view at once, so the view loads
  /// during the assignment (`loadView()`, `viewDidLoad()`); appearance callbacks follow only
  /// when the window is visible. Replacing a visible root sends the old root's disappearance
  /// and the new root's appearance, in navigation order. A controller that has a parent or is
  /// presented cannot be the root; nor can the root be replaced while it presents something.
  func setRootViewController(_ controller: ObjectID?) throws {
    let state = windowState
    let old = state.rootViewController
    if let controller {
      guard viewControllerKind(controller) != nil else {
        throw RuntimeFailure.argumentType(
          argument: "rootViewController", expected: .object("ViewController"),
          found: valueKind(of: .object(controller)))
      }
      if let parent = records[controller.raw].vc.parent {
        throw RuntimeFailure.rootHasParent(controller, parent: parent)
      }
      if records[controller.raw].vc.presentation != nil {
        throw RuntimeFailure.rootIsPresented(controller)
      }
    }
    if let old, old != controller, let presented = records[old.raw].vc.presented {
      throw RuntimeFailure.replaceWhilePresenting(old, presenting: presented)
    }
    let value = controller.map(Value.object) ?? .null
    try deliver(
      "setValue(_:forKey:)", to: window, arguments: [value, .string("rootViewController")],
      kind: .call
    ) {
      guard old != controller else { return }
      if let controller { try inTransition { _ = try loadViewIfNeeded(controller) } }
      let oldViews = old.map { slotViews(of: $0) } ?? []
      updateWindowState { $0.rootViewController = controller }
      let newViews = controller.map { slotViews(of: $0) } ?? []
      if oldViews.contains(where: { record($0).superview == window }) {
        replaceSlotViews(old: oldViews, new: newViews)
      } else {
        let win = window
        for view in newViews { detachFromSuperview(view) }
        update(win) { $0.subviews.insert(contentsOf: newViews, at: 0) }
        for view in newViews { update(view) { $0.superview = win } }
      }
      guard windowState.isKeyAndVisible else { return }
      if let controller { try installDisplayedContent(from: controller) }
      try reconcileAppearance(
        order: .navigation, animated: false, driver: window, operation: "rootViewController")
    }
  }

  /// `window.makeKeyAndVisible()`: the window shows, and the root view controller's
  /// hierarchy appears (its views load first, outermost first).
  func makeKeyAndVisible() throws {
    try deliver("makeKeyAndVisible()", to: window, kind: .call) {
      guard !windowState.isKeyAndVisible else { return }
      updateWindowState { $0.isKeyAndVisible = true }
      if let root = windowState.rootViewController { try installDisplayedContent(from: root) }
      try reconcileAppearance(
        order: .navigation, animated: false, driver: window, operation: "makeKeyAndVisible()")
    }
  }

  /// Simulates another device (`:device`): the screen size, bars and safe area change, and a
  /// split view collapses or expands, sending appearance callbacks for what that shows or
  /// hides, and a popover on screen adapts again (asking its delegate).
  func setDevice(_ newDevice: Device) throws {
    guard newDevice != device else { return }
    updateWindowState { $0.device = newDevice }
    guard windowState.isKeyAndVisible, let root = windowState.rootViewController else { return }
    // A popover on screen adapts again: a sheet on a phone, a popover on an iPad.
    try readaptPresentations()
    try installDisplayedContent(from: root)
    try reconcileAppearance(
      order: .navigation, animated: false, driver: window, operation: "device")
    // A table that grew shows more rows: it asks for them now.
    try layOutTablesInWindow()
  }

  /// Simulates the device with a preset name (`classic`, `notch`, `island`, `ipad`).
  func setDevice(named name: String) throws {
    guard let preset = Device.named(name) else {
      throw RuntimeFailure.unknownDevice(
        name, suggestion: NearestName.suggestion(for: name, among: Device.presets.map(\.name)))
    }
    try setDevice(preset)
  }
}
