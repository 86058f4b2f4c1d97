extension World {
  /// `parent.addChild(child)`: makes `child` a child of `parent`, sending it
  /// `willMove(toParent: parent)` first (UIKit calls it for you). The container must then put
  /// the child's view in its own view and call `didMove(toParent:)` itself.
  ///
  /// Refused: a controller as its own child or ancestor; a presented controller; the window's
  /// root; a child of a navigation, tab bar or split view controller (use that container's
  /// API); and adding to one of those containers directly. A child of another custom container
  /// is first removed from it, as UIKit does.
  func addChild(_ child: ObjectID, to parent: ObjectID) throws {
    try validateNewChild(child, of: parent)
    if isBuiltinContainer(parent) {
      throw RuntimeFailure.builtinContainer(parent)
    }
    try deliver(
      "addChild(_:)", to: parent, arguments: [.object(child)], kind: .containment
    ) {
      guard records[child.raw].vc.parent != parent else { return }
      if let old = records[child.raw].vc.parent {
        unlinkChild(child)
        try deliver(
          "didMove(toParent:)", to: child, arguments: [.null], kind: .containment,
          from: .object(old), operation: "addChild(_:)")
      }
      update(child) {
        $0.vc.isMovingToParent = true
        $0.vc.isAwaitingDidMove = true
      }
      try deliver(
        "willMove(toParent:)", to: child, arguments: [.object(parent)], kind: .containment,
        from: .object(parent), operation: "addChild(_:)")
      linkChild(child, to: parent)
    }
  }

  /// Checks the rules every new child obeys, whatever the container.
  func validateNewChild(_ child: ObjectID, of parent: ObjectID) throws {
    if child == parent { throw RuntimeFailure.ownChild(child) }
    if isAncestorOrSelf(child, of: parent) {
      throw RuntimeFailure.ancestorChild(child, parent: parent)
    }
    if records[child.raw].vc.presentation != nil {
      throw RuntimeFailure.presentedChild(child)
    }
    if windowState.rootViewController == child {
      throw RuntimeFailure.windowRootChild(child)
    }
    if let old = records[child.raw].vc.parent, old != parent, isBuiltinContainer(old) {
      throw RuntimeFailure.childOfContainer(child, container: old)
    }
  }

  /// `child.removeFromParent()`: takes the child out of its parent's children and sends it
  /// `didMove(toParent: nil)` (UIKit calls it for you; `willMove(toParent: nil)` is yours to
  /// call before). If its view is still on screen, it disappears now.
  func removeFromParent(_ child: ObjectID) throws {
    if let parent = records[child.raw].vc.parent, isBuiltinContainer(parent) {
      throw RuntimeFailure.builtinContainer(parent)
    }
    try deliver("removeFromParent()", to: child, kind: .containment) {
      guard let parent = records[child.raw].vc.parent else { return }
      unlinkChild(child)
      update(child) {
        $0.vc.isAwaitingDidMove = false
        $0.vc.isMovingToParent = false
      }
      try reconcileAppearance(
        order: .navigation, animated: false, driver: parent, operation: "removeFromParent()")
      update(child) { $0.vc.isMovingFromParent = false }
      try deliver(
        "didMove(toParent:)", to: child, arguments: [.null], kind: .containment,
        from: .object(parent), operation: "removeFromParent()")
    }
  }

  /// `child.willMove(toParent: parent)`, called by the container (with nil before removal).
  func willMove(_ child: ObjectID, toParent parent: ObjectID?) throws {
    try deliver(
      "willMove(toParent:)", to: child, arguments: [parent.map(Value.object) ?? .null],
      kind: .containment
    ) {
      if parent == nil, records[child.raw].vc.parent != nil {
        update(child) { $0.vc.isMovingFromParent = true }
      }
    }
  }

  /// `child.didMove(toParent: parent)`, called by the container once the child's view is in
  /// place. An appearance that waited for it finishes now (`viewIsAppearing(_:)`, layout,
  /// `viewDidAppear(_:)`). The parent given must be the child's parent.
  func didMove(_ child: ObjectID, toParent parent: ObjectID?) throws {
    let actual = records[child.raw].vc.parent
    guard actual == parent else {
      throw RuntimeFailure.didMoveMismatch(child, given: parent, actual: actual)
    }
    try deliver(
      "didMove(toParent:)", to: child, arguments: [parent.map(Value.object) ?? .null],
      kind: .containment)
    update(child) {
      $0.vc.isAwaitingDidMove = false
      $0.vc.isMovingToParent = false
      if parent == nil { $0.vc.isMovingFromParent = false }
    }
    try finishPendingAppearance(
      except: child, operation: "didMove(toParent:)", driver: parent ?? window)
  }
}
