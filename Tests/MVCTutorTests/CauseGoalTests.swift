import MVCShell
import Testing

@testable import MVCTutor

/// The goals about causes: who set a change off (`caused-by=user`), inside whose method
/// (`within=`), which property (`key=`), objects made in this step (`new`), and how a class
/// declares a property (`holds … weakly`, `types … as …`). Each holds in the world the lesson
/// wants and not in the world a learner who games it makes.
@Suite struct CauseGoalTests {
  static let setup = [
    "class Contact: Model { var name = \"Ada\" }", "let ada = Contact()",
    "let field = TextField(placeholder: \"Name\")", "let label = Label()",
    "let editor = ViewController(title: \"Edit\")", "let other = ViewController(title: \"Other\")",
    "editor.view.addSubview(field)", "editor.view.addSubview(label)",
    "editor.bind(field, to: ada, key: \"name\")",
  ]

  /// A session after the setup, and where the step starts.
  static func session(_ extra: [String] = []) -> (Session, Int) {
    let session = Session(options: SessionOptions())
    for line in setup + extra { #expect(!session.execute(line).failed, "\(line)") }
    return (session, session.world.trace.count)
  }

  static func holds(_ goal: String, after lines: [String], setup extra: [String] = []) throws
    -> Bool
  {
    let (session, start) = Self.session(extra)
    for line in lines { _ = session.execute(line) }
    return GoalEvaluator(world: session.world, traceStart: start).holds(
      try GoalParser.parse(goal))
  }

  @Test func aChangeTheUserSetOffThroughTheControllerIsNotOneTypedAtThePrompt() throws {
    let goal = "message receiver=ada key=name caused-by=user within=editor"
    #expect(try Self.holds(goal, after: ["type(field, \"Grace\")"]))
    // The result typed at the prompt, after the user typed something else.
    #expect(try !Self.holds(goal, after: ["ada.name = \"Grace\""]))
    #expect(try !Self.holds(goal, after: ["field.text = \"Grace\""]))
    // Another property set by the user's edit does not count for `name`.
    #expect(try !Self.holds("message key=nickname caused-by=user", after: ["type(field, \"Z\")"]))
    let outside = "message receiver=field caused-by=outside"
    #expect(try Self.holds(outside, after: ["ada.name = \"Linus\""]))
    #expect(try !Self.holds(outside, after: ["type(field, \"Linus\")"]))
  }

  @Test func madeTypedTellsTheFlowsObjectsFromThrowawaysTypedAtThePrompt() throws {
    // A factory method makes and drops a controller; a throwaway typed at the prompt goes too.
    let factory = [
      "class Detail: ViewController { deinit { } }",
      "class Maker: Model { func churn() { let d = Detail(title: \"made\"); print(d.title) } }",
      "let maker = Maker()",
    ]
    let goal = "message selector=deinit receiver-class=Detail made-typed=no"
    #expect(try Self.holds(goal, after: ["maker.churn()"], setup: factory))
    #expect(try !Self.holds(goal, after: ["_ = Detail(title: \"tmp\")"], setup: factory))
    let typed = "message selector=deinit receiver-class=Detail made-typed=yes"
    #expect(try Self.holds(typed, after: ["_ = Detail(title: \"tmp\")"], setup: factory))
    #expect(try !Self.holds(typed, after: ["maker.churn()"], setup: factory))
    #expect(MessageFilter(madeTyped: false).source == "made-typed=no")
  }

  @Test func withinNamesTheObjectWhoseMethodSentIt() throws {
    let wiring = ["other.bind(label, to: ada, key: \"name\")"]
    let byEditor = "message receiver=field role=controller-view within=editor"
    #expect(try Self.holds(byEditor, after: ["ada.name = \"Linus\""]))
    let byOther = "message receiver=label role=controller-view within=editor"
    #expect(try !Self.holds(byOther, after: ["ada.name = \"Linus\""], setup: wiring))
    #expect(
      try Self.holds(
        "message receiver=label role=controller-view within=other", after: ["ada.name = \"L\""],
        setup: wiring))
  }

  @Test func newMeansMadeInThisStepNotAnAlias() throws {
    #expect(try Self.holds("new badge", after: ["let badge = Label()"]))
    #expect(try !Self.holds("new badge", after: ["let badge = label"]))
    #expect(try !Self.holds("new badge", after: []))
    // Made before the step began: not new.
    #expect(try !Self.holds("new badge", after: [], setup: ["let badge = Label()"]))
  }

  @Test func aWeakProtocolTypedDelegateIsDeclaredSo() throws {
    let proto = "protocol ChooserDelegate: AnyObject { func chooser(_ c: ViewController) }"
    let weak = "class Chooser: ViewController { weak var delegate: ChooserDelegate? }"
    let strong = "class Chooser: ViewController { var delegate: ChooserDelegate? }"
    let concrete = "class Chooser: ViewController { weak var delegate: ViewController? }"
    #expect(try Self.holds("class Chooser holds delegate weakly", after: [proto, weak]))
    #expect(try !Self.holds("class Chooser holds delegate weakly", after: [proto, strong]))
    let typed = "class Chooser types delegate as ChooserDelegate"
    #expect(try Self.holds(typed, after: [proto, weak]))
    #expect(try !Self.holds(typed, after: [proto, concrete]))
    #expect(try !Self.holds(typed, after: [proto]))
  }

  @Test func theNewFormsReadBackAsTheyAreWritten() throws {
    #expect(try GoalParser.parse("new badge") == .made(ObjectPath(root: "badge")))
    #expect(
      try GoalParser.parse("class Chooser holds delegate weakly")
        == .classHoldsWeakly(name: "Chooser", property: "delegate"))
    #expect(
      try GoalParser.parse("class Chooser types delegate as ChooserDelegate")
        == .classTypesProperty(name: "Chooser", property: "delegate", type: "ChooserDelegate"))
    guard
      case .message(let filter) = try GoalParser.parse(
        "message key=name caused-by=user within=editor")
    else {
      Issue.record("not a message goal")
      return
    }
    #expect(filter.source == "caused-by=user within=editor key=name")
    #expect(throws: GoalSyntaxError.self) { try GoalParser.parse("message caused-by=editor") }
  }

  @Test func anArgumentNamesTheObjectOrNilPassed() throws {
    let containment = [
      "let home = ViewController(title: \"Home\")", "let list = ViewController(title: \"List\")",
      "window.rootViewController = home",
    ]
    let added = "message selector=addSubview(_:) receiver=home.view argument=list.view"
    let adopt = ["home.addChild(list)", "home.view.addSubview(list.view)"]
    #expect(try Self.holds(added, after: adopt, setup: containment))
    // Another view added after addChild does not count as the child's.
    let other = ["home.addChild(list)", "home.view.addSubview(Label())"]
    #expect(try !Self.holds(added, after: other, setup: containment))
    let leaving = "message selector=willMove(toParent:) receiver=list argument=nil"
    let removeRight = adopt + ["list.didMove(toParent: home)", "list.willMove(toParent: nil)"]
    #expect(try Self.holds(leaving, after: removeRight, setup: containment))
    let removeWrong = adopt + ["list.willMove(toParent: home)"]
    #expect(try !Self.holds(leaving, after: removeWrong, setup: containment))
  }

  @Test func aTargetForAnotherEventIsNotTheOneAsked() throws {
    let editor = [
      "class Saver: ViewController { func save() { } }", "let saver = Saver(title: \"S\")",
      "let button = Button(title: \"Save\")",
    ]
    let goal = "target button sends save() to saver for .touchUpInside"
    #expect(
      try Self.holds(
        goal, after: ["button.addTarget(saver, action: #selector(save), for: .touchUpInside)"],
        setup: editor))
    #expect(
      try !Self.holds(
        goal, after: ["button.addTarget(saver, action: #selector(save), for: .touchDown)"],
        setup: editor))
  }

  @Test func aLeakIsACycleNothingElseReaches() throws {
    let classes = [
      "class Node: ViewController { var other: Node? }",
      "var chooser: Node? = Node(title: \"C\")",
      "chooser?.other = Node(title: \"P\")", "chooser?.other?.other = chooser",
    ]
    #expect(try Self.holds("leaked Node", after: ["chooser = nil"], setup: classes))
    // Still reached by a name: not leaked.
    #expect(
      try !Self.holds(
        "leaked Node", after: ["let spare = chooser", "chooser = nil"], setup: classes))
  }

  @Test func stillHoldsOnlyWhileTheGoalDoes() throws {
    #expect(throws: GoalSyntaxError.self) { try GoalParser.parse("still still new badge") }
    #expect(
      try GoalParser.parse("still property ada.name == \"Ada\"")
        == .still(.property(ObjectPath(parsing: "ada.name")!, .equal, .string("Ada"))))
    #expect(try Self.holds("still property ada.name == \"Ada\"", after: []))
    #expect(try !Self.holds("still property ada.name == \"Ada\"", after: ["ada.name = \"B\""]))
  }

  /// Configured after its view loaded: the order can never be right again, and the tutor says
  /// so at the statement that loaded it.
  @Test func configuringAfterTheViewLoadedIsADeadEnd() throws {
    let goal = try GoalParser.parse(
      "message receiver=fresh key=title before receiver=fresh selector=viewDidLoad()")
    let (session, start) = Self.session([
      "window.makeKeyAndVisible()", "window.rootViewController = other",
      "let fresh = ViewController()",
    ])
    _ = session.execute("let late = 1")
    var evaluator = GoalEvaluator(world: session.world, traceStart: start)
    #expect(evaluator.deadEnd(goal) == nil)
    _ = session.execute("other.present(fresh, animated: false, completion: nil)")
    evaluator = GoalEvaluator(world: session.world, traceStart: start)
    let loaded = try #require(evaluator.deadEnd(goal))
    #expect(session.world.trace[loaded - 1].selector == "viewDidLoad()")
    // In time, it is no dead end.
    let (early, earlyStart) = Self.session([
      "window.makeKeyAndVisible()", "window.rootViewController = other",
      "let fresh = ViewController()",
    ])
    _ = early.execute("fresh.title = \"Edit it\"")
    _ = early.execute("other.present(fresh, animated: false, completion: nil)")
    let inTime = GoalEvaluator(world: early.world, traceStart: earlyStart)
    #expect(inTime.deadEnd(goal) == nil)
    #expect(inTime.holds(goal))
  }
}
