import Testing

@testable import MVCRuntime

/// Next-responder rules, hit-testing and first responder (uikit-behaviour.md §3).
@Suite struct ResponderTests {
  @Test func theChainFollowsUIKitsRules() throws {
    let s = Scene()
    let w = s.world
    let list = try s.make("list")
    let nav = try s.nav("nav", root: list)
    try s.show(nav)
    let field = try s.run { try w.instantiate("TextField", arguments: []) }
    s.world.bind(name: "field", to: .object(field))
    try s.run { try w.addSubview(field, to: try w.loadViewIfNeeded(list)) }
    let names = w.responderChain(from: field).map { w.displayName(of: $0.responder) }
    #expect(names == ["field", "list.view", "list", "nav.view", "nav", "window", "application"])
    let hops = w.responderChain(from: field).compactMap(\.hop)
    #expect(
      hops == [
        .viewToSuperview, .rootViewToController, .controllerToSuperview, .rootViewToController,
        .rootControllerToWindow, .windowToApplication,
      ])
    // The app delegate comes last when it is a plain responder (not a view controller).
    let appDelegate = try s.run { try w.instantiate("Controller", arguments: []) }
    try s.run { try w.setProperty("delegate", of: w.application, to: .object(appDelegate)) }
    #expect(w.responderChain(from: field).last?.responder == appDelegate)
    try s.run { try w.setProperty("delegate", of: w.application, to: .object(list)) }
    #expect(w.responderChain(from: field).last?.responder == w.application)
  }

  @Test func hitTestingSkipsHiddenTransparentAndDisabledViews() throws {
    let s = Scene()
    let w = s.world
    let home = try s.make("home")
    try s.run { try w.setDevice(.classic) }
    try s.show(home)
    let view = try s.run { try w.loadViewIfNeeded(home) }
    let back = try s.run { try w.instantiate("View", arguments: []) }
    let front = try s.run { try w.instantiate("Button", arguments: [("title", .string("Go"))]) }
    try s.run {
      try w.addSubview(back, to: view)
      try w.addSubview(front, to: view)
      w.update(back) { $0.frame = Rect(x: 0, y: 100, width: 200, height: 200) }
      w.update(front) { $0.frame = Rect(x: 50, y: 150, width: 100, height: 50) }
    }
    #expect(w.hitTest(x: 60, y: 160) == front)
    #expect(w.hitTest(x: 10, y: 110) == back)
    #expect(w.hitTest(x: 300, y: 600) == view)
    try s.run { try w.setProperty("isHidden", of: front, to: .bool(true)) }
    #expect(w.hitTest(x: 60, y: 160) == back)
    try s.run {
      try w.setProperty("isHidden", of: front, to: .bool(false))
      try w.setProperty("alpha", of: front, to: .double(0.001))
    }
    #expect(w.hitTest(x: 60, y: 160) == back)
    try s.run {
      try w.setProperty("alpha", of: front, to: .double(1))
      try w.setProperty("isUserInteractionEnabled", of: back, to: .bool(false))
    }
    #expect(w.hitTest(x: 10, y: 110) == view)
    // A subview sticking out of its superview is not hit outside the superview's bounds.
    let inner = try s.run { try w.instantiate("View", arguments: []) }
    try s.run {
      try w.setProperty("isUserInteractionEnabled", of: back, to: .bool(true))
      try w.addSubview(inner, to: back)
      w.update(inner) { $0.frame = Rect(x: 150, y: 0, width: 200, height: 20) }
    }
    #expect(w.hitTest(x: 250, y: 105) == view)
    #expect(w.hitTest(x: 160, y: 105) == inner)
  }

  @Test func firstResponder() throws {
    let s = Scene()
    let w = s.world
    let home = try s.make("home")
    try s.show(home)
    let view = try s.run { try w.loadViewIfNeeded(home) }
    let a = try s.run { try w.instantiate("TextField", arguments: []) }
    let b = try s.run { try w.instantiate("TextField", arguments: []) }
    let label = try s.run { try w.instantiate("Label", arguments: []) }
    let loose = try s.run { try w.instantiate("TextField", arguments: []) }
    try s.run {
      for v in [a, b, label] { try w.addSubview(v, to: view) }
    }
    #expect(try s.run { try w.becomeFirstResponder(a) })
    #expect(w.isFirstResponder(a))
    #expect(try s.run { try w.becomeFirstResponder(label) } == false)
    #expect(try s.run { try w.becomeFirstResponder(loose) } == false)
    let mark = s.mark
    #expect(try s.run { try w.becomeFirstResponder(b) })
    #expect(s.lines(since: mark).contains { $0.contains("resignFirstResponder()") })
    // A first responder leaving the window resigns.
    try s.run { try w.removeFromSuperview(b) }
    #expect(w.windowState.firstResponder == nil)
  }

  @Test func tappingTheScreen() throws {
    let s = Scene()
    let w = s.world
    let list = try s.make("list")
    let nav = try s.nav("nav", root: list)
    let detail = try s.make("detail")
    let tabs = try s.make("tabs", "TabBarController")
    let other = try s.make("other")
    try s.run {
      try w.setDevice(.classic)
      try w.setTabViewControllers(
        [nav, other], of: tabs, animated: false, operation: "viewControllers")
    }
    try s.show(tabs)
    try s.run { try w.pushViewController(detail, onto: nav, animated: false) }
    // The back button sits at the left of the navigation bar (y 20–64).
    try s.run { try w.tapScreen(x: 20, y: 40) }
    #expect(w.lastChild(of: nav) == list)
    // The second tab bar item (bar from y 618).
    try s.run { try w.tapScreen(x: 300, y: 640) }
    #expect(w.selectedViewController(of: tabs) == other)
    #expect(ControllerInvariants.violations(in: w).isEmpty)
  }
}
