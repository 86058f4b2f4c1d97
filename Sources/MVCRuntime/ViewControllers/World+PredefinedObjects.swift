extension World {
  /// The predefined window (`window`). Created with the world, among its first objects.
  var window: ObjectID {
    for r in records.prefix(8) where r.kind == .window { return r.id }
    return records.first { $0.kind == .window }?.id ?? ObjectID(0)
  }

  /// The predefined application object (`application`).
  var application: ObjectID {
    for r in records.prefix(8) where r.kind == .application { return r.id }
    return records.first { $0.kind == .application }?.id ?? ObjectID(0)
  }

  /// The window's state (root, visibility, first responder, device, controllers on screen).
  var windowState: WindowState { records[window.raw].vc.window ?? WindowState() }

  /// Changes the window's state, journaled like every other change.
  func updateWindowState(_ change: (inout WindowState) -> Void) {
    update(window) { record in
      var state = record.vc.window ?? WindowState()
      change(&state)
      record.vc.window = state
    }
  }

  /// The device the window stands for.
  var device: Device { windowState.device }

  /// Creates `window` and `application` and binds their names.
  func createPredefinedViewControllerObjects() {
    let window = makeObject(className: "Window", kind: .window)
    update(window) { $0.vc.window = WindowState() }
    let application = makeObject(className: "Application", kind: .application)
    bind(name: "window", to: .object(window))
    bind(name: "application", to: .object(application))
  }
}

extension World {
  /// The name to show for a view the view-controller features created — a container's bar:
  /// `nav.navigationBar`, `tabs.tabBar` — or nil for any other object. ``displayName(of:)``
  /// can defer to it so traces name bars the way a learner reaches them.
  func viewControllerDisplayName(of id: ObjectID) -> String? {
    if let owner = records[id.raw].vc.moreOwner {
      return displayName(of: owner) + ".moreNavigationController"
    }
    if let parent = records[id.raw].vc.parent, records[parent.raw].vc.moreOwner != nil,
      records[parent.raw].vc.firstChild == id
    {
      return displayName(of: parent) + ".viewControllers[0]"
    }
    switch records[id.raw].vc.barRole {
    case .navigationBar(let nav): return displayName(of: nav) + ".navigationBar"
    case .tabBar(let tab): return displayName(of: tab) + ".tabBar"
    case nil: return nil
    }
  }
}
