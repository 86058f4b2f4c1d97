extension World {
  /// `split.viewControllers = [primary, secondary]`: one or two columns. A split view
  /// that is on screen or already collapsed adapts to the device at once (World+SplitCollapse).
  func setSplitViewControllers(_ list: [ObjectID], of split: ObjectID) throws {
    guard list.count <= 2 else { throw RuntimeFailure.splitCount(list.count) }
    try validateContainerList(list, of: split)
    try deliver(
      "setValue(_:forKey:)", to: split,
      arguments: [.array(list.map(Value.object)), .string("viewControllers")], kind: .containment
    ) {
      try replaceChildren(
        of: split, with: list, order: .navigation, animated: false, operation: "viewControllers",
        showing: list.last)
      // A split view on screen, or one that already collapsed, adapts its new columns now.
      if records[split.raw].vc.isCollapsed || isDisplayed(split) { try adaptSplitView(split) }
    }
  }

  /// Whether a split view collapsed to one column (`isCollapsed`): it did when it reached a
  /// compact-width screen, and separated again on a regular one (World+SplitCollapse.swift).
  func isCollapsed(_ split: ObjectID) -> Bool { records[split.raw].vc.isCollapsed }
}
