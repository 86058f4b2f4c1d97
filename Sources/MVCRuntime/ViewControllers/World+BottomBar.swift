extension World {
  /// The controller that hides a tab bar controller's bar, or nil while the bar shows: a
  /// controller with `hidesBottomBarWhenPushed` true pushed on the navigation stack the
  /// selected tab shows (Apple, `hidesBottomBarWhenPushed`: "If true, the bottom bar slides
  /// out of view when this view controller is pushed and reappears when popped"). The bar
  /// stays hidden for controllers pushed above it, as in UIKit; a stack's root does not hide
  /// it (choice: it was never pushed).
  public func bottomBarHider(of tab: ObjectID) -> ObjectID? {
    guard contains(tab), viewControllerKind(tab) == .tabBarController,
      let shown = displayedChildren(of: tab).first,
      viewControllerKind(shown) == .navigationController
    else { return nil }
    return navigationStack(of: shown).dropFirst().last {
      records[$0.raw].vc.hidesBottomBarWhenPushed
    }
  }
}
