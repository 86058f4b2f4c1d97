extension World {
  /// The children a container shows: a navigation controller's top, a tab bar controller's
  /// selected tab, a split view's visible columns; for a custom container, every child (the
  /// view hierarchy decides which of them is on screen).
  func displayedChildren(of id: ObjectID) -> [ObjectID] {
    switch viewControllerKind(id) {
    case .navigationController:
      if records[id.raw].vc.childCount <= 1, let chosen = moreSelection(of: id) {
        return [chosen]
      }
      return lastChild(of: id).map { [$0] } ?? []
    case .tabBarController:
      if let index = records[id.raw].vc.selectedIndex, isBehindMore(index, of: id) {
        return records[id.raw].vc.moreNavigation.map { [$0] } ?? []
      }
      return selectedViewController(of: id).map { [$0] } ?? []
    case .splitViewController:
      let all = children(of: id)
      if records[id.raw].vc.isCollapsed { return Array(all.prefix(1)) }
      return all
    default:
      return children(of: id)
    }
  }

  /// Whether a view is in the window's view hierarchy. `memo` caches answers for views on the
  /// walked path, so checking many views of one hierarchy costs their number, not their depth.
  func isViewInWindow(_ view: ObjectID, memo: inout [ObjectID: Bool]) -> Bool {
    let target = window
    var path: [ObjectID] = []
    var current: ObjectID? = view
    var result = false
    var steps = 0
    while let c = current, steps <= records.count {
      if c == target {
        result = true
        break
      }
      if let known = memo[c] {
        result = known
        break
      }
      path.append(c)
      current = records[c.raw].superview
      steps += 1
    }
    for p in path { memo[p] = result }
    return result
  }

  /// Whether a view is in the window's view hierarchy.
  func isViewInWindow(_ view: ObjectID) -> Bool {
    var memo: [ObjectID: Bool] = [:]
    return isViewInWindow(view, memo: &memo)
  }

  /// The controllers that are on screen: reachable from the window's root view controller
  /// through displayed children and presented controllers, with their root view in the window.
  /// Children of a container whose `shouldAutomaticallyForwardAppearanceMethods` is false are
  /// not among them (their appearance is the container's to drive), nor what they contain
  /// until they have appeared. Outermost first (pre-order); iterative.
  func visibleControllers() -> [ScreenEntry] {
    let state = windowState
    guard state.isKeyAndVisible, let root = state.rootViewController else { return [] }
    var out: [ScreenEntry] = []
    var memo: [ObjectID: Bool] = [:]
    var stack: [ScreenEntry] = [ScreenEntry(controller: root, level: 0)]
    var visited = Set<ObjectID>()
    while let entry = stack.popLast() {
      let id = entry.controller
      guard visited.insert(id).inserted else { continue }
      // A child of a container that forwards appearance by hand is left to it
      // (`beginAppearanceTransition`); what it forwards to follows once it has appeared.
      let byHand = isForwardedByHand(id)
      if !byHand, let view = records[id.raw].rootView, isViewInWindow(view, memo: &memo) {
        out.append(entry)
      }
      if let presented = records[id.raw].vc.presented {
        stack.append(ScreenEntry(controller: presented, level: entry.level + 1))
      }
      if byHand, records[id.raw].vc.appearance != .appeared { continue }
      for child in displayedChildren(of: id).reversed() {
        stack.append(ScreenEntry(controller: child, level: entry.level))
      }
    }
    return out
  }

  /// Whether a controller is on screen or on its way (its appearance state is not
  /// `disappeared`). Constant time.
  func isDisplayed(_ id: ObjectID) -> Bool {
    records[id.raw].vc.appearance != .disappeared
  }
}
