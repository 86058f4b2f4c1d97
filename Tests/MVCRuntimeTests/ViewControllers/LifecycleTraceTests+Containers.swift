import MVCTestSupport
import Testing

@testable import MVCRuntime

/// Split views collapsing and separating as the screen changes, and the custom-containment
/// orders that depend on when the run loop turns (docs/uikit-fidelity.md, "Containers").
extension LifecycleTraceTests {
  /// `split.viewControllers = [masterNav, detail]` on screen on `device`.
  func twoColumnScene(_ s: Scene, device: Device) throws {
    let master = try s.make("master")
    let masterNav = try s.nav("masterNav", root: master)
    let detail = try s.make("detail")
    let split = try s.make("split", "SplitViewController")
    try s.run { try s.world.setDevice(device) }
    try s.run { try s.world.setSplitViewControllers([masterNav, detail], of: split) }
    try s.show(split)
  }

  ///     :device classic      // from an iPad
  /// Apple, `splitViewController(_:collapseSecondary:onto:)`: without a delegate that returns
  /// true, the primary's `collapseSecondaryViewController(_:for:)` runs, and a navigation
  /// controller pushes the secondary onto its stack.
  @Test func splitCollapsesOnAPhone() throws {
    let (s, p) = try probe(
      setup: { s in try twoColumnScene(s, device: .ipad) },
      operation: { s in try s.run { try s.world.setDevice(.classic) } })
    let operation = "collapseSecondaryViewController(_:for:)"
    let collapse = p.expect(
      operation, from: "split", to: "masterNav", kind: .containment, cause: .uncaused,
      role: .controllerToController, arguments: [s.o("detail"), s.o("split")])
    let push = p.expect(
      "pushViewController(_:animated:)", from: "masterNav", to: "masterNav", kind: .containment,
      cause: .by(collapse), role: .controllerToController,
      arguments: [s.o("detail"), .bool(false)])
    p.expect(
      "willMove(toParent:)", from: "masterNav", to: "detail", kind: .containment,
      cause: .by(push), role: .controllerToController, arguments: [s.o("masterNav")],
      operation: .named(operation))
    p.expect(
      "viewWillDisappear(_:)", from: "masterNav", to: "master", kind: .lifecycle,
      cause: .by(push), role: .controllerToController, arguments: [.bool(false)],
      operation: .named(operation))
    p.expect(
      "viewDidDisappear(_:)", from: "masterNav", to: "master", kind: .lifecycle,
      cause: .by(push), role: .controllerToController, arguments: [.bool(false)],
      operation: .named(operation))
    p.expect(
      "didMove(toParent:)", from: "masterNav", to: "detail", kind: .containment,
      cause: .by(push), role: .controllerToController, arguments: [s.o("masterNav")],
      operation: .named(operation))
    p.finish()
    #expect(s.world.isCollapsed(id(s, "split")))
    #expect(s.world.children(of: id(s, "split")) == [id(s, "masterNav")])
    #expect(s.world.lastChild(of: id(s, "masterNav")) == id(s, "detail"))
  }

  ///     :device ipad      // from a phone, where the detail was pushed onto masterNav
  /// Apple, `splitViewController(_:separateSecondaryFrom:)`: without a delegate, the primary's
  /// `separateSecondaryViewController(for:)` runs; a navigation controller pops its top and
  /// returns it, and it becomes the secondary column again. It never leaves the screen.
  @Test func splitSeparatesOnAnIPad() throws {
    let (s, p) = try probe(
      setup: { s in try twoColumnScene(s, device: .classic) },
      operation: { s in try s.run { try s.world.setDevice(.ipad) } })
    let operation = "separateSecondaryViewController(for:)"
    let separate = p.expect(
      operation, from: "split", to: "masterNav", kind: .containment, cause: .uncaused,
      role: .controllerToController, arguments: [s.o("split")])
    let pop = p.expect(
      "popViewController(animated:)", from: "masterNav", to: "masterNav", kind: .containment,
      cause: .by(separate), role: .controllerToController, arguments: [.bool(false)])
    p.expect(
      "willMove(toParent:)", from: "masterNav", to: "detail", kind: .containment,
      cause: .by(pop), role: .controllerToController, arguments: [.null],
      operation: "popViewController(animated:)")
    p.expect("loadView()", to: "master", kind: .lifecycle)
    p.expect("viewDidLoad()", to: "master", kind: .lifecycle)
    p.expect(
      "didMove(toParent:)", from: "masterNav", to: "detail", kind: .containment,
      cause: .by(pop), role: .controllerToController, arguments: [.null],
      operation: "popViewController(animated:)")
    p.expect(
      "willMove(toParent:)", from: "split", to: "detail", kind: .containment, cause: .uncaused,
      role: .controllerToController, arguments: [s.o("split")], operation: .named(operation))
    for selector in [
      "viewWillAppear(_:)", "viewIsAppearing(_:)", "viewWillLayoutSubviews()",
      "viewDidLayoutSubviews()", "viewDidAppear(_:)",
    ] {
      p.expect(
        selector, from: "masterNav", to: "master", kind: .lifecycle, cause: .uncaused,
        role: .controllerToController, operation: .named(operation))
    }
    p.expect(
      "didMove(toParent:)", from: "split", to: "detail", kind: .containment, cause: .uncaused,
      role: .controllerToController, arguments: [s.o("split")], operation: .named(operation))
    p.finish()
    #expect(!s.world.isCollapsed(id(s, "split")))
    #expect(s.world.children(of: id(s, "split")) == [id(s, "masterNav"), id(s, "detail")])
  }

  ///     container.addChild(child)            // each line its own statement:
  ///     container.view.addSubview(child.view) // the run loop turns after it
  ///     child.didMove(toParent: container)
  /// UIKit finishes an appearance transition at the end of the run-loop turn in which the view
  /// entered the window (reference §1b, Chameleon); typed as separate statements, that turn
  /// ends before `didMove(toParent:)`, so `viewDidAppear(_:)` comes first.
  @Test func addChildOneStatementAtATime() throws {
    let (s, p) = try probe(
      setup: containerScene,
      operation: { s in
        let container = id(s, "container")
        let child = id(s, "child")
        // Each statement ends its run-loop turn, as the interpreter does.
        try s.run {
          try s.world.addChild(child, to: container)
          try s.world.runLoopTurnEnded()
        }
        try s.run {
          try s.world.addSubview(
            try s.world.loadViewIfNeeded(child), to: try s.world.loadViewIfNeeded(container))
          try s.world.runLoopTurnEnded()
        }
        try s.run {
          try s.world.didMove(child, toParent: container)
          try s.world.runLoopTurnEnded()
        }
      })
    let addChild = p.expect(
      "addChild(_:)", from: .outside, to: "container", kind: .containment, cause: .uncaused,
      role: .outsideToController, arguments: [s.o("child")])
    p.expect(
      "willMove(toParent:)", from: "container", to: "child", kind: .containment,
      cause: .by(addChild), role: .controllerToController, arguments: [s.o("container")],
      operation: "addChild(_:)")
    p.tick()
    p.expect("loadView()", to: "child", kind: .lifecycle)
    p.expect("viewDidLoad()", to: "child", kind: .lifecycle)
    let addSubview = p.expect(
      "addSubview(_:)", from: .outside, to: "container.view", kind: .call, cause: .uncaused,
      role: .outsideToView, arguments: [s.o("child.view")])
    p.expect(
      "viewWillAppear(_:)", from: "container", to: "child", kind: .lifecycle,
      cause: .by(addSubview), role: .controllerToController, arguments: [.bool(false)],
      operation: "addSubview(_:)")
    for selector in [
      "viewIsAppearing(_:)", "viewWillLayoutSubviews()", "viewDidLayoutSubviews()",
      "viewDidAppear(_:)",
    ] {
      p.expect(
        selector, from: "container", to: "child", kind: .lifecycle, cause: .uncaused,
        role: .controllerToController, operation: "runLoop")
    }
    p.tick()
    p.expect(
      "didMove(toParent:)", from: .outside, to: "child", kind: .containment, cause: .uncaused,
      role: .outsideToController, arguments: [s.o("container")])
    p.finish()
  }

  ///     child.view.removeFromSuperview()   // no willMove(toParent: nil) first
  ///     child.removeFromParent()
  /// Apple, `removeFromParent()`: it sends `didMove(toParent: nil)` but not
  /// `willMove(toParent: nil)`, which is the container's to send; forgetting it leaves the
  /// child unwarned.
  @Test func removeChildWithoutWillMove() throws {
    let (_, p) = try probe(
      setup: { s in
        try containerScene(s)
        let container = id(s, "container")
        let child = id(s, "child")
        try s.run {
          try s.world.addChild(child, to: container)
          try s.world.addSubview(
            try s.world.loadViewIfNeeded(child), to: try s.world.loadViewIfNeeded(container))
          try s.world.didMove(child, toParent: container)
        }
      },
      operation: { s in
        let child = id(s, "child")
        try s.run {
          try s.world.removeFromSuperview(try s.world.loadViewIfNeeded(child))
          try s.world.removeFromParent(child)
        }
      })
    let removeFromSuperview = p.expect(
      "removeFromSuperview()", from: .outside, to: "child.view", kind: .call, cause: .uncaused,
      role: .outsideToView)
    p.expect(
      "viewWillDisappear(_:)", from: "container", to: "child", kind: .lifecycle,
      cause: .by(removeFromSuperview), role: .controllerToController, arguments: [.bool(false)],
      operation: "removeFromSuperview()")
    p.expect(
      "viewDidDisappear(_:)", from: "container", to: "child", kind: .lifecycle,
      cause: .by(removeFromSuperview), role: .controllerToController, arguments: [.bool(false)],
      operation: "removeFromSuperview()")
    let removeFromParent = p.expect(
      "removeFromParent()", from: .outside, to: "child", kind: .containment, cause: .uncaused,
      role: .outsideToController)
    p.expect(
      "didMove(toParent:)", from: "container", to: "child", kind: .containment,
      cause: .by(removeFromParent), role: .controllerToController, arguments: [.null],
      operation: "removeFromParent()")
    p.finish()
  }
}
