import MVCTestSupport
import Testing

@testable import MVCRuntime

/// Split view controllers and `show`, and a touch travelling up the responder chain.
extension LifecycleTraceTests {
  ///     master.showDetailViewController(detail, sender: nil)
  ///     // phone
  @Test func showDetailCollapsed() throws {
    let (s, p) = try probe(
      setup: { s in try splitScene(s, device: .classic) },
      operation: { s in
        try s.run {
          try s.world.showDetailViewController(
            id(s, "detail"), from: id(s, "master"), sender: .null)
        }
      })
    let showDetail = p.expect(
      "showDetailViewController(_:sender:)", from: .outside, to: "master", kind: .call,
      cause: .uncaused, role: .outsideToController, arguments: [s.o("detail"), .null])
    let splitShow = expectRoutingToSplit(p, s, cause: showDetail)
    // Collapsed: the split view hands the detail to its primary's show(_:sender:).
    let navShow = p.expect(
      "show(_:sender:)", from: "split", to: "masterNav", kind: .call, cause: .by(splitShow),
      role: .controllerToController, arguments: [s.o("detail"), .null])
    let push = p.expect(
      "pushViewController(_:animated:)", from: "masterNav", to: "masterNav", kind: .containment,
      cause: .by(navShow), role: .controllerToController,
      arguments: [s.o("detail"), .bool(true)])
    p.expect(
      "willMove(toParent:)", from: "masterNav", to: "detail", kind: .containment,
      cause: .by(push), role: .controllerToController, arguments: [s.o("masterNav")],
      operation: "pushViewController(_:animated:)")
    p.expect(
      "loadView()", from: "detail", to: "detail", kind: .lifecycle, cause: .by(push),
      role: .controllerToController)
    p.expect(
      "viewDidLoad()", from: "detail", to: "detail", kind: .lifecycle,
      cause: .by(push), role: .controllerToController)
    p.expect(
      "viewWillDisappear(_:)", from: "masterNav", to: "placeholder", kind: .lifecycle,
      cause: .by(push), role: .controllerToController, arguments: [.bool(true)],
      operation: "pushViewController(_:animated:)")
    p.expect(
      "viewWillAppear(_:)", from: "masterNav", to: "detail", kind: .lifecycle,
      cause: .by(push), role: .controllerToController, arguments: [.bool(true)],
      operation: "pushViewController(_:animated:)")
    p.expect(
      "viewIsAppearing(_:)", from: "masterNav", to: "detail", kind: .lifecycle,
      cause: .by(push), role: .controllerToController, arguments: [.bool(true)],
      operation: "pushViewController(_:animated:)")
    p.expect(
      "viewWillLayoutSubviews()", from: "masterNav", to: "detail", kind: .lifecycle,
      cause: .by(push), role: .controllerToController,
      operation: "pushViewController(_:animated:)")
    p.expect(
      "viewDidLayoutSubviews()", from: "masterNav", to: "detail", kind: .lifecycle,
      cause: .by(push), role: .controllerToController,
      operation: "pushViewController(_:animated:)")
    p.tick()
    p.expect(
      "viewDidDisappear(_:)", from: "masterNav", to: "placeholder", kind: .lifecycle,
      cause: .by(push), role: .controllerToController, arguments: [.bool(true)],
      operation: "pushViewController(_:animated:)")
    p.expect(
      "viewDidAppear(_:)", from: "masterNav", to: "detail", kind: .lifecycle,
      cause: .by(push), role: .controllerToController, arguments: [.bool(true)],
      operation: "pushViewController(_:animated:)")
    p.expect(
      "didMove(toParent:)", from: "masterNav", to: "detail", kind: .containment,
      cause: .by(push), role: .controllerToController, arguments: [s.o("masterNav")],
      operation: "pushViewController(_:animated:)")
    p.finish()
  }

  ///     master.showDetailViewController(detail, sender: nil)
  ///     // iPad
  @Test func showDetailExpanded() throws {
    let (s, p) = try probe(
      setup: { s in try splitScene(s, device: .ipad) },
      operation: { s in
        try s.run {
          try s.world.showDetailViewController(
            id(s, "detail"), from: id(s, "master"), sender: .null)
        }
      })
    let showDetail = p.expect(
      "showDetailViewController(_:sender:)", from: .outside, to: "master", kind: .call,
      cause: .uncaused, role: .outsideToController, arguments: [s.o("detail"), .null])
    let splitShow = expectRoutingToSplit(p, s, cause: showDetail)
    // Expanded: the detail replaces the secondary column.
    let setViewControllers = p.expect(
      "setValue(_:forKey:)", from: "split", to: "split", kind: .containment,
      cause: .by(splitShow), role: .controllerToController,
      arguments: [.array([s.o("masterNav"), s.o("detail")]), .string("viewControllers")])
    p.expect(
      "willMove(toParent:)", from: "split", to: "placeholder", kind: .containment,
      cause: .by(setViewControllers), role: .controllerToController, arguments: [.null],
      operation: "viewControllers")
    p.expect(
      "willMove(toParent:)", from: "split", to: "detail", kind: .containment,
      cause: .by(setViewControllers), role: .controllerToController, arguments: [s.o("split")],
      operation: "viewControllers")
    p.expect(
      "loadView()", from: "detail", to: "detail", kind: .lifecycle, cause: .by(setViewControllers),
      role: .controllerToController)
    p.expect(
      "viewDidLoad()", from: "detail", to: "detail", kind: .lifecycle,
      cause: .by(setViewControllers), role: .controllerToController)
    p.expect(
      "viewWillDisappear(_:)", from: "split", to: "placeholder", kind: .lifecycle,
      cause: .by(setViewControllers), role: .controllerToController, arguments: [.bool(false)],
      operation: "viewControllers")
    p.expect(
      "viewWillAppear(_:)", from: "split", to: "detail", kind: .lifecycle,
      cause: .by(setViewControllers), role: .controllerToController, arguments: [.bool(false)],
      operation: "viewControllers")
    p.expect(
      "viewIsAppearing(_:)", from: "split", to: "detail", kind: .lifecycle,
      cause: .by(setViewControllers), role: .controllerToController, arguments: [.bool(false)],
      operation: "viewControllers")
    p.expect(
      "viewWillLayoutSubviews()", from: "split", to: "detail", kind: .lifecycle,
      cause: .by(setViewControllers), role: .controllerToController, operation: "viewControllers")
    p.expect(
      "viewDidLayoutSubviews()", from: "split", to: "detail", kind: .lifecycle,
      cause: .by(setViewControllers), role: .controllerToController, operation: "viewControllers")
    p.expect(
      "viewDidDisappear(_:)", from: "split", to: "placeholder", kind: .lifecycle,
      cause: .by(setViewControllers), role: .controllerToController, arguments: [.bool(false)],
      operation: "viewControllers")
    p.expect(
      "viewDidAppear(_:)", from: "split", to: "detail", kind: .lifecycle,
      cause: .by(setViewControllers), role: .controllerToController, arguments: [.bool(false)],
      operation: "viewControllers")
    p.expect(
      "didMove(toParent:)", from: "split", to: "placeholder", kind: .containment,
      cause: .by(setViewControllers), role: .controllerToController, arguments: [.null],
      operation: "viewControllers")
    p.expect(
      "didMove(toParent:)", from: "split", to: "detail", kind: .containment,
      cause: .by(setViewControllers), role: .controllerToController, arguments: [s.o("split")],
      operation: "viewControllers")
    p.finish()
  }

  /// `targetViewController(forAction:sender:)` from `master` up to the split view, which
  /// handles `showDetailViewController(_:sender:)`; returns that message.
  @discardableResult
  func expectRoutingToSplit(_ p: TraceProbe, _ s: Scene, cause: TraceProbe.Step)
    -> TraceProbe.Step
  {
    let action: [Value] = [.string("showDetailViewController(_:sender:)"), .null]
    for (from, to) in [("master", "master"), ("master", "masterNav"), ("masterNav", "split")] {
      p.expect(
        "targetViewController(forAction:sender:)", from: TraceProbe.Endpoint(stringLiteral: from),
        to: TraceProbe.Endpoint(stringLiteral: to), kind: .call,
        cause: .by(cause), role: .controllerToController, arguments: action)
    }
    return p.expect(
      "showDetailViewController(_:sender:)", from: "master", to: "split", kind: .call,
      cause: .by(cause), role: .controllerToController, arguments: [s.o("detail"), .null])
  }

  ///     list.show(detail, sender: nil)
  @Test func showPushesInANavigationController() throws {
    let (s, p) = try probe(
      setup: navScene,
      operation: { s in
        try s.run { try s.world.show(id(s, "detail"), from: id(s, "list"), sender: .null) }
      })
    let show = p.expect(
      "show(_:sender:)", from: .outside, to: "list", kind: .call, cause: .uncaused,
      role: .outsideToController, arguments: [s.o("detail"), .null])
    // UIKit's default show(_:sender:) asks targetViewController(forAction:sender:), which
    // walks up to the navigation controller; the navigation controller's show pushes.
    let action: [Value] = [.string("show(_:sender:)"), .null]
    p.expect(
      "targetViewController(forAction:sender:)", from: "list", to: "list", kind: .call,
      cause: .by(show), role: .controllerToController, arguments: action)
    p.expect(
      "targetViewController(forAction:sender:)", from: "list", to: "nav", kind: .call,
      cause: .by(show), role: .controllerToController, arguments: action)
    let navShow = p.expect(
      "show(_:sender:)", from: "list", to: "nav", kind: .call, cause: .by(show),
      role: .controllerToController, arguments: [s.o("detail"), .null])
    let push = p.expect(
      "pushViewController(_:animated:)", from: "nav", to: "nav", kind: .containment,
      cause: .by(navShow), role: .controllerToController,
      arguments: [s.o("detail"), .bool(true)])
    p.expect(
      "willMove(toParent:)", from: "nav", to: "detail", kind: .containment,
      cause: .by(push), role: .controllerToController, arguments: [s.o("nav")],
      operation: "pushViewController(_:animated:)")
    p.expect(
      "loadView()", from: "detail", to: "detail", kind: .lifecycle, cause: .by(push),
      role: .controllerToController)
    p.expect(
      "viewDidLoad()", from: "detail", to: "detail", kind: .lifecycle,
      cause: .by(push), role: .controllerToController)
    p.expect(
      "viewWillDisappear(_:)", from: "nav", to: "list", kind: .lifecycle,
      cause: .by(push), role: .controllerToController, arguments: [.bool(true)],
      operation: "pushViewController(_:animated:)")
    p.expect(
      "viewWillAppear(_:)", from: "nav", to: "detail", kind: .lifecycle,
      cause: .by(push), role: .controllerToController, arguments: [.bool(true)],
      operation: "pushViewController(_:animated:)")
    p.expect(
      "viewIsAppearing(_:)", from: "nav", to: "detail", kind: .lifecycle,
      cause: .by(push), role: .controllerToController, arguments: [.bool(true)],
      operation: "pushViewController(_:animated:)")
    p.expect(
      "viewWillLayoutSubviews()", from: "nav", to: "detail", kind: .lifecycle,
      cause: .by(push), role: .controllerToController,
      operation: "pushViewController(_:animated:)")
    p.expect(
      "viewDidLayoutSubviews()", from: "nav", to: "detail", kind: .lifecycle,
      cause: .by(push), role: .controllerToController,
      operation: "pushViewController(_:animated:)")
    p.tick()
    p.expect(
      "viewDidDisappear(_:)", from: "nav", to: "list", kind: .lifecycle,
      cause: .by(push), role: .controllerToController, arguments: [.bool(true)],
      operation: "pushViewController(_:animated:)")
    p.expect(
      "viewDidAppear(_:)", from: "nav", to: "detail", kind: .lifecycle,
      cause: .by(push), role: .controllerToController, arguments: [.bool(true)],
      operation: "pushViewController(_:animated:)")
    p.expect(
      "didMove(toParent:)", from: "nav", to: "detail", kind: .containment,
      cause: .by(push), role: .controllerToController, arguments: [s.o("nav")],
      operation: "pushViewController(_:animated:)")
    p.finish()
  }

  // MARK: Responders

  ///     tap(at: 100, 80)
  ///     // a plain View inside editor (presented)
  @Test func tapOnAPlainViewTravelsTheResponderChain() throws {
    let (_, p) = try probe(
      setup: { s in
        try presentScene(s, style: "fullScreen")
        let box = try s.run { try s.world.instantiate("View", arguments: []) }
        s.world.bind(name: "box", to: .object(box))
        try s.run {
          try s.world.addSubview(box, to: try s.world.loadViewIfNeeded(id(s, "editor")))
          try s.world.present(id(s, "editor"), from: id(s, "list"), animated: false)
        }
      },
      operation: { s in try s.run { try s.world.tapScreen(x: 100, y: 80) } })
    // Each hop is traced after the one before it returns, not during it, so no hop has a
    // cause (World.forwardTouch delivers them one after another). Checked as it is.
    p.expect(
      "touchesEnded(_:with:)", from: .user, to: "box", kind: .userInput, cause: .uncaused,
      role: .userToView, arguments: [])
    p.expect(
      "touchesEnded(_:with:)", from: "box", to: "editor.view", kind: .responderChain,
      cause: .uncaused, role: .viewToView, arguments: [])
    p.expect(
      "touchesEnded(_:with:)", from: "editor.view", to: "editor", kind: .responderChain,
      cause: .uncaused, role: .viewToController, arguments: [])
    p.expect(
      "touchesEnded(_:with:)", from: "editor", to: "nav", kind: .responderChain, cause: .uncaused,
      role: .controllerToController, arguments: [])
    p.expect(
      "touchesEnded(_:with:)", from: "nav", to: "window", kind: .responderChain, cause: .uncaused,
      role: .controllerToSystem, arguments: [])
    p.expect(
      "touchesEnded(_:with:)", from: "window", to: "application", kind: .responderChain,
      cause: .uncaused, role: .systemToSystem, arguments: [])
    p.finish()
  }
}
