extension World {
  /// The views that stand for a controller in its parent's view: its own root view, plus the
  /// views of controllers presented over it in its presentation context. A `.currentContext`
  /// presentation replaces the views beneath it; `.overCurrentContext` keeps them.
  func slotViews(of id: ObjectID) -> [ObjectID] {
    var views: [ObjectID] = records[id.raw].rootView.map { [$0] } ?? []
    var host = id
    var steps = 0
    while let presented = records[host.raw].vc.presented,
      let presentation = records[presented.raw].vc.presentation,
      presentation.style.usesPresentationContext, steps <= records.count
    {
      if presentation.style == .currentContext { views = [] }
      if let view = records[presented.raw].rootView { views.append(view) }
      host = presented
      steps += 1
    }
    return views
  }

  /// Puts `new` where `old` stood in their superview (nothing when none of `old` is placed).
  func replaceSlotViews(old: [ObjectID], new: [ObjectID]) {
    guard old != new else { return }
    guard let first = old.first(where: { record($0).superview != nil }),
      let superview = records[first.raw].superview
    else { return }
    let original = records[superview.raw].subviews
    let index = original.firstIndex(of: first) ?? original.count
    let moving = Set(old).union(new)
    let before = original[..<index].filter { !moving.contains($0) }.count
    var subviews = original.filter { !moving.contains($0) }
    subviews.insert(contentsOf: new, at: before)
    let newSet = Set(new)
    for view in old where !newSet.contains(view) && records[view.raw].superview == superview {
      update(view) { $0.superview = nil }
    }
    for view in new where records[view.raw].superview != superview {
      detachFromSuperview(view)
      update(view) { $0.superview = superview }
    }
    update(superview) { $0.subviews = subviews }
  }

  /// Makes a view's subviews exactly `managed` (in order) after the ones nobody manages (views
  /// the learner added that are neither controllers' root views nor bars).
  func setManagedSubviews(of parent: ObjectID, to managed: [ObjectID]) {
    let old = records[parent.raw].subviews
    let keep = old.filter { record($0).owningController == nil && record($0).vc.barRole == nil }
    let wanted = keep + managed
    guard wanted != old else { return }
    let wantedSet = Set(wanted)
    for view in old where !wantedSet.contains(view) { update(view) { $0.superview = nil } }
    for view in managed where records[view.raw].superview != parent {
      detachFromSuperview(view)
      update(view) { $0.superview = parent }
    }
    update(parent) { $0.subviews = wanted }
  }

  /// The bar view of a navigation or tab bar controller, created the first time it is needed.
  @discardableResult
  func ensureBar(of container: ObjectID) -> ObjectID? {
    if let bar = records[container.raw].vc.bar { return bar }
    let role: BarRole
    switch viewControllerKind(container) {
    case .navigationController: role = .navigationBar(container)
    case .tabBarController: role = .tabBar(container)
    default: return nil
    }
    let bar = makeObject(className: "View", kind: .view(.view))
    update(bar) { $0.vc.barRole = role }
    update(container) { $0.vc.bar = bar }
    return bar
  }

  /// Puts the views a built-in container shows into its root view: the displayed children
  /// (with what is presented in their context) and its bar on top.
  /// - Parameter loadMissing: load children's views that are not loaded yet.
  func syncContainerContent(_ container: ObjectID, loadMissing: Bool) throws {
    guard isBuiltinContainer(container), let view = records[container.raw].rootView else { return }
    var managed: [ObjectID] = []
    for child in displayedChildren(of: container) {
      if records[child.raw].rootView == nil {
        guard loadMissing else { continue }
        try inTransition { _ = try loadViewIfNeeded(child) }
      }
      managed.append(contentsOf: slotViews(of: child))
    }
    switch viewControllerKind(container) {
    case .navigationController where !records[container.raw].vc.isNavigationBarHidden:
      if let bar = ensureBar(of: container) { managed.append(bar) }
    case .tabBarController where bottomBarHider(of: container) == nil:
      if let bar = ensureBar(of: container) { managed.append(bar) }
    default:
      break
    }
    setManagedSubviews(of: view, to: managed)
  }

  /// Loads and installs everything that shows from `root` down: the controller's view, the
  /// displayed children of built-in containers (each container puts them in its view), and
  /// the controllers presented on top. Pre-order loading, so a parent loads before its
  /// children; iterative.
  func installDisplayedContent(from root: ObjectID) throws {
    try inTransition {
      try adaptSplitViews(from: root)
      try installContent(from: root)
    }
  }

  private func installContent(from root: ObjectID) throws {
    var order: [ObjectID] = []
    var stack = [root]
    var visited = Set<ObjectID>()
    while let id = stack.popLast() {
      guard visited.insert(id).inserted else { continue }
      if viewControllerKind(id) != nil { try loadViewIfNeeded(id) }
      order.append(id)
      if let presented = records[id.raw].vc.presented { stack.append(presented) }
      for child in displayedChildren(of: id).reversed() where isBuiltinContainer(id) {
        stack.append(child)
      }
      if !isBuiltinContainer(id) {
        // A custom container shows the children whose views it put in its own view.
        for child in children(of: id).reversed() where records[child.raw].rootView != nil {
          stack.append(child)
        }
      }
    }
    for id in order.reversed() where isBuiltinContainer(id) {
      try syncContainerContent(id, loadMissing: true)
    }
  }
}
