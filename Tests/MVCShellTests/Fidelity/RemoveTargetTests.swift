import MVCShell
import Testing

/// `removeTarget(_:action:for:)` undoes `addTarget(_:action:for:)`, as UIKit's does: a wiring
/// made by mistake can be taken back by hand (UIControl.removeTarget(_:action:for:): a nil
/// target removes the action for every target, a nil action every action of the target).
@Suite struct RemoveTargetTests {
  static func session() -> Session {
    let session = Session(options: SessionOptions())
    for line in [
      "class Editor: ViewController { var saves = 0",
      "  func save() { saves += 1 }",
      "  func cancel() { } }",
      "let editor = Editor(title: \"Edit\")", "let other = Editor(title: \"Other\")",
      "let button = Button(title: \"Save\")", "editor.view.addSubview(button)",
      "window.rootViewController = editor",
      "button.addTarget(editor, action: #selector(Editor.save), for: .touchUpInside)",
      "button.addTarget(other, action: #selector(Editor.save), for: .touchUpInside)",
      "button.addTarget(editor, action: #selector(Editor.cancel), for: .touchUpInside)",
    ] {
      let response = session.execute(line)
      #expect(!response.failed, "\(line): \(response.output)")
    }
    return session
  }

  @Test func removingOneTargetLeavesTheOthers() {
    let session = Self.session()
    let removed = session.execute(
      "button.removeTarget(editor, action: #selector(Editor.save), for: .touchUpInside)")
    #expect(!removed.failed, "\(removed.output)")
    _ = session.execute("tap(button)")
    #expect(session.execute("editor.saves").output == "0\n")
    #expect(session.execute("other.saves").output == "1\n")
    let trace = session.execute(":trace").output
    #expect(trace.contains("cancel()"))
    #expect(!trace.contains("editor: save()"), "\(trace)")
  }

  @Test func aNilTargetOrANilActionRemovesEveryMatch() {
    let session = Self.session()
    _ = session.execute(
      "button.removeTarget(nil, action: #selector(Editor.save), for: .touchUpInside)")
    _ = session.execute("button.removeTarget(editor, action: nil, for: .touchUpInside)")
    _ = session.execute("tap(button)")
    #expect(session.execute("editor.saves").output == "0\n")
    #expect(session.execute("other.saves").output == "0\n")
    #expect(!session.execute(":trace").output.contains("cancel()"))
  }

  @Test func removingFromAViewThatIsNotAControlIsRefusedAndChangesNothing() {
    let session = Self.session()
    _ = session.execute("let label = Label()")
    let refused = session.execute(
      "label.removeTarget(editor, action: #selector(Editor.save), for: .touchUpInside)")
    #expect(refused.failed)
    _ = session.execute("tap(button)")
    #expect(session.execute("editor.saves").output == "1\n")
  }
}
