/// Extra messages an operation sends around the appearance callbacks (a navigation
/// controller's delegate hears `willShow` after the incoming controller's `viewWillAppear`).
struct AppearanceHooks {
  var afterWillAppear: (() throws -> Void)?
  var afterDidAppear: (() throws -> Void)?

  init(afterWillAppear: (() throws -> Void)? = nil, afterDidAppear: (() throws -> Void)? = nil) {
    self.afterWillAppear = afterWillAppear
    self.afterDidAppear = afterDidAppear
  }
}

extension World {
  /// Runs a view-controller operation: while it runs, view moves made by callbacks (a
  /// `viewDidLoad` adding subviews) start no appearance transition of their own; the operation
  /// reconciles once it has put everything in place.
  func inTransition<T>(_ body: () throws -> T) rethrows -> T {
    updateWindowState { $0.transitionDepth += 1 }
    defer { updateWindowState { $0.transitionDepth -= 1 } }
    return try body()
  }

  /// Brings every controller's appearance state in line with what is on screen now, sending
  /// the callbacks in the order `order` prescribes.
  ///
  /// The operation first changes the structure and the views (loading and installing what
  /// will show); this compares the controllers on screen before with those on screen now.
  /// Controllers that left get `viewWillDisappear(_:)` / `viewDidDisappear(_:)`; controllers
  /// that arrived get `viewWillAppear(_:)`, `viewIsAppearing(_:)`, `viewWillLayoutSubviews()`,
  /// `viewDidLayoutSubviews()` and `viewDidAppear(_:)`. Inside an animated transition
  /// (``runTransition(animated:_:)``) the did-callbacks wait for the end of the run-loop turn.
  ///
  /// - Parameters:
  ///   - driver: the object that sends the callbacks (the container, presenter or window).
  ///   - deferAwaitingDidMove: leave the did-phase of controllers being added as children
  ///     (between `addChild(_:)` and `didMove(toParent:)`) until `didMove(toParent:)`.
  func reconcileAppearance(
    order: AppearanceOrder, animated: Bool, driver: ObjectID, operation: String,
    hooks: AppearanceHooks = AppearanceHooks(), deferAwaitingDidMove: Bool = false,
    disappearTopFirst: Bool = false
  ) throws {
    guard appearanceDeferral == 0 else { return }
    try inTransition {
      try reconcile(
        order: order, animated: animated, driver: driver, operation: operation, hooks: hooks,
        deferAwaitingDidMove: deferAwaitingDidMove, disappearTopFirst: disappearTopFirst)
    }
  }

  private func reconcile(
    order: AppearanceOrder, animated: Bool, driver: ObjectID, operation: String,
    hooks: AppearanceHooks, deferAwaitingDidMove: Bool, disappearTopFirst: Bool
  ) throws {
    try finishPendingAppearance(except: nil, operation: operation)
    var target = visibleControllers()
    // One transition at a time: one still animating ends before the screen changes again.
    if mainQueue.contains(where: \.isTransitionEnd),
      target.map(\.controller) != windowState.onScreen.map(\.controller)
    {
      try finishTransitionsInFlight()
      target = visibleControllers()
    }
    let previous = windowState.onScreen
    let targetIDs = Set(target.map(\.controller))
    let previousIDs = Set(previous.map(\.controller))
    var leaving = previous.filter { !targetIDs.contains($0.controller) }
    if disappearTopFirst {
      leaving = leaving.enumerated().sorted {
        $0.element.level != $1.element.level
          ? $0.element.level > $1.element.level : $0.offset < $1.offset
      }.map(\.element)
    }
    let disappearing = leaving.map(\.controller)
    var appearing = target.filter { !previousIDs.contains($0.controller) }.map(\.controller)
    updateWindowState { $0.onScreen = target }
    guard !disappearing.isEmpty || !appearing.isEmpty else {
      return try resignFirstResponderIfOffScreen()
    }

    var deferred: [ObjectID] = []
    if deferAwaitingDidMove {
      deferred = appearing.filter { isAwaitingDidMoveInLineage($0) }
      let deferredSet = Set(deferred)
      appearing = appearing.filter { !deferredSet.contains($0) }
    }
    let send = AppearanceSender(
      world: self, driver: driver, operation: operation, animated: animated)
    let first = firstAppearanceHooks(of: appearing, animated: animated)
    let didPhase: () throws -> Void
    switch order {
    case .navigation:
      try send.willDisappear(disappearing)
      try send.willAppear(appearing + deferred)
      try first.afterWillAppear?()
      try hooks.afterWillAppear?()
      try send.isAppearingAndLayout(appearing)
      didPhase = {
        try send.didDisappear(disappearing)
        try send.didAppear(appearing)
        try first.afterDidAppear?()
        try hooks.afterDidAppear?()
      }
    case .tab:
      try send.willAppear(appearing + deferred)
      try first.afterWillAppear?()
      try send.willDisappear(disappearing)
      try send.isAppearingAndLayout(appearing)
      didPhase = {
        try send.didDisappear(disappearing)
        try send.didAppear(appearing)
        try first.afterDidAppear?()
      }
    case .modal:
      try send.willDisappear(disappearing)
      try send.willAppear(appearing + deferred)
      try first.afterWillAppear?()
      try hooks.afterWillAppear?()
      try send.isAppearingAndLayout(appearing)
      didPhase = {
        try send.didAppear(appearing)
        try first.afterDidAppear?()
        try send.didDisappear(disappearing)
      }
    }
    if !deferred.isEmpty {
      updateWindowState { $0.pendingAppearance.append(contentsOf: deferred) }
    }
    // An animated transition returns before its animation ends: the did-phase waits for the
    // end of the run-loop turn (``runTransition(animated:_:)``).
    if animated && defersDidPhase {
      deferDidPhase(didPhase)
    } else {
      try didPhase()
    }
    try resignFirstResponderIfOffScreen()
  }

  /// A navigation controller that appears for the first time shows its top controller: its
  /// delegate hears `navigationController(_:willShow:animated:)` after the appearing
  /// controllers' `viewWillAppear(_:)` and `didShow` after their `viewDidAppear(_:)`, as it
  /// does for a push.
  func firstAppearanceHooks(of appearing: [ObjectID], animated: Bool) -> AppearanceHooks {
    var hooks: [AppearanceHooks] = []
    for nav in appearing where viewControllerKind(nav) == .navigationController {
      guard !records[nav.raw].vc.hasAppeared else { continue }
      update(nav) { $0.vc.hasAppeared = true }
      hooks.append(
        navigationDelegateHooks(nav, showing: topViewController(of: nav), animated: animated))
    }
    guard !hooks.isEmpty else { return AppearanceHooks() }
    return AppearanceHooks(
      afterWillAppear: { for hook in hooks { try hook.afterWillAppear?() } },
      afterDidAppear: { for hook in hooks { try hook.afterDidAppear?() } })
  }

  /// Whether the controller, or an ancestor, was added with `addChild(_:)` and still waits for
  /// `didMove(toParent:)`.
  func isAwaitingDidMoveInLineage(_ id: ObjectID) -> Bool {
    var current: ObjectID? = id
    while let c = current {
      if records[c.raw].vc.isAwaitingDidMove { return true }
      current = records[c.raw].vc.parent
    }
    return false
  }

  /// Finishes the appearance of controllers that waited for `didMove(toParent:)`: those in
  /// `child`'s lineage when it is given, otherwise all of them (a new run-loop turn).
  func finishPendingAppearance(except child: ObjectID?, operation: String, driver: ObjectID? = nil)
    throws
  {
    // Read in place: copying the window's whole state costs more than the usual answer, none.
    let pending = records[window.raw].vc.window?.pendingAppearance ?? []
    guard !pending.isEmpty else { return }
    let finishing: [ObjectID]
    if let child {
      finishing = pending.filter { isAncestorOrSelf(child, of: $0) }
    } else {
      finishing = pending
    }
    guard !finishing.isEmpty else { return }
    let finishingSet = Set(finishing)
    updateWindowState { $0.pendingAppearance.removeAll { finishingSet.contains($0) } }
    let still = finishing.filter { record($0).vc.appearance == .appearing }
    let sender = AppearanceSender(
      world: self, driver: driver ?? window, operation: operation, animated: false)
    try sender.isAppearingAndLayout(still)
    try sender.didAppear(still)
  }

  /// UIKit resigns the first responder when its view leaves the window.
  func resignFirstResponderIfOffScreen() throws {
    guard let responder = windowState.firstResponder, !isViewInWindow(responder) else { return }
    try deliver("resignFirstResponder()", to: responder, kind: .call, from: .object(window)) {
      // A field that left the window stops editing without being asked.
      try resignEditing(responder, asking: false)
    }
  }

  /// Runs `body` with appearance callbacks held back; reconciling is then up to the caller.
  func deferringAppearance(_ body: () throws -> Void) rethrows {
    appearanceDeferral += 1
    defer { appearanceDeferral -= 1 }
    try body()
  }

  /// Public entry for the session: the run loop turned (a statement ended), so appearance
  /// transitions that were waiting finish now.
  func runLoopTurnEnded() throws {
    try drainMainQueue()
    try finishPendingAppearance(except: nil, operation: "runLoop")
    try layOutTablesInWindow()
  }
}

/// Sends the appearance callbacks of one transition, updating each controller's state first.
struct AppearanceSender {
  let world: World
  let driver: ObjectID
  let operation: String
  let animated: Bool
  /// Who sends the callbacks when not the container or driver: the caller of
  /// `beginAppearanceTransition(_:animated:)`, which forwards by hand.
  var caller: Participant? = nil

  func willAppear(_ ids: [ObjectID]) throws {
    for id in ids {
      try send("viewWillAppear(_:)", to: id, state: .appearing, flag: true) {
        try world.clearSelectionOnAppear(of: id, animated: animated)
      }
    }
  }

  func isAppearingAndLayout(_ ids: [ObjectID]) throws {
    for id in ids {
      try send("viewIsAppearing(_:)", to: id, state: nil, flag: true)
      try send("viewWillLayoutSubviews()", to: id, state: nil, flag: false)
      if !world.tableViewIDs.isEmpty { try world.layOutTables(ownedBy: id) }
      try send("viewDidLayoutSubviews()", to: id, state: nil, flag: false)
    }
  }

  func didAppear(_ ids: [ObjectID]) throws {
    for id in ids { try send("viewDidAppear(_:)", to: id, state: .appeared, flag: true) }
  }

  func willDisappear(_ ids: [ObjectID]) throws {
    for id in ids { try send("viewWillDisappear(_:)", to: id, state: .disappearing, flag: true) }
  }

  func didDisappear(_ ids: [ObjectID]) throws {
    for id in ids { try send("viewDidDisappear(_:)", to: id, state: .disappeared, flag: true) }
  }

  /// Sends one callback; `effects` is UIKit's own part of it, run before the learner's
  /// override (a table view controller clearing its selection in `viewWillAppear(_:)`).
  private func send(
    _ selector: String, to id: ObjectID, state: AppearanceState?, flag: Bool,
    effects: () throws -> Void = {}
  ) throws {
    if let state { world.update(id) { $0.vc.appearance = state } }
    // A container forwards its children's callbacks; the driver sends the others. A tab
    // leaving the More navigation controller hears it from that controller.
    let parent = world.effectiveParent(of: id)
    let isLeavingMore =
      parent != nil && world.record(driver).vc.moreOwner == world.record(id).vc.parent
    let sender = isLeavingMore ? driver : parent ?? driver
    try world.deliver(
      selector, to: id, arguments: flag ? [.bool(animated)] : [], kind: .lifecycle,
      from: caller ?? .object(sender), operation: operation, effects: effects)
  }
}
