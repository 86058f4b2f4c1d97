extension World {
  /// Adds `child` as the frontmost subview of `parent`, taking it from its old superview.
  ///
  /// Refuses to make a view its own ancestor: the hierarchy stays a tree.
  public func addSubview(_ child: ObjectID, to parent: ObjectID) throws {
    if child == parent { throw RuntimeError("error.viewOwnSuperview", [displayName(of: child)]) }
    // Walk up from the parent iteratively: the child must not be one of its ancestors.
    var current = record(parent).superview
    var steps = 0
    while let c = current, steps <= records.count {
      if c == child {
        throw RuntimeError("error.viewCycle", [displayName(of: child), displayName(of: parent)])
      }
      current = record(c).superview
      steps += 1
    }
    try deliver("addSubview(_:)", to: parent, arguments: [.object(child)], kind: .call) {
      detachFromSuperview(child)
      update(parent) { $0.subviews.append(child) }
      update(child) { $0.superview = parent }
    }
  }

  /// Removes a view from its superview (nothing happens when it has none).
  public func removeFromSuperview(_ view: ObjectID) throws {
    try deliver("removeFromSuperview()", to: view, kind: .call) {
      detachFromSuperview(view)
    }
  }

  func detachFromSuperview(_ view: ObjectID) {
    guard let old = record(view).superview else { return }
    update(old) { $0.subviews.removeAll { $0 == view } }
    update(view) { $0.superview = nil }
  }

  /// The views under `root`, depth first, front to back as drawn, with their depth. Iterative.
  public func viewsDepthFirst(from root: ObjectID) -> [(id: ObjectID, depth: Int)] {
    var out: [(ObjectID, Int)] = []
    var stack: [(ObjectID, Int)] = [(root, 0)]
    while let (id, depth) = stack.popLast() {
      out.append((id, depth))
      for sub in record(id).subviews.reversed() { stack.append((sub, depth + 1)) }
    }
    return out
  }

  /// Views that have no superview and are not a controller's root view: the loose ones.
  public func topLevelViews() -> [ObjectID] {
    records.filter { $0.kind.viewKind != nil && $0.superview == nil }.map(\.id)
  }
}
