import Testing

@testable import MVCRuntime
@testable import MVCScript

/// A text field's editing session, in UIKit's order: the delegate asked before editing begins
/// and ends, told after each, the control events after the delegate, one first responder.
/// https://developer.apple.com/documentation/uikit/uitextfielddelegate
@Suite struct TextEditingTests {
  typealias Sandbox = SwiftLanguageTests.Sandbox

  /// A form with two fields whose delegate records each question and answer.
  static let form = """
    class Form: UIViewController, UITextFieldDelegate {
      let name = UITextField()
      let email = UITextField()
      var mayBegin = true
      var mayEnd = true
      var mayChange = true
      var mayReturn = true
      override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(name)
        view.addSubview(email)
        name.delegate = self
        email.delegate = self
      }
      func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { return mayBegin }
      func textFieldDidBeginEditing(_ textField: UITextField) {}
      func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { return mayEnd }
      func textFieldDidEndEditing(_ textField: UITextField) {}
      func textFieldShouldReturn(_ textField: UITextField) -> Bool { return mayReturn }
      func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
        replacementString string: String
      ) -> Bool { return mayChange }
      @objc func began() {}
      @objc func ended() {}
      @objc func exited() {}
    }
    let form = Form()
    window.rootViewController = form
    form.name.addTarget(form, action: #selector(Form.began), for: .editingDidBegin)
    form.name.addTarget(form, action: #selector(Form.ended), for: .editingDidEnd)
    """

  /// The selectors of the messages the last statement sent, in order.
  func selectors(after run: () throws -> Void, in s: Sandbox) rethrows -> [String] {
    let before = s.world.trace.count
    try run()
    return s.world.trace.dropFirst(before).map(\.selector)
  }

  @Test func aTapAsksTheDelegateThenMakesTheFieldFirstResponderThenTellsIt() throws {
    let s = Sandbox()
    try s.run(Self.form)
    let sent = try selectors(after: { try s.run("tap(form.name)") }, in: s)
    #expect(
      sent == [
        "touchesEnded(_:with:)", "textFieldShouldBeginEditing(_:)",
        "textFieldDidBeginEditing(_:)", "began()",
      ])
    #expect(try s.value("form.name.isFirstResponder") == .bool(true))
  }

  @Test func aDelegateThatSaysNoKeepsEditingFromStarting() throws {
    let s = Sandbox()
    try s.run(Self.form)
    try s.run("form.mayBegin = false")
    let sent = try selectors(after: { try s.run("tap(form.name)") }, in: s)
    #expect(sent == ["touchesEnded(_:with:)", "textFieldShouldBeginEditing(_:)"])
    #expect(try s.value("form.name.isFirstResponder") == .bool(false))
  }

  @Test func movingToAnotherFieldEndsTheFirstFieldsEditingFirst() throws {
    let s = Sandbox()
    try s.run(Self.form)
    try s.run("tap(form.name)")
    let sent = try selectors(after: { try s.run("tap(form.email)") }, in: s)
    #expect(
      sent == [
        "touchesEnded(_:with:)", "textFieldShouldBeginEditing(_:)", "resignFirstResponder()",
        "textFieldShouldEndEditing(_:)", "textFieldDidEndEditing(_:)", "ended()",
        "textFieldDidBeginEditing(_:)",
      ])
    #expect(try s.value("form.name.isFirstResponder") == .bool(false))
    #expect(try s.value("form.email.isFirstResponder") == .bool(true))
    // A delegate that will not let the first field end keeps it editing.
    try s.run("form.mayEnd = false")
    try s.run("tap(form.name)")
    #expect(try s.value("form.email.isFirstResponder") == .bool(true))
  }

  @Test func typingStartsEditingAndARefusedChangeLeavesTheText() throws {
    let s = Sandbox()
    try s.run(Self.form)
    try s.run("form.name.text = \"Ada\"; form.mayChange = false")
    let refused = try selectors(after: { try s.run("type(form.name, \"Grace\")") }, in: s)
    #expect(refused.contains("textFieldDidBeginEditing(_:)"))
    #expect(!refused.contains("setValue(_:forKey:)"))
    #expect(try s.value("form.name.text") == .string("Ada"))
    try s.run("form.mayChange = true")
    try s.run("type(form.name, \"Grace\")")
    #expect(try s.value("form.name.text") == .string("Grace"))
    let change = try #require(
      s.world.trace.last {
        $0.selector == "textField(_:shouldChangeCharactersIn:replacementString:)"
      })
    #expect(change.arguments.dropFirst().first == .array([.int(0), .int(3)]))
  }

  @Test func returnAsksTheDelegateAndSendsEditingDidEndOnExit() throws {
    let s = Sandbox()
    try s.run(Self.form)
    try s.run(
      "form.name.addTarget(form, action: #selector(Form.exited), for: .editingDidEndOnExit)")
    try s.run("tap(form.name)")
    let sent = try selectors(after: { try s.run("returnKey(form.name)") }, in: s)
    #expect(
      sent == [
        "insertText(_:)", "textFieldShouldReturn(_:)", "exited()",
        "textFieldShouldEndEditing(_:)", "textFieldDidEndEditing(_:)", "ended()",
      ])
    #expect(try s.value("form.name.isFirstResponder") == .bool(false))
  }

  @Test func theKeyboardIsPutAwayAsTutorialsDoIt() throws {
    let s = Sandbox()
    try s.run(Self.form)
    try s.run("form.name.becomeFirstResponder()")
    #expect(try s.value("form.name.isFirstResponder") == .bool(true))
    try s.run("form.view.endEditing(true)")
    #expect(try s.value("form.name.isFirstResponder") == .bool(false))
    try s.run("form.email.becomeFirstResponder()")
    try s.run(
      "UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)"
    )
    #expect(try s.value("form.email.isFirstResponder") == .bool(false))
    // Removing the editing field from the window ends its editing without asking.
    try s.run("form.mayEnd = false; form.name.becomeFirstResponder()")
    let sent = try selectors(after: { try s.run("form.name.removeFromSuperview()") }, in: s)
    #expect(!sent.contains("textFieldShouldEndEditing(_:)"))
    #expect(sent.contains("textFieldDidEndEditing(_:)"))
    #expect(try s.value("form.name.isFirstResponder") == .bool(false))
  }
}
