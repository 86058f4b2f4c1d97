import MVCTestSupport
import Testing

@testable import MVCRuntime

/// Tab bar controllers, second pass: the selection when the tabs are replaced, the More tab and
/// its navigation controller, and `hidesBottomBarWhenPushed` (docs/uikit-fidelity.md, "Tabs
/// and bars").
extension LifecycleTraceTests {
  /// window root `tabs` with six tabs `nav(list)`, `a` … `e`: on an iPhone the bar shows
  /// `nav`, `a`, `b`, `c` and More; `d` and `e` are behind More. `more` and `moreList` name the
  /// More navigation controller and its list.
  func moreScene(_ s: Scene) throws {
    let list = try s.make("list")
    let nav = try s.nav("nav", root: list)
    var tabsList = [nav]
    for name in ["a", "b", "c", "d", "e"] { tabsList.append(try s.make(name)) }
    let tabs = try s.make("tabs", "TabBarController")
    try s.run {
      try s.world.setTabViewControllers(
        tabsList, of: tabs, animated: false, operation: "viewControllers")
    }
    try s.show(tabs)
    let more = try s.run { s.world.ensureMoreNavigation(of: tabs) }
    s.world.bind(name: "more", to: .object(more))
    if let moreList = s.world.record(more).vc.firstChild {
      s.world.bind(name: "moreList", to: .object(moreList))
    }
  }

  ///     tabs.selectedIndex = 1                       // favorites
  ///     tabs.viewControllers = [nav, recents, other]
  /// Favorites is gone, index 1 is still valid: recents (now at 1) is selected. Apple,
  /// `viewControllers`: "If the selected view controller is no longer present, it attempts to
  /// select the view controller at the same index in the array as the previous selection."
  @Test func replacingTheTabsKeepsTheSelectedIndex() throws {
    let (s, p) = try probe(
      setup: { s in
        try tabScene(s)
        try s.make("other")
        try s.run { try s.world.setSelectedIndex(1, of: id(s, "tabs")) }
      },
      operation: { s in
        try s.run {
          try s.world.setTabViewControllers(
            [id(s, "nav"), id(s, "recents"), id(s, "other")], of: id(s, "tabs"), animated: false,
            operation: "viewControllers")
        }
      })
    let set = p.expect(
      "setValue(_:forKey:)", from: .outside, to: "tabs", kind: .containment, cause: .uncaused,
      role: .outsideToController)
    p.expect(
      "willMove(toParent:)", from: "tabs", to: "favorites", kind: .containment, cause: .by(set),
      role: .controllerToController, arguments: [.null])
    p.expect(
      "willMove(toParent:)", from: "tabs", to: "other", kind: .containment, cause: .by(set),
      role: .controllerToController, arguments: [s.o("tabs")])
    p.expect("loadView()", to: "recents", kind: .lifecycle, cause: .by(set))
    p.expect("viewDidLoad()", to: "recents", kind: .lifecycle, cause: .by(set))
    p.expect(
      "viewWillAppear(_:)", from: "tabs", to: "recents", kind: .lifecycle, cause: .by(set),
      role: .controllerToController, arguments: [.bool(false)], operation: "viewControllers")
    p.expect(
      "viewWillDisappear(_:)", from: "tabs", to: "favorites", kind: .lifecycle, cause: .by(set),
      arguments: [.bool(false)], operation: "viewControllers")
    p.expect("viewIsAppearing(_:)", from: "tabs", to: "recents", cause: .by(set))
    p.expect("viewWillLayoutSubviews()", from: "tabs", to: "recents", cause: .by(set))
    p.expect("viewDidLayoutSubviews()", from: "tabs", to: "recents", cause: .by(set))
    p.expect("viewDidDisappear(_:)", from: "tabs", to: "favorites", cause: .by(set))
    p.expect("viewDidAppear(_:)", from: "tabs", to: "recents", cause: .by(set))
    p.expect(
      "didMove(toParent:)", from: "tabs", to: "favorites", kind: .containment, cause: .by(set),
      arguments: [.null])
    p.expect(
      "didMove(toParent:)", from: "tabs", to: "other", kind: .containment, cause: .by(set),
      arguments: [s.o("tabs")])
    p.finish()
    #expect(s.world.record(id(s, "tabs")).vc.selectedIndex == 1)
    #expect(s.world.selectedViewController(of: id(s, "tabs")) == id(s, "recents"))
  }

  ///     tabs.selectedIndex = 2                       // recents
  ///     tabs.viewControllers = [recents, nav]
  /// The selected controller is still there: it stays selected at its new index and hears
  /// nothing (Apple: the tab bar controller "remembers the view controller object that was
  /// previously selected and attempts to reselect it").
  @Test func replacingTheTabsKeepsTheSelectedController() throws {
    let (s, p) = try probe(
      setup: { s in
        try tabScene(s)
        try s.run { try s.world.setSelectedIndex(2, of: id(s, "tabs")) }
      },
      operation: { s in
        try s.run {
          try s.world.setTabViewControllers(
            [id(s, "recents"), id(s, "nav")], of: id(s, "tabs"), animated: false,
            operation: "viewControllers")
        }
      })
    let set = p.expect(
      "setValue(_:forKey:)", from: .outside, to: "tabs", kind: .containment, cause: .uncaused)
    p.expect(
      "willMove(toParent:)", from: "tabs", to: "favorites", kind: .containment, cause: .by(set),
      arguments: [.null])
    p.expect(
      "didMove(toParent:)", from: "tabs", to: "favorites", kind: .containment, cause: .by(set),
      arguments: [.null])
    p.finish()
    #expect(s.world.record(id(s, "tabs")).vc.selectedIndex == 0)
    #expect(s.world.selectedViewController(of: id(s, "tabs")) == id(s, "recents"))
  }

  ///     tabs.selectedIndex = 4                       // d, behind More
  ///     tabs.viewControllers = [nav, a]
  /// Neither the controller nor the index is left: the first tab.
  @Test func replacingTheTabsFallsBackToTheFirst() throws {
    let s = Scene()
    try moreScene(s)
    try s.run { try s.world.setSelectedIndex(4, of: id(s, "tabs")) }
    try s.run {
      try s.world.setTabViewControllers(
        [id(s, "nav"), id(s, "a")], of: id(s, "tabs"), animated: false,
        operation: "viewControllers")
    }
    #expect(s.world.record(id(s, "tabs")).vc.selectedIndex == 0)
    #expect(s.world.selectedViewController(of: id(s, "tabs")) == id(s, "nav"))
    #expect(ControllerInvariants.violations(in: s.world).isEmpty)
  }

  ///     tap(tabs, tab: 4)                            // More
  /// The More navigation controller and its list load and appear in the tab's place, as any
  /// tab does; `selectedIndex` is `NSNotFound` and `selectedViewController` the More
  /// navigation controller (Apple, `selectedIndex`, `moreNavigationController`).
  @Test func tappingMoreShowsTheMoreList() throws {
    let (s, p) = try probe(
      setup: moreScene,
      operation: { s in try s.run { try s.world.tapTab(4, of: id(s, "tabs")) } })
    let touch = p.expect(
      "touchesEnded(_:with:)", from: .user, to: "tabs.tabBar", kind: .userInput, cause: .uncaused,
      role: .userToView, arguments: [.int(4)])
    p.expect("loadView()", to: "more", kind: .lifecycle, cause: .by(touch))
    p.expect("viewDidLoad()", to: "more", kind: .lifecycle, cause: .by(touch))
    p.expect("loadView()", to: "moreList", kind: .lifecycle, cause: .by(touch))
    p.expect("viewDidLoad()", to: "moreList", kind: .lifecycle, cause: .by(touch))
    p.expect(
      "viewWillAppear(_:)", from: "tabs", to: "more", kind: .lifecycle, cause: .by(touch),
      role: .controllerToController, arguments: [.bool(false)], operation: "tabBar(_:didSelect:)")
    p.expect(
      "viewWillAppear(_:)", from: "more", to: "moreList", kind: .lifecycle, cause: .by(touch),
      arguments: [.bool(false)])
    p.expect("viewWillDisappear(_:)", from: "tabs", to: "nav", cause: .by(touch))
    p.expect("viewWillDisappear(_:)", from: "nav", to: "list", cause: .by(touch))
    p.expect("viewIsAppearing(_:)", from: "tabs", to: "more", cause: .by(touch))
    p.expect("viewWillLayoutSubviews()", from: "tabs", to: "more", cause: .by(touch))
    p.expect("viewDidLayoutSubviews()", from: "tabs", to: "more", cause: .by(touch))
    p.expect("viewIsAppearing(_:)", from: "more", to: "moreList", cause: .by(touch))
    p.expect("viewWillLayoutSubviews()", from: "more", to: "moreList", cause: .by(touch))
    p.expect("viewDidLayoutSubviews()", from: "more", to: "moreList", cause: .by(touch))
    p.expect("viewDidDisappear(_:)", from: "tabs", to: "nav", cause: .by(touch))
    p.expect("viewDidDisappear(_:)", from: "nav", to: "list", cause: .by(touch))
    p.expect("viewDidAppear(_:)", from: "tabs", to: "more", cause: .by(touch))
    p.expect("viewDidAppear(_:)", from: "more", to: "moreList", cause: .by(touch))
    p.finish()
    let tabs = id(s, "tabs")
    #expect(s.world.record(tabs).vc.selectedIndex == World.notFound)
    #expect(s.world.selectedViewController(of: tabs) == id(s, "more"))
    #expect(s.world.moreTabs(of: tabs) == [id(s, "d"), id(s, "e")])
    #expect(try s.world.property("viewControllers", of: tabs).arrayValue?.count == 6)
    #expect(ControllerInvariants.violations(in: s.world).isEmpty)
  }

  ///     tap(tabs, tab: 4)
  ///     select(tabs.moreNavigationController, row: 1)   // e
  /// The chosen tab is pushed on the More navigation controller, which sends its callbacks
  /// like a push; its `navigationController` and `parent` are the More controller, and it is
  /// the selected controller, at its own index.
  @Test func choosingInTheMoreListPushesTheTab() throws {
    let (s, p) = try probe(
      setup: { s in
        try moreScene(s)
        try s.run { try s.world.tapTab(4, of: id(s, "tabs")) }
      },
      operation: { s in try s.run { try s.world.select(id(s, "more"), row: 1) } })
    let touch = p.expect(
      "touchesEnded(_:with:)", from: .user, to: "moreList.view", kind: .userInput,
      cause: .uncaused, role: .userToView, arguments: [.int(1)])
    p.expect("loadView()", to: "e", kind: .lifecycle, cause: .by(touch))
    p.expect("viewDidLoad()", to: "e", kind: .lifecycle, cause: .by(touch))
    let push = "pushViewController(_:animated:)"
    p.expect(
      "viewWillDisappear(_:)", from: "more", to: "moreList", kind: .lifecycle, cause: .by(touch),
      arguments: [.bool(true)], operation: .named(push))
    p.expect(
      "viewWillAppear(_:)", from: "more", to: "e", kind: .lifecycle, cause: .by(touch),
      role: .controllerToController, arguments: [.bool(true)], operation: .named(push))
    p.expect("viewIsAppearing(_:)", from: "more", to: "e", cause: .by(touch))
    p.expect("viewWillLayoutSubviews()", from: "more", to: "e", cause: .by(touch))
    p.expect("viewDidLayoutSubviews()", from: "more", to: "e", cause: .by(touch))
    p.tick()
    p.expect("viewDidDisappear(_:)", from: "more", to: "moreList", cause: .by(touch))
    p.expect("viewDidAppear(_:)", from: "more", to: "e", cause: .by(touch))
    p.finish()
    let (tabs, e, more) = (id(s, "tabs"), id(s, "e"), id(s, "more"))
    #expect(try s.world.property("navigationController", of: e) == .object(more))
    #expect(try s.world.property("parent", of: e) == .object(more))
    #expect(try s.world.property("parent", of: more) == .object(tabs))
    #expect(s.world.selectedViewController(of: tabs) == e)
    #expect(s.world.record(tabs).vc.selectedIndex == 5)
    #expect(s.world.navigationStack(of: more) == [id(s, "moreList"), e])
    #expect(ControllerInvariants.violations(in: s.world).isEmpty)
    // Popping it shows the list again: NSNotFound.
    _ = try s.run { try s.world.popViewController(from: more, animated: false) }
    #expect(s.world.record(tabs).vc.selectedIndex == World.notFound)
    #expect(s.world.record(e).vc.appearance == .disappeared)
    #expect(ControllerInvariants.violations(in: s.world).isEmpty)
  }

  ///     tabs.selectedIndex = NSNotFound
  /// Refused with the rule: the More tab is selected through `selectedViewController`.
  @Test func selectingMoreByIndexIsRefused() throws {
    let s = Scene()
    try moreScene(s)
    #expect(throws: RuntimeFailure.moreTabByIndex(tabBar: id(s, "tabs"))) {
      try s.run { try s.world.setSelectedIndex(World.notFound, of: id(s, "tabs")) }
    }
    try s.run { try s.world.setSelectedViewController(id(s, "more"), of: id(s, "tabs")) }
    #expect(s.world.record(id(s, "tabs")).vc.selectedIndex == World.notFound)
  }

  ///     detail.hidesBottomBarWhenPushed = true
  ///     nav.pushViewController(detail, animated: true)
  /// An ordinary push (the same messages) that takes the tab bar away: the tab bar controller's
  /// view holds no bar, the navigation controller's and detail's views reach the bottom of the
  /// screen (their safe area keeps the home indicator's 34 pt). Popping brings the bar back.
  @Test func hidesBottomBarWhenPushedHidesTheTabBar() throws {
    let (s, p) = try probe(
      setup: { s in
        try tabScene(s)
        let detail = try s.make("detail")
        try s.run {
          try s.world.setProperty("hidesBottomBarWhenPushed", of: detail, to: .bool(true))
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
    p.expect("willMove(toParent:)", from: "nav", to: "detail", cause: .by(push))
    p.expect("loadView()", to: "detail", cause: .by(push))
    p.expect("viewDidLoad()", to: "detail", cause: .by(push))
    p.expect("viewWillDisappear(_:)", from: "nav", to: "list", cause: .by(push))
    p.expect("viewWillAppear(_:)", from: "nav", to: "detail", cause: .by(push))
    p.expect("viewIsAppearing(_:)", from: "nav", to: "detail", cause: .by(push))
    p.expect("viewWillLayoutSubviews()", from: "nav", to: "detail", cause: .by(push))
    p.expect("viewDidLayoutSubviews()", from: "nav", to: "detail", cause: .by(push))
    p.tick()
    p.expect("viewDidDisappear(_:)", from: "nav", to: "list", cause: .by(push))
    p.expect("viewDidAppear(_:)", from: "nav", to: "detail", cause: .by(push))
    p.expect("didMove(toParent:)", from: "nav", to: "detail", cause: .by(push))
    p.finish()
    let (tabs, nav, detail) = (id(s, "tabs"), id(s, "nav"), id(s, "detail"))
    let bar = s.world.record(tabs).vc.bar
    #expect(bar != nil)
    let tabView = s.world.record(tabs).rootView
    #expect(bar.map { s.world.record($0).superview } == .some(nil))
    #expect(tabView.map { s.world.record($0).subviews.count } == 1)
    #expect(s.world.bottomBarHider(of: tabs) == detail)
    var layout = s.world.computeLayout()
    let detailView = s.world.record(detail).rootView
    #expect(detailView.flatMap { layout.frames[$0] } == Rect(x: 0, y: 0, width: 393, height: 852))
    #expect(detailView.map { layout.safeAreaInsets(of: $0).bottom } == 34)
    _ = try s.run { try s.world.popViewController(from: nav, animated: false) }
    #expect(s.world.bottomBarHider(of: tabs) == nil)
    layout = s.world.computeLayout()
    #expect(bar.flatMap { layout.frames[$0] } == Rect(x: 0, y: 769, width: 393, height: 83))
    let listView = s.world.record(id(s, "list")).rootView
    #expect(listView.map { layout.safeAreaInsets(of: $0).bottom } == 83)
  }
}
