import MVCTestSupport
import Testing

@testable import MVCRuntime

/// Lifecycle traces: for each operation, every message in UIKit's order, each checked in full —
/// who sends it to whom, its kind and arguments, the operation it belongs to, the message it is
/// sent during (its cause), the MVC role of the hop, that no hop is flagged, and the run-loop
/// turn it happens in (`tick()`: an animation ends a turn later). Each test names the statements
/// it runs; read a change against shared/reference/uikit-behaviour.md before accepting it.
///
/// The tests are grouped by topic in `LifecycleTraceTests+*.swift`.
@Suite struct LifecycleTraceTests {
  /// Prepares a scene with `setup`, runs `operation`, and returns a probe over the messages
  /// `operation` sent.
  func probe(
    setup: (Scene) throws -> Void, operation: (Scene) throws -> Void,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> (Scene, TraceProbe) {
    let scene = Scene()
    try setup(scene)
    let mark = scene.mark
    try operation(scene)
    return (scene, TraceProbe(scene.world, since: mark, sourceLocation: sourceLocation))
  }

  /// window root `nav(list)`, visible, with `detail` ready.
  func navScene(_ s: Scene) throws {
    let list = try s.make("list")
    let nav = try s.nav("nav", root: list)
    try s.make("detail")
    try s.show(nav)
  }

  func id(_ s: Scene, _ name: String) -> ObjectID {
    s.world.globals[name]?.objectID ?? ObjectID(-1)
  }

  func containerScene(_ s: Scene) throws {
    let container = try s.make("container")
    try s.make("child")
    try s.show(container)
  }

  func pushedScene(_ s: Scene) throws {
    try navScene(s)
    try s.run {
      try s.world.pushViewController(id(s, "detail"), onto: id(s, "nav"), animated: true)
    }
  }

  func deepScene(_ s: Scene) throws {
    try navScene(s)
    let nav = id(s, "nav")
    for name in ["b", "c", "d"] {
      let vc = try s.make(name)
      try s.run { try s.world.pushViewController(vc, onto: nav, animated: false) }
    }
  }

  func tabScene(_ s: Scene) throws {
    let list = try s.make("list")
    let nav = try s.nav("nav", root: list)
    let favorites = try s.make("favorites")
    let recents = try s.make("recents")
    let tabs = try s.make("tabs", "TabBarController")
    try s.run {
      try s.world.setTabViewControllers(
        [nav, favorites, recents], of: tabs, animated: false, operation: "viewControllers")
    }
    try s.show(tabs)
  }

  func presentScene(_ s: Scene, style: String) throws {
    try navScene(s)
    let editor = try s.make("editor")
    try s.run {
      try s.world.setProperty("modalPresentationStyle", of: editor, to: .enumCase(style))
    }
  }

  func contextScene(_ s: Scene, style: String) throws {
    try tabScene(s)
    let editor = try s.make("editor")
    try s.run {
      try s.world.setProperty("definesPresentationContext", of: id(s, "nav"), to: .bool(true))
      try s.world.setProperty("modalPresentationStyle", of: editor, to: .enumCase(style))
    }
  }

  func stackScene(_ s: Scene) throws {
    try presentScene(s, style: "fullScreen")
    let sheet = try s.make("sheet")
    try s.run {
      try s.world.present(id(s, "editor"), from: id(s, "list"), animated: true)
      try s.world.setProperty("modalPresentationStyle", of: sheet, to: .enumCase("pageSheet"))
    }
    try s.run { try s.world.present(sheet, from: id(s, "editor"), animated: true) }
  }

  func splitScene(_ s: Scene, device: Device) throws {
    let master = try s.make("master")
    let masterNav = try s.nav("masterNav", root: master)
    let placeholder = try s.make("placeholder")
    let split = try s.make("split", "SplitViewController")
    try s.make("detail")
    try s.run { try s.world.setDevice(device) }
    try s.run { try s.world.setSplitViewControllers([masterNav, placeholder], of: split) }
    try s.show(split)
  }

  /// `editor.modalPresentationStyle = .STYLE; list.present(editor, animated: ANIMATED)` on
  /// the navigation scene.
  func presenting(
    _ style: String, animated: Bool, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> (Scene, TraceProbe) {
    try probe(
      setup: { s in try presentScene(s, style: style) },
      operation: { s in
        try s.run { try s.world.present(id(s, "editor"), from: id(s, "list"), animated: animated) }
      }, sourceLocation: sourceLocation)
  }

  /// `editor.dismiss(animated: true)` after `list` presented it with `style`.
  func dismissing(_ style: String, sourceLocation: SourceLocation = #_sourceLocation) throws
    -> (Scene, TraceProbe)
  {
    try probe(
      setup: { s in
        try presentScene(s, style: style)
        try s.run { try s.world.present(id(s, "editor"), from: id(s, "list"), animated: true) }
      },
      operation: { s in try s.run { try s.world.dismiss(from: id(s, "editor"), animated: true) } },
      sourceLocation: sourceLocation)
  }

  // MARK: Window

  ///     window.rootViewController = home
  ///     window.makeKeyAndVisible()
  @Test func rootThenVisible() throws {
    let (s, p) = try probe(
      setup: { try $0.make("home") },
      operation: { s in try s.show(id(s, "home")) })
    let setRoot = p.expect(
      "setValue(_:forKey:)", from: .outside, to: "window", kind: .call, cause: .uncaused,
      role: .outsideToSystem, arguments: [s.o("home"), .string("rootViewController")])
    p.expect(
      "loadView()", from: "home", to: "home", kind: .lifecycle, cause: .by(setRoot),
      role: .controllerToController)
    p.expect(
      "viewDidLoad()", from: "home", to: "home", kind: .lifecycle, cause: .by(setRoot),
      role: .controllerToController)
    p.tick()
    let makeVisible = p.expect(
      "makeKeyAndVisible()", from: .outside, to: "window", kind: .call, cause: .uncaused,
      role: .outsideToSystem)
    p.expect(
      "viewWillAppear(_:)", from: "window", to: "home", kind: .lifecycle, cause: .by(makeVisible),
      role: .systemToController, arguments: [.bool(false)], operation: "makeKeyAndVisible()")
    p.expect(
      "viewIsAppearing(_:)", from: "window", to: "home", kind: .lifecycle, cause: .by(makeVisible),
      role: .systemToController, arguments: [.bool(false)], operation: "makeKeyAndVisible()")
    p.expect(
      "viewWillLayoutSubviews()", from: "window", to: "home", kind: .lifecycle,
      cause: .by(makeVisible), role: .systemToController, operation: "makeKeyAndVisible()")
    p.expect(
      "viewDidLayoutSubviews()", from: "window", to: "home", kind: .lifecycle,
      cause: .by(makeVisible), role: .systemToController, operation: "makeKeyAndVisible()")
    p.expect(
      "viewDidAppear(_:)", from: "window", to: "home", kind: .lifecycle, cause: .by(makeVisible),
      role: .systemToController, arguments: [.bool(false)], operation: "makeKeyAndVisible()")
    p.finish()
  }

  ///     let nav = NavigationController(rootViewController: list)
  ///     window.rootViewController = nav
  ///     window.makeKeyAndVisible()
  @Test func rootNavigationControllerLaunch() throws {
    let (s, p) = try probe(
      setup: { try $0.make("list") },
      operation: { s in
        let nav = try s.nav("nav", root: id(s, "list"))
        try s.show(nav)
      })
    let creation = p.expect(
      "init(rootViewController:)", from: .outside, to: "nav", kind: .creation, cause: .uncaused,
      role: .outsideToController, arguments: [s.o("list")])
    p.expect(
      "willMove(toParent:)", from: "nav", to: "list", kind: .containment, cause: .by(creation),
      role: .controllerToController, arguments: [s.o("nav")], operation: "init(rootViewController:)"
    )
    p.expect(
      "didMove(toParent:)", from: "nav", to: "list", kind: .containment, cause: .by(creation),
      role: .controllerToController, arguments: [s.o("nav")], operation: "init(rootViewController:)"
    )
    p.tick()
    let setRoot = p.expect(
      "setValue(_:forKey:)", from: .outside, to: "window", kind: .call, cause: .uncaused,
      role: .outsideToSystem, arguments: [s.o("nav"), .string("rootViewController")])
    p.expect(
      "loadView()", from: "nav", to: "nav", kind: .lifecycle, cause: .by(setRoot),
      role: .controllerToController)
    p.expect(
      "viewDidLoad()", from: "nav", to: "nav", kind: .lifecycle, cause: .by(setRoot),
      role: .controllerToController)
    p.tick()
    let makeVisible = p.expect(
      "makeKeyAndVisible()", from: .outside, to: "window", kind: .call, cause: .uncaused,
      role: .outsideToSystem)
    p.expect(
      "loadView()", from: "list", to: "list", kind: .lifecycle, cause: .by(makeVisible),
      role: .controllerToController)
    p.expect(
      "viewDidLoad()", from: "list", to: "list", kind: .lifecycle, cause: .by(makeVisible),
      role: .controllerToController)
    p.expect(
      "viewWillAppear(_:)", from: "window", to: "nav", kind: .lifecycle, cause: .by(makeVisible),
      role: .systemToController, arguments: [.bool(false)], operation: "makeKeyAndVisible()")
    p.expect(
      "viewWillAppear(_:)", from: "nav", to: "list", kind: .lifecycle, cause: .by(makeVisible),
      role: .controllerToController, arguments: [.bool(false)], operation: "makeKeyAndVisible()")
    p.expect(
      "viewIsAppearing(_:)", from: "window", to: "nav", kind: .lifecycle, cause: .by(makeVisible),
      role: .systemToController, arguments: [.bool(false)], operation: "makeKeyAndVisible()")
    p.expect(
      "viewWillLayoutSubviews()", from: "window", to: "nav", kind: .lifecycle,
      cause: .by(makeVisible), role: .systemToController, operation: "makeKeyAndVisible()")
    p.expect(
      "viewDidLayoutSubviews()", from: "window", to: "nav", kind: .lifecycle,
      cause: .by(makeVisible), role: .systemToController, operation: "makeKeyAndVisible()")
    p.expect(
      "viewIsAppearing(_:)", from: "nav", to: "list", kind: .lifecycle, cause: .by(makeVisible),
      role: .controllerToController, arguments: [.bool(false)], operation: "makeKeyAndVisible()")
    p.expect(
      "viewWillLayoutSubviews()", from: "nav", to: "list", kind: .lifecycle,
      cause: .by(makeVisible), role: .controllerToController, operation: "makeKeyAndVisible()")
    p.expect(
      "viewDidLayoutSubviews()", from: "nav", to: "list", kind: .lifecycle, cause: .by(makeVisible),
      role: .controllerToController, operation: "makeKeyAndVisible()")
    p.expect(
      "viewDidAppear(_:)", from: "window", to: "nav", kind: .lifecycle, cause: .by(makeVisible),
      role: .systemToController, arguments: [.bool(false)], operation: "makeKeyAndVisible()")
    p.expect(
      "viewDidAppear(_:)", from: "nav", to: "list", kind: .lifecycle, cause: .by(makeVisible),
      role: .controllerToController, arguments: [.bool(false)], operation: "makeKeyAndVisible()")
    p.finish()
  }

  ///     tabs.viewControllers = [nav, favorites, recents, settings]
  ///     window.rootViewController = tabs
  ///     window.makeKeyAndVisible()
  @Test func rootTabBarLaunch() throws {
    let (s, p) = try probe(
      setup: { s in
        let list = try s.make("list")
        try s.nav("nav", root: list)
        for name in ["favorites", "recents", "settings"] { try s.make(name) }
        try s.make("tabs", "TabBarController")
      },
      operation: { s in
        let tabs = id(s, "tabs")
        let list = ["nav", "favorites", "recents", "settings"].map { id(s, $0) }
        try s.run {
          try s.world.setTabViewControllers(
            list, of: tabs, animated: false, operation: "viewControllers")
        }
        try s.show(tabs)
      })
    let setViewControllers = p.expect(
      "setValue(_:forKey:)", from: .outside, to: "tabs", kind: .containment, cause: .uncaused,
      role: .outsideToController,
      arguments: [
        .array([s.o("nav"), s.o("favorites"), s.o("recents"), s.o("settings")]),
        .string("viewControllers"),
      ])
    p.expect(
      "willMove(toParent:)", from: "tabs", to: "nav", kind: .containment,
      cause: .by(setViewControllers), role: .controllerToController, arguments: [s.o("tabs")],
      operation: "viewControllers")
    p.expect(
      "willMove(toParent:)", from: "tabs", to: "favorites", kind: .containment,
      cause: .by(setViewControllers), role: .controllerToController, arguments: [s.o("tabs")],
      operation: "viewControllers")
    p.expect(
      "willMove(toParent:)", from: "tabs", to: "recents", kind: .containment,
      cause: .by(setViewControllers), role: .controllerToController, arguments: [s.o("tabs")],
      operation: "viewControllers")
    p.expect(
      "willMove(toParent:)", from: "tabs", to: "settings", kind: .containment,
      cause: .by(setViewControllers), role: .controllerToController, arguments: [s.o("tabs")],
      operation: "viewControllers")
    p.expect(
      "didMove(toParent:)", from: "tabs", to: "nav", kind: .containment,
      cause: .by(setViewControllers), role: .controllerToController, arguments: [s.o("tabs")],
      operation: "viewControllers")
    p.expect(
      "didMove(toParent:)", from: "tabs", to: "favorites", kind: .containment,
      cause: .by(setViewControllers), role: .controllerToController, arguments: [s.o("tabs")],
      operation: "viewControllers")
    p.expect(
      "didMove(toParent:)", from: "tabs", to: "recents", kind: .containment,
      cause: .by(setViewControllers), role: .controllerToController, arguments: [s.o("tabs")],
      operation: "viewControllers")
    p.expect(
      "didMove(toParent:)", from: "tabs", to: "settings", kind: .containment,
      cause: .by(setViewControllers), role: .controllerToController, arguments: [s.o("tabs")],
      operation: "viewControllers")
    p.tick()
    let setRoot = p.expect(
      "setValue(_:forKey:)", from: .outside, to: "window", kind: .call, cause: .uncaused,
      role: .outsideToSystem, arguments: [s.o("tabs"), .string("rootViewController")])
    p.expect(
      "loadView()", from: "tabs", to: "tabs", kind: .lifecycle, cause: .by(setRoot),
      role: .controllerToController)
    p.expect(
      "viewDidLoad()", from: "tabs", to: "tabs", kind: .lifecycle, cause: .by(setRoot),
      role: .controllerToController)
    p.tick()
    let makeVisible = p.expect(
      "makeKeyAndVisible()", from: .outside, to: "window", kind: .call, cause: .uncaused,
      role: .outsideToSystem)
    p.expect(
      "loadView()", from: "nav", to: "nav", kind: .lifecycle, cause: .by(makeVisible),
      role: .controllerToController)
    p.expect(
      "viewDidLoad()", from: "nav", to: "nav", kind: .lifecycle, cause: .by(makeVisible),
      role: .controllerToController)
    p.expect(
      "loadView()", from: "list", to: "list", kind: .lifecycle, cause: .by(makeVisible),
      role: .controllerToController)
    p.expect(
      "viewDidLoad()", from: "list", to: "list", kind: .lifecycle, cause: .by(makeVisible),
      role: .controllerToController)
    p.expect(
      "viewWillAppear(_:)", from: "window", to: "tabs", kind: .lifecycle, cause: .by(makeVisible),
      role: .systemToController, arguments: [.bool(false)], operation: "makeKeyAndVisible()")
    p.expect(
      "viewWillAppear(_:)", from: "tabs", to: "nav", kind: .lifecycle, cause: .by(makeVisible),
      role: .controllerToController, arguments: [.bool(false)], operation: "makeKeyAndVisible()")
    p.expect(
      "viewWillAppear(_:)", from: "nav", to: "list", kind: .lifecycle, cause: .by(makeVisible),
      role: .controllerToController, arguments: [.bool(false)], operation: "makeKeyAndVisible()")
    p.expect(
      "viewIsAppearing(_:)", from: "window", to: "tabs", kind: .lifecycle, cause: .by(makeVisible),
      role: .systemToController, arguments: [.bool(false)], operation: "makeKeyAndVisible()")
    p.expect(
      "viewWillLayoutSubviews()", from: "window", to: "tabs", kind: .lifecycle,
      cause: .by(makeVisible), role: .systemToController, operation: "makeKeyAndVisible()")
    p.expect(
      "viewDidLayoutSubviews()", from: "window", to: "tabs", kind: .lifecycle,
      cause: .by(makeVisible), role: .systemToController, operation: "makeKeyAndVisible()")
    p.expect(
      "viewIsAppearing(_:)", from: "tabs", to: "nav", kind: .lifecycle, cause: .by(makeVisible),
      role: .controllerToController, arguments: [.bool(false)], operation: "makeKeyAndVisible()")
    p.expect(
      "viewWillLayoutSubviews()", from: "tabs", to: "nav", kind: .lifecycle,
      cause: .by(makeVisible), role: .controllerToController, operation: "makeKeyAndVisible()")
    p.expect(
      "viewDidLayoutSubviews()", from: "tabs", to: "nav", kind: .lifecycle, cause: .by(makeVisible),
      role: .controllerToController, operation: "makeKeyAndVisible()")
    p.expect(
      "viewIsAppearing(_:)", from: "nav", to: "list", kind: .lifecycle, cause: .by(makeVisible),
      role: .controllerToController, arguments: [.bool(false)], operation: "makeKeyAndVisible()")
    p.expect(
      "viewWillLayoutSubviews()", from: "nav", to: "list", kind: .lifecycle,
      cause: .by(makeVisible), role: .controllerToController, operation: "makeKeyAndVisible()")
    p.expect(
      "viewDidLayoutSubviews()", from: "nav", to: "list", kind: .lifecycle, cause: .by(makeVisible),
      role: .controllerToController, operation: "makeKeyAndVisible()")
    p.expect(
      "viewDidAppear(_:)", from: "window", to: "tabs", kind: .lifecycle, cause: .by(makeVisible),
      role: .systemToController, arguments: [.bool(false)], operation: "makeKeyAndVisible()")
    p.expect(
      "viewDidAppear(_:)", from: "tabs", to: "nav", kind: .lifecycle, cause: .by(makeVisible),
      role: .controllerToController, arguments: [.bool(false)], operation: "makeKeyAndVisible()")
    p.expect(
      "viewDidAppear(_:)", from: "nav", to: "list", kind: .lifecycle, cause: .by(makeVisible),
      role: .controllerToController, arguments: [.bool(false)], operation: "makeKeyAndVisible()")
    p.finish()
  }

  ///     window.rootViewController = other
  @Test func replaceVisibleRoot() throws {
    let (s, p) = try probe(
      setup: { s in
        try s.show(try s.make("home"))
        try s.make("other")
      },
      operation: { s in try s.run { try s.world.setRootViewController(id(s, "other")) } })
    let setRoot = p.expect(
      "setValue(_:forKey:)", from: .outside, to: "window", kind: .call, cause: .uncaused,
      role: .outsideToSystem, arguments: [s.o("other"), .string("rootViewController")])
    p.expect(
      "loadView()", from: "other", to: "other", kind: .lifecycle, cause: .by(setRoot),
      role: .controllerToController)
    p.expect(
      "viewDidLoad()", from: "other", to: "other", kind: .lifecycle, cause: .by(setRoot),
      role: .controllerToController)
    p.expect(
      "viewWillDisappear(_:)", from: "window", to: "home", kind: .lifecycle, cause: .by(setRoot),
      role: .systemToController, arguments: [.bool(false)], operation: "rootViewController")
    p.expect(
      "viewWillAppear(_:)", from: "window", to: "other", kind: .lifecycle, cause: .by(setRoot),
      role: .systemToController, arguments: [.bool(false)], operation: "rootViewController")
    p.expect(
      "viewIsAppearing(_:)", from: "window", to: "other", kind: .lifecycle, cause: .by(setRoot),
      role: .systemToController, arguments: [.bool(false)], operation: "rootViewController")
    p.expect(
      "viewWillLayoutSubviews()", from: "window", to: "other", kind: .lifecycle,
      cause: .by(setRoot), role: .systemToController, operation: "rootViewController")
    p.expect(
      "viewDidLayoutSubviews()", from: "window", to: "other", kind: .lifecycle, cause: .by(setRoot),
      role: .systemToController, operation: "rootViewController")
    p.expect(
      "viewDidDisappear(_:)", from: "window", to: "home", kind: .lifecycle, cause: .by(setRoot),
      role: .systemToController, arguments: [.bool(false)], operation: "rootViewController")
    p.expect(
      "viewDidAppear(_:)", from: "window", to: "other", kind: .lifecycle, cause: .by(setRoot),
      role: .systemToController, arguments: [.bool(false)], operation: "rootViewController")
    p.finish()
  }

  // MARK: Custom containment

  ///     container.addChild(child)
  ///     container.view.addSubview(child.view)
  ///     child.didMove(toParent: container)
  @Test func addChild() throws {
    let (s, p) = try probe(
      setup: containerScene,
      operation: { s in
        let container = id(s, "container")
        let child = id(s, "child")
        try s.run {
          try s.world.addChild(child, to: container)
          let childView = try s.world.loadViewIfNeeded(child)
          try s.world.addSubview(childView, to: try s.world.loadViewIfNeeded(container))
          try s.world.didMove(child, toParent: container)
        }
      })
    let addChild = p.expect(
      "addChild(_:)", from: .outside, to: "container", kind: .containment, cause: .uncaused,
      role: .outsideToController, arguments: [s.o("child")])
    p.expect(
      "willMove(toParent:)", from: "container", to: "child", kind: .containment,
      cause: .by(addChild), role: .controllerToController, arguments: [s.o("container")],
      operation: "addChild(_:)")
    p.expect(
      "loadView()", from: "child", to: "child", kind: .lifecycle, cause: .uncaused,
      role: .controllerToController)
    p.expect(
      "viewDidLoad()", from: "child", to: "child", kind: .lifecycle, cause: .uncaused,
      role: .controllerToController)
    let addSubview = p.expect(
      "addSubview(_:)", from: .outside, to: "container.view", kind: .call, cause: .uncaused,
      role: .outsideToView, arguments: [s.o("child.view")])
    p.expect(
      "viewWillAppear(_:)", from: "container", to: "child", kind: .lifecycle,
      cause: .by(addSubview), role: .controllerToController, arguments: [.bool(false)],
      operation: "addSubview(_:)")
    p.expect(
      "didMove(toParent:)", from: .outside, to: "child", kind: .containment, cause: .uncaused,
      role: .outsideToController, arguments: [s.o("container")])
    // The callbacks didMove(toParent:) completes are traced after its message returns, so they
    // name it as their operation but have no cause (World.didMove calls
    // finishPendingAppearance outside its deliver). Checked as it is; a fix changes these.
    p.expect(
      "viewIsAppearing(_:)", from: "container", to: "child", kind: .lifecycle, cause: .uncaused,
      role: .controllerToController, arguments: [.bool(false)], operation: "didMove(toParent:)")
    p.expect(
      "viewWillLayoutSubviews()", from: "container", to: "child", kind: .lifecycle,
      cause: .uncaused, role: .controllerToController, operation: "didMove(toParent:)")
    p.expect(
      "viewDidLayoutSubviews()", from: "container", to: "child", kind: .lifecycle, cause: .uncaused,
      role: .controllerToController, operation: "didMove(toParent:)")
    p.expect(
      "viewDidAppear(_:)", from: "container", to: "child", kind: .lifecycle, cause: .uncaused,
      role: .controllerToController, arguments: [.bool(false)], operation: "didMove(toParent:)")
    p.finish()
  }

  ///     child.willMove(toParent: nil)
  ///     child.view.removeFromSuperview()
  ///     child.removeFromParent()
  @Test func removeChild() throws {
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
          try s.world.willMove(child, toParent: nil)
          try s.world.removeFromSuperview(try s.world.loadViewIfNeeded(child))
          try s.world.removeFromParent(child)
        }
      })
    p.expect(
      "willMove(toParent:)", from: .outside, to: "child", kind: .containment, cause: .uncaused,
      role: .outsideToController, arguments: [.null])
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

  ///     container.addChild(child)
  ///     container.view.addSubview(child.view)
  ///     child.didMove(toParent: container)
  ///     window.rootViewController = container
  ///     window.makeKeyAndVisible()
  @Test func childAddedBeforeTheParentAppears() throws {
    let (s, p) = try probe(
      setup: { s in
        try s.make("container")
        try s.make("child")
      },
      operation: { s in
        let container = id(s, "container")
        let child = id(s, "child")
        try s.run {
          try s.world.addChild(child, to: container)
          try s.world.addSubview(
            try s.world.loadViewIfNeeded(child), to: try s.world.loadViewIfNeeded(container))
          try s.world.didMove(child, toParent: container)
        }
        try s.show(container)
      })
    let addChild = p.expect(
      "addChild(_:)", from: .outside, to: "container", kind: .containment, cause: .uncaused,
      role: .outsideToController, arguments: [s.o("child")])
    p.expect(
      "willMove(toParent:)", from: "container", to: "child", kind: .containment,
      cause: .by(addChild), role: .controllerToController, arguments: [s.o("container")],
      operation: "addChild(_:)")
    p.expect(
      "loadView()", from: "child", to: "child", kind: .lifecycle, cause: .uncaused,
      role: .controllerToController)
    p.expect(
      "viewDidLoad()", from: "child", to: "child", kind: .lifecycle, cause: .uncaused,
      role: .controllerToController)
    p.expect(
      "loadView()", from: "container", to: "container", kind: .lifecycle, cause: .uncaused,
      role: .controllerToController)
    p.expect(
      "viewDidLoad()", from: "container", to: "container", kind: .lifecycle, cause: .uncaused,
      role: .controllerToController)
    p.expect(
      "addSubview(_:)", from: .outside, to: "container.view", kind: .call, cause: .uncaused,
      role: .outsideToView, arguments: [s.o("child.view")])
    p.expect(
      "didMove(toParent:)", from: .outside, to: "child", kind: .containment, cause: .uncaused,
      role: .outsideToController, arguments: [s.o("container")])
    p.tick()
    p.expect(
      "setValue(_:forKey:)", from: .outside, to: "window", kind: .call, cause: .uncaused,
      role: .outsideToSystem, arguments: [s.o("container"), .string("rootViewController")])
    p.tick()
    let makeVisible = p.expect(
      "makeKeyAndVisible()", from: .outside, to: "window", kind: .call, cause: .uncaused,
      role: .outsideToSystem)
    p.expect(
      "viewWillAppear(_:)", from: "window", to: "container", kind: .lifecycle,
      cause: .by(makeVisible), role: .systemToController, arguments: [.bool(false)],
      operation: "makeKeyAndVisible()")
    p.expect(
      "viewWillAppear(_:)", from: "container", to: "child", kind: .lifecycle,
      cause: .by(makeVisible), role: .controllerToController, arguments: [.bool(false)],
      operation: "makeKeyAndVisible()")
    p.expect(
      "viewIsAppearing(_:)", from: "window", to: "container", kind: .lifecycle,
      cause: .by(makeVisible), role: .systemToController, arguments: [.bool(false)],
      operation: "makeKeyAndVisible()")
    p.expect(
      "viewWillLayoutSubviews()", from: "window", to: "container", kind: .lifecycle,
      cause: .by(makeVisible), role: .systemToController, operation: "makeKeyAndVisible()")
    p.expect(
      "viewDidLayoutSubviews()", from: "window", to: "container", kind: .lifecycle,
      cause: .by(makeVisible), role: .systemToController, operation: "makeKeyAndVisible()")
    p.expect(
      "viewIsAppearing(_:)", from: "container", to: "child", kind: .lifecycle,
      cause: .by(makeVisible), role: .controllerToController, arguments: [.bool(false)],
      operation: "makeKeyAndVisible()")
    p.expect(
      "viewWillLayoutSubviews()", from: "container", to: "child", kind: .lifecycle,
      cause: .by(makeVisible), role: .controllerToController, operation: "makeKeyAndVisible()")
    p.expect(
      "viewDidLayoutSubviews()", from: "container", to: "child", kind: .lifecycle,
      cause: .by(makeVisible), role: .controllerToController, operation: "makeKeyAndVisible()")
    p.expect(
      "viewDidAppear(_:)", from: "window", to: "container", kind: .lifecycle,
      cause: .by(makeVisible), role: .systemToController, arguments: [.bool(false)],
      operation: "makeKeyAndVisible()")
    p.expect(
      "viewDidAppear(_:)", from: "container", to: "child", kind: .lifecycle,
      cause: .by(makeVisible), role: .controllerToController, arguments: [.bool(false)],
      operation: "makeKeyAndVisible()")
    p.finish()
  }
}
