import Testing

@testable import MVCRuntime
@testable import MVCScript

/// An action sheet on an iPad is a popover, and like every popover it must point at
/// something: "For iPad … you must provide location information for that popover … using the
/// alert's popoverPresentationController" — UIKit raises otherwise. On a phone it slides up
/// over the screen and needs no anchor.
/// https://developer.apple.com/documentation/uikit/uialertcontroller
@Suite struct ActionSheetAnchorTests {
  typealias Sandbox = SwiftLanguageTests.Sandbox

  static let screen = """
    let home = UIViewController()
    window.rootViewController = home
    window.makeKeyAndVisible()
    let sheet = UIAlertController(title: "Delete?", message: nil, preferredStyle: .actionSheet)
    sheet.addAction(UIAlertAction(title: "Delete", style: .destructive, handler: nil))
    """

  @Test func onAnIPadAnActionSheetWithoutAnAnchorIsRefused() throws {
    let s = Sandbox()
    try s.world.setDevice(.ipad)
    try s.run(Self.screen)
    #expect(s.refusal("home.present(sheet, animated: true)")?.kind == .popoverWithoutAnchor)
    #expect(try s.value("home.presentedViewController") == .null)
  }

  @Test func onAnIPadAnAnchoredActionSheetIsAPopover() throws {
    let s = Sandbox()
    try s.world.setDevice(.ipad)
    try s.run(Self.screen)
    try s.run("sheet.popoverPresentationController?.sourceView = home.view")
    try s.run("home.present(sheet, animated: true)")
    let sheet = try #require(s.world.globals["sheet"]?.objectID)
    #expect(s.world.record(sheet).vc.presentation?.style == .popover)
  }

  @Test func onAPhoneItNeedsNoAnchor() throws {
    let s = Sandbox()
    try s.run(Self.screen)
    try s.run("home.present(sheet, animated: true)")
    let sheet = try #require(s.world.globals["sheet"]?.objectID)
    #expect(s.world.record(sheet).vc.presentation?.style == .overFullScreen)
    #expect(try s.value("sheet.popoverPresentationController != nil") == .bool(true))
  }
}
