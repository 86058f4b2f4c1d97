extension World {
  /// A tab bar controller's selected child (`selectedViewController`): the More navigation
  /// controller while its list shows (`selectedIndex` is `NSNotFound`).
  func selectedViewController(of tab: ObjectID) -> ObjectID? {
    guard let index = records[tab.raw].vc.selectedIndex else { return nil }
    if index == Self.notFound { return records[tab.raw].vc.moreNavigation }
    return child(at: index, of: tab)
  }

  /// `tabs.viewControllers = list` / `tabs.setViewControllers(list, animated:)`: replaces the
  /// tabs. As Apple's `viewControllers` page says, the tab bar controller "remembers the view
  /// controller object that was previously selected and attempts to reselect it. If the
  /// selected view controller is no longer present, it attempts to select the view controller
  /// at the same index in the array as the previous selection. If that index is invalid, it
  /// selects the view controller at index 0" (``selectionAfterReplacing(_:of:)``). Only the
  /// outgoing and incoming selected controllers get appearance callbacks, in tab order
  /// (incoming `viewWillAppear` first); a selected controller that stays hears nothing.
  func setTabViewControllers(
    _ list: [ObjectID], of tab: ObjectID, animated: Bool, operation: String
  ) throws {
    try validateContainerList(list, of: tab)
    try deliver(
      operation == "viewControllers" ? "setValue(_:forKey:)" : operation, to: tab,
      arguments: operation == "viewControllers"
        ? [.array(list.map(Value.object)), .string("viewControllers")]
        : [.array(list.map(Value.object)), .bool(animated)],
      kind: .containment
    ) {
      let newIndex = selectionAfterReplacing(list, of: tab)
      var shown = newIndex.map { list[$0] }
      if let newIndex, list.count > device.tabBarItemLimit, newIndex >= device.tabBarItemLimit - 1 {
        shown = ensureMoreNavigation(of: tab)
      }
      try replaceChildren(
        of: tab, with: list, order: .tab, animated: animated, operation: operation,
        showing: shown,
        beforeRefresh: { [unowned self] in update(tab) { $0.vc.selectedIndex = newIndex } })
    }
  }

  /// The index a tab bar controller selects when its tabs become `list`: the controller
  /// selected before where it is still there, else the same index while it is valid, else 0
  /// (nil for no tabs).
  func selectionAfterReplacing(_ list: [ObjectID], of tab: ObjectID) -> Int? {
    guard !list.isEmpty else { return nil }
    if let previous = selectedViewController(of: tab), let index = list.firstIndex(of: previous) {
      return index
    }
    if let index = records[tab.raw].vc.selectedIndex, index >= 0, index < list.count {
      return index
    }
    return 0
  }

  /// `tabs.selectedIndex = index` (programmatic): switches tabs with no delegate messages.
  func setSelectedIndex(_ index: Int, of tab: ObjectID) throws {
    if index == Self.notFound { throw RuntimeFailure.moreTabByIndex(tabBar: tab) }
    let count = records[tab.raw].vc.childCount
    guard index >= 0 && index < count else {
      throw RuntimeFailure.tabIndexOutOfRange(index: index, tabBar: tab, count: count)
    }
    try deliver(
      "setValue(_:forKey:)", to: tab, arguments: [.int(index), .string("selectedIndex")],
      kind: .call
    ) {
      try performSelectTab(index, of: tab, operation: "selectedIndex")
    }
  }

  /// `tabs.selectedViewController = vc`: the controller must be one of the tabs, or the More
  /// navigation controller (Apple, `selectedIndex`: "To select the More navigation controller
  /// itself, you must change the value of the selectedViewController property instead").
  func setSelectedViewController(_ vc: ObjectID, of tab: ObjectID) throws {
    if vc == records[tab.raw].vc.moreNavigation, hasMoreTab(tab) {
      try deliver(
        "setValue(_:forKey:)", to: tab,
        arguments: [.object(vc), .string("selectedViewController")], kind: .call
      ) {
        try selectMoreTab(of: tab, operation: "selectedViewController")
      }
      return
    }
    guard let index = indexOfChild(vc, in: tab) else {
      throw RuntimeFailure.notATab(vc, tabBar: tab)
    }
    try deliver(
      "setValue(_:forKey:)", to: tab, arguments: [.object(vc), .string("selectedViewController")],
      kind: .call
    ) {
      try performSelectTab(index, of: tab, operation: "selectedViewController")
    }
  }

  func performSelectTab(_ index: Int, of tab: ObjectID, operation: String) throws {
    guard records[tab.raw].vc.selectedIndex != index else { return }
    let wasBehindMore = records[tab.raw].vc.selectedIndex.map { isBehindMore($0, of: tab) } ?? false
    update(tab) { $0.vc.selectedIndex = index }
    guard isBehindMore(index, of: tab) else {
      return try refreshContainer(
        tab, showing: child(at: index, of: tab), order: .tab, animated: false,
        operation: operation)
    }
    // A tab behind More shows pushed on the More navigation controller.
    let more = ensureMoreNavigation(of: tab)
    let chosen = child(at: index, of: tab)
    update(more) { $0.vc.moreChosen = chosen }
    if wasBehindMore {
      try refreshContainer(
        more, showing: child(at: index, of: tab), order: .navigation, animated: false,
        operation: operation)
    } else {
      try refreshContainer(tab, showing: more, order: .tab, animated: false, operation: operation)
    }
  }

  /// The user taps a tab bar item. The delegate is asked `tabBarController(_:shouldSelect:)`
  /// (returning false cancels), the tab switches, then the delegate hears
  /// `tabBarController(_:didSelect:)` — also when the tab was already selected, in which case a
  /// navigation controller pops to its root, as UIKit does.
  /// With more tabs than the bar shows, its last item is More: tapping it selects the More
  /// navigation controller (and, when already selected, pops it back to its list).
  func tapTab(_ index: Int, of tab: ObjectID) throws {
    let count = tabBarItemCount(of: tab)
    let isMore = hasMoreTab(tab) && index == count - 1
    guard index >= 0 && index < count,
      let vc = isMore ? ensureMoreNavigation(of: tab) : child(at: index, of: tab)
    else {
      throw RuntimeFailure.tabIndexOutOfRange(index: index, tabBar: tab, count: count)
    }
    let bar = ensureBar(of: tab) ?? tab
    try acting(as: .user) {
      try deliver("touchesEnded(_:with:)", to: bar, arguments: [.int(index)], kind: .userInput) {
        let delegate = records[tab.raw].vc.delegate
        if let delegate {
          let answer = try deliverIfImplemented(
            "tabBarController(_:shouldSelect:)", to: delegate,
            arguments: [.object(tab), .object(vc)], kind: .delegate, from: tab)
          if answer == .bool(false) { return }
        }
        if isMore {
          try selectMoreTab(of: tab, operation: "tabBar(_:didSelect:)")
        } else if records[tab.raw].vc.selectedIndex == index {
          if viewControllerKind(vc) == .navigationController, records[vc.raw].vc.childCount > 1 {
            try popToRootViewController(from: vc, animated: true)
          }
        } else {
          try performSelectTab(index, of: tab, operation: "tabBar(_:didSelect:)")
        }
        if let delegate {
          try deliverIfImplemented(
            "tabBarController(_:didSelect:)", to: delegate, arguments: [.object(tab), .object(vc)],
            kind: .delegate, from: tab)
        }
      }
    }
  }

  /// The titles of the tabs: each tab's title (a navigation controller without one shows its
  /// root's). With more tabs than the bar shows (``hasMoreTab(_:)``) the bar shows the first
  /// of them and More; the shell words More.
  func tabTitles(of tab: ObjectID) -> [String] {
    children(of: tab).map { tabTitle(of: $0) }
  }

  /// The item the bar highlights: the selected tab's, or More's for a tab behind More.
  func selectedTabItem(of tab: ObjectID) -> Int? {
    guard let index = records[tab.raw].vc.selectedIndex else { return nil }
    return isBehindMore(index, of: tab) ? device.tabBarItemLimit - 1 : index
  }

  /// The badge of each tab's item (`badgeValue`), nil where there is none.
  func tabBadges(of tab: ObjectID) -> [String?] {
    children(of: tab).map { vc in
      guard let item = records[vc.raw].properties["tabBarItem"]?.objectID else { return nil }
      return records[item.raw].properties["badgeValue"]?.stringValue
    }
  }

  /// The title of one tab's item.
  func tabTitle(of vc: ObjectID) -> String {
    if let item = records[vc.raw].properties["tabBarItem"]?.objectID,
      let title = records[item.raw].properties["title"]?.stringValue, !title.isEmpty
    {
      return title
    }
    if let title = records[vc.raw].properties["title"]?.stringValue, !title.isEmpty { return title }
    if viewControllerKind(vc) == .navigationController, let root = records[vc.raw].vc.firstChild,
      let title = records[root.raw].properties["title"]?.stringValue, !title.isEmpty
    {
      return title
    }
    return displayName(of: vc)
  }
}
