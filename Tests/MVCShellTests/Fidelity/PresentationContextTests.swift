import MVCShell
import Testing

/// Which controller hosts a `.currentContext` presentation, and what `modalPresentationStyle`
/// reads back (shared/reference/uikit-behaviour-2.md, "Presentation context"; Apple,
/// `definesPresentationContext` and UIViewController.h).
@Suite struct PresentationContextTests {
  static let scene = [
    "let tabs = TabBarController()", "let list = ViewController(title: \"List\")",
    "let nav = NavigationController(rootViewController: list)",
    "let other = ViewController(title: \"Other\")", "tabs.viewControllers = [nav, other]",
    "window.rootViewController = tabs", "window.makeKeyAndVisible()",
    "let editor = ViewController(title: \"Editor\")",
    "editor.modalPresentationStyle = .currentContext",
  ]

  func answer(_ lines: [String]) -> String {
    let session = Session(options: SessionOptions())
    let response = session.runScript((Self.scene + lines).joined(separator: "\n"), bail: true)
    #expect(!response.failed, "\(response.output)")
    return response.output
  }

  @Test func aNavigationControllerDefinesThePresentationContextByDefault() {
    let output = answer([
      "print(nav.definesPresentationContext)", "list.present(editor, animated: false)",
      "print(editor.presentingViewController === nav)",
      "print(tabs.presentedViewController == nil)",
    ])
    #expect(output.contains("true\ntrue\ntrue\n"), "\(output)")
  }

  @Test func withoutAContextTheRootPresents() {
    let output = answer([
      "nav.definesPresentationContext = false", "list.present(editor, animated: false)",
      "print(editor.presentingViewController === tabs)",
    ])
    #expect(output.hasSuffix("true\n"), "\(output)")
  }

  @Test func aPlainControllerIsNotAContext() {
    let output = answer([
      "print(list.definesPresentationContext)", "print(tabs.definesPresentationContext)",
    ])
    #expect(output.hasSuffix("false\nfalse\n"), "\(output)")
  }

  @Test func theStyleReadsBackConcrete() {
    let output = answer([
      "let plain = ViewController()", "print(plain.modalPresentationStyle)",
      "plain.modalPresentationStyle = .automatic", "print(plain.modalPresentationStyle)",
      "print(editor.modalPresentationStyle)",
    ])
    #expect(output.hasSuffix(".pageSheet\n.pageSheet\n.currentContext\n"), "\(output)")
  }
}
