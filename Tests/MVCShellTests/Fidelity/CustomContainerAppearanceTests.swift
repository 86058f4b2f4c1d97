import MVCLocalization
import MVCShell
import Testing

/// A custom container that forwards appearance by hand, and `transition(from:to:…)` refused
/// with UIKit's rule (shared/reference/uikit-behaviour-2.md, "Custom containers and
/// appearance"; Apple, `shouldAutomaticallyForwardAppearanceMethods`,
/// `beginAppearanceTransition(_:animated:)`, `transition(from:to:duration:options:animations:completion:)`).
@Suite struct CustomContainerAppearanceTests {
  static func scene(forwards: Bool) -> [String] {
    [
      "class Child: UIViewController {",
      "  override func viewWillAppear(_ animated: Bool) { print(\"\\(title ?? \"\") will appear\") }",
      "  override func viewDidAppear(_ animated: Bool) { print(\"\\(title ?? \"\") did appear\") }",
      "}",
      "class Box: UIViewController {",
      "  override var shouldAutomaticallyForwardAppearanceMethods: Bool { \(forwards) }",
      "}",
      "let box = Box()", "let a = Child(title: \"a\")", "let b = Child(title: \"b\")",
      "box.addChild(a)", "box.view.addSubview(a.view)", "a.didMove(toParent: box)",
      "window.rootViewController = box", "window.makeKeyAndVisible()",
    ]
  }

  func run(_ lines: [String], forwards: Bool, language: Language = .en) -> SessionResponse {
    let session = Session(options: SessionOptions(language: language, width: 1000))
    return session.runScript(
      (Self.scene(forwards: forwards) + lines).joined(separator: "\n"), bail: true)
  }

  @Test func aContainerThatSaysFalseForwardsByHand() {
    let response = run(
      [
        "print(\"shown\")", "a.beginAppearanceTransition(true, animated: false)",
        "a.endAppearanceTransition()",
      ], forwards: false)
    #expect(!response.failed, "\(response.output)")
    #expect(response.output == "shown\na will appear\na did appear\n", "\(response.output)")
  }

  @Test func transitionSwapsTwoChildren() {
    let response = run(
      [
        "print(\"shown\")", "box.addChild(b)", "a.willMove(toParent: nil)",
        "box.transition(from: a, to: b, duration: 0.3, options: [], animations: nil) { finished in",
        "  b.didMove(toParent: box); a.removeFromParent(); print(finished)", "}",
        "print(box.children == [b], a.view.superview == nil)",
      ], forwards: true)
    #expect(!response.failed, "\(response.output)")
    #expect(
      response.output
        == "a will appear\na did appear\nshown\nb will appear\nb did appear\ntrue\ntrue true\n",
      "\(response.output)")
  }

  @Test(arguments: [
    (
      Language.en, "box.transition(from: a, to: b, …) swaps two children of box",
      "NSInvalidArgumentException"
    ),
    (
      Language.zhHant, "box.transition(from: a, to: b, …) 是用來切換 box 的兩個子控制器",
      "丟出 NSInvalidArgumentException"
    ),
  ])
  func aTransitionWithoutACommonParentIsRefused(
    _ language: Language, _ rule: String, _ exception: String
  ) {
    let response = run(
      [
        "box.transition(from: a, to: b, duration: 0, options: [], animations: nil, completion: nil)"
      ],
      forwards: true, language: language)
    #expect(response.failed)
    #expect(response.output.contains(rule), "\(response.output)")
    #expect(response.output.contains(exception), "\(response.output)")
  }

  @Test(arguments: [
    (Language.en, "box forwards appearance by hand"),
    (Language.zhHans, "box 手动转发外观回调"),
  ])
  func aTransitionInAContainerThatForwardsByHandIsRefused(_ language: Language, _ rule: String) {
    let response = run(
      [
        "box.addChild(b)",
        "box.transition(from: a, to: b, duration: 0, options: [], animations: nil, completion: nil)",
      ], forwards: false, language: language)
    #expect(response.failed)
    #expect(response.output.contains(rule), "\(response.output)")
  }
}
