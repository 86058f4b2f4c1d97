extension World {
  /// `NSNotFound`: `selectedIndex` while the More navigation controller itself is selected
  /// (Apple, `selectedIndex`: "if the selected view controller is currently the More
  /// navigation controller, this property contains the value NSNotFound").
  public static let notFound = Int.max

  /// Whether a tab bar controller has more tabs than its bar shows, so the last item is More.
  func hasMoreTab(_ tab: ObjectID) -> Bool {
    records[tab.raw].vc.childCount > device.tabBarItemLimit
  }

  /// How many items the tab bar shows: every tab, or the first ones and More.
  func tabBarItemCount(of tab: ObjectID) -> Int {
    min(records[tab.raw].vc.childCount, device.tabBarItemLimit)
  }

  /// Whether a selected index is shown through the More navigation controller: `NSNotFound`
  /// (the More list), or a tab from the fifth on (on an iPhone) when the bar has a More item.
  func isBehindMore(_ index: Int, of tab: ObjectID) -> Bool {
    if index == Self.notFound { return true }
    return hasMoreTab(tab) && index >= device.tabBarItemLimit - 1
      && index < records[tab.raw].vc.childCount
  }

  /// Whether a tab is one of those behind More.
  func isBehindMore(tab vc: ObjectID, of tab: ObjectID) -> Bool {
    guard records[vc.raw].vc.parent == tab, let index = indexOfChild(vc, in: tab) else {
      return false
    }
    return index != Self.notFound && isBehindMore(index, of: tab)
  }

  /// The tabs the More list shows, in tab order (empty when the bar shows every tab).
  func moreTabs(of tab: ObjectID) -> [ObjectID] {
    guard hasMoreTab(tab) else { return [] }
    return Array(children(of: tab).dropFirst(device.tabBarItemLimit - 1))
  }

  /// The tab bar controller a More navigation controller belongs to.
  func moreOwner(of nav: ObjectID) -> ObjectID? { records[nav.raw].vc.moreOwner }

  /// The tab chosen in the More list, pushed on the More navigation controller (nil on any
  /// other navigation controller, or while the list itself is on top).
  func moreSelection(of nav: ObjectID) -> ObjectID? {
    guard let tab = records[nav.raw].vc.moreOwner, records[tab.raw].vc.moreNavigation == nav,
      let chosen = records[nav.raw].vc.moreChosen, contains(chosen),
      isBehindMore(tab: chosen, of: tab)
    else { return nil }
    return chosen
  }

  /// A controller's parent as UIKit reports it: a tab chosen in the More list is a child of
  /// the More navigation controller, and that navigation controller a child of the tab bar
  /// controller. (The sandbox keeps the tab among the tab bar controller's children, so that
  /// `viewControllers` stays the learner's list.)
  func effectiveParent(of id: ObjectID) -> ObjectID? {
    if let owner = records[id.raw].vc.moreOwner { return owner }
    if let parent = records[id.raw].vc.parent, viewControllerKind(parent) == .tabBarController,
      let more = records[parent.raw].vc.moreNavigation, records[more.raw].vc.moreChosen == id,
      moreSelection(of: more) == id
    {
      return more
    }
    return records[id.raw].vc.parent
  }

  /// A navigation controller's stack as `viewControllers` reports it: its children, with the
  /// tab chosen in the More list above the More list.
  /// The top of ``navigationStack(of:)`` without building the stack (a stack of ten thousand
  /// is read on every `:tree` line and every `topViewController`).
  func navigationTop(of nav: ObjectID) -> ObjectID? {
    let chosen = records[nav.raw].vc.moreOwner == nil ? nil : moreSelection(of: nav)
    if let chosen, records[nav.raw].vc.childCount <= 1 { return chosen }
    return lastChild(of: nav) ?? chosen
  }

  func navigationStack(of nav: ObjectID) -> [ObjectID] {
    var stack = children(of: nav)
    if let chosen = moreSelection(of: nav) { stack.insert(chosen, at: min(1, stack.count)) }
    return stack
  }

  /// The More navigation controller of a tab bar controller, made the first time it is needed
  /// (`moreNavigationController` "always contains a valid More navigation controller, even if
  /// a More button is not displayed"): a navigation controller whose root is the More list.
  @discardableResult
  func ensureMoreNavigation(of tab: ObjectID) -> ObjectID {
    if let more = records[tab.raw].vc.moreNavigation { return more }
    let more = makeObject(
      className: "NavigationController", kind: .controller(.navigationController))
    let list = makeObject(className: "ViewController", kind: .controller(.viewController))
    linkChild(list, to: more)
    update(more) { $0.vc.moreOwner = tab }
    update(tab) { $0.vc.moreNavigation = more }
    return more
  }

  /// The More list of a More navigation controller (its root), or nil for any other object.
  /// A More navigation controller, its list or the list's view all stand for the list.
  func moreList(for id: ObjectID) -> ObjectID? {
    let candidate = records[id.raw].owningController ?? id
    if records[candidate.raw].vc.moreOwner != nil { return records[candidate.raw].vc.firstChild }
    if let parent = records[candidate.raw].vc.parent, records[parent.raw].vc.moreOwner != nil,
      records[parent.raw].vc.firstChild == candidate
    {
      return candidate
    }
    return nil
  }

  /// The user chooses a row of the More list (`select(tabs.moreNavigationController, row:)`):
  /// that tab is pushed on the More navigation controller and becomes the selected one.
  func selectMoreRow(_ row: Int, in list: ObjectID) throws {
    guard let more = records[list.raw].vc.parent, let tab = records[more.raw].vc.moreOwner else {
      throw RuntimeFailure.selectNeedsList(list)
    }
    let others = moreTabs(of: tab)
    guard row >= 0 && row < others.count else {
      throw RuntimeFailure.rowOutOfRange(
        row: row, list: records[list.raw].rootView ?? list, count: others.count)
    }
    let index = device.tabBarItemLimit - 1 + row
    let target = records[list.raw].rootView ?? list
    try acting(as: .user) {
      try deliver("touchesEnded(_:with:)", to: target, arguments: [.int(row)], kind: .userInput) {
        let operation = "pushViewController(_:animated:)"
        _ = try popAbove(
          records[more.raw].vc.firstChild, in: more, animated: false, operation: operation)
        update(more) { $0.vc.moreChosen = others[row] }
        update(tab) { $0.vc.selectedIndex = index }
        try runTransition(animated: true) {
          try refreshContainer(
            more, showing: others[row], order: .navigation, animated: true, operation: operation)
        }
      }
    }
  }

  /// Takes the tab chosen in the More list off the More navigation controller: the list shows
  /// again and `selectedIndex` is `NSNotFound`.
  func popMoreSelection(of more: ObjectID, animated: Bool, operation: String) throws {
    guard let tab = records[more.raw].vc.moreOwner else { return }
    update(more) { $0.vc.moreChosen = nil }
    if let index = records[tab.raw].vc.selectedIndex, isBehindMore(index, of: tab) {
      update(tab) { $0.vc.selectedIndex = Self.notFound }
    }
    try runTransition(animated: animated) {
      try refreshContainer(
        more, showing: records[more.raw].vc.firstChild, order: .navigation, animated: animated,
        operation: operation)
    }
  }

  /// Selects the More tab: the More navigation controller shows what is on it (the list, or
  /// the tab chosen there before); `selectedIndex` is that tab's index, or `NSNotFound` for
  /// the list. Selecting it again pops it back to its list.
  func selectMoreTab(of tab: ObjectID, operation: String) throws {
    let more = ensureMoreNavigation(of: tab)
    let index = records[tab.raw].vc.selectedIndex
    if let index, isBehindMore(index, of: tab) {
      // Already there: the More navigation controller pops back to its list.
      _ = try popAbove(
        records[more.raw].vc.firstChild, in: more, animated: true, operation: operation)
      if moreSelection(of: more) != nil {
        try popMoreSelection(of: more, animated: true, operation: operation)
      }
      return
    }
    let chosen = moreSelection(of: more).flatMap { indexOfChild($0, in: tab) }
    update(tab) { $0.vc.selectedIndex = chosen ?? Self.notFound }
    try refreshContainer(tab, showing: more, order: .tab, animated: false, operation: operation)
  }
}
