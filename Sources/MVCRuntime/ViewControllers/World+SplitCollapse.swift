extension World {
  /// Brings every split view that shows from `root` down in line with the screen's width: on a
  /// compact-width device it collapses, on a regular one it separates. Called when content is
  /// put on screen and when the device changes, so a split view adapts when it reaches the
  /// window or the screen changes under it (UIKit adapts when its trait collection changes).
  /// Iterative.
  func adaptSplitViews(from root: ObjectID) throws {
    var splits: [ObjectID] = []
    var stack = [root]
    var visited = Set<ObjectID>()
    while let id = stack.popLast() {
      guard visited.insert(id).inserted else { continue }
      if viewControllerKind(id) == .splitViewController { splits.append(id) }
      if let presented = records[id.raw].vc.presented { stack.append(presented) }
      stack.append(contentsOf: children(of: id).reversed())
    }
    for split in splits { try adaptSplitView(split) }
  }

  /// Collapses or separates one split view for the current device.
  func adaptSplitView(_ split: ObjectID) throws {
    if device.isCompactWidth {
      if !records[split.raw].vc.isCollapsed { update(split) { $0.vc.isCollapsed = true } }
      try collapseSecondary(of: split)
    } else if records[split.raw].vc.isCollapsed {
      update(split) { $0.vc.isCollapsed = false }
      try separateSecondary(of: split)
    }
  }

  /// Collapsing (Apple, `splitViewController(_:collapseSecondary:onto:)`): the delegate is
  /// asked first; if it returns true the secondary is discarded. Otherwise the primary's
  /// `collapseSecondaryViewController(_:for:)` runs: a navigation controller pushes the
  /// secondary onto its stack, other controllers do nothing. Either way the split view keeps
  /// one column, the primary.
  func collapseSecondary(of split: ObjectID) throws {
    let columns = children(of: split)
    guard columns.count == 2 else { return }
    let (primary, secondary) = (columns[0], columns[1])
    let selector = "splitViewController(_:collapseSecondary:onto:)"
    var handled = false
    if let delegate = records[split.raw].vc.delegate,
      userMethod(selector, of: className(of: delegate)) != nil
    {
      let answer = try deliver(
        selector, to: delegate, arguments: [.object(split), .object(secondary), .object(primary)],
        kind: .delegate, from: .object(split))
      handled = answer.boolValue == true
    }
    let operation = "collapseSecondaryViewController(_:for:)"
    if !handled {
      try deliver(
        operation, to: primary, arguments: [.object(secondary), .object(split)],
        kind: .containment, from: .object(split)
      ) {
        guard viewControllerKind(primary) == .navigationController else { return }
        // The secondary leaves the split view's columns for the navigation stack.
        unlinkChild(secondary)
        try deliver(
          "pushViewController(_:animated:)", to: primary,
          arguments: [.object(secondary), .bool(false)], kind: .containment
        ) {
          try performPush(secondary, onto: primary, animated: false, operation: operation)
        }
      }
    }
    guard records[secondary.raw].vc.parent == split else { return }
    // Discarded (the delegate said so, or the primary did nothing with it).
    try replaceChildren(
      of: split, with: [primary], order: .navigation, animated: false, operation: operation,
      showing: primary)
  }

  /// Separating (Apple, `splitViewController(_:separateSecondaryFrom:)`): the delegate may
  /// return the secondary; otherwise the primary's `separateSecondaryViewController(for:)`
  /// runs, and a navigation controller pops its top controller and returns it. The returned
  /// controller becomes the secondary column; with none the split view keeps one column.
  func separateSecondary(of split: ObjectID) throws {
    guard let primary = children(of: split).first else { return }
    let operation = "separateSecondaryViewController(for:)"
    var secondary: ObjectID?
    let selector = "splitViewController(_:separateSecondaryFrom:)"
    if let delegate = records[split.raw].vc.delegate,
      userMethod(selector, of: className(of: delegate)) != nil
    {
      let answer = try deliver(
        selector, to: delegate, arguments: [.object(split), .object(primary)], kind: .delegate,
        from: .object(split))
      if let id = answer.objectID, viewControllerKind(id) != nil { secondary = id }
    }
    if secondary == nil {
      try deliver(
        operation, to: primary, arguments: [.object(split)], kind: .containment,
        from: .object(split)
      ) {
        guard viewControllerKind(primary) == .navigationController else { return }
        // The popped controller goes straight into the secondary column: it does not leave
        // the screen, so the appearance is reconciled once, after it is in place.
        try deferringAppearance {
          secondary = try popViewController(from: primary, animated: false)
        }
      }
    }
    guard let secondary, secondary != primary else { return }
    try validateContainerMember(secondary, of: split, allowAlreadyChild: false)
    try replaceChildren(
      of: split, with: [primary, secondary], order: .navigation, animated: false,
      operation: operation, showing: secondary)
  }
}
