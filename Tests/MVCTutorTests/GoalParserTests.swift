import MVCRuntime
import Testing

@testable import MVCTutor

@Suite struct GoalParserTests {
  static let forms: [(String, Goal)] = [
    ("object ada is Contact", Goal.objectIs(name: "ada", className: "Contact")),
    ("whatif ran", .whatIfRan(containing: nil)),
    ("whatif ran \"delegate = nil\"", .whatIfRan(containing: "delegate = nil")),
    ("exported html", .exported(all: false)),
    ("exported html all", .exported(all: true)),
    (
      "presented editor by detail",
      .presented(controller: ObjectPath(root: "editor"), presenter: ObjectPath(root: "detail"))
    ),
    (
      "presented filters by nav as .popover",
      .presented(
        controller: ObjectPath(root: "filters"), presenter: ObjectPath(root: "nav"),
        style: "popover")
    ),
    ("object label plays view", .objectPlays(name: "label", role: .view)),
    (
      "class Editor extends ViewController",
      .classExtends(name: "Editor", superclass: "ViewController")
    ),
    (
      "class Detail adopts EditorDelegate",
      .classAdopts(name: "Detail", protocolName: "EditorDelegate")
    ),
    ("class Editor implements save()", .classImplements(name: "Editor", selector: "save()")),
    (
      "protocol EditorDelegate requires editor(_:didSave:)",
      .protocolRequires(name: "EditorDelegate", selector: "editor(_:didSave:)")
    ),
    (
      "property ada.name == \"Grace\"",
      .property(ObjectPath(root: "ada", members: ["name"]), .equal, .string("Grace"))
    ),
    (
      "property nav.topViewController == detail",
      .property(
        ObjectPath(root: "nav", members: ["topViewController"]), .equal,
        .path(ObjectPath(root: "detail")))
    ),
    (
      "property ada.manager != nil",
      .property(ObjectPath(root: "ada", members: ["manager"]), .notEqual, .null)
    ),
    (
      "property editor.modalPresentationStyle == .fullScreen",
      .property(
        ObjectPath(root: "editor", members: ["modalPresentationStyle"]), .equal,
        .enumCase("fullScreen"))
    ),
    (
      "count ada.friends >= 2",
      .count(ObjectPath(root: "ada", members: ["friends"]), .greaterOrEqual, 2)
    ),
    ("count model objects >= 2", .countObjects(.role(.model), .greaterOrEqual, 2)),
    ("count Contact objects == 3", .countObjects(.className("Contact"), .equal, 3)),
    (
      "bound label to ada.name",
      .bound(view: ObjectPath(root: "label"), model: ObjectPath(root: "ada"), key: "name")
    ),
    (
      "target saveButton sends save() to editor",
      .target(
        control: ObjectPath(root: "saveButton"), selector: "save()",
        target: ObjectPath(root: "editor"))
    ),
    (
      "target b sends copy to nil",
      .target(control: ObjectPath(root: "b"), selector: "copy", target: nil)
    ),
    (
      "observer editor of ada.name",
      .observer(observer: ObjectPath(root: "editor"), model: ObjectPath(root: "ada"), key: "name")
    ),
    (
      "observer screen of notification \"Contact Saved\"",
      .notificationObserver(observer: ObjectPath(root: "screen"), name: "Contact Saved")
    ),
    (
      "subview field of editor.view",
      .subview(
        view: ObjectPath(root: "field"), superview: ObjectPath(root: "editor", members: ["view"]))
    ),
    (
      "child list of home",
      .child(controller: ObjectPath(root: "list"), parent: ObjectPath(root: "home"))
    ),
    (
      "message kind=targetAction from=view to=controller",
      .message(MessageFilter(kind: .targetAction, from: .view, to: .controller))
    ),
    (
      "message selector=observeValue(forKeyPath:of:change:context:) role=model-controller",
      .message(
        MessageFilter(
          from: .model, to: .controller, selector: "observeValue(forKeyPath:of:change:context:)"))
    ),
    ("message", .message(MessageFilter())),
    (
      "message selector=deinit receiver-class=Detail",
      .message(MessageFilter(selector: "deinit", receiverClass: "Detail"))
    ),
    ("no message flagged", .noMessage(MessageFilter(flagged: true))),
    (
      "message selector=viewDidLoad() receiver=home before selector=viewDidAppear(_:)",
      .messageOrder(
        MessageFilter(selector: "viewDidLoad()", receiver: ObjectPath(root: "home")),
        before: MessageFilter(selector: "viewDidAppear(_:)"))
    ),
  ]

  @Test(arguments: forms)
  func parsesEveryForm(_ text: String, _ expected: Goal) throws {
    #expect(try GoalParser.parse(text) == expected)
  }

  static let mistakes: [(String, String)] = [
    ("propery ada.name == 1", "unknown goal ‘propery’"),
    ("property ada.name = 1", "expected a comparison"),
    ("property ada.name ==", "expected ‘property PATH == VALUE’"),
    ("object ada was Contact", "expected ‘is’ or ‘plays’"),
    ("object ada plays window", "expected model, view or controller"),
    ("count ada.friends >= two", "expected a whole number"),
    ("bound label ada.name", "expected ‘bound VIEW to MODEL.KEY’"),
    ("bound label to ada", "expected OBJECT.KEY"),
    ("message kind=tap", "unknown message kind ‘tap’"),
    ("message role=view", "a role is written FROM-TO"),
    ("message colour=red", "unknown message filter ‘colour=red’"),
    ("message kind=call kind=call", "the filter ‘kind’ is given twice"),
    (
      "message receiver-class=Detail receiver-class=Detail",
      "the filter ‘receiver-class’ is given twice"
    ),
    ("message receiver-class=", "needs a value"),
    ("message receiver-class=a.b", "expected a name"),
    ("message selector=save(", "expected a selector"),
    ("no messages", "expected ‘no message FILTER…’"),
    ("no message", "expected at least one filter"),
    ("property ada.name == \"open", "a string has no closing quote"),
    ("observer screen of notification Saved", "must be in double quotes"),
    ("", "the goal is empty"),
    ("whatif", "expected ‘whatif ran’ or"),
    ("whatif ran delegate", "expected ‘whatif ran \"TEXT\"’"),
    ("exported", "expected ‘exported html’ or ‘exported html all’"),
    ("exported svg", "expected ‘exported html’ or"),
    ("exported html everything", "expected ‘exported html’ or"),
    ("exported \"html\"", "expected ‘exported html’ or"),
  ]

  @Test(arguments: mistakes)
  func reportsWhatWasExpected(_ text: String, _ fragment: String) {
    do {
      _ = try GoalParser.parse(text)
      Issue.record("‘\(text)’ parsed, but should not")
    } catch {
      #expect(error.message.contains(fragment), "‘\(error.message)’ should mention ‘\(fragment)’")
    }
  }
}
