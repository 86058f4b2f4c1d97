extension World {
  /// Called by `addSubview(_:)` before it moves a view: UIKit raises
  /// `UIViewControllerHierarchyInconsistency` when a child view controller's view goes into a
  /// view whose nearest controller is not the child's parent.
  func validateViewMove(_ view: ObjectID, into superview: ObjectID) throws {
    guard let owner = records[view.raw].owningController, let parent = records[owner.raw].vc.parent
    else {
      return
    }
    var current: ObjectID? = superview
    var steps = 0
    while let c = current, steps <= records.count {
      if let controller = records[c.raw].owningController {
        if controller != parent {
          throw RuntimeFailure.hierarchyInconsistency(owner, parent: parent, owner: controller)
        }
        return
      }
      current = records[c.raw].superview
      steps += 1
    }
  }

  /// Called by `addSubview(_:)` and `removeFromSuperview()` after a view moved: a controller
  /// whose view entered or left the window appears or disappears. For a child being added
  /// (between `addChild(_:)` and `didMove(toParent:)`), `viewWillAppear(_:)` comes now and the
  /// rest waits for `didMove(toParent:)`.
  func viewHierarchyDidChange(operation: String, near view: ObjectID) throws {
    guard windowState.isKeyAndVisible, windowState.transitionDepth == 0 else { return }
    var driver = window
    var current: ObjectID? = view
    var steps = 0
    while let c = current, steps <= records.count {
      if let owner = records[c.raw].owningController {
        driver = owner
        break
      }
      current = records[c.raw].superview
      steps += 1
    }
    try reconcileAppearance(
      order: .navigation, animated: false, driver: driver, operation: operation,
      deferAwaitingDidMove: true)
  }
}
