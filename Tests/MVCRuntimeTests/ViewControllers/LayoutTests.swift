import Testing

@testable import MVCRuntime

/// Frames and safe areas as containers share out the screen (uikit-behaviour.md §4).
@Suite struct LayoutTests {
  /// classic phone, window root `tabs` whose first tab is `nav(list)`.
  func scene(device: Device = .classic) throws -> (
    Scene, tabs: ObjectID, nav: ObjectID, list: ObjectID
  ) {
    let s = Scene()
    let list = try s.make("list")
    let nav = try s.nav("nav", root: list)
    let other = try s.make("other")
    let tabs = try s.make("tabs", "TabBarController")
    try s.run {
      try s.world.setDevice(device)
      try s.world.setTabViewControllers(
        [nav, other], of: tabs, animated: false, operation: "viewControllers")
    }
    try s.show(tabs)
    return (s, tabs, nav, list)
  }

  func frame(_ s: Scene, _ vc: ObjectID) -> Rect? {
    s.world.record(vc).rootView.flatMap { s.world.computeLayout().windowFrames[$0] }
  }

  func insets(_ s: Scene, _ vc: ObjectID) -> EdgeInsets {
    s.world.record(vc).rootView.map { s.world.computeLayout().safeAreaInsets(of: $0) } ?? .zero
  }

  @Test func translucentBarsPutContentUnderThemAndInTheSafeArea() throws {
    let (s, _, _, list) = try scene()
    #expect(frame(s, list) == Rect(x: 0, y: 0, width: 375, height: 667))
    // 20 pt status bar + 44 pt navigation bar on top; 49 pt tab bar at the bottom.
    #expect(insets(s, list) == EdgeInsets(top: 64, left: 0, bottom: 49, right: 0))
  }

  @Test func opaqueBarsGiveTheChildTheRemainingSpace() throws {
    let (s, tabs, nav, list) = try scene()
    let w = s.world
    try s.run {
      let navBar = try #require(try w.property("navigationBar", of: nav).objectID)
      let tabBar = try #require(try w.property("tabBar", of: tabs).objectID)
      try w.setProperty("isTranslucent", of: navBar, to: .bool(false))
      try w.setProperty("isTranslucent", of: tabBar, to: .bool(false))
    }
    #expect(frame(s, nav) == Rect(x: 0, y: 0, width: 375, height: 618))
    #expect(frame(s, list) == Rect(x: 0, y: 64, width: 375, height: 554))
    #expect(insets(s, list) == .zero)
    // extendedLayoutIncludesOpaqueBars brings the content back under the opaque bars.
    try s.run { try w.setProperty("extendedLayoutIncludesOpaqueBars", of: list, to: .bool(true)) }
    #expect(frame(s, list) == Rect(x: 0, y: 0, width: 375, height: 618))
    #expect(insets(s, list).top == 64)
  }

  @Test func edgesForExtendedLayoutAndAdditionalInsets() throws {
    let (s, _, _, list) = try scene()
    let w = s.world
    try s.run { try w.setProperty("edgesForExtendedLayout", of: list, to: .array([])) }
    #expect(frame(s, list) == Rect(x: 0, y: 64, width: 375, height: 603))
    try s.run {
      try w.setProperty(
        "additionalSafeAreaInsets", of: list, to: .array([.int(10), .int(0), .int(5), .int(0)]))
    }
    #expect(insets(s, list) == EdgeInsets(top: 10, left: 0, bottom: 54, right: 0))
  }

  @Test func aCurrentPhoneHasATallerStatusBarAndAHomeIndicator() throws {
    let (s, tabs, _, list) = try scene(device: .notch)
    #expect(insets(s, list) == EdgeInsets(top: 88, left: 0, bottom: 83, right: 0))
    let bar = try #require(s.world.record(tabs).vc.bar)
    #expect(s.world.computeLayout().windowFrames[bar] == Rect(x: 0, y: 729, width: 375, height: 83))
  }

  @Test func sheetsAndFullScreenCovers() throws {
    let (s, _, _, list) = try scene()
    let w = s.world
    let sheet = try s.make("sheet")
    try s.run { try w.present(sheet, from: list, animated: false) }
    #expect(frame(s, sheet) == Rect(x: 0, y: 30, width: 375, height: 637))
    try s.run { try w.dismiss(from: sheet, animated: false) }
    let cover = try s.make("cover")
    try s.run {
      try w.setProperty("modalPresentationStyle", of: cover, to: .enumCase("fullScreen"))
      try w.present(cover, from: list, animated: false)
    }
    #expect(frame(s, cover) == Rect(x: 0, y: 0, width: 375, height: 667))
    #expect(insets(s, cover) == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
  }

  @Test func splitViewColumnsOnIPad() throws {
    let s = Scene()
    let w = s.world
    let master = try s.make("master")
    let detail = try s.make("detail")
    let split = try s.make("split", "SplitViewController")
    try s.run {
      try w.setDevice(.ipad)
      try w.setSplitViewControllers([master, detail], of: split)
    }
    try s.show(split)
    #expect(frame(s, master) == Rect(x: 0, y: 0, width: 320, height: 768))
    #expect(frame(s, detail) == Rect(x: 320, y: 0, width: 704, height: 768))
    // On a phone the split view collapses: the secondary disappears.
    try s.run { try w.setDevice(.classic) }
    #expect(w.record(detail).vc.appearance == .disappeared)
    #expect(w.record(master).vc.appearance == .appeared)
    #expect(ControllerInvariants.violations(in: w).isEmpty)
  }
}
