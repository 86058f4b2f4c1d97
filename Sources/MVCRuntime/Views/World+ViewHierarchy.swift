extension World {
  /// Adds `child` as the frontmost subview of `parent`, taking it from its old superview.
  ///
  /// Refuses to make a view its own ancestor: the hierarchy stays a tree.
  func addSubview(_ child: ObjectID, to parent: ObjectID) throws {
    if child == parent { throw RuntimeFailure.viewOwnSuperview(child) }
    // The child must not be an ancestor of the parent. A view without subviews is nobody's
    // ancestor; otherwise walk up from the parent, iteratively.
    if !records[child.raw].subviews.isEmpty {
      var current = records[parent.raw].superview
      var steps = 0
      while let c = current, steps <= records.count {
        if c == child {
          throw RuntimeFailure.viewCycle(child, contains: parent)
        }
        current = records[c.raw].superview
        steps += 1
      }
    }
    try validateViewMove(child, into: parent)
    try deliver("addSubview(_:)", to: parent, arguments: [.object(child)], kind: .call) {
      detachFromSuperview(child)
      update(parent) { $0.subviews.append(child) }
      update(child) { $0.superview = parent }
      try viewHierarchyDidChange(operation: "addSubview(_:)", near: parent)
    }
  }

  /// Removes a view from its superview (nothing happens when it has none).
  func removeFromSuperview(_ view: ObjectID) throws {
    try deliver("removeFromSuperview()", to: view, kind: .call) {
      let old = records[view.raw].superview
      detachFromSuperview(view)
      if let old { try viewHierarchyDidChange(operation: "removeFromSuperview()", near: old) }
      // A field being edited that left the window stops editing.
      try resignFirstResponderIfOffScreen()
    }
  }

  func detachFromSuperview(_ view: ObjectID) {
    guard let old = records[view.raw].superview else { return }
    forgetArrangedSubview(view, of: old)
    update(old) { $0.subviews.removeAll { $0 == view } }
    update(view) { $0.superview = nil }
  }

  /// The views under `root`, depth first, front to back as drawn, with their depth. Iterative.
  func viewsDepthFirst(from root: ObjectID) -> [(id: ObjectID, depth: Int)] {
    var out: [(ObjectID, Int)] = []
    var stack: [(ObjectID, Int)] = [(root, 0)]
    while let (id, depth) = stack.popLast() {
      out.append((id, depth))
      for sub in records[id.raw].subviews.reversed() { stack.append((sub, depth + 1)) }
    }
    return out
  }

  /// Views that have no superview and are not a controller's root view: the loose ones.
  func topLevelViews() -> [ObjectID] {
    records.filter { $0.kind.viewKind != nil && $0.superview == nil }.map(\.id)
  }
}
