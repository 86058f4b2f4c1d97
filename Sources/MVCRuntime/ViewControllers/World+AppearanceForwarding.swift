extension World {
  /// `shouldAutomaticallyForwardAppearanceMethods`: true unless the controller's class
  /// overrides it with `false` (``OverridableProperties``). Pure: the answer is read from the
  /// class, no code runs, so the queries that decide what is on screen may ask it.
  func forwardsAppearanceAutomatically(_ id: ObjectID) -> Bool {
    let className = records[id.raw].className
    guard classes[className]?.isUserDeclared == true else { return true }
    return overriddenProperty("shouldAutomaticallyForwardAppearanceMethods", of: className)?
      .boolValue ?? true
  }

  /// Whether a controller's appearance is its container's to drive by hand: its parent's
  /// `shouldAutomaticallyForwardAppearanceMethods` is false. UIKit then sends it no appearance
  /// callback of its own accord; `beginAppearanceTransition(_:animated:)` and
  /// `endAppearanceTransition()` do.
  func isForwardedByHand(_ id: ObjectID) -> Bool {
    guard let parent = effectiveParent(of: id) else { return false }
    return !forwardsAppearanceAutomatically(parent)
  }

  /// `child.beginAppearanceTransition(isAppearing, animated:)`: sends `viewWillAppear(_:)` (or
  /// `viewWillDisappear(_:)`) to `child`, from the caller, and on to the descendants `child`
  /// forwards to automatically. A callback is sent only when the appearance state changes
  /// (UIKit's state machine; an unbalanced second call only logs a warning in UIKit):
  /// appearing from `disappeared` or `disappearing`, disappearing from `appeared` or
  /// `appearing`.
  func beginAppearanceTransition(_ child: ObjectID, isAppearing: Bool, animated: Bool) throws {
    let caller = currentActor
    let operation = "beginAppearanceTransition(_:animated:)"
    try deliver(
      operation, to: child, arguments: [.bool(isAppearing), .bool(animated)], kind: .containment
    ) {
      let state = records[child.raw].vc.appearance
      let byCaller = AppearanceSender(
        world: self, driver: child, operation: operation, animated: animated, caller: caller)
      let forwarded = AppearanceSender(
        world: self, driver: child, operation: operation, animated: animated)
      if isAppearing {
        guard state == .disappeared || state == .disappearing else { return }
        let descendants = forwardedDescendants(of: child, appearing: true)
        update(child) { $0.vc.appearanceTransitionAnimated = animated }
        try byCaller.willAppear([child])
        try forwarded.willAppear(descendants)
      } else {
        guard state == .appeared || state == .appearing else { return }
        let descendants = forwardedDescendants(of: child, appearing: false)
        let leaving = Set(descendants)
        updateWindowState { $0.onScreen.removeAll { leaving.contains($0.controller) } }
        update(child) { $0.vc.appearanceTransitionAnimated = animated }
        try byCaller.willDisappear([child])
        try forwarded.willDisappear(descendants)
      }
    }
  }

  /// `child.endAppearanceTransition()`: finishes what `beginAppearanceTransition` began — an
  /// appearing controller gets `viewIsAppearing(_:)`, the layout callbacks and
  /// `viewDidAppear(_:)`, a disappearing one `viewDidDisappear(_:)`, from the caller, then the
  /// descendants that began with it. Without a begin first (the controller appeared or
  /// disappeared already) nothing is sent, as in UIKit.
  func endAppearanceTransition(_ child: ObjectID) throws {
    let caller = currentActor
    let operation = "endAppearanceTransition()"
    try deliver(operation, to: child, kind: .containment) {
      let state = records[child.raw].vc.appearance
      let animated = records[child.raw].vc.appearanceTransitionAnimated
      let byCaller = AppearanceSender(
        world: self, driver: child, operation: operation, animated: animated, caller: caller)
      let forwarded = AppearanceSender(
        world: self, driver: child, operation: operation, animated: animated)
      switch state {
      case .appearing:
        let descendants = forwardedDescendants(of: child, appearing: false).filter {
          records[$0.raw].vc.appearance == .appearing
        }
        try byCaller.isAppearingAndLayout([child])
        try byCaller.didAppear([child])
        try forwarded.isAppearingAndLayout(descendants)
        try forwarded.didAppear(descendants)
        // They are on screen now as far as automatic forwarding is concerned.
        let known = Set(windowState.onScreen.map(\.controller))
        let level =
          windowState.onScreen.first { isAncestorOrSelf($0.controller, of: child) }?.level ?? 0
        let arrived = descendants.filter { !known.contains($0) }.map {
          ScreenEntry(controller: $0, level: level)
        }
        updateWindowState { $0.onScreen.append(contentsOf: arrived) }
      case .disappearing:
        let descendants = forwardedDescendants(of: child, appearing: false).filter {
          records[$0.raw].vc.appearance == .disappearing
        }
        try byCaller.didDisappear([child])
        try forwarded.didDisappear(descendants)
        try resignFirstResponderIfOffScreen()
      case .appeared, .disappeared:
        return
      }
    }
  }

  /// The controllers below `id` that it forwards appearance to automatically, outermost first:
  /// its displayed children and theirs, stopping below any container that forwards by hand.
  /// Appearing: those whose view is loaded and inside `id`'s view; disappearing: those on
  /// screen or on their way.
  func forwardedDescendants(of id: ObjectID, appearing: Bool) -> [ObjectID] {
    guard forwardsAppearanceAutomatically(id) else { return [] }
    let rootView = records[id.raw].rootView
    var out: [ObjectID] = []
    var stack = displayedChildren(of: id).reversed().map { $0 }
    var visited: Set<ObjectID> = [id]
    while let next = stack.popLast() {
      guard visited.insert(next).inserted else { continue }
      let included: Bool
      if appearing {
        included =
          records[next.raw].rootView.map { view in
            rootView.map { isView(view, inside: $0) } ?? false
          } ?? false
      } else {
        included = records[next.raw].vc.appearance != .disappeared
      }
      guard included else { continue }
      out.append(next)
      if forwardsAppearanceAutomatically(next) {
        stack.append(contentsOf: displayedChildren(of: next).reversed())
      }
    }
    return out
  }

  /// Whether `view` is `ancestor` or lies inside it. Iterative.
  func isView(_ view: ObjectID, inside ancestor: ObjectID) -> Bool {
    var current: ObjectID? = view
    var steps = 0
    while let c = current, steps <= records.count {
      if c == ancestor { return true }
      current = records[c.raw].superview
      steps += 1
    }
    return false
  }
}
