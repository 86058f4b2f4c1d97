extension World {
  /// A tab bar controller's selected child (`selectedViewController`).
  func selectedViewController(of tab: ObjectID) -> ObjectID? {
    guard let index = records[tab.raw].vc.selectedIndex else { return nil }
    return child(at: index, of: tab)
  }

  /// `tabs.viewControllers = list` / `tabs.setViewControllers(list, animated:)`: replaces the
  /// tabs. The selection stays on the same controller when it is still there, else goes to the
  /// first tab. Only the outgoing and incoming selected controllers get appearance callbacks,
  /// in tab order (incoming `viewWillAppear` first).
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
      let previous = selectedViewController(of: tab)
      let newIndex: Int? =
        list.isEmpty ? nil : (previous.flatMap { p in list.firstIndex(of: p) } ?? 0)
      try replaceChildren(
        of: tab, with: list, order: .tab, animated: animated, operation: operation,
        showing: newIndex.map { list[$0] },
        beforeRefresh: { [unowned self] in update(tab) { $0.vc.selectedIndex = newIndex } })
    }
  }

  /// `tabs.selectedIndex = index` (programmatic): switches tabs with no delegate messages.
  func setSelectedIndex(_ index: Int, of tab: ObjectID) throws {
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

  /// `tabs.selectedViewController = vc`: the controller must be one of the tabs.
  func setSelectedViewController(_ vc: ObjectID, of tab: ObjectID) throws {
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
    update(tab) { $0.vc.selectedIndex = index }
    try refreshContainer(
      tab, showing: child(at: index, of: tab), order: .tab, animated: false, operation: operation)
  }

  /// The user taps a tab bar item. The delegate is asked `tabBarController(_:shouldSelect:)`
  /// (returning false cancels), the tab switches, then the delegate hears
  /// `tabBarController(_:didSelect:)` — also when the tab was already selected, in which case a
  /// navigation controller pops to its root, as UIKit does.
  func tapTab(_ index: Int, of tab: ObjectID) throws {
    let count = records[tab.raw].vc.childCount
    guard index >= 0 && index < count, let vc = child(at: index, of: tab) else {
      throw RuntimeFailure.tabIndexOutOfRange(index: index, tabBar: tab, count: count)
    }
    let bar = ensureBar(of: tab) ?? tab
    try acting(as: .user) {
      try deliver("touchesEnded(_:with:)", to: bar, arguments: [.int(index)], kind: .userInput) {
        let delegate = records[tab.raw].vc.delegate
        if let delegate {
          let answer = try deliver(
            "tabBarController(_:shouldSelect:)", to: delegate,
            arguments: [.object(tab), .object(vc)],
            kind: .delegate, from: .object(tab))
          if answer == .bool(false) { return }
        }
        if records[tab.raw].vc.selectedIndex == index {
          if viewControllerKind(vc) == .navigationController, records[vc.raw].vc.childCount > 1 {
            try popToRootViewController(from: vc, animated: true)
          }
        } else {
          try performSelectTab(index, of: tab, operation: "tabBar(_:didSelect:)")
        }
        if let delegate {
          try deliver(
            "tabBarController(_:didSelect:)", to: delegate, arguments: [.object(tab), .object(vc)],
            kind: .delegate, from: .object(tab))
        }
      }
    }
  }

  /// The titles of a tab bar's items: each tab's title (a navigation controller without one
  /// shows its root's). With more than five tabs the bar shows four and "More".
  func tabTitles(of tab: ObjectID) -> [String] {
    children(of: tab).map { tabTitle(of: $0) }
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
