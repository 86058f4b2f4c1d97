import MVCTestSupport
import Testing

@testable import MVCRuntime

/// Golden lifecycle traces: for each operation, every message in UIKit's order. Each golden
/// starts with the statements that produced it; re-record with RECORD_GOLDEN=1 and read the
/// result against shared/reference/uikit-behaviour.md before accepting it.
@Suite struct LifecycleGoldenTests {
  /// Runs `operation` on a prepared scene and compares the trace it adds with a golden file.
  func golden(
    _ name: String, _ statements: String, setup: (Scene) throws -> Void,
    operation: (Scene) throws -> Void, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let scene = Scene()
    try setup(scene)
    let mark = scene.mark
    try operation(scene)
    let text = (["# " + statements] + scene.lines(since: mark)).joined(separator: "\n") + "\n"
    GoldenFile("../Golden").check(text, named: name + ".txt", sourceLocation: sourceLocation)
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

  // MARK: Window

  @Test func rootThenVisible() throws {
    try golden(
      "01-root-then-visible", "window.rootViewController = home; window.makeKeyAndVisible()",
      setup: { try $0.make("home") },
      operation: { s in try s.show(id(s, "home")) })
  }

  @Test func rootNavigationControllerLaunch() throws {
    try golden(
      "02-root-navigation-launch",
      "let nav = NavigationController(rootViewController: list); window.rootViewController = nav; window.makeKeyAndVisible()",
      setup: { try $0.make("list") },
      operation: { s in
        let nav = try s.nav("nav", root: id(s, "list"))
        try s.show(nav)
      })
  }

  @Test func rootTabBarLaunch() throws {
    try golden(
      "03-root-tab-launch",
      "tabs.viewControllers = [nav, favorites, recents, settings]; window.rootViewController = tabs; window.makeKeyAndVisible()",
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
  }

  @Test func replaceVisibleRoot() throws {
    try golden(
      "04-root-replace", "window.rootViewController = other",
      setup: { s in
        try s.show(try s.make("home"))
        try s.make("other")
      },
      operation: { s in try s.run { try s.world.setRootViewController(id(s, "other")) } })
  }

  // MARK: Custom containment

  func containerScene(_ s: Scene) throws {
    let container = try s.make("container")
    try s.make("child")
    try s.show(container)
  }

  @Test func addChild() throws {
    try golden(
      "05-child-add",
      "container.addChild(child); container.view.addSubview(child.view); child.didMove(toParent: container)",
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
  }

  @Test func removeChild() throws {
    try golden(
      "06-child-remove",
      "child.willMove(toParent: nil); child.view.removeFromSuperview(); child.removeFromParent()",
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
  }

  @Test func childAddedBeforeTheParentAppears() throws {
    try golden(
      "07-child-before-parent-appears",
      "container.addChild(child); container.view.addSubview(child.view); child.didMove(toParent: container); window.rootViewController = container; window.makeKeyAndVisible()",
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
  }

  // MARK: Navigation

  @Test func pushAnimated() throws {
    try golden(
      "08-push-animated", "nav.pushViewController(detail, animated: true)", setup: navScene,
      operation: { s in
        try s.run {
          try s.world.pushViewController(id(s, "detail"), onto: id(s, "nav"), animated: true)
        }
      })
  }

  @Test func pushNotAnimated() throws {
    try golden(
      "09-push-not-animated", "nav.pushViewController(detail, animated: false)", setup: navScene,
      operation: { s in
        try s.run {
          try s.world.pushViewController(id(s, "detail"), onto: id(s, "nav"), animated: false)
        }
      })
  }

  func pushedScene(_ s: Scene) throws {
    try navScene(s)
    try s.run {
      try s.world.pushViewController(id(s, "detail"), onto: id(s, "nav"), animated: true)
    }
  }

  @Test func popAnimated() throws {
    try golden(
      "10-pop-animated", "nav.popViewController(animated: true)", setup: pushedScene,
      operation: { s in
        _ = try s.run { try s.world.popViewController(from: id(s, "nav"), animated: true) }
      })
  }

  @Test func popNotAnimated() throws {
    try golden(
      "11-pop-not-animated", "nav.popViewController(animated: false)", setup: pushedScene,
      operation: { s in
        _ = try s.run { try s.world.popViewController(from: id(s, "nav"), animated: false) }
      })
  }

  func deepScene(_ s: Scene) throws {
    try navScene(s)
    let nav = id(s, "nav")
    for name in ["b", "c", "d"] {
      let vc = try s.make(name)
      try s.run { try s.world.pushViewController(vc, onto: nav, animated: false) }
    }
  }

  @Test func popToRoot() throws {
    try golden(
      "12-pop-to-root", "nav.popToRootViewController(animated: true)  // stack list, b, c, d",
      setup: deepScene,
      operation: { s in
        _ = try s.run { try s.world.popToRootViewController(from: id(s, "nav"), animated: true) }
      })
  }

  @Test func popToViewController() throws {
    try golden(
      "13-pop-to-view-controller",
      "nav.popToViewController(b, animated: false)  // stack list, b, c, d",
      setup: deepScene,
      operation: { s in
        _ = try s.run {
          try s.world.popToViewController(id(s, "b"), in: id(s, "nav"), animated: false)
        }
      })
  }

  @Test func setViewControllersWithPushTransition() throws {
    try golden(
      "14-set-stack-push", "nav.setViewControllers([list, detail, extra], animated: true)",
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
  }

  @Test func setViewControllersWithPopTransition() throws {
    try golden(
      "15-set-stack-pop",
      "nav.setViewControllers([fresh, list, b], animated: true)  // stack list, b, c, d",
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
  }

  @Test func setViewControllersKeepingTheTop() throws {
    try golden(
      "16-set-stack-same-top",
      "nav.setViewControllers([list, d], animated: true)  // stack list, b, c, d",
      setup: deepScene,
      operation: { s in
        let list = ["list", "d"].map { id(s, $0) }
        try s.run {
          try s.world.setViewControllers(
            list, of: id(s, "nav"), animated: true, operation: "setViewControllers(_:animated:)")
        }
      })
  }

  @Test func navigationDelegateAroundPush() throws {
    try golden(
      "17-push-with-delegate",
      "nav.delegate = coordinator; nav.pushViewController(detail, animated: true)",
      setup: { s in
        try navScene(s)
        let coordinator = try s.run { try s.world.instantiate("Controller", arguments: []) }
        s.world.bind(name: "coordinator", to: .object(coordinator))
        try s.run {
          try s.world.setProperty("delegate", of: id(s, "nav"), to: .object(coordinator))
        }
      },
      operation: { s in
        try s.run {
          try s.world.pushViewController(id(s, "detail"), onto: id(s, "nav"), animated: true)
        }
      })
  }

  @Test func backButton() throws {
    try golden(
      "18-back-button", "tapBackButton(nav)", setup: pushedScene,
      operation: { s in try s.run { try s.world.tapBackButton(of: id(s, "nav")) } })
  }

  // MARK: Tabs

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

  @Test func switchTabProgrammatically() throws {
    try golden(
      "19-tab-switch-programmatic", "tabs.selectedIndex = 1", setup: tabScene,
      operation: { s in try s.run { try s.world.setSelectedIndex(1, of: id(s, "tabs")) } })
  }

  @Test func switchTabByTapping() throws {
    try golden(
      "20-tab-switch-user", "tabs.delegate = coordinator; tap(tabs, tab: 2)",
      setup: { s in
        try tabScene(s)
        let coordinator = try s.run { try s.world.instantiate("Controller", arguments: []) }
        s.world.bind(name: "coordinator", to: .object(coordinator))
        try s.run {
          try s.world.setProperty("delegate", of: id(s, "tabs"), to: .object(coordinator))
        }
      },
      operation: { s in try s.run { try s.world.tapTab(2, of: id(s, "tabs")) } })
  }

  @Test func switchBackToALoadedTab() throws {
    try golden(
      "21-tab-switch-back",
      "tabs.selectedIndex = 1; tabs.selectedIndex = 0  // second switch shown",
      setup: { s in
        try tabScene(s)
        try s.run { try s.world.setSelectedIndex(1, of: id(s, "tabs")) }
      },
      operation: { s in try s.run { try s.world.setSelectedIndex(0, of: id(s, "tabs")) } })
  }

  @Test func reselectingANavigationTabPopsToRoot() throws {
    try golden(
      "22-tab-reselect-pops", "nav.pushViewController(detail, animated: false); tap(tabs, tab: 0)",
      setup: { s in
        try tabScene(s)
        let detail = try s.make("detail")
        try s.run { try s.world.pushViewController(detail, onto: id(s, "nav"), animated: false) }
      },
      operation: { s in try s.run { try s.world.tapTab(0, of: id(s, "tabs")) } })
  }

  // MARK: Presentation

  func presentScene(_ s: Scene, style: String) throws {
    try navScene(s)
    let editor = try s.make("editor")
    try s.run {
      try s.world.setProperty("modalPresentationStyle", of: editor, to: .enumCase(style))
    }
  }

  func presentGolden(_ number: Int, _ style: String, animated: Bool) throws {
    try golden(
      String(format: "%02d", number) + "-present-\(style)" + (animated ? "" : "-not-animated"),
      "editor.modalPresentationStyle = .\(style); list.present(editor, animated: \(animated), completion: nil)",
      setup: { s in try presentScene(s, style: style) },
      operation: { s in
        try s.run { try s.world.present(id(s, "editor"), from: id(s, "list"), animated: animated) }
      })
  }

  func dismissGolden(_ number: Int, _ style: String) throws {
    try golden(
      String(format: "%02d", number) + "-dismiss-\(style)",
      "editor.dismiss(animated: true, completion: nil)  // presented .\(style)",
      setup: { s in
        try presentScene(s, style: style)
        try s.run { try s.world.present(id(s, "editor"), from: id(s, "list"), animated: true) }
      },
      operation: { s in try s.run { try s.world.dismiss(from: id(s, "editor"), animated: true) } })
  }

  @Test func presentFullScreen() throws { try presentGolden(23, "fullScreen", animated: true) }
  @Test func presentFullScreenNotAnimated() throws {
    try presentGolden(24, "fullScreen", animated: false)
  }
  @Test func dismissFullScreen() throws { try dismissGolden(25, "fullScreen") }
  @Test func presentAutomatic() throws { try presentGolden(26, "automatic", animated: true) }
  @Test func dismissAutomatic() throws { try dismissGolden(27, "automatic") }
  @Test func presentPageSheet() throws { try presentGolden(28, "pageSheet", animated: true) }
  @Test func presentFormSheet() throws { try presentGolden(29, "formSheet", animated: true) }
  @Test func presentOverFullScreen() throws {
    try presentGolden(30, "overFullScreen", animated: true)
  }
  @Test func dismissOverFullScreen() throws { try dismissGolden(31, "overFullScreen") }
  @Test func presentPopover() throws { try presentGolden(32, "popover", animated: true) }

  func contextScene(_ s: Scene, style: String) throws {
    try tabScene(s)
    let editor = try s.make("editor")
    try s.run {
      try s.world.setProperty("definesPresentationContext", of: id(s, "nav"), to: .bool(true))
      try s.world.setProperty("modalPresentationStyle", of: editor, to: .enumCase(style))
    }
  }

  @Test func presentCurrentContext() throws {
    try golden(
      "33-present-currentContext",
      "nav.definesPresentationContext = true; editor.modalPresentationStyle = .currentContext; list.present(editor, animated: true)",
      setup: { s in try contextScene(s, style: "currentContext") },
      operation: { s in
        try s.run { try s.world.present(id(s, "editor"), from: id(s, "list"), animated: true) }
      })
  }

  @Test func dismissCurrentContext() throws {
    try golden(
      "34-dismiss-currentContext",
      "list.dismiss(animated: true)  // editor presented .currentContext by nav",
      setup: { s in
        try contextScene(s, style: "currentContext")
        try s.run { try s.world.present(id(s, "editor"), from: id(s, "list"), animated: true) }
      },
      operation: { s in try s.run { try s.world.dismiss(from: id(s, "list"), animated: true) } })
  }

  @Test func presentOverCurrentContext() throws {
    try golden(
      "35-present-overCurrentContext",
      "nav.definesPresentationContext = true; editor.modalPresentationStyle = .overCurrentContext; list.present(editor, animated: true)",
      setup: { s in try contextScene(s, style: "overCurrentContext") },
      operation: { s in
        try s.run { try s.world.present(id(s, "editor"), from: id(s, "list"), animated: true) }
      })
  }

  @Test func switchTabAwayFromAContextPresentation() throws {
    try golden(
      "36-tab-switch-hides-context-presentation",
      "tabs.selectedIndex = 1  // editor presented .currentContext in the first tab",
      setup: { s in
        try contextScene(s, style: "currentContext")
        try s.run { try s.world.present(id(s, "editor"), from: id(s, "list"), animated: true) }
      },
      operation: { s in try s.run { try s.world.setSelectedIndex(1, of: id(s, "tabs")) } })
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

  @Test func presentOnAPresentedController() throws {
    try golden(
      "37-present-stack", "editor.present(sheet, animated: true)  // editor presented full screen",
      setup: { s in
        try presentScene(s, style: "fullScreen")
        let sheet = try s.make("sheet")
        try s.run {
          try s.world.present(id(s, "editor"), from: id(s, "list"), animated: true)
          try s.world.setProperty("modalPresentationStyle", of: sheet, to: .enumCase("pageSheet"))
        }
      },
      operation: { s in
        try s.run { try s.world.present(id(s, "sheet"), from: id(s, "editor"), animated: true) }
      })
  }

  @Test func dismissAStack() throws {
    try golden(
      "38-dismiss-stack",
      "nav.dismiss(animated: true)  // nav presented editor (full screen), editor presented sheet",
      setup: stackScene,
      operation: { s in try s.run { try s.world.dismiss(from: id(s, "nav"), animated: true) } })
  }

  @Test func dismissTheTopOfAStack() throws {
    try golden(
      "39-dismiss-top-of-stack", "editor.dismiss(animated: true)  // editor presented sheet",
      setup: stackScene,
      operation: { s in try s.run { try s.world.dismiss(from: id(s, "editor"), animated: true) } })
  }

  // MARK: Split view and show

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

  @Test func showDetailCollapsed() throws {
    try golden(
      "40-show-detail-collapsed", "master.showDetailViewController(detail, sender: nil)  // phone",
      setup: { s in try splitScene(s, device: .classic) },
      operation: { s in
        try s.run {
          try s.world.showDetailViewController(
            id(s, "detail"), from: id(s, "master"), sender: .null)
        }
      })
  }

  @Test func showDetailExpanded() throws {
    try golden(
      "41-show-detail-expanded", "master.showDetailViewController(detail, sender: nil)  // iPad",
      setup: { s in try splitScene(s, device: .ipad) },
      operation: { s in
        try s.run {
          try s.world.showDetailViewController(
            id(s, "detail"), from: id(s, "master"), sender: .null)
        }
      })
  }

  @Test func showPushesInANavigationController() throws {
    try golden(
      "42-show-push", "list.show(detail, sender: nil)", setup: navScene,
      operation: { s in
        try s.run { try s.world.show(id(s, "detail"), from: id(s, "list"), sender: .null) }
      })
  }

  // MARK: Responders

  @Test func tapOnAPlainViewTravelsTheResponderChain() throws {
    try golden(
      "43-touch-up-the-chain", "tap(at: 100, 80)  // a plain View inside editor (presented)",
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
  }
}
