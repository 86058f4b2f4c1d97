import Testing

@testable import MVCRuntime
@testable import MVCScript

/// A tap is a touch that begins and ends: a control sends its `.touchDown` actions as the touch
/// begins and its `.touchUpInside` actions as it ends inside, in that order.
/// https://developer.apple.com/documentation/uikit/uicontrol/event/touchdown
/// https://developer.apple.com/documentation/uikit/uicontrol/event/touchupinside
@Suite struct TouchOrderTests {
  typealias Sandbox = SwiftLanguageTests.Sandbox

  static let screen = """
    class Editor: UIViewController {
      let save = UIButton()
      @objc func pressed() { print("down") }
      @objc func released() { print("up") }
      override func viewDidLoad() { super.viewDidLoad(); view.addSubview(save) }
    }
    let editor = Editor()
    window.rootViewController = editor
    window.makeKeyAndVisible()
    """

  static let released =
    "editor.save.addTarget(editor, action: #selector(Editor.released), for: .touchUpInside)"

  func sent(_ line: String, in s: Sandbox) throws -> [String] {
    let before = s.world.trace.count
    try s.run(line)
    return s.world.trace.dropFirst(before).map(\.selector)
  }

  @Test func touchDownTargetsHearTheTouchBeginBeforeTouchUpInsideTargetsHearItEnd() throws {
    let s = Sandbox()
    try s.run(Self.screen)
    // Registered in the other order: the order of the events decides, not of the targets.
    try s.run(Self.released)
    try s.run("editor.save.addTarget(editor, action: #selector(Editor.pressed), for: .touchDown)")
    #expect(
      try sent("tap(editor.save)", in: s) == [
        "touchesBegan(_:with:)", "pressed()", "touchesEnded(_:with:)", "released()",
      ])
    #expect(s.printed == [.string("down"), .string("up")])
  }

  @Test func withNobodyListeningToTheBeginningATapIsTracedAsItsEnd() throws {
    let s = Sandbox()
    try s.run(Self.screen)
    try s.run(Self.released)
    #expect(try sent("tap(editor.save)", in: s) == ["touchesEnded(_:with:)", "released()"])
  }

  @Test func aViewThatOverridesTouchesBeganHearsIt() throws {
    let s = Sandbox()
    try s.run(
      """
      class Pad: UIView {
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { print("began") }
      }
      let pad = Pad()
      let home = UIViewController()
      home.view.addSubview(pad)
      window.rootViewController = home
      window.makeKeyAndVisible()
      """)
    #expect(try sent("tap(pad)", in: s) == ["touchesBegan(_:with:)", "touchesEnded(_:with:)"])
    #expect(s.printed == [.string("began")])
  }
}
