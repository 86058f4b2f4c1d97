import MVCTestSupport
import Testing

@testable import MVCRuntime

/// UIKit's refusals become errors that name the rule, and leave the world exactly as it was.
@Suite struct RefusalTests {
  /// Expects `body` (one statement) to fail with a `kind` of failure and change nothing.
  func expectRefusal(
    _ scene: Scene, _ kind: RuntimeFailure.Kind, sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () throws -> Void
  ) {
    let before = WorldSnapshot(scene.world)
    do {
      try scene.world.transaction { try body() }
      Issue.record("expected \(kind), nothing was thrown", sourceLocation: sourceLocation)
    } catch let error as RuntimeFailure {
      #expect(error.kind == kind, sourceLocation: sourceLocation)
    } catch {
      Issue.record("unexpected \(error)", sourceLocation: sourceLocation)
    }
    expectUnchanged(scene.world, since: before, "refused \(kind)", sourceLocation: sourceLocation)
  }

  func navScene() throws -> (Scene, nav: ObjectID, list: ObjectID, detail: ObjectID) {
    let s = Scene()
    let list = try s.make("list")
    let nav = try s.nav("nav", root: list)
    let detail = try s.make("detail")
    try s.show(nav)
    return (s, nav, list, detail)
  }

  @Test func cyclesAreRefused() throws {
    let (s, nav, list, _) = try navScene()
    let w = s.world
    let box = try s.make("box")
    let inner = try s.make("inner")
    try s.run { try w.addChild(inner, to: box) }
    expectRefusal(s, .ownChild) { try w.addChild(box, to: box) }
    expectRefusal(s, .ancestorChild) { try w.addChild(box, to: inner) }
    expectRefusal(s, .presentSelf) { try w.present(list, from: list, animated: true) }
    expectRefusal(s, .presentAncestor) {
      try w.present(box, from: inner, animated: true)
    }
    expectRefusal(s, .presentWindowRoot) {
      try w.present(nav, from: list, animated: true)
    }
    let view = try s.run { try w.loadViewIfNeeded(box) }
    expectRefusal(s, .viewOwnSuperview) { try w.addSubview(view, to: view) }
  }

  @Test func navigationRefusals() throws {
    let (s, nav, list, detail) = try navScene()
    let w = s.world
    expectRefusal(s, .alreadyOnStack) {
      try w.pushViewController(list, onto: nav, animated: true)
    }
    let other = try s.nav("other", root: try s.make("otherRoot"))
    expectRefusal(s, .pushNavigationController) {
      try w.pushViewController(other, onto: nav, animated: true)
    }
    let tabs = try s.make("tabs", "TabBarController")
    expectRefusal(s, .pushTabBarController) {
      try w.pushViewController(tabs, onto: nav, animated: true)
    }
    let otherRoot = try #require(w.lastChild(of: other))
    expectRefusal(s, .hasOtherParent) {
      try w.pushViewController(otherRoot, onto: nav, animated: true)
    }
    expectRefusal(s, .notOnStack) {
      try w.popToViewController(detail, in: nav, animated: true)
    }
    expectRefusal(s, .duplicateInContainer) {
      try w.setViewControllers(
        [detail, detail], of: nav, animated: false, operation: "viewControllers")
    }
    expectRefusal(s, .windowRootInContainer) {
      try w.setTabViewControllers([nav], of: tabs, animated: false, operation: "viewControllers")
    }
    // Popping the root does nothing, as UIKit does.
    let popped = try s.run { try w.popViewController(from: nav, animated: true) }
    #expect(popped == nil)
  }

  @Test func presentationRefusals() throws {
    let (s, nav, list, detail) = try navScene()
    let w = s.world
    try s.run { try w.present(detail, from: list, animated: true) }
    let another = try s.make("another")
    expectRefusal(s, .alreadyPresenting) {
      try w.present(another, from: nav, animated: true)
    }
    // list is still on screen under the sheet, but the request reroutes to nav, which presents.
    expectRefusal(s, .alreadyPresenting) {
      try w.present(another, from: list, animated: true)
    }
    expectRefusal(s, .alreadyPresented) {
      try w.present(detail, from: another, animated: true)
    }
    let offscreen = try s.make("offscreen")
    expectRefusal(s, .presenterNotInWindow) {
      try w.present(another, from: offscreen, animated: true)
    }
    let stack = try s.nav("stack", root: try s.make("stackRoot"))
    let child = try #require(w.lastChild(of: stack))
    expectRefusal(s, .presentChild) {
      try w.present(child, from: detail, animated: true)
    }
    expectRefusal(s, .unknownPresentationStyle) {
      try w.setProperty("modalPresentationStyle", of: another, to: .enumCase("fullscreen"))
    }
    expectRefusal(s, .completionNotAClosure) {
      _ = try w.call(
        "present(_:animated:completion:)", on: detail,
        arguments: [.object(another), .bool(true), .string("done")])
    }
    expectRefusal(s, .replaceWhilePresenting) { try w.setRootViewController(another) }
    let misspelt = try #require(throws: RuntimeFailure.self) {
      try w.transaction {
        try w.setProperty("modalPresentationStyle", of: another, to: .enumCase("fullscreen"))
      }
    }
    #expect(misspelt.suggestion == "fullScreen")
  }

  @Test func containmentRefusals() throws {
    let (s, nav, list, detail) = try navScene()
    let w = s.world
    expectRefusal(s, .builtinContainer) { try w.addChild(detail, to: nav) }
    expectRefusal(s, .childOfContainer) {
      try w.addChild(list, to: detail)
    }
    expectRefusal(s, .windowRootChild) { try w.addChild(nav, to: detail) }
    expectRefusal(s, .didMoveMismatch) { try w.didMove(detail, toParent: nav) }
    // A child's view put inside another controller's view breaks UIKit's hierarchy rule.
    let box = try s.make("box")
    let inner = try s.make("inner")
    try s.run { try w.addChild(inner, to: box) }
    let innerView = try s.run { try w.loadViewIfNeeded(inner) }
    let detailView = try s.run { try w.loadViewIfNeeded(detail) }
    expectRefusal(s, .hierarchyInconsistency) {
      try w.addSubview(innerView, to: detailView)
    }
  }

  @Test func tabAndWindowRefusals() throws {
    let s = Scene()
    let w = s.world
    let tabs = try s.make("tabs", "TabBarController")
    let a = try s.make("a")
    try s.run {
      try w.setTabViewControllers([a], of: tabs, animated: false, operation: "viewControllers")
    }
    expectRefusal(s, .tabIndexOutOfRange) { try w.setSelectedIndex(3, of: tabs) }
    let b = try s.make("b")
    expectRefusal(s, .notATab) { try w.setSelectedViewController(b, of: tabs) }
    expectRefusal(s, .rootHasParent) { try w.setRootViewController(a) }
    expectRefusal(s, .windowNotVisible) { try w.tapScreen(x: 10, y: 10) }
    try s.show(tabs)
    expectRefusal(s, .tapOutsideScreen) { try w.tapScreen(x: 10, y: 5000) }
    expectRefusal(s, .unknownDevice) { try w.setDevice(named: "iphone") }
  }
}
