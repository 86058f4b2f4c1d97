extension World {
  /// The children of a view controller in order (for a navigation controller: root first).
  ///
  /// Walks the sibling list, so it costs the number of children; use ``lastChild(of:)`` for
  /// the top of a navigation stack.
  func children(of id: ObjectID) -> [ObjectID] {
    var out: [ObjectID] = []
    out.reserveCapacity(records[id.raw].vc.childCount)
    var current = records[id.raw].vc.firstChild
    while let c = current {
      out.append(c)
      current = records[c.raw].vc.nextSibling
    }
    return out
  }

  /// The last child (a navigation controller's top), in constant time.
  func lastChild(of id: ObjectID) -> ObjectID? { records[id.raw].vc.lastChild }

  /// The child at an index, walking from the nearer end.
  func child(at index: Int, of id: ObjectID) -> ObjectID? {
    let count = records[id.raw].vc.childCount
    guard index >= 0 && index < count else { return nil }
    if index < count / 2 {
      var current = records[id.raw].vc.firstChild
      for _ in 0..<index { current = current.flatMap { record($0).vc.nextSibling } }
      return current
    }
    var current = records[id.raw].vc.lastChild
    for _ in 0..<(count - 1 - index) { current = current.flatMap { record($0).vc.previousSibling } }
    return current
  }

  /// The position of a child in its parent's children, or nil.
  func indexOfChild(_ child: ObjectID, in parent: ObjectID) -> Int? {
    guard records[child.raw].vc.parent == parent else { return nil }
    var index = 0
    var current = records[child.raw].vc.previousSibling
    while let c = current {
      index += 1
      current = records[c.raw].vc.previousSibling
    }
    return index
  }

  /// Appends a child at the end of the parent's children (links only, no messages).
  func linkChild(_ child: ObjectID, to parent: ObjectID) {
    let last = records[parent.raw].vc.lastChild
    update(child) {
      $0.vc.parent = parent
      $0.vc.previousSibling = last
      $0.vc.nextSibling = nil
    }
    if let last { update(last) { $0.vc.nextSibling = child } }
    update(parent) {
      if $0.vc.firstChild == nil { $0.vc.firstChild = child }
      $0.vc.lastChild = child
      $0.vc.childCount += 1
    }
  }

  /// Takes a child out of its parent's children (links only, no messages).
  func unlinkChild(_ child: ObjectID) {
    let links = records[child.raw].vc
    guard let parent = links.parent else { return }
    if let previous = links.previousSibling {
      update(previous) { $0.vc.nextSibling = links.nextSibling }
    }
    if let next = links.nextSibling {
      update(next) { $0.vc.previousSibling = links.previousSibling }
    }
    update(parent) {
      if $0.vc.firstChild == child { $0.vc.firstChild = links.nextSibling }
      if $0.vc.lastChild == child { $0.vc.lastChild = links.previousSibling }
      $0.vc.childCount -= 1
    }
    update(child) {
      $0.vc.parent = nil
      $0.vc.previousSibling = nil
      $0.vc.nextSibling = nil
    }
  }

  /// Whether `candidate` is `id` or one of its ancestors through parents and presenters.
  ///
  /// Iterative; bounded by the number of records so a corrupt graph cannot loop forever.
  func isAncestorOrSelf(_ candidate: ObjectID, of id: ObjectID) -> Bool {
    var current: ObjectID? = id
    var steps = 0
    while let c = current, steps <= records.count {
      if c == candidate { return true }
      let state = records[c.raw].vc
      current = state.parent ?? state.presentation?.presenter
      steps += 1
    }
    return false
  }

  /// The controller kind of an object, if it is a view controller with a view.
  func viewControllerKind(_ id: ObjectID) -> ControllerKind? {
    guard let kind = records[id.raw].kind.controllerKind, kind.hasView else { return nil }
    return kind
  }

  /// Whether the object is a navigation, tab bar or split view controller.
  func isBuiltinContainer(_ id: ObjectID) -> Bool {
    switch viewControllerKind(id) {
    case .navigationController, .tabBarController, .splitViewController: return true
    default: return false
    }
  }

  /// The nearest ancestor (or self) of a kind: `navigationController`, `tabBarController`.
  func nearestAncestor(of id: ObjectID, kind: ControllerKind, includingSelf: Bool = false)
    -> ObjectID?
  {
    var current: ObjectID? = includingSelf ? id : effectiveParent(of: id)
    var steps = 0
    while let c = current, steps <= records.count {
      if viewControllerKind(c) == kind { return c }
      current = effectiveParent(of: c)
      steps += 1
    }
    return nil
  }

  /// The outermost ancestor through parent links.
  func outermostParent(of id: ObjectID) -> ObjectID {
    var current = id
    while let p = records[current.raw].vc.parent { current = p }
    return current
  }
}
