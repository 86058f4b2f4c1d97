import MVCShell
import Testing

/// Labels and image views take no touches until told to (UIKit: `isUserInteractionEnabled`
/// defaults to false for UILabel and UIImageView), so a tap passes through to the view behind.
@Suite struct NonInteractiveViewTests {
  static let scene = [
    "let home = ViewController()", "window.rootViewController = home",
    "window.makeKeyAndVisible()",
  ]

  func run(_ lines: [String]) -> SessionResponse {
    let session = Session(options: SessionOptions())
    return session.runScript((Self.scene + lines).joined(separator: "\n"), bail: true)
  }

  @Test func labelsAndImageViewsStartNotInteractive() {
    let response = run([
      "print(Label().isUserInteractionEnabled)", "print(ImageView().isUserInteractionEnabled)",
      "print(View().isUserInteractionEnabled)", "print(Button().isUserInteractionEnabled)",
    ])
    #expect(response.output == "false\nfalse\ntrue\ntrue\n")
  }

  @Test func tappingALabelIsRefusedWithTheRule() {
    let response = run(["let title = UILabel()", "home.view.addSubview(title)", "tap(title)"])
    #expect(response.failed)
    #expect(response.output.contains("a UILabel ignores them"), "\(response.output)")
    #expect(response.output.contains("isUserInteractionEnabled"))
  }

  @Test func anEnabledLabelTakesTheTap() {
    let response = run([
      "let title = Label()", "home.view.addSubview(title)",
      "title.isUserInteractionEnabled = true", "tap(title)",
    ])
    #expect(!response.failed, "\(response.output)")
  }
}
