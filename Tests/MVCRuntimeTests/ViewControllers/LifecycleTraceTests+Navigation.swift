import MVCTestSupport
import Testing

@testable import MVCRuntime

/// Navigation controllers: push, pop, setViewControllers, the delegate, the back button.
extension LifecycleTraceTests {
  ///     nav.pushViewController(detail, animated: true)
  @Test func pushAnimated() throws {
    let (s, p) = try probe(
      setup: navScene,
      operation: { s in
        try s.run {
          try s.world.pushViewController(id(s, "detail"), onto: id(s, "nav"), animated: true)
        }
      })
    let push = p.expect(
      "pushViewController(_:animated:)", from: .outside, to: "nav", kind: .containment,
      cause: .uncaused, role: .outsideToController, arguments: [s.o("detail"), .bool(true)])
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

  ///     nav.pushViewController(detail, animated: false)
  @Test func pushNotAnimated() throws {
    let (s, p) = try probe(
      setup: navScene,
      operation: { s in
        try s.run {
          try s.world.pushViewController(id(s, "detail"), onto: id(s, "nav"), animated: false)
        }
      })
    let push = p.expect(
      "pushViewController(_:animated:)", from: .outside, to: "nav", kind: .containment,
      cause: .uncaused, role: .outsideToController, arguments: [s.o("detail"), .bool(false)])
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
      cause: .by(push), role: .controllerToController, arguments: [.bool(false)],
      operation: "pushViewController(_:animated:)")
    p.expect(
      "viewWillAppear(_:)", from: "nav", to: "detail", kind: .lifecycle,
      cause: .by(push), role: .controllerToController, arguments: [.bool(false)],
      operation: "pushViewController(_:animated:)")
    p.expect(
      "viewIsAppearing(_:)", from: "nav", to: "detail", kind: .lifecycle,
      cause: .by(push), role: .controllerToController, arguments: [.bool(false)],
      operation: "pushViewController(_:animated:)")
    p.expect(
      "viewWillLayoutSubviews()", from: "nav", to: "detail", kind: .lifecycle,
      cause: .by(push), role: .controllerToController,
      operation: "pushViewController(_:animated:)")
    p.expect(
      "viewDidLayoutSubviews()", from: "nav", to: "detail", kind: .lifecycle,
      cause: .by(push), role: .controllerToController,
      operation: "pushViewController(_:animated:)")
    p.expect(
      "viewDidDisappear(_:)", from: "nav", to: "list", kind: .lifecycle,
      cause: .by(push), role: .controllerToController, arguments: [.bool(false)],
      operation: "pushViewController(_:animated:)")
    p.expect(
      "viewDidAppear(_:)", from: "nav", to: "detail", kind: .lifecycle,
      cause: .by(push), role: .controllerToController, arguments: [.bool(false)],
      operation: "pushViewController(_:animated:)")
    p.expect(
      "didMove(toParent:)", from: "nav", to: "detail", kind: .containment,
      cause: .by(push), role: .controllerToController, arguments: [s.o("nav")],
      operation: "pushViewController(_:animated:)")
    p.finish()
  }

  ///     nav.popViewController(animated: true)
  @Test func popAnimated() throws {
    let (_, p) = try probe(
      setup: pushedScene,
      operation: { s in
        _ = try s.run { try s.world.popViewController(from: id(s, "nav"), animated: true) }
      })
    let pop = p.expect(
      "popViewController(animated:)", from: .outside, to: "nav", kind: .containment,
      cause: .uncaused, role: .outsideToController, arguments: [.bool(true)])
    p.expect(
      "willMove(toParent:)", from: "nav", to: "detail", kind: .containment,
      cause: .by(pop), role: .controllerToController, arguments: [.null],
      operation: "popViewController(animated:)")
    p.expect(
      "viewWillDisappear(_:)", from: "nav", to: "detail", kind: .lifecycle,
      cause: .by(pop), role: .controllerToController, arguments: [.bool(true)],
      operation: "popViewController(animated:)")
    p.expect(
      "viewWillAppear(_:)", from: "nav", to: "list", kind: .lifecycle,
      cause: .by(pop), role: .controllerToController, arguments: [.bool(true)],
      operation: "popViewController(animated:)")
    p.expect(
      "viewIsAppearing(_:)", from: "nav", to: "list", kind: .lifecycle,
      cause: .by(pop), role: .controllerToController, arguments: [.bool(true)],
      operation: "popViewController(animated:)")
    p.expect(
      "viewWillLayoutSubviews()", from: "nav", to: "list", kind: .lifecycle,
      cause: .by(pop), role: .controllerToController,
      operation: "popViewController(animated:)")
    p.expect(
      "viewDidLayoutSubviews()", from: "nav", to: "list", kind: .lifecycle,
      cause: .by(pop), role: .controllerToController,
      operation: "popViewController(animated:)")
    p.tick()
    p.expect(
      "viewDidDisappear(_:)", from: "nav", to: "detail", kind: .lifecycle,
      cause: .by(pop), role: .controllerToController, arguments: [.bool(true)],
      operation: "popViewController(animated:)")
    p.expect(
      "viewDidAppear(_:)", from: "nav", to: "list", kind: .lifecycle, cause: .by(pop),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "popViewController(animated:)")
    p.expect(
      "didMove(toParent:)", from: "nav", to: "detail", kind: .containment,
      cause: .by(pop), role: .controllerToController, arguments: [.null],
      operation: "popViewController(animated:)")
    p.finish()
  }

  ///     nav.popViewController(animated: false)
  @Test func popNotAnimated() throws {
    let (_, p) = try probe(
      setup: pushedScene,
      operation: { s in
        _ = try s.run { try s.world.popViewController(from: id(s, "nav"), animated: false) }
      })
    let pop = p.expect(
      "popViewController(animated:)", from: .outside, to: "nav", kind: .containment,
      cause: .uncaused, role: .outsideToController, arguments: [.bool(false)])
    p.expect(
      "willMove(toParent:)", from: "nav", to: "detail", kind: .containment,
      cause: .by(pop), role: .controllerToController, arguments: [.null],
      operation: "popViewController(animated:)")
    p.expect(
      "viewWillDisappear(_:)", from: "nav", to: "detail", kind: .lifecycle,
      cause: .by(pop), role: .controllerToController, arguments: [.bool(false)],
      operation: "popViewController(animated:)")
    p.expect(
      "viewWillAppear(_:)", from: "nav", to: "list", kind: .lifecycle,
      cause: .by(pop), role: .controllerToController, arguments: [.bool(false)],
      operation: "popViewController(animated:)")
    p.expect(
      "viewIsAppearing(_:)", from: "nav", to: "list", kind: .lifecycle,
      cause: .by(pop), role: .controllerToController, arguments: [.bool(false)],
      operation: "popViewController(animated:)")
    p.expect(
      "viewWillLayoutSubviews()", from: "nav", to: "list", kind: .lifecycle,
      cause: .by(pop), role: .controllerToController,
      operation: "popViewController(animated:)")
    p.expect(
      "viewDidLayoutSubviews()", from: "nav", to: "list", kind: .lifecycle,
      cause: .by(pop), role: .controllerToController,
      operation: "popViewController(animated:)")
    p.expect(
      "viewDidDisappear(_:)", from: "nav", to: "detail", kind: .lifecycle,
      cause: .by(pop), role: .controllerToController, arguments: [.bool(false)],
      operation: "popViewController(animated:)")
    p.expect(
      "viewDidAppear(_:)", from: "nav", to: "list", kind: .lifecycle, cause: .by(pop),
      role: .controllerToController, arguments: [.bool(false)],
      operation: "popViewController(animated:)")
    p.expect(
      "didMove(toParent:)", from: "nav", to: "detail", kind: .containment,
      cause: .by(pop), role: .controllerToController, arguments: [.null],
      operation: "popViewController(animated:)")
    p.finish()
  }

  ///     nav.popToRootViewController(animated: true)
  ///     // stack list, b, c, d
  @Test func popToRoot() throws {
    let (_, p) = try probe(
      setup: deepScene,
      operation: { s in
        _ = try s.run { try s.world.popToRootViewController(from: id(s, "nav"), animated: true) }
      })
    let popToRoot = p.expect(
      "popToRootViewController(animated:)", from: .outside, to: "nav", kind: .containment,
      cause: .uncaused, role: .outsideToController, arguments: [.bool(true)])
    p.expect(
      "willMove(toParent:)", from: "nav", to: "d", kind: .containment,
      cause: .by(popToRoot), role: .controllerToController, arguments: [.null],
      operation: "popToRootViewController(animated:)")
    p.expect(
      "willMove(toParent:)", from: "nav", to: "c", kind: .containment,
      cause: .by(popToRoot), role: .controllerToController, arguments: [.null],
      operation: "popToRootViewController(animated:)")
    p.expect(
      "willMove(toParent:)", from: "nav", to: "b", kind: .containment,
      cause: .by(popToRoot), role: .controllerToController, arguments: [.null],
      operation: "popToRootViewController(animated:)")
    p.expect(
      "viewWillDisappear(_:)", from: "nav", to: "d", kind: .lifecycle,
      cause: .by(popToRoot), role: .controllerToController, arguments: [.bool(true)],
      operation: "popToRootViewController(animated:)")
    p.expect(
      "viewWillAppear(_:)", from: "nav", to: "list", kind: .lifecycle,
      cause: .by(popToRoot), role: .controllerToController, arguments: [.bool(true)],
      operation: "popToRootViewController(animated:)")
    p.expect(
      "viewIsAppearing(_:)", from: "nav", to: "list", kind: .lifecycle,
      cause: .by(popToRoot), role: .controllerToController, arguments: [.bool(true)],
      operation: "popToRootViewController(animated:)")
    p.expect(
      "viewWillLayoutSubviews()", from: "nav", to: "list", kind: .lifecycle,
      cause: .by(popToRoot), role: .controllerToController,
      operation: "popToRootViewController(animated:)")
    p.expect(
      "viewDidLayoutSubviews()", from: "nav", to: "list", kind: .lifecycle,
      cause: .by(popToRoot), role: .controllerToController,
      operation: "popToRootViewController(animated:)")
    p.tick()
    p.expect(
      "viewDidDisappear(_:)", from: "nav", to: "d", kind: .lifecycle,
      cause: .by(popToRoot), role: .controllerToController, arguments: [.bool(true)],
      operation: "popToRootViewController(animated:)")
    p.expect(
      "viewDidAppear(_:)", from: "nav", to: "list", kind: .lifecycle,
      cause: .by(popToRoot), role: .controllerToController, arguments: [.bool(true)],
      operation: "popToRootViewController(animated:)")
    p.expect(
      "didMove(toParent:)", from: "nav", to: "d", kind: .containment,
      cause: .by(popToRoot), role: .controllerToController, arguments: [.null],
      operation: "popToRootViewController(animated:)")
    p.expect(
      "didMove(toParent:)", from: "nav", to: "c", kind: .containment,
      cause: .by(popToRoot), role: .controllerToController, arguments: [.null],
      operation: "popToRootViewController(animated:)")
    p.expect(
      "didMove(toParent:)", from: "nav", to: "b", kind: .containment,
      cause: .by(popToRoot), role: .controllerToController, arguments: [.null],
      operation: "popToRootViewController(animated:)")
    p.finish()
  }

  ///     nav.popToViewController(b, animated: false)
  ///     // stack list, b, c, d
  @Test func popToViewController() throws {
    let (s, p) = try probe(
      setup: deepScene,
      operation: { s in
        _ = try s.run {
          try s.world.popToViewController(id(s, "b"), in: id(s, "nav"), animated: false)
        }
      })
    let popTo = p.expect(
      "popToViewController(_:animated:)", from: .outside, to: "nav", kind: .containment,
      cause: .uncaused, role: .outsideToController, arguments: [s.o("b"), .bool(false)])
    p.expect(
      "willMove(toParent:)", from: "nav", to: "d", kind: .containment,
      cause: .by(popTo), role: .controllerToController, arguments: [.null],
      operation: "popToViewController(_:animated:)")
    p.expect(
      "willMove(toParent:)", from: "nav", to: "c", kind: .containment,
      cause: .by(popTo), role: .controllerToController, arguments: [.null],
      operation: "popToViewController(_:animated:)")
    p.expect(
      "viewWillDisappear(_:)", from: "nav", to: "d", kind: .lifecycle,
      cause: .by(popTo), role: .controllerToController, arguments: [.bool(false)],
      operation: "popToViewController(_:animated:)")
    p.expect(
      "viewWillAppear(_:)", from: "nav", to: "b", kind: .lifecycle, cause: .by(popTo),
      role: .controllerToController, arguments: [.bool(false)],
      operation: "popToViewController(_:animated:)")
    p.expect(
      "viewIsAppearing(_:)", from: "nav", to: "b", kind: .lifecycle,
      cause: .by(popTo), role: .controllerToController, arguments: [.bool(false)],
      operation: "popToViewController(_:animated:)")
    p.expect(
      "viewWillLayoutSubviews()", from: "nav", to: "b", kind: .lifecycle,
      cause: .by(popTo), role: .controllerToController,
      operation: "popToViewController(_:animated:)")
    p.expect(
      "viewDidLayoutSubviews()", from: "nav", to: "b", kind: .lifecycle,
      cause: .by(popTo), role: .controllerToController,
      operation: "popToViewController(_:animated:)")
    p.expect(
      "viewDidDisappear(_:)", from: "nav", to: "d", kind: .lifecycle,
      cause: .by(popTo), role: .controllerToController, arguments: [.bool(false)],
      operation: "popToViewController(_:animated:)")
    p.expect(
      "viewDidAppear(_:)", from: "nav", to: "b", kind: .lifecycle, cause: .by(popTo),
      role: .controllerToController, arguments: [.bool(false)],
      operation: "popToViewController(_:animated:)")
    p.expect(
      "didMove(toParent:)", from: "nav", to: "d", kind: .containment,
      cause: .by(popTo), role: .controllerToController, arguments: [.null],
      operation: "popToViewController(_:animated:)")
    p.expect(
      "didMove(toParent:)", from: "nav", to: "c", kind: .containment,
      cause: .by(popTo), role: .controllerToController, arguments: [.null],
      operation: "popToViewController(_:animated:)")
    p.finish()
  }

  ///     nav.setViewControllers([list, detail, extra], animated: true)
  @Test func setViewControllersWithPushTransition() throws {
    let (s, p) = try probe(
      setup: { s in
        try navScene(s)
        try s.make("extra")
      },
      operation: { s in
        let list = ["list", "detail", "extra"].map { id(s, $0) }
        try s.run {
          try s.world.setViewControllers(
            list, of: id(s, "nav"), animated: true, operation: "setViewControllers(_:animated:)")
        }
      })
    let setViewControllers = p.expect(
      "setViewControllers(_:animated:)", from: .outside, to: "nav", kind: .containment,
      cause: .uncaused, role: .outsideToController,
      arguments: [.array([s.o("list"), s.o("detail"), s.o("extra")]), .bool(true)])
    p.expect(
      "willMove(toParent:)", from: "nav", to: "detail", kind: .containment,
      cause: .by(setViewControllers), role: .controllerToController, arguments: [s.o("nav")],
      operation: "setViewControllers(_:animated:)")
    p.expect(
      "willMove(toParent:)", from: "nav", to: "extra", kind: .containment,
      cause: .by(setViewControllers), role: .controllerToController, arguments: [s.o("nav")],
      operation: "setViewControllers(_:animated:)")
    p.expect(
      "loadView()", from: "extra", to: "extra", kind: .lifecycle, cause: .by(setViewControllers),
      role: .controllerToController)
    p.expect(
      "viewDidLoad()", from: "extra", to: "extra", kind: .lifecycle, cause: .by(setViewControllers),
      role: .controllerToController)
    p.expect(
      "viewWillDisappear(_:)", from: "nav", to: "list", kind: .lifecycle,
      cause: .by(setViewControllers), role: .controllerToController, arguments: [.bool(true)],
      operation: "setViewControllers(_:animated:)")
    p.expect(
      "viewWillAppear(_:)", from: "nav", to: "extra", kind: .lifecycle,
      cause: .by(setViewControllers), role: .controllerToController, arguments: [.bool(true)],
      operation: "setViewControllers(_:animated:)")
    p.expect(
      "viewIsAppearing(_:)", from: "nav", to: "extra", kind: .lifecycle,
      cause: .by(setViewControllers), role: .controllerToController, arguments: [.bool(true)],
      operation: "setViewControllers(_:animated:)")
    p.expect(
      "viewWillLayoutSubviews()", from: "nav", to: "extra", kind: .lifecycle,
      cause: .by(setViewControllers), role: .controllerToController,
      operation: "setViewControllers(_:animated:)")
    p.expect(
      "viewDidLayoutSubviews()", from: "nav", to: "extra", kind: .lifecycle,
      cause: .by(setViewControllers), role: .controllerToController,
      operation: "setViewControllers(_:animated:)")
    p.tick()
    p.expect(
      "viewDidDisappear(_:)", from: "nav", to: "list", kind: .lifecycle,
      cause: .by(setViewControllers), role: .controllerToController, arguments: [.bool(true)],
      operation: "setViewControllers(_:animated:)")
    p.expect(
      "viewDidAppear(_:)", from: "nav", to: "extra", kind: .lifecycle,
      cause: .by(setViewControllers), role: .controllerToController, arguments: [.bool(true)],
      operation: "setViewControllers(_:animated:)")
    p.expect(
      "didMove(toParent:)", from: "nav", to: "detail", kind: .containment,
      cause: .by(setViewControllers), role: .controllerToController, arguments: [s.o("nav")],
      operation: "setViewControllers(_:animated:)")
    p.expect(
      "didMove(toParent:)", from: "nav", to: "extra", kind: .containment,
      cause: .by(setViewControllers), role: .controllerToController, arguments: [s.o("nav")],
      operation: "setViewControllers(_:animated:)")
    p.finish()
  }

  ///     nav.setViewControllers([fresh, list, b], animated: true)
  ///     // stack list, b, c, d
  @Test func setViewControllersWithPopTransition() throws {
    let (s, p) = try probe(
      setup: { s in
        try deepScene(s)
        try s.make("fresh")
      },
      operation: { s in
        let list = ["fresh", "list", "b"].map { id(s, $0) }
        try s.run {
          try s.world.setViewControllers(
            list, of: id(s, "nav"), animated: true, operation: "setViewControllers(_:animated:)")
        }
      })
    let setViewControllers = p.expect(
      "setViewControllers(_:animated:)", from: .outside, to: "nav", kind: .containment,
      cause: .uncaused, role: .outsideToController,
      arguments: [.array([s.o("fresh"), s.o("list"), s.o("b")]), .bool(true)])
    p.expect(
      "willMove(toParent:)", from: "nav", to: "d", kind: .containment,
      cause: .by(setViewControllers), role: .controllerToController, arguments: [.null],
      operation: "setViewControllers(_:animated:)")
    p.expect(
      "willMove(toParent:)", from: "nav", to: "c", kind: .containment,
      cause: .by(setViewControllers), role: .controllerToController, arguments: [.null],
      operation: "setViewControllers(_:animated:)")
    p.expect(
      "willMove(toParent:)", from: "nav", to: "fresh", kind: .containment,
      cause: .by(setViewControllers), role: .controllerToController, arguments: [s.o("nav")],
      operation: "setViewControllers(_:animated:)")
    p.expect(
      "viewWillDisappear(_:)", from: "nav", to: "d", kind: .lifecycle,
      cause: .by(setViewControllers), role: .controllerToController, arguments: [.bool(true)],
      operation: "setViewControllers(_:animated:)")
    p.expect(
      "viewWillAppear(_:)", from: "nav", to: "b", kind: .lifecycle, cause: .by(setViewControllers),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "setViewControllers(_:animated:)")
    p.expect(
      "viewIsAppearing(_:)", from: "nav", to: "b", kind: .lifecycle, cause: .by(setViewControllers),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "setViewControllers(_:animated:)")
    p.expect(
      "viewWillLayoutSubviews()", from: "nav", to: "b", kind: .lifecycle,
      cause: .by(setViewControllers), role: .controllerToController,
      operation: "setViewControllers(_:animated:)")
    p.expect(
      "viewDidLayoutSubviews()", from: "nav", to: "b", kind: .lifecycle,
      cause: .by(setViewControllers), role: .controllerToController,
      operation: "setViewControllers(_:animated:)")
    p.tick()
    p.expect(
      "viewDidDisappear(_:)", from: "nav", to: "d", kind: .lifecycle,
      cause: .by(setViewControllers), role: .controllerToController, arguments: [.bool(true)],
      operation: "setViewControllers(_:animated:)")
    p.expect(
      "viewDidAppear(_:)", from: "nav", to: "b", kind: .lifecycle, cause: .by(setViewControllers),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "setViewControllers(_:animated:)")
    p.expect(
      "didMove(toParent:)", from: "nav", to: "d", kind: .containment,
      cause: .by(setViewControllers), role: .controllerToController, arguments: [.null],
      operation: "setViewControllers(_:animated:)")
    p.expect(
      "didMove(toParent:)", from: "nav", to: "c", kind: .containment,
      cause: .by(setViewControllers), role: .controllerToController, arguments: [.null],
      operation: "setViewControllers(_:animated:)")
    p.expect(
      "didMove(toParent:)", from: "nav", to: "fresh", kind: .containment,
      cause: .by(setViewControllers), role: .controllerToController, arguments: [s.o("nav")],
      operation: "setViewControllers(_:animated:)")
    p.finish()
  }

  ///     nav.setViewControllers([list, d], animated: true)
  ///     // stack list, b, c, d
  @Test func setViewControllersKeepingTheTop() throws {
    let (s, p) = try probe(
      setup: deepScene,
      operation: { s in
        let list = ["list", "d"].map { id(s, $0) }
        try s.run {
          try s.world.setViewControllers(
            list, of: id(s, "nav"), animated: true, operation: "setViewControllers(_:animated:)")
        }
      })
    let setViewControllers = p.expect(
      "setViewControllers(_:animated:)", from: .outside, to: "nav", kind: .containment,
      cause: .uncaused, role: .outsideToController,
      arguments: [.array([s.o("list"), s.o("d")]), .bool(true)])
    p.expect(
      "willMove(toParent:)", from: "nav", to: "c", kind: .containment,
      cause: .by(setViewControllers), role: .controllerToController, arguments: [.null],
      operation: "setViewControllers(_:animated:)")
    p.expect(
      "willMove(toParent:)", from: "nav", to: "b", kind: .containment,
      cause: .by(setViewControllers), role: .controllerToController, arguments: [.null],
      operation: "setViewControllers(_:animated:)")
    p.expect(
      "didMove(toParent:)", from: "nav", to: "c", kind: .containment,
      cause: .by(setViewControllers), role: .controllerToController, arguments: [.null],
      operation: "setViewControllers(_:animated:)")
    p.expect(
      "didMove(toParent:)", from: "nav", to: "b", kind: .containment,
      cause: .by(setViewControllers), role: .controllerToController, arguments: [.null],
      operation: "setViewControllers(_:animated:)")
    p.finish()
  }

  ///     nav.delegate = coordinator
  ///     nav.pushViewController(detail, animated: true)
  @Test func navigationDelegateAroundPush() throws {
    let (s, p) = try probe(
      setup: { s in
        try navScene(s)
        let coordinator = try declareCoordinator(
          s,
          implementing: [
            "navigationController(_:willShow:animated:)",
            "navigationController(_:didShow:animated:)",
          ])
        try s.run {
          try s.world.setProperty("delegate", of: id(s, "nav"), to: .object(coordinator))
        }
      },
      operation: { s in
        try s.run {
          try s.world.pushViewController(id(s, "detail"), onto: id(s, "nav"), animated: true)
        }
      })
    let push = p.expect(
      "pushViewController(_:animated:)", from: .outside, to: "nav", kind: .containment,
      cause: .uncaused, role: .outsideToController, arguments: [s.o("detail"), .bool(true)])
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
      "navigationController(_:willShow:animated:)", from: "nav", to: "coordinator", kind: .delegate,
      cause: .by(push), role: .controllerToController,
      arguments: [s.o("nav"), s.o("detail"), .bool(true)])
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
      "navigationController(_:didShow:animated:)", from: "nav", to: "coordinator", kind: .delegate,
      cause: .by(push), role: .controllerToController,
      arguments: [s.o("nav"), s.o("detail"), .bool(true)])
    p.expect(
      "didMove(toParent:)", from: "nav", to: "detail", kind: .containment,
      cause: .by(push), role: .controllerToController, arguments: [s.o("nav")],
      operation: "pushViewController(_:animated:)")
    p.finish()
  }

  ///     tapBackButton(nav)
  @Test func backButton() throws {
    let (_, p) = try probe(
      setup: pushedScene,
      operation: { s in try s.run { try s.world.tapBackButton(of: id(s, "nav")) } })
    let touch = p.expect(
      "touchesEnded(_:with:)", from: .user, to: "nav.navigationBar", kind: .userInput,
      cause: .uncaused, role: .userToView, arguments: [])
    let pop = p.expect(
      "popViewController(animated:)", from: "nav.navigationBar", to: "nav", kind: .containment,
      cause: .by(touch), role: .viewToController, arguments: [.bool(true)])
    p.expect(
      "willMove(toParent:)", from: "nav", to: "detail", kind: .containment,
      cause: .by(pop), role: .controllerToController, arguments: [.null],
      operation: "popViewController(animated:)")
    p.expect(
      "viewWillDisappear(_:)", from: "nav", to: "detail", kind: .lifecycle,
      cause: .by(pop), role: .controllerToController, arguments: [.bool(true)],
      operation: "popViewController(animated:)")
    p.expect(
      "viewWillAppear(_:)", from: "nav", to: "list", kind: .lifecycle,
      cause: .by(pop), role: .controllerToController, arguments: [.bool(true)],
      operation: "popViewController(animated:)")
    p.expect(
      "viewIsAppearing(_:)", from: "nav", to: "list", kind: .lifecycle,
      cause: .by(pop), role: .controllerToController, arguments: [.bool(true)],
      operation: "popViewController(animated:)")
    p.expect(
      "viewWillLayoutSubviews()", from: "nav", to: "list", kind: .lifecycle,
      cause: .by(pop), role: .controllerToController,
      operation: "popViewController(animated:)")
    p.expect(
      "viewDidLayoutSubviews()", from: "nav", to: "list", kind: .lifecycle,
      cause: .by(pop), role: .controllerToController,
      operation: "popViewController(animated:)")
    p.tick()
    p.expect(
      "viewDidDisappear(_:)", from: "nav", to: "detail", kind: .lifecycle,
      cause: .by(pop), role: .controllerToController, arguments: [.bool(true)],
      operation: "popViewController(animated:)")
    p.expect(
      "viewDidAppear(_:)", from: "nav", to: "list", kind: .lifecycle, cause: .by(pop),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "popViewController(animated:)")
    p.expect(
      "didMove(toParent:)", from: "nav", to: "detail", kind: .containment,
      cause: .by(pop), role: .controllerToController, arguments: [.null],
      operation: "popViewController(animated:)")
    p.finish()
  }
}
