import Testing

@testable import MVCRuntime
@testable import MVCScript

/// `providesPresentationContextTransitionStyle`: "When the value of this property is true, the
/// current view controller's transition style is used instead of the style associated with the
/// presented view controller" — for a presentation in the context it provides.
/// https://developer.apple.com/documentation/uikit/uiviewcontroller/providespresentationcontexttransitionstyle
@Suite struct ContextTransitionStyleTests {
  typealias Sandbox = SwiftLanguageTests.Sandbox

  static func present(provides: Bool) throws -> Sandbox {
    let s = Sandbox()
    try s.run(
      """
      let inbox = UIViewController()
      let nav = UINavigationController(rootViewController: inbox)
      window.rootViewController = nav
      window.makeKeyAndVisible()
      nav.definesPresentationContext = true
      nav.modalTransitionStyle = .crossDissolve
      nav.providesPresentationContextTransitionStyle = \(provides)
      let draft = UIViewController()
      draft.modalPresentationStyle = .currentContext
      inbox.present(draft, animated: true)
      """)
    return s
  }

  func transition(_ s: Sandbox) throws -> ModalTransitionStyle? {
    let draft = try #require(s.world.globals["draft"]?.objectID)
    return s.world.record(draft).vc.presentation?.transitionStyle
  }

  @Test func theContextProviderGivesItsTransitionStyleWhenItSaysSo() throws {
    let s = try Self.present(provides: true)
    #expect(try transition(s) == .crossDissolve)
    #expect(try s.value("nav.providesPresentationContextTransitionStyle") == .bool(true))
    // The presented controller's own property is unchanged, as in UIKit.
    #expect(try s.value("draft.modalTransitionStyle") == .enumCase("coverVertical"))
  }

  @Test func otherwiseThePresentedControllersOwnStyleIsUsed() throws {
    let s = try Self.present(provides: false)
    #expect(try transition(s) == .coverVertical)
  }
}
