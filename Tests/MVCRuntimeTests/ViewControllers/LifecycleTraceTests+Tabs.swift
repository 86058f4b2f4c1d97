import MVCTestSupport
import Testing

@testable import MVCRuntime

/// Tab bar controllers: switching tabs by code and by tapping, reselecting a tab.
extension LifecycleTraceTests {
  ///     tabs.delegate = Controller()   // held by a name, implements neither method
  ///     tap(tabs, tab: 2)
  @Test func aDelegateWithoutTheMethodsIsNotAsked() throws {
    let (s, p) = try probe(
      setup: { s in
        try tabScene(s)
        let plain = try s.run { try s.world.instantiate("Controller", arguments: []) }
        s.world.bind(name: "plain", to: .object(plain))
        try s.run { try s.world.setProperty("delegate", of: id(s, "tabs"), to: .object(plain)) }
      },
      operation: { s in try s.run { try s.world.tapTab(2, of: id(s, "tabs")) } })
    // The same switch as with a coordinator that implements them, without the two questions.
    p.expect("touchesEnded(_:with:)", from: .user, to: "tabs.tabBar", kind: .userInput)
    for (selector, receiver) in [
      ("loadView()", "recents"), ("viewDidLoad()", "recents"), ("viewWillAppear(_:)", "recents"),
      ("viewWillDisappear(_:)", "nav"), ("viewWillDisappear(_:)", "list"),
      ("viewIsAppearing(_:)", "recents"), ("viewWillLayoutSubviews()", "recents"),
      ("viewDidLayoutSubviews()", "recents"), ("viewDidDisappear(_:)", "nav"),
      ("viewDidDisappear(_:)", "list"), ("viewDidAppear(_:)", "recents"),
    ] {
      p.expect(selector, to: TraceProbe.Endpoint(stringLiteral: receiver))
    }
    p.finish()
    #expect(
      s.world.unansweredMessages.map(\.selector) == [
        "tabBarController(_:shouldSelect:)", "tabBarController(_:didSelect:)",
      ])
  }

  ///     tabs.selectedIndex = 1
  @Test func switchTabProgrammatically() throws {
    let (_, p) = try probe(
      setup: tabScene,
      operation: { s in try s.run { try s.world.setSelectedIndex(1, of: id(s, "tabs")) } })
    let setSelectedIndex = p.expect(
      "setValue(_:forKey:)", from: .outside, to: "tabs", kind: .call, cause: .uncaused,
      role: .outsideToController, arguments: [.int(1), .string("selectedIndex")])
    p.expect(
      "loadView()", from: "favorites", to: "favorites", kind: .lifecycle,
      cause: .by(setSelectedIndex), role: .controllerToController)
    p.expect(
      "viewDidLoad()", from: "favorites", to: "favorites", kind: .lifecycle,
      cause: .by(setSelectedIndex), role: .controllerToController)
    p.expect(
      "viewWillAppear(_:)", from: "tabs", to: "favorites", kind: .lifecycle,
      cause: .by(setSelectedIndex), role: .controllerToController, arguments: [.bool(false)],
      operation: "selectedIndex")
    p.expect(
      "viewWillDisappear(_:)", from: "tabs", to: "nav", kind: .lifecycle,
      cause: .by(setSelectedIndex), role: .controllerToController, arguments: [.bool(false)],
      operation: "selectedIndex")
    p.expect(
      "viewWillDisappear(_:)", from: "nav", to: "list", kind: .lifecycle,
      cause: .by(setSelectedIndex), role: .controllerToController, arguments: [.bool(false)],
      operation: "selectedIndex")
    p.expect(
      "viewIsAppearing(_:)", from: "tabs", to: "favorites", kind: .lifecycle,
      cause: .by(setSelectedIndex), role: .controllerToController, arguments: [.bool(false)],
      operation: "selectedIndex")
    p.expect(
      "viewWillLayoutSubviews()", from: "tabs", to: "favorites", kind: .lifecycle,
      cause: .by(setSelectedIndex), role: .controllerToController, operation: "selectedIndex")
    p.expect(
      "viewDidLayoutSubviews()", from: "tabs", to: "favorites", kind: .lifecycle,
      cause: .by(setSelectedIndex), role: .controllerToController, operation: "selectedIndex")
    p.expect(
      "viewDidDisappear(_:)", from: "tabs", to: "nav", kind: .lifecycle,
      cause: .by(setSelectedIndex), role: .controllerToController, arguments: [.bool(false)],
      operation: "selectedIndex")
    p.expect(
      "viewDidDisappear(_:)", from: "nav", to: "list", kind: .lifecycle,
      cause: .by(setSelectedIndex), role: .controllerToController, arguments: [.bool(false)],
      operation: "selectedIndex")
    p.expect(
      "viewDidAppear(_:)", from: "tabs", to: "favorites", kind: .lifecycle,
      cause: .by(setSelectedIndex), role: .controllerToController, arguments: [.bool(false)],
      operation: "selectedIndex")
    p.finish()
  }

  ///     tabs.delegate = coordinator
  ///     tap(tabs, tab: 2)
  @Test func switchTabByTapping() throws {
    let (s, p) = try probe(
      setup: { s in
        try tabScene(s)
        // A learner's class with both optional methods: UIKit sends only what it implements.
        let coordinator = try declareCoordinator(
          s, implementing: ["tabBarController(_:shouldSelect:)", "tabBarController(_:didSelect:)"])
        try s.run {
          try s.world.setProperty("delegate", of: id(s, "tabs"), to: .object(coordinator))
        }
      },
      operation: { s in try s.run { try s.world.tapTab(2, of: id(s, "tabs")) } })
    let touch = p.expect(
      "touchesEnded(_:with:)", from: .user, to: "tabs.tabBar", kind: .userInput, cause: .uncaused,
      role: .userToView, arguments: [.int(2)])
    p.expect(
      "tabBarController(_:shouldSelect:)", from: "tabs", to: "coordinator", kind: .delegate,
      cause: .by(touch), role: .controllerToController,
      arguments: [s.o("tabs"), s.o("recents")])
    p.expect(
      "loadView()", from: "recents", to: "recents", kind: .lifecycle, cause: .by(touch),
      role: .controllerToController)
    p.expect(
      "viewDidLoad()", from: "recents", to: "recents", kind: .lifecycle, cause: .by(touch),
      role: .controllerToController)
    p.expect(
      "viewWillAppear(_:)", from: "tabs", to: "recents", kind: .lifecycle, cause: .by(touch),
      role: .controllerToController, arguments: [.bool(false)], operation: "tabBar(_:didSelect:)")
    p.expect(
      "viewWillDisappear(_:)", from: "tabs", to: "nav", kind: .lifecycle, cause: .by(touch),
      role: .controllerToController, arguments: [.bool(false)], operation: "tabBar(_:didSelect:)")
    p.expect(
      "viewWillDisappear(_:)", from: "nav", to: "list", kind: .lifecycle, cause: .by(touch),
      role: .controllerToController, arguments: [.bool(false)], operation: "tabBar(_:didSelect:)")
    p.expect(
      "viewIsAppearing(_:)", from: "tabs", to: "recents", kind: .lifecycle,
      cause: .by(touch), role: .controllerToController, arguments: [.bool(false)],
      operation: "tabBar(_:didSelect:)")
    p.expect(
      "viewWillLayoutSubviews()", from: "tabs", to: "recents", kind: .lifecycle,
      cause: .by(touch), role: .controllerToController, operation: "tabBar(_:didSelect:)")
    p.expect(
      "viewDidLayoutSubviews()", from: "tabs", to: "recents", kind: .lifecycle,
      cause: .by(touch), role: .controllerToController, operation: "tabBar(_:didSelect:)")
    p.expect(
      "viewDidDisappear(_:)", from: "tabs", to: "nav", kind: .lifecycle, cause: .by(touch),
      role: .controllerToController, arguments: [.bool(false)], operation: "tabBar(_:didSelect:)")
    p.expect(
      "viewDidDisappear(_:)", from: "nav", to: "list", kind: .lifecycle, cause: .by(touch),
      role: .controllerToController, arguments: [.bool(false)], operation: "tabBar(_:didSelect:)")
    p.expect(
      "viewDidAppear(_:)", from: "tabs", to: "recents", kind: .lifecycle, cause: .by(touch),
      role: .controllerToController, arguments: [.bool(false)], operation: "tabBar(_:didSelect:)")
    p.expect(
      "tabBarController(_:didSelect:)", from: "tabs", to: "coordinator", kind: .delegate,
      cause: .by(touch), role: .controllerToController,
      arguments: [s.o("tabs"), s.o("recents")])
    p.finish()
  }

  ///     tabs.selectedIndex = 1
  ///     tabs.selectedIndex = 0
  ///     // second switch shown
  @Test func switchBackToALoadedTab() throws {
    let (_, p) = try probe(
      setup: { s in
        try tabScene(s)
        try s.run { try s.world.setSelectedIndex(1, of: id(s, "tabs")) }
      },
      operation: { s in try s.run { try s.world.setSelectedIndex(0, of: id(s, "tabs")) } })
    let setSelectedIndex = p.expect(
      "setValue(_:forKey:)", from: .outside, to: "tabs", kind: .call, cause: .uncaused,
      role: .outsideToController, arguments: [.int(0), .string("selectedIndex")])
    p.expect(
      "viewWillAppear(_:)", from: "tabs", to: "nav", kind: .lifecycle, cause: .by(setSelectedIndex),
      role: .controllerToController, arguments: [.bool(false)], operation: "selectedIndex")
    p.expect(
      "viewWillAppear(_:)", from: "nav", to: "list", kind: .lifecycle, cause: .by(setSelectedIndex),
      role: .controllerToController, arguments: [.bool(false)], operation: "selectedIndex")
    p.expect(
      "viewWillDisappear(_:)", from: "tabs", to: "favorites", kind: .lifecycle,
      cause: .by(setSelectedIndex), role: .controllerToController, arguments: [.bool(false)],
      operation: "selectedIndex")
    p.expect(
      "viewIsAppearing(_:)", from: "tabs", to: "nav", kind: .lifecycle,
      cause: .by(setSelectedIndex), role: .controllerToController, arguments: [.bool(false)],
      operation: "selectedIndex")
    p.expect(
      "viewWillLayoutSubviews()", from: "tabs", to: "nav", kind: .lifecycle,
      cause: .by(setSelectedIndex), role: .controllerToController, operation: "selectedIndex")
    p.expect(
      "viewDidLayoutSubviews()", from: "tabs", to: "nav", kind: .lifecycle,
      cause: .by(setSelectedIndex), role: .controllerToController, operation: "selectedIndex")
    p.expect(
      "viewIsAppearing(_:)", from: "nav", to: "list", kind: .lifecycle,
      cause: .by(setSelectedIndex), role: .controllerToController, arguments: [.bool(false)],
      operation: "selectedIndex")
    p.expect(
      "viewWillLayoutSubviews()", from: "nav", to: "list", kind: .lifecycle,
      cause: .by(setSelectedIndex), role: .controllerToController, operation: "selectedIndex")
    p.expect(
      "viewDidLayoutSubviews()", from: "nav", to: "list", kind: .lifecycle,
      cause: .by(setSelectedIndex), role: .controllerToController, operation: "selectedIndex")
    p.expect(
      "viewDidDisappear(_:)", from: "tabs", to: "favorites", kind: .lifecycle,
      cause: .by(setSelectedIndex), role: .controllerToController, arguments: [.bool(false)],
      operation: "selectedIndex")
    p.expect(
      "viewDidAppear(_:)", from: "tabs", to: "nav", kind: .lifecycle, cause: .by(setSelectedIndex),
      role: .controllerToController, arguments: [.bool(false)], operation: "selectedIndex")
    p.expect(
      "viewDidAppear(_:)", from: "nav", to: "list", kind: .lifecycle, cause: .by(setSelectedIndex),
      role: .controllerToController, arguments: [.bool(false)], operation: "selectedIndex")
    p.finish()
  }

  ///     nav.pushViewController(detail, animated: false)
  ///     tap(tabs, tab: 0)
  @Test func reselectingANavigationTabPopsToRoot() throws {
    let (_, p) = try probe(
      setup: { s in
        try tabScene(s)
        let detail = try s.make("detail")
        try s.run { try s.world.pushViewController(detail, onto: id(s, "nav"), animated: false) }
      },
      operation: { s in try s.run { try s.world.tapTab(0, of: id(s, "tabs")) } })
    let touch = p.expect(
      "touchesEnded(_:with:)", from: .user, to: "tabs.tabBar", kind: .userInput, cause: .uncaused,
      role: .userToView, arguments: [.int(0)])
    let popToRoot = p.expect(
      "popToRootViewController(animated:)", from: "tabs.tabBar", to: "nav", kind: .containment,
      cause: .by(touch), role: .viewToController, arguments: [.bool(true)])
    p.expect(
      "willMove(toParent:)", from: "nav", to: "detail", kind: .containment,
      cause: .by(popToRoot), role: .controllerToController, arguments: [.null],
      operation: "popToRootViewController(animated:)")
    p.expect(
      "viewWillDisappear(_:)", from: "nav", to: "detail", kind: .lifecycle,
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
      "viewDidDisappear(_:)", from: "nav", to: "detail", kind: .lifecycle,
      cause: .by(popToRoot), role: .controllerToController, arguments: [.bool(true)],
      operation: "popToRootViewController(animated:)")
    p.expect(
      "viewDidAppear(_:)", from: "nav", to: "list", kind: .lifecycle,
      cause: .by(popToRoot), role: .controllerToController, arguments: [.bool(true)],
      operation: "popToRootViewController(animated:)")
    p.expect(
      "didMove(toParent:)", from: "nav", to: "detail", kind: .containment,
      cause: .by(popToRoot), role: .controllerToController, arguments: [.null],
      operation: "popToRootViewController(animated:)")
    p.finish()
  }
}
