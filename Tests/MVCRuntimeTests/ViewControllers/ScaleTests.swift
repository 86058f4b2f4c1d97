import Foundation
import Testing

@testable import MVCRuntime

/// Deep hierarchies work without recursion, and stack operations cost the same at any depth.
@Suite struct ScaleTests {
  @Test func aTenThousandDeepNavigationStack() throws {
    let s = Scene()
    let w = s.world
    w.budget = .unlimited  // one statement builds the whole hierarchy
    let root = try s.make("root")
    let nav = try s.nav("nav", root: root)
    try s.show(nav)
    var controllers: [ObjectID] = []
    try s.run {
      for _ in 0..<10_000 {
        let vc = try w.instantiate("ViewController", arguments: [])
        controllers.append(vc)
        try w.pushViewController(vc, onto: nav, animated: false)
      }
    }
    #expect(w.record(nav).vc.childCount == 10_001)
    #expect(w.lastChild(of: nav) == controllers.last)
    #expect(w.visibleControllers().map(\.controller) == [nav, controllers[9_999]])
    // Only the top controllers' views were ever loaded beyond the pushes themselves.
    #expect(ControllerInvariants.violations(in: w).isEmpty)

    // Push and pop work at depth 10 001 and after popping back to the root. What they cost at
    // each depth is measured by `make bench`, never asserted by a timed test.
    let extra = try s.make("extra")
    func pushPop() throws {
      for _ in 0..<50 {
        try s.run { try w.pushViewController(extra, onto: nav, animated: true) }
        _ = try s.run { try w.popViewController(from: nav, animated: true) }
      }
      #expect(w.record(extra).vc.parent == nil)
    }
    try pushPop()
    let popped = try s.run { try w.popToRootViewController(from: nav, animated: false) }
    #expect(popped.count == 10_000)
    try pushPop()
    #expect(ControllerInvariants.violations(in: w).isEmpty)
  }

  @Test func aHundredThousandViewHierarchy() throws {
    let s = Scene()
    let w = s.world
    w.budget = .unlimited  // one statement builds the whole hierarchy
    let home = try s.make("home")
    // Built from the bottom up, so each addSubview is cheap; then attached at once.
    var views: [ObjectID] = []
    try s.run {
      for _ in 0..<100_000 { views.append(try w.instantiate("View", arguments: [])) }
      for i in stride(from: views.count - 1, to: 0, by: -1) {
        try w.addSubview(views[i], to: views[i - 1])
      }
    }
    try s.show(home)
    try s.run { try w.addSubview(views[0], to: try w.loadViewIfNeeded(home)) }
    let layout = w.computeLayout()
    #expect(layout.drawingOrder.count >= 100_002)
    let chain = w.responderChain(from: views[99_999])
    #expect(chain.count == 100_000 + 4)  // views, home.view, home, window, application
    #expect(w.displayName(of: chain.last?.responder ?? home) == "application")
    #expect(w.isViewInWindow(views[99_999]))
    #expect(w.hitTest(x: 100, y: 100, layout: layout) != nil)
    // Detaching the whole chain again is one move.
    try s.run { try w.removeFromSuperview(views[0]) }
    #expect(!w.isViewInWindow(views[99_999]))
    #expect(ControllerInvariants.violations(in: w).isEmpty)
  }

  @Test func deeplyNestedCustomContainers() throws {
    let s = Scene()
    let w = s.world
    w.budget = .unlimited  // one statement builds the whole hierarchy
    var parent = try s.make("outer")
    let outer = parent
    try s.show(outer)
    try s.run {
      for _ in 0..<1_000 {
        let child = try w.instantiate("ViewController", arguments: [])
        try w.addChild(child, to: parent)
        try w.addSubview(try w.loadViewIfNeeded(child), to: try w.loadViewIfNeeded(parent))
        try w.didMove(child, toParent: parent)
        parent = child
      }
    }
    #expect(w.visibleControllers().count == 1_001)
    #expect(w.record(parent).vc.appearance == .appeared)
    #expect(ControllerInvariants.violations(in: w).isEmpty)
  }
}
