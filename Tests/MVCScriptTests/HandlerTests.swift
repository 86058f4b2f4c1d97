import Testing

@testable import MVCRuntime
@testable import MVCScript

/// The UIKit calls that take a closure and call it later: actions, notification blocks,
/// key-value observation with a handler, alerts; and UIKit's own spellings of the classes.
@Suite struct HandlerTests {
  typealias Sandbox = SwiftLanguageTests.Sandbox

  func events(_ s: Sandbox, since start: Int) -> [TraceEvent] {
    (start..<s.world.trace.count).map { s.world.trace[$0] }
  }

  static let screen = """
    let home = UIViewController(title: "Home")
    window.rootViewController = home
    window.makeKeyAndVisible()
    """

  @Test func aUIActionRunsWhenTheButtonIsTapped() throws {
    let s = Sandbox()
    try s.run(
      Self.screen + """

        class Editor: UIViewController {
          let save = UIButton()
          override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(save)
            save.addAction(UIAction { [weak self] _ in self?.saved() }, for: .touchUpInside)
          }
          func saved() { print("saved") }
        }
        let editor = Editor(title: "Edit")
        home.addChild(editor); home.view.addSubview(editor.view); editor.didMove(toParent: home)
        """)
    let start = s.world.trace.count
    try s.run("tap(editor.save)")
    #expect(s.printed == [.string("saved")])
    let handler = try #require(events(s, since: start).first { $0.selector == "handler(_:)" })
    #expect(handler.kind == .targetAction)
    #expect(handler.receiver == .object(try #require(s.world.globals["editor"]?.objectID)))
    try s.run("let go = UIButton(primaryAction: UIAction(title: \"Go\") { _ in print(\"go\") })")
    #expect(try s.value("go.title") == .string("Go"))
    #expect(s.failure("go.addAction(5, for: .touchUpInside)") != nil)
  }

  @Test func aNotificationBlockRunsUntilItsTokenIsRemoved() throws {
    let s = Sandbox()
    try s.run(
      """
      class Contact: NSObject { var name = "Ada" }
      let ada = Contact()
      let token = NotificationCenter.default.addObserver(forName: "Saved", object: nil, queue: nil) { note in print("\\(note.name): \\(note.object.name)") }
      NotificationCenter.default.post(name: "Saved", object: ada)
      """)
    #expect(s.printed == [.string("Saved: Ada")])
    try s.run(
      "NotificationCenter.default.removeObserver(token); NotificationCenter.default.post(name: \"Saved\")"
    )
    #expect(s.printed.count == 1)
  }

  @Test func keyValueObservationWithAClosureStopsWhenInvalidated() throws {
    let s = Sandbox()
    try s.run(
      """
      class Contact: NSObject { @objc dynamic var name = "Ada" }
      let ada = Contact()
      let watch = ada.observe(\\.name, options: [.new]) { contact, change in print("now \\(change.newValue)") }
      ada.name = "Grace"
      """)
    #expect(s.printed == [.string("now Grace")])
    let start = s.world.trace.count
    try s.run("watch.invalidate(); ada.name = \"Linus\"")
    #expect(s.printed.count == 1)
    #expect(!events(s, since: start).contains { $0.selector == "changeHandler(_:_:)" })
  }

  @Test func tappingAnAlertActionDismissesTheAlertThenRunsItsHandler() throws {
    let s = Sandbox()
    try s.run(
      Self.screen + """

        let alert = UIAlertController(title: "Delete?", message: "This cannot be undone.", preferredStyle: .alert)
        let cancel = UIAlertAction(title: "Cancel", style: .cancel, handler: nil)
        let delete = UIAlertAction(title: "Delete", style: .destructive) { action in print(action.title) }
        alert.addAction(cancel)
        alert.addAction(delete)
        """)
    #expect(s.failure("tap(delete)")?.reason.kindName == "alertActionNotShown")
    #expect(
      s.failure("UIAlertAction(title: \"x\", style: .bogus, handler: nil)")?.reason
        == .runtime(
          .unknownEnumCase(
            "bogus", type: "UIAlertAction.Style", valid: ["default", "cancel", "destructive"],
            suggestion: nil)))
    let presented = s.world.trace.count
    try s.run("home.present(alert, animated: true)")
    // The presenter stays on screen under an alert.
    #expect(!events(s, since: presented).contains { $0.selector == "viewWillDisappear(_:)" })
    let start = s.world.trace.count
    try s.run("tap(delete)")
    let order = events(s, since: start).map(\.selector)
    let disappeared = try #require(order.firstIndex(of: "viewDidDisappear(_:)"))
    let handler = try #require(order.firstIndex(of: "handler(_:)"))
    #expect(disappeared < handler)
    #expect(s.printed == [.string("Delete")])
    #expect(
      s.world.reader.record(try #require(s.world.globals["alert"]?.objectID))?.vc.presentation
        == nil)
  }

  @Test func uikitsSpellingsAreTheSameClasses() throws {
    let s = Sandbox()
    try s.run(
      """
      class Contact: NSObject { var name = "Ada" }
      let label = UILabel()
      class Detail: UIViewController, UITextFieldDelegate { let nameLabel = UILabel(); var contact: Contact? }
      let detail = Detail(title: "Detail")
      let nav = UINavigationController(rootViewController: detail)
      """)
    let label = try #require(s.world.globals["label"]?.objectID)
    #expect(s.world.reader.record(label)?.className == "Label")
    #expect(s.world.reader.writtenClassName(of: label) == "UILabel")
    #expect(
      s.world.reader.record(try #require(s.world.globals["nav"]?.objectID))?.kind
        == .controller(.navigationController))
    #expect(s.world.reader.classInfo(named: "Contact")?.kind == .model)
    try s.run("detail.nameLabel.text = \"x\"")
    #expect(
      s.failure("Contact(name: \"a\", name: \"b\")")?.reason
        == .runtime(.duplicateArgumentLabel("name", className: "Contact")))
  }
}

/// The initializers, setters and calls learners copy from UIKit tutorials.
@Suite struct TutorialIdiomTests {
  typealias Sandbox = SwiftLanguageTests.Sandbox

  @Test func buttonsAreMadeAndTitledAsTutorialsDo() throws {
    let s = Sandbox()
    try s.run("let save = UIButton(type: .system); save.setTitle(\"Save\", for: .normal)")
    #expect(try s.value("save.title") == .string("Save"))
    #expect(try s.value("save.title(for: .normal)") == .string("Save"))
    #expect(s.failure("UIButton(type: .rocket)")?.reason.kindName == "argumentType")
    #expect(
      s.failure("save.setTitle(\"x\", for: .highlighted)")?.reason
        == .runtime(.notSimulated(selector: "setTitle(_:for: .highlighted)", className: "UIButton"))
    )
  }

  @Test func aMethodUIKitHasButTheSandboxDoesNotSimulateSaysSo() throws {
    let s = Sandbox()
    try s.run("let v = UIView(); let vc = ViewController()")
    #expect(
      s.failure("v.layoutIfNeeded()")?.reason
        == .runtime(.notSimulated(selector: "layoutIfNeeded()", className: "UIView")))
    #expect(
      s.failure("vc.performSegue(withIdentifier: \"show\", sender: nil)")?.reason
        == .runtime(
          .notSimulated(
            selector: "performSegue(withIdentifier:sender:)", className: "ViewController")))
    #expect(s.failure("v.flyAway()")?.reason.kindName == "unknownMethod")
  }
}
