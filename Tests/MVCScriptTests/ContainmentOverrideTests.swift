import Testing

@testable import MVCRuntime
@testable import MVCScript

/// A child that overrides `willMove(toParent:)` and `didMove(toParent:)` and calls `super`, as
/// UIKit's header asks ("If you override this method, you must call super in your
/// implementation"): the override runs once per move, inside UIKit's own delivery, and `super`
/// does not send the message again.
/// https://developer.apple.com/documentation/uikit/uiviewcontroller/willmove(toparent:)
/// https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:)
@Suite struct ContainmentOverrideTests {
  typealias Sandbox = SwiftLanguageTests.Sandbox

  static let child = """
    class Page: UIViewController {
      override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        print("will", parent?.title ?? "nil")
      }
      override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        print("did", parent?.title ?? "nil")
      }
    }
    let home = UIViewController()
    home.title = "Home"
    let page = Page()
    """

  @Test func addingAndRemovingACustomChildRunsEachOverrideOnce() throws {
    let s = Sandbox()
    try s.run(Self.child)
    let before = s.world.trace.count
    try s.run(
      """
      home.addChild(page)
      home.view.addSubview(page.view)
      page.didMove(toParent: home)
      page.willMove(toParent: nil)
      page.view.removeFromSuperview()
      page.removeFromParent()
      """)
    #expect(
      s.printed == ["will Home", "did Home", "will nil", "did nil"].map { .string($0) })
    let moves = s.world.trace.dropFirst(before).map(\.selector).filter {
      $0 == "willMove(toParent:)" || $0 == "didMove(toParent:)"
    }
    #expect(
      moves == [
        "willMove(toParent:)", "didMove(toParent:)", "willMove(toParent:)",
        "didMove(toParent:)",
      ])
    #expect(try s.value("page.parent") == .null)
  }

  @Test func aNavigationControllerPushesAndPopsAChildThatOverridesThem() throws {
    let s = Sandbox()
    try s.run(Self.child)
    try s.run(
      """
      let nav = UINavigationController(rootViewController: home)
      nav.title = "Nav"
      window.rootViewController = nav
      window.makeKeyAndVisible()
      nav.pushViewController(page, animated: false)
      nav.popViewController(animated: false)
      """)
    #expect(s.printed == ["will Nav", "did Nav", "will nil", "did nil"].map { .string($0) })
    #expect(try s.value("nav.viewControllers.count") == .int(1))
  }
}
