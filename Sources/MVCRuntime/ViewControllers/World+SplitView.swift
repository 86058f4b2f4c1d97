extension World {
  /// `split.viewControllers = [primary, secondary]`: one or two columns. On a compact-width
  /// device the split view is collapsed and shows the primary column only.
  func setSplitViewControllers(_ list: [ObjectID], of split: ObjectID) throws {
    guard list.count <= 2 else { throw ViewControllerErrors.splitCount(list.count) }
    try validateContainerList(list, of: split)
    try deliver(
      "setValue(_:forKey:)", to: split,
      arguments: [.array(list.map(Value.object)), .string("viewControllers")], kind: .containment
    ) {
      try replaceChildren(
        of: split, with: list, order: .navigation, animated: false, operation: "viewControllers",
        showing: list.last)
    }
  }

  /// Whether a split view shows one column (compact width).
  func isCollapsed(_ split: ObjectID) -> Bool { device.isCompactWidth }

  /// `vc.showDetailViewController(detail, sender:)`: in an expanded split view the detail
  /// replaces the secondary column; collapsed, it is pushed onto the primary navigation
  /// controller; with no split view (or no navigation controller to push on) it is presented.
  func showDetailViewController(_ detail: ObjectID, from vc: ObjectID, sender: Value)
    throws
  {
    try deliver(
      "showDetailViewController(_:sender:)", to: vc, arguments: [.object(detail), sender],
      kind: .call
    ) {
      guard let split = nearestAncestor(of: vc, kind: .splitViewController, includingSelf: true)
      else { return try present(detail, from: vc, animated: true) }
      let columns = children(of: split)
      if isCollapsed(split) {
        if let primary = columns.first, viewControllerKind(primary) == .navigationController {
          return try pushViewController(detail, onto: primary, animated: true)
        }
        return try present(detail, from: vc, animated: true)
      }
      try setSplitViewControllers(Array(columns.prefix(1)) + [detail], of: split)
    }
  }

  /// `vc.show(target, sender:)`: the nearest navigation controller (the receiver or an
  /// ancestor) pushes it; with none, the receiver presents it.
  func show(_ target: ObjectID, from vc: ObjectID, sender: Value) throws {
    try deliver("show(_:sender:)", to: vc, arguments: [.object(target), sender], kind: .call) {
      if let nav = nearestAncestor(of: vc, kind: .navigationController, includingSelf: true) {
        return try pushViewController(target, onto: nav, animated: true)
      }
      try present(target, from: vc, animated: true)
    }
  }
}
