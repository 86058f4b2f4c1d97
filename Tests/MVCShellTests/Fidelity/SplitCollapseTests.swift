import MVCLocalization
import MVCShell
import Testing

/// A split view collapsing on a phone and separating on an iPad, and `show` /
/// `showDetailViewController` routed through `targetViewController(forAction:sender:)`
/// (shared/reference/uikit-behaviour-2.md, "Split view on a compact screen", "Routing: show and
/// showDetail"; Apple, `splitViewController(_:collapseSecondary:onto:)`, `show(_:sender:)`).
@Suite struct SplitCollapseTests {
  static let scene = [
    "let master = ViewController(title: \"Master\")",
    "let masterNav = NavigationController(rootViewController: master)",
    "let detail = ViewController(title: \"Detail\")", "let split = SplitViewController()",
    ":device ipad", "split.viewControllers = [masterNav, detail]",
    "window.rootViewController = split", "window.makeKeyAndVisible()",
  ]

  func answer(_ lines: [String], language: Language = .en) -> String {
    let session = Session(options: SessionOptions(language: language))
    let response = session.runScript((Self.scene + lines).joined(separator: "\n"), bail: true)
    #expect(!response.failed, "\(response.output)")
    return response.output
  }

  /// The part of the output after the last `:tree`'s window line.
  func lastTree(_ output: String, window: String) -> String {
    guard let range = output.range(of: window, options: .backwards) else { return output }
    return String(output[range.lowerBound...])
  }

  @Test func onAPhoneTheDetailIsPushedOntoThePrimary() {
    let output = answer([":device classic", "print(split.isCollapsed)", ":tree"])
    #expect(output.contains("true\n"), "\(output)")
    let tree = lastTree(output, window: "window — ")
    #expect(
      tree.contains(
        """
        <SplitViewController split>, state: appeared, view loaded,
             collapsed (one column)
           | <NavigationController masterNav>, state: appeared, view loaded
           |   | <ViewController master>, state: disappeared, view loaded
           |   | <ViewController detail>, state: appeared, view loaded, top of the stack
        """), "\(tree)")
  }

  @Test func backOnAnIPadTheColumnsSeparate() {
    let output = answer([
      ":device classic", ":device ipad", "print(split.isCollapsed)",
      "print(split.viewControllers.count)", ":tree",
    ])
    #expect(output.contains("false\n2\n"), "\(output)")
    let tree = lastTree(output, window: "window — ")
    #expect(
      tree.contains(
        """
        <SplitViewController split>, state: appeared, view loaded,
             expanded (side by side)
           | <NavigationController masterNav>, state: appeared, view loaded
           |   | <ViewController master>, state: appeared, view loaded, top of the stack
           | <ViewController detail>, state: appeared, view loaded
        """), "\(tree)")
  }

  @Test func theTreeSaysSoInChinese() {
    let output = answer([":device classic", ":tree"], language: .zhHans)
    #expect(output.contains("<SplitViewController split>，状态：已出现，视图已加载，已折叠（只显示一栏）"), "\(output)")
    let hant = answer([":device classic", ":tree"], language: .zhHant)
    #expect(hant.contains("已收合（只顯示一欄）"), "\(hant)")
  }

  @Test func aDelegateThatReturnsTrueDiscardsTheSecondary() {
    let output = answer([
      "class Keeper: Controller, UISplitViewControllerDelegate {",
      "  func splitViewController(_ s: SplitViewController, collapseSecondary secondary: ViewController, onto primary: ViewController) -> Bool { return true }",
      "}",
      "let keeper = Keeper()", "split.delegate = keeper", ":device classic",
      "print(masterNav.viewControllers.count)", "print(detail.parent == nil)",
      "print(split.isCollapsed)",
    ])
    #expect(output.hasSuffix("1\ntrue\ntrue\n"), "\(output)")
  }

  @Test func undoPutsBackWhatACollapseMoved() {
    let output = answer([
      ":device classic", "let other = ViewController()",
      "split.viewControllers = [masterNav, other]", ":undo", "print(other.parent == nil)",
      "print(masterNav.topViewController === detail)", "print(split.isCollapsed)",
    ])
    #expect(output.hasSuffix("true\ntrue\ntrue\n"), "\(output)")
  }

  @Test func aLearnersContainerThatImplementsShowReceivesIt() {
    let output = answer([
      "class Cards: ViewController {",
      "  override func show(_ vc: ViewController, sender: Any?) { print(\"Cards shows\") }",
      "}",
      "let cards = Cards()", "let card = ViewController()", "let next = ViewController()",
      "cards.addChild(card)", "card.show(next, sender: nil)", "print(next.parent == nil)",
    ])
    #expect(output.hasSuffix("Cards shows\ntrue\n"), "\(output)")
  }

  @Test func withNoHandlerTheRootPresents() {
    let session = Session(options: SessionOptions())
    let response = session.runScript(
      [
        "let home = ViewController()", "let card = ViewController()",
        "let next = ViewController()", "home.addChild(card)", "window.rootViewController = home",
        "window.makeKeyAndVisible()", "card.show(next, sender: nil)",
        "print(next.presentingViewController === home)",
      ].joined(separator: "\n"), bail: true)
    #expect(!response.failed, "\(response.output)")
    #expect(response.output.hasSuffix("true\n"), "\(response.output)")
  }
}
