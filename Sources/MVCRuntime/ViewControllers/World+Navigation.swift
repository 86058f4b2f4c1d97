extension World {
  /// Checks that a controller may join a container's children (navigation stack, tabs, split
  /// columns). `allowAlreadyChild` lets `setViewControllers(_:animated:)` keep current ones.
  func validateContainerMember(
    _ vc: ObjectID, of container: ObjectID, allowAlreadyChild: Bool
  ) throws {
    guard viewControllerKind(vc) != nil else {
      throw RuntimeFailure.argumentType(
        argument: "_", expected: .object("ViewController"), found: valueKind(of: .object(vc)))
    }
    let isNavigation = viewControllerKind(container) == .navigationController
    if isNavigation {
      switch viewControllerKind(vc) {
      case .navigationController:
        throw RuntimeFailure.pushNavigationController(vc)
      case .tabBarController:
        throw RuntimeFailure.pushTabBarController(vc)
      default: break
      }
    }
    if vc == container { throw RuntimeFailure.ownChild(vc) }
    if let parent = records[vc.raw].vc.parent {
      if parent == container {
        if !allowAlreadyChild {
          throw RuntimeFailure.alreadyOnStack(vc, navigation: container)
        }
      } else {
        throw RuntimeFailure.hasOtherParent(vc, parent: parent)
      }
    }
    if records[vc.raw].vc.presentation != nil {
      throw RuntimeFailure.presentedInContainer(vc)
    }
    if windowState.rootViewController == vc {
      throw RuntimeFailure.windowRootInContainer(vc)
    }
    if isAncestorOrSelf(vc, of: container) {
      throw RuntimeFailure.containerAncestor(vc, container: container)
    }
  }

  /// Checks a whole list for a container: members valid and distinct.
  func validateContainerList(_ list: [ObjectID], of container: ObjectID) throws {
    var seen = Set<ObjectID>()
    for vc in list {
      guard seen.insert(vc).inserted else {
        throw RuntimeFailure.duplicateInContainer(vc)
      }
      try validateContainerMember(vc, of: container, allowAlreadyChild: true)
    }
  }

  /// A controller that presents something cannot leave its container: dismiss first.
  func validateRemovable(_ vcs: [ObjectID]) throws {
    for vc in vcs {
      if let presented = records[vc.raw].vc.presented {
        throw RuntimeFailure.removingPresenter(vc, presenting: presented)
      }
    }
  }

  /// The navigation delegate hooks around an appearance: `willShow` after the incoming
  /// controller's `viewWillAppear(_:)`, `didShow` after its `viewDidAppear(_:)`.
  func navigationDelegateHooks(_ nav: ObjectID, showing vc: ObjectID?, animated: Bool)
    -> AppearanceHooks
  {
    guard let delegate = records[nav.raw].vc.delegate, let vc else { return AppearanceHooks() }
    let arguments: [Value] = [.object(nav), .object(vc), .bool(animated)]
    return AppearanceHooks(
      afterWillAppear: { [unowned self] in
        try deliverIfImplemented(
          "navigationController(_:willShow:animated:)", to: delegate, arguments: arguments,
          kind: .delegate, from: nav)
      },
      afterDidAppear: { [unowned self] in
        try deliverIfImplemented(
          "navigationController(_:didShow:animated:)", to: delegate, arguments: arguments,
          kind: .delegate, from: nav)
      })
  }

  /// Shows the new top of a container after its children changed, when it is on screen.
  func refreshContainer(
    _ container: ObjectID, showing newTop: ObjectID?, order: AppearanceOrder, animated: Bool,
    operation: String, hooks: AppearanceHooks = AppearanceHooks()
  ) throws {
    if isDisplayed(container) {
      if let newTop { try installDisplayedContent(from: newTop) }
      try syncContainerContent(container, loadMissing: true)
      try reconcileAppearance(
        order: order, animated: animated, driver: container, operation: operation, hooks: hooks)
    } else {
      try syncContainerContent(container, loadMissing: false)
    }
    // A push or pop inside a tab may hide or bring back the tab bar (hidesBottomBarWhenPushed).
    if viewControllerKind(container) == .navigationController,
      let tab = effectiveParent(of: container), viewControllerKind(tab) == .tabBarController
    {
      try syncContainerContent(tab, loadMissing: false)
    }
  }

  /// `nav.pushViewController(vc, animated:)`: the controller joins the stack as its top.
  ///
  /// Order: `willMove(toParent: nav)`, the view loads, old top `viewWillDisappear`, new top
  /// `viewWillAppear`, …, old top `viewDidDisappear`, new top `viewDidAppear`,
  /// `didMove(toParent: nav)`.
  func pushViewController(_ vc: ObjectID, onto nav: ObjectID, animated: Bool) throws {
    try validateContainerMember(vc, of: nav, allowAlreadyChild: false)
    let operation = "pushViewController(_:animated:)"
    try deliver(
      operation, to: nav, arguments: [.object(vc), .bool(animated)], kind: .containment
    ) {
      try performPush(vc, onto: nav, animated: animated, operation: operation)
    }
  }

  func performPush(_ vc: ObjectID, onto nav: ObjectID, animated: Bool, operation: String) throws {
    try runTransition(animated: animated) {
      update(vc) { $0.vc.isMovingToParent = true }
      try deliver(
        "willMove(toParent:)", to: vc, arguments: [.object(nav)], kind: .containment,
        from: .object(nav), operation: operation)
      linkChild(vc, to: nav)
      try refreshContainer(
        nav, showing: vc, order: .navigation, animated: animated, operation: operation,
        hooks: navigationDelegateHooks(nav, showing: vc, animated: animated))
      // UIKit calls `didMove(toParent:)` when the push transition has finished.
      try atTransitionEnd { [unowned self] in
        update(vc) { $0.vc.isMovingToParent = false }
        try deliver(
          "didMove(toParent:)", to: vc, arguments: [.object(nav)], kind: .containment,
          from: .object(nav), operation: operation)
      }
    }
  }

  /// Removes controllers from a navigation stack (top first) and shows what is left on top.
  func performPop(_ removed: [ObjectID], from nav: ObjectID, animated: Bool, operation: String)
    throws
  {
    guard !removed.isEmpty else { return }
    try validateRemovable(removed)
    try runTransition(animated: animated) {
      for vc in removed {
        update(vc) { $0.vc.isMovingFromParent = true }
        try deliver(
          "willMove(toParent:)", to: vc, arguments: [.null], kind: .containment,
          from: .object(nav), operation: operation)
      }
      for vc in removed { unlinkChild(vc) }
      let newTop = lastChild(of: nav)
      try refreshContainer(
        nav, showing: newTop, order: .navigation, animated: animated, operation: operation,
        hooks: navigationDelegateHooks(nav, showing: newTop, animated: animated))
      try atTransitionEnd { [unowned self] in
        for vc in removed {
          update(vc) { $0.vc.isMovingFromParent = false }
          try deliver(
            "didMove(toParent:)", to: vc, arguments: [.null], kind: .containment,
            from: .object(nav), operation: operation)
        }
      }
    }
  }

  /// `nav.popViewController(animated:)`: removes the top; does nothing on the root.
  /// - Returns: the popped controller, or nil.
  @discardableResult
  func popViewController(from nav: ObjectID, animated: Bool) throws -> ObjectID? {
    var popped: ObjectID?
    let operation = "popViewController(animated:)"
    try deliver(operation, to: nav, arguments: [.bool(animated)], kind: .containment) {
      if records[nav.raw].vc.childCount <= 1, let chosen = moreSelection(of: nav) {
        try popMoreSelection(of: nav, animated: animated, operation: operation)
        popped = chosen
        return
      }
      guard records[nav.raw].vc.childCount > 1, let top = lastChild(of: nav) else { return }
      try performPop([top], from: nav, animated: animated, operation: operation)
      popped = top
    }
    return popped
  }

  /// `nav.popToRootViewController(animated:)`. - Returns: the popped controllers, in stack order.
  @discardableResult
  func popToRootViewController(from nav: ObjectID, animated: Bool) throws -> [ObjectID] {
    var popped: [ObjectID] = []
    let operation = "popToRootViewController(animated:)"
    try deliver(operation, to: nav, arguments: [.bool(animated)], kind: .containment) {
      popped = try popAbove(
        records[nav.raw].vc.firstChild, in: nav, animated: animated, operation: operation)
      if let chosen = moreSelection(of: nav) {
        try popMoreSelection(of: nav, animated: animated, operation: operation)
        popped.insert(chosen, at: 0)
      }
    }
    return popped
  }

  /// `nav.popToViewController(vc, animated:)`: pops everything above `vc`, which must be on the
  /// stack. - Returns: the popped controllers, in stack order.
  @discardableResult
  func popToViewController(_ vc: ObjectID, in nav: ObjectID, animated: Bool) throws
    -> [ObjectID]
  {
    guard records[vc.raw].vc.parent == nav else {
      throw RuntimeFailure.notOnStack(vc, navigation: nav)
    }
    var popped: [ObjectID] = []
    let operation = "popToViewController(_:animated:)"
    try deliver(
      operation, to: nav, arguments: [.object(vc), .bool(animated)], kind: .containment
    ) {
      popped = try popAbove(vc, in: nav, animated: animated, operation: operation)
    }
    return popped
  }

  func popAbove(_ keep: ObjectID?, in nav: ObjectID, animated: Bool, operation: String) throws
    -> [ObjectID]
  {
    guard let keep else { return [] }
    var removed: [ObjectID] = []
    var current = lastChild(of: nav)
    while let c = current, c != keep {
      removed.append(c)
      current = records[c.raw].vc.previousSibling
    }
    try performPop(removed, from: nav, animated: animated, operation: operation)
    return removed.reversed()
  }

  /// `nav.setViewControllers(list, animated:)` (and `nav.viewControllers = list`): replaces the
  /// stack. Controllers leaving get `willMove(toParent: nil)` … `didMove(toParent: nil)`,
  /// arriving ones `willMove(toParent: nav)` … `didMove(toParent: nav)`; only the old and new
  /// tops get appearance callbacks, with a push transition when the new top is new to the
  /// stack, a pop transition when it was below, none when it stays on top.
  func setViewControllers(
    _ list: [ObjectID], of nav: ObjectID, animated: Bool, operation: String
  ) throws {
    try validateContainerList(list, of: nav)
    try deliver(
      operation, to: nav, arguments: [.array(list.map(Value.object)), .bool(animated)],
      kind: .containment
    ) {
      try replaceChildren(
        of: nav, with: list, order: .navigation, animated: animated, operation: operation,
        showing: list.last)
    }
  }

  /// Replaces a container's children, sending containment callbacks to those leaving and
  /// arriving, then shows the new state.
  func replaceChildren(
    of container: ObjectID, with list: [ObjectID], order: AppearanceOrder, animated: Bool,
    operation: String, showing newTop: ObjectID?, beforeRefresh: () -> Void = {}
  ) throws {
    try runTransition(animated: animated) {
      try replaceChildrenNow(
        of: container, with: list, order: order, animated: animated, operation: operation,
        showing: newTop, beforeRefresh: beforeRefresh)
    }
  }

  private func replaceChildrenNow(
    of container: ObjectID, with list: [ObjectID], order: AppearanceOrder, animated: Bool,
    operation: String, showing newTop: ObjectID?, beforeRefresh: () -> Void
  ) throws {
    let old = children(of: container)
    let listSet = Set(list)
    let oldSet = Set(old)
    let removed = old.reversed().filter { !listSet.contains($0) }
    let added = list.filter { !oldSet.contains($0) }
    try validateRemovable(removed)
    for vc in removed {
      update(vc) { $0.vc.isMovingFromParent = true }
      try deliver(
        "willMove(toParent:)", to: vc, arguments: [.null], kind: .containment,
        from: .object(container), operation: operation)
    }
    for vc in added {
      update(vc) { $0.vc.isMovingToParent = true }
      try deliver(
        "willMove(toParent:)", to: vc, arguments: [.object(container)], kind: .containment,
        from: .object(container), operation: operation)
    }
    for vc in old { unlinkChild(vc) }
    for vc in list { linkChild(vc, to: container) }
    beforeRefresh()
    let hooks =
      viewControllerKind(container) == .navigationController
      ? navigationDelegateHooks(container, showing: newTop, animated: animated) : AppearanceHooks()
    try refreshContainer(
      container, showing: newTop, order: order, animated: animated, operation: operation,
      hooks: hooks)
    try atTransitionEnd { [unowned self] in
      for vc in removed {
        update(vc) { $0.vc.isMovingFromParent = false }
        try deliver(
          "didMove(toParent:)", to: vc, arguments: [.null], kind: .containment,
          from: .object(container), operation: operation)
      }
      for vc in added {
        update(vc) { $0.vc.isMovingToParent = false }
        try deliver(
          "didMove(toParent:)", to: vc, arguments: [.object(container)], kind: .containment,
          from: .object(container), operation: operation)
      }
    }
  }

  /// `nav.setNavigationBarHidden(hidden, animated:)` / `nav.isNavigationBarHidden = hidden`.
  func setNavigationBarHidden(_ hidden: Bool, of nav: ObjectID) throws {
    update(nav) { $0.vc.isNavigationBarHidden = hidden }
    try syncContainerContent(nav, loadMissing: false)
  }

  /// The top of a navigation stack (`topViewController`).
  func topViewController(of nav: ObjectID) -> ObjectID? { lastChild(of: nav) }

  /// `visibleViewController`: what is presented on top of the navigation controller if
  /// anything, otherwise its top.
  func visibleViewController(of nav: ObjectID) -> ObjectID? {
    if let presented = presentedViewController(of: nav) {
      var top = presented
      while let next = records[top.raw].vc.presented { top = next }
      return top
    }
    return lastChild(of: nav)
  }
}
