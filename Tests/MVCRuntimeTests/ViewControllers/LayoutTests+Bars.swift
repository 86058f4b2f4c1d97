import Testing

@testable import MVCRuntime

/// Status bars, safe areas and the bars' own safe areas per device
/// (shared/reference/uikit-behaviour-2.md, "Safe areas and bars").
extension LayoutTests {
  func barInsets(_ s: Scene, _ container: ObjectID) -> EdgeInsets? {
    s.world.record(container).vc.bar.map { s.world.computeLayout().safeAreaInsets(of: $0) }
  }

  /// iPhone 15: the status bar is 54 pt under a 59 pt top inset, 34 pt home indicator; the tab
  /// bar is 49 pt plus the 34 and its own bottom inset is 34, the navigation bar's is 0.
  @Test func iPhone15StatusBarSafeAreaAndBarInsets() throws {
    let (s, tabs, nav, list) = try scene(device: .island)
    #expect(Device.island.statusBarHeight == 54)
    #expect(Device.island.topSafeAreaInset == 59)
    #expect(
      s.world.computeLayout().safeAreaInsets(of: s.world.window)
        == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    #expect(insets(s, list) == EdgeInsets(top: 103, left: 0, bottom: 83, right: 0))
    #expect(barInsets(s, tabs) == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    #expect(barInsets(s, nav) == EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
    let bar = s.world.record(nav).vc.bar
    #expect(
      bar.flatMap { s.world.computeLayout().frames[$0] }
        == Rect(x: 0, y: 59, width: 393, height: 44))
  }

  /// A phone with a home button (iPhone 8, as the SE): 20 and 20, no home indicator, so the
  /// tab bar's own safe area is zero.
  @Test func homeButtonPhoneStatusBarAndBarInsets() throws {
    let (s, tabs, nav, _) = try scene(device: .classic)
    #expect(Device.classic.statusBarHeight == 20)
    #expect(Device.classic.topSafeAreaInset == 20)
    #expect(barInsets(s, tabs) == .zero)
    #expect(barInsets(s, nav) == .zero)
  }

  /// iPhone X: the 44 pt status bar is the top inset; its tab bar keeps 34 below it.
  @Test func notchPhoneStatusBarAndBarInsets() throws {
    let (s, tabs, _, list) = try scene(device: .notch)
    #expect(Device.notch.topSafeAreaInset == 44)
    #expect(insets(s, list) == EdgeInsets(top: 88, left: 0, bottom: 83, right: 0))
    #expect(barInsets(s, tabs) == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
  }

  /// `additionalSafeAreaInsets` adds to the controller's own view and what it contains.
  @Test func additionalSafeAreaInsetsAddToTheBars() throws {
    let (s, _, _, list) = try scene(device: .island)
    try s.run {
      try s.world.setProperty(
        "additionalSafeAreaInsets", of: list,
        to: EdgeInsets(top: 10, left: 0, bottom: 5, right: 0).value)
    }
    #expect(insets(s, list) == EdgeInsets(top: 113, left: 0, bottom: 88, right: 0))
  }
}
