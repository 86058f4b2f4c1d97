import Testing

@testable import MVCRuntime
@testable import MVCScript

/// A navigation controller's delegate hears `navigationController(_:willShow:animated:)` and
/// `didShow` when the navigation controller first appears, for its root, as it does for every
/// push: "Called just before the navigation controller displays a view controller's view".
/// https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:willshow:animated:)
@Suite struct NavigationDelegateFirstShowTests {
  typealias Sandbox = SwiftLanguageTests.Sandbox

  static let setup = """
    class Coordinator: NSObject, UINavigationControllerDelegate {
      func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController,
        animated: Bool
      ) { print("willShow", viewController.title ?? "") }
      func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController,
        animated: Bool
      ) { print("didShow", viewController.title ?? "") }
    }
    let root = UIViewController()
    root.title = "Root"
    let nav = UINavigationController(rootViewController: root)
    let coordinator = Coordinator()
    nav.delegate = coordinator
    """

  @Test func theRootIsShownWhenTheNavigationControllerFirstAppears() throws {
    let s = Sandbox()
    try s.run(Self.setup)
    let before = s.world.trace.count
    try s.run("window.rootViewController = nav\nwindow.makeKeyAndVisible()")
    #expect(s.printed == [.string("willShow Root"), .string("didShow Root")])
    let order = s.world.trace.dropFirst(before).map(\.selector).filter {
      $0.hasPrefix("navigationController(") || $0 == "viewWillAppear(_:)"
        || $0 == "viewDidAppear(_:)"
    }
    #expect(
      order == [
        "viewWillAppear(_:)", "viewWillAppear(_:)", "navigationController(_:willShow:animated:)",
        "viewDidAppear(_:)", "viewDidAppear(_:)", "navigationController(_:didShow:animated:)",
      ])
  }

  @Test func onlyTheFirstAppearanceAndThenEachPush() throws {
    let s = Sandbox()
    try s.run(Self.setup)
    try s.run(
      """
      window.rootViewController = nav
      window.makeKeyAndVisible()
      let cover = UIViewController()
      cover.modalPresentationStyle = .fullScreen
      nav.present(cover, animated: false)
      cover.dismiss(animated: false)
      let detail = UIViewController()
      detail.title = "Detail"
      nav.pushViewController(detail, animated: false)
      """)
    #expect(
      s.printed == [
        .string("willShow Root"), .string("didShow Root"), .string("willShow Detail"),
        .string("didShow Detail"),
      ])
  }
}
