/// The two actions that `targetViewController(forAction:sender:)` routes.
enum ShowAction: String {
  case show = "show(_:sender:)"
  case showDetail = "showDetailViewController(_:sender:)"
}

extension World {
  /// `vc.show(target, sender:)` on a controller whose class does not implement it: UIKit's
  /// default implementation (Apple, `show(_:sender:)`).
  func show(_ target: ObjectID, from vc: ObjectID, sender: Value) throws {
    try route(.show, target, at: vc, sender: sender)
  }

  /// `vc.showDetailViewController(detail, sender:)`, likewise.
  func showDetailViewController(_ detail: ObjectID, from vc: ObjectID, sender: Value) throws {
    try route(.showDetail, detail, at: vc, sender: sender)
  }

  /// Sends the action to `vc` and runs what UIKit does with it there: a navigation controller
  /// pushes (`show`), a split view shows a detail (`showDetail`); any other controller asks
  /// `targetViewController(forAction:sender:)` for the first controller up the parents and
  /// presenting controllers that handles the action, and sends the action to it. With none,
  /// the window's root view controller presents the target modally.
  func route(_ action: ShowAction, _ target: ObjectID, at vc: ObjectID, sender: Value) throws {
    try deliver(
      action.rawValue, to: vc, arguments: [.object(target), sender], kind: .call,
      invokesUserMethod: false
    ) {
      if try performBuiltin(action, target, at: vc, sender: sender) { return }
      if let handler = try targetViewController(forAction: action, from: vc, sender: sender) {
        return try forward(action, target, to: handler, sender: sender)
      }
      let presenter = windowState.rootViewController ?? vc
      try present(target, from: presenter, animated: true)
    }
  }

  /// Sends the action to the controller that handles it: the learner's method runs if its
  /// class has one, otherwise the built-in container's.
  private func forward(
    _ action: ShowAction, _ target: ObjectID, to handler: ObjectID, sender: Value
  )
    throws
  {
    if userMethod(action.rawValue, of: className(of: handler)) != nil {
      try deliver(action.rawValue, to: handler, arguments: [.object(target), sender], kind: .call)
      return
    }
    try route(action, target, at: handler, sender: sender)
  }

  /// Whether the controller handles the action itself: its class implements it (a learner's
  /// override), or it is a navigation controller (`show`) or split view controller
  /// (`showDetail`). UIKit's default `canPerformAction(_:withSender:)` answers true for a class
  /// that overrides the action.
  func handles(_ action: ShowAction, _ vc: ObjectID) -> Bool {
    if userMethod(action.rawValue, of: className(of: vc)) != nil { return true }
    switch (action, viewControllerKind(vc)) {
    case (.show, .navigationController?), (.showDetail, .splitViewController?): return true
    default: return false
    }
  }

  /// `targetViewController(forAction:sender:)`: `vc` first, then up its parents, and from a
  /// presented controller on to its presenting controller. Each controller asked is one traced
  /// message (UIKit's default implementation asks the next controller the same question).
  /// The walk starts above `vc` (`vc` runs UIKit's default implementation, so it does not
  /// handle the action itself). Iterative.
  func targetViewController(forAction action: ShowAction, from vc: ObjectID, sender: Value)
    throws -> ObjectID?
  {
    let selector = "targetViewController(forAction:sender:)"
    let arguments: [Value] = [.string(action.rawValue), sender]
    try deliver(selector, to: vc, arguments: arguments, kind: .call, from: .object(vc))
    var asking = vc
    var steps = 0
    while let next = records[asking.raw].vc.parent
      ?? records[asking.raw].vc.presentation?.presenter, steps <= records.count
    {
      try deliver(selector, to: next, arguments: arguments, kind: .call, from: .object(asking))
      if handles(action, next) { return next }
      asking = next
      steps += 1
    }
    return nil
  }

  /// The built-in containers' own implementations. - Returns: whether `vc` had one.
  private func performBuiltin(
    _ action: ShowAction, _ target: ObjectID, at vc: ObjectID, sender: Value
  )
    throws -> Bool
  {
    switch (action, viewControllerKind(vc)) {
    case (.show, .navigationController?):
      try pushViewController(target, onto: vc, animated: true)
      return true
    case (.showDetail, .splitViewController?):
      let columns = children(of: vc)
      if isCollapsed(vc), let primary = columns.first {
        // Collapsed: the primary shows it (a navigation controller pushes it).
        try forward(.show, target, to: primary, sender: sender)
      } else {
        try setSplitViewControllers(Array(columns.prefix(1)) + [target], of: vc)
      }
      return true
    default:
      return false
    }
  }
}
