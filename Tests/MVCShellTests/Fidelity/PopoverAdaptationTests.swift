import MVCLocalization
import MVCShell
import Testing

/// A popover on a phone adapts to a sheet and the learner is told so and why, in the note after
/// the statement and in `:tree`; on an iPad an unanchored popover is refused with UIKit's rule
/// (shared/reference/uikit-behaviour-2.md, "Popovers and adaptation").
@Suite struct PopoverAdaptationTests {
  static let scene = [
    "let home = ViewController(title: \"Home\")",
    "let nav = NavigationController(rootViewController: home)",
    "window.rootViewController = nav", "window.makeKeyAndVisible()",
    "let picker = ViewController(title: \"Colours\")",
    "picker.modalPresentationStyle = .popover",
  ]

  func run(_ lines: [String], language: Language = .en) -> (output: String, failed: Bool) {
    let session = Session(options: SessionOptions(language: language))
    let response = session.runScript((Self.scene + lines).joined(separator: "\n"), bail: true)
    return (response.output, response.failed)
  }

  @Test func aPopoverOnAPhoneIsASheetAndTheNoteSaysWhy() {
    let (output, failed) = run(["home.present(picker, animated: false)", ":tree"])
    #expect(!failed, "\(output)")
    #expect(output.contains("note: picker asked for a popover, but iPhone 15 has a"), "\(output)")
    #expect(output.contains("returns .none"), "\(output)")
    #expect(
      output.contains("presented .pageSheet by nav, popover, adapted to sheet (compact width)"),
      "\(output)")
  }

  @Test func theNoteAndTreeInSimplifiedChinese() {
    let (output, failed) = run(
      ["home.present(picker, animated: false)", ":tree"], language: .zhHans)
    #expect(!failed, "\(output)")
    #expect(output.contains("注意：picker 请求以弹出框呈现"), "\(output)")
    #expect(output.contains("弹出框，已改为表单（紧凑宽度）"), "\(output)")
  }

  @Test func theTreeInTraditionalChinese() {
    let (output, _) = run(["home.present(picker, animated: false)", ":tree"], language: .zhHant)
    #expect(output.contains("彈出式視窗，已改為表單（緊湊寬度）"), "\(output)")
  }

  @Test func anUnanchoredPopoverOnAnIPadIsRefusedWithUIKitsRule() {
    let (output, failed) = run([":device ipad", "home.present(picker, animated: false)"])
    #expect(failed)
    #expect(output.contains("NSGenericException"), "\(output)")
    #expect(output.contains("non-nil sourceView or barButtonItem"), "\(output)")
  }

  @Test func anAnchoredPopoverOnAnIPadPointsAtItsSource() {
    let (output, failed) = run([
      ":device ipad", "let button = Button(title: \"Colours\")", "home.view.addSubview(button)",
      "picker.popoverPresentationController?.sourceView = button",
      "home.present(picker, animated: false)", ":screen", ":device island",
    ])
    #expect(!failed, "\(output)")
    #expect(output.contains("▲"), "\(output)")
    #expect(output.contains("the arrow of picker points at button"), "\(output)")
    // Back on the phone the popover adapts again, and the note says so.
    #expect(output.contains("note: picker asked for a popover, but iPhone 15"), "\(output)")
  }
}
