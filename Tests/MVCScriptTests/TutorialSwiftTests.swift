import Testing

@testable import MVCRuntime
@testable import MVCScript

/// The Swift that UIKit tutorials write and the sandbox once refused: casts, property
/// observers, computed properties, extensions, empty collections of a type, the main queue.
/// Each test runs code shaped as a tutorial writes it and checks what Swift would do.
@Suite struct TutorialSwiftTests {
  typealias Sandbox = SwiftLanguageTests.Sandbox

  // MARK: Casts

  @Test func conditionalCastsGiveTheValueOrNil() throws {
    let s = Sandbox()
    try s.run(
      """
      class Cell: UIViewController {}
      let things: [Any] = [1, "two", 3.0, Cell(), UIButton()]
      for t in things {
        if let n = t as? Int { print("int \\(n)") }
        else if let text = t as? String { print("string \\(text)") }
        else if t is UIViewController { print("controller") }
        else if t as? UIButton != nil { print("button") }
        else { print("other") }
      }
      """)
    #expect(
      s.printed == ["int 1", "string two", "other", "controller", "button"].map(Value.string))
  }

  @Test func anUnderscoreAssignmentEvaluatesAndDiscards() throws {
    let s = Sandbox()
    try s.run(
      """
      class Detail: UIViewController { deinit { print("freed") } }
      class Maker: NSObject { func make() -> Int { _ = Detail(); return 1 } }
      _ = Maker().make()
      _ = 1 + 2
      """)
    #expect(s.printed == [.string("freed")])
    #expect(throws: (any Error).self) { try s.run("print(_)") }
  }

  @Test func collectionTypesMayBeSpelledWithAngleBrackets() throws {
    let s = Sandbox()
    try s.run(
      """
      let names: Array<String> = ["Ada"]
      var counts: Dictionary<String, Int> = [:]
      counts["Ada"] = 1
      let none: Optional<Int> = nil
      let grid: Array<Array<Int>> = [[1]]
      class Pad: UIView {
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { }
      }
      """)
    #expect(try s.value("names.count + counts[\"Ada\"]! + grid[0][0]") == .int(3))
    #expect(try s.value("none") == .null)
    #expect(throws: (any Error).self) { try s.run("let box: Box<Int> = 1") }
  }

  @Test func anIntIsNotADoubleToACastButALiteralMayBeWrittenAsOne() throws {
    let s = Sandbox()
    try s.run("let x: Any = 3")
    #expect(try s.value("x as? Double") == .null)
    #expect(try s.value("x is Int") == .bool(true))
    #expect(try s.value("3 as Double") == .double(3))
    #expect(try s.value("x as? Double ?? -1") == .int(-1))
  }

  @Test func isBindsTighterThanTheTernaryAndLooserThanRanges() throws {
    let s = Sandbox()
    try s.run("let v: Any = \"a\"")
    #expect(try s.value("v is String ? 1 : 2") == .int(1))
    #expect(try s.value("v is Int ? 1 : 2") == .int(2))
    #expect(try s.value("!(v is Int)") == .bool(true))
  }

  @Test func castsCheckProtocolsTheClassAdopts() throws {
    let s = Sandbox()
    try s.run(
      """
      protocol EditorDelegate: AnyObject { func editorDidSave() }
      class Host: UIViewController, EditorDelegate { func editorDidSave() {} }
      class Other: UIViewController {}
      let host: UIViewController = Host()
      let other: UIViewController = Other()
      """)
    #expect(try s.value("host is EditorDelegate") == .bool(true))
    #expect(try s.value("other is EditorDelegate") == .bool(false))
    #expect(try s.value("other as? EditorDelegate") == .null)
  }

  @Test func aFailedForcedCastStopsTheStatementAndNamesBothTypes() throws {
    let s = Sandbox()
    try s.run("let b: Any = UIButton(); var reached = false")
    let failure = s.failure("let l = b as! UILabel; reached = true")
    #expect(
      failure?.reason
        == .interpreter(.castFailed(found: .object(className: "UIButton"), type: "UILabel")))
    #expect(try s.value("reached") == .bool(false))
    #expect(try s.value("(b as! UIButton) === b") == .bool(true))
  }

  @Test func aCastToUIControlAsksWhetherTheViewIsAControl() throws {
    let s = Sandbox()
    try s.run("let views: [UIView] = [UIButton(), UILabel(), UISwitch(), UITextField()]")
    #expect(
      try s.value("views.map { $0 is UIControl }")
        == .array([.bool(true), .bool(false), .bool(true), .bool(true)]))
  }

  @Test func castsOfArraysCheckEveryElement() throws {
    let s = Sandbox()
    try s.run("let mixed: [Any] = [1, \"a\"]; let numbers: [Any] = [1, 2]")
    #expect(try s.value("mixed as? [Int]") == .null)
    #expect(try s.value("numbers as? [Int]") == .array([.int(1), .int(2)]))
  }

  // MARK: Empty collections of a type

  @Test func emptyCollectionsOfATypeDeclareTheirType() throws {
    let s = Sandbox()
    try s.run(
      """
      class Store: NSObject {
        var names = [String]()
        var ages = [String: Int]()
        var contacts = [UIViewController?]()
      }
      let store = Store()
      store.names.append("Ada")
      store.ages["Ada"] = 36
      var local = [Int]()
      local.append(3)
      """)
    #expect(try s.value("store.names") == .array([.string("Ada")]))
    #expect(try s.value("store.ages[\"Ada\"]") == .int(36))
    #expect(try s.value("local") == .array([.int(3)]))
    #expect(s.failure("store.names.append(3)") != nil)
  }

  // MARK: Property observers

  @Test func didSetAndWillSetRunAroundTheStoreWithOldAndNewValues() throws {
    let s = Sandbox()
    try s.run(
      """
      class Person: NSObject {
        var name: String {
          willSet { print("will \\(name) -> \\(newValue)") }
          didSet(previous) { print("did \\(previous) -> \\(name)") }
        }
        init(name: String) { self.name = name }
      }
      let p = Person(name: "Ada")
      p.name = "Linus"
      """)
    // Not on initialisation, as in Swift.
    #expect(s.printed == ["will Ada -> Linus", "did Ada -> Linus"].map(Value.string))
  }

  @Test func didSetRunsForAMutationOfAnArrayProperty() throws {
    let s = Sandbox()
    try s.run(
      """
      class Store: NSObject {
        var items = [String]() { didSet { print("now \\(items.count)") } }
      }
      let store = Store()
      store.items.append("a")
      store.items += ["b"]
      store.items[0] = "z"
      """)
    #expect(s.printed == ["now 1", "now 2", "now 2"].map(Value.string))
  }

  @Test func settingAPropertyInsideItsOwnDidSetDoesNotRunItAgain() throws {
    let s = Sandbox()
    try s.run(
      """
      class Clamp: NSObject {
        var level = 0 { didSet { print("set \\(level)"); if level > 10 { level = 10 } } }
      }
      let c = Clamp()
      c.level = 50
      """)
    #expect(s.printed == [.string("set 50")])
    #expect(try s.value("c.level") == .int(10))
  }

  @Test func didSetIsTracedAsAMessageTheObjectSendsItselfAfterTheChange() throws {
    let s = Sandbox()
    try s.run(
      """
      class Screen: UIViewController {
        let label = UILabel()
        var name = "" { didSet { label.text = name } }
      }
      let screen = Screen()
      """)
    let before = s.world.trace.count
    try s.run("screen.name = \"Ada\"")
    let events = Array(s.world.trace.dropFirst(before))
    #expect(
      events.map(\.selector) == ["setValue(_:forKey:)", "name.didSet", "setValue(_:forKey:)"])
    #expect(events[1].cause == events[0].sequence)
    #expect(events[2].cause == events[1].sequence)
    #expect(try s.value("screen.label.text") == .string("Ada"))
  }

  // MARK: Computed properties

  @Test func computedPropertiesRunTheirGetterAndSetter() throws {
    let s = Sandbox()
    try s.run(
      """
      class Temperature: NSObject {
        var celsius = 0.0
        var fahrenheit: Double {
          get { celsius * 9 / 5 + 32 }
          set { celsius = (newValue - 32) * 5 / 9 }
        }
        var summary: String { return "\\(celsius)°" }
      }
      let t = Temperature()
      t.fahrenheit = 212
      """)
    #expect(try s.value("t.celsius") == .double(100))
    #expect(try s.value("t.fahrenheit") == .double(212))
    #expect(try s.value("t.summary") == .string("100.0°"))
    #expect(
      s.failure("t.summary = \"x\"")?.reason
        == .runtime(.getOnlyProperty(key: "summary", className: "Temperature")))
  }

  @Test func aComputedPropertyIsReadByNameInsideItsClass() throws {
    let s = Sandbox()
    try s.run(
      """
      class Contact: NSObject {
        var first = "Ada"
        var last = "Lovelace"
        var fullName: String { first + " " + last }
        func greeting() -> String { return "Hello, " + fullName }
      }
      """)
    #expect(try s.value("Contact().greeting()") == .string("Hello, Ada Lovelace"))
  }

  @Test func aComputedPropertyNeedsItsTypeAndAccessorsBelongWhereSwiftPutsThem() {
    let s = Sandbox()
    #expect(
      s.failure("class A: NSObject { var x { 3 } }")?.reason
        == .syntax(.computedPropertyNeedsType("x")))
    #expect(
      s.failure("class B: NSObject { var x: Int = 1 { get { 3 } } }")?.reason
        == .syntax(.misplacedAccessor("get")))
    #expect(
      s.failure("class C: NSObject { var x: Int { set { } } }")?.reason
        == .syntax(.misplacedAccessor("set")))
  }

  // MARK: Extensions

  @Test func anExtensionAddsAProtocolAndItsMethodsToAClass() throws {
    let s = Sandbox()
    try s.run(
      """
      class ListController: UIViewController {
        var items = ["a", "b", "c"]
      }
      let list = ListController()
      extension ListController: UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
          return items.count
        }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          return UITableViewCell()
        }
      }
      extension ListController {
        var count: Int { items.count }
        func describe() -> String { return "\\(count) items" }
      }
      """)
    // An object made before the extension answers its methods.
    #expect(try s.value("list.describe()") == .string("3 items"))
    #expect(try s.value("list is UITableViewDataSource") == .bool(true))
    #expect(
      s.failure("extension ListController { var extra = 1 }")?.reason
        == .interpreter(.storedPropertyInExtension("extra")))
    #expect(
      s.failure("extension ListController { func describe() -> String { return \"\" } }")?.reason
        == .interpreter(.duplicateMethod(selector: "describe()", className: "ListController")))
  }

  @Test func anExtensionOfAUIKitClassReachesEveryInstance() throws {
    let s = Sandbox()
    try s.run(
      """
      extension UIViewController {
        func heading() -> String { return "[" + (title ?? "untitled") + "]" }
      }
      let vc = UIViewController()
      vc.title = "Home"
      """)
    #expect(try s.value("vc.heading()") == .string("[Home]"))
    #expect(s.failure("extension UIViewController { func viewDidLoad() {} }") != nil)
  }

  @Test func protocolExtensionsGiveDefaultMethodsAndPropertyRequirementsAreChecked() throws {
    let s = Sandbox()
    try s.run(
      """
      protocol Describable: class {
        var title: String { get }
        func describe() -> String
        @objc optional func extra()
      }
      """)
    try s.run(
      """
      extension Describable {
        func describe() -> String { return "I am " + title }
      }
      class Book: NSObject, Describable { var title = "Dune" }
      class Film: NSObject, Describable {
        var title = "Alien"
        func describe() -> String { return "film" }
      }
      """)
    #expect(try s.value("Book().describe()") == .string("I am Dune"))
    #expect(try s.value("Film().describe()") == .string("film"))
    #expect(
      s.failure("class Untitled: NSObject, Describable {}")?.reason
        == .interpreter(
          .missingRequirement(
            className: "Untitled", protocolName: "Describable", selector: "var title")))
  }

  @Test func aProtocolExtensionReachesClassesThatAdoptedItBefore() throws {
    let s = Sandbox()
    try s.run(
      """
      protocol Greeter: AnyObject { func greet() -> String }
      class Polite: NSObject, Greeter { func greet() -> String { return "hello" } }
      protocol Named: AnyObject {}
      class Box: NSObject, Named {}
      let box = Box()
      extension Named { func name() -> String { return "a box" } }
      """)
    #expect(try s.value("box.name()") == .string("a box"))
  }

  // MARK: The main queue

  @Test func blocksOnTheMainQueueRunAfterTheCodeThatQueuedThem() throws {
    let s = Sandbox()
    try s.run(
      """
      class Loader: UIViewController {
        let label = UILabel()
        override func viewDidLoad() {
          super.viewDidLoad()
          DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { print("late") }
          DispatchQueue.main.async { [weak self] in
            self?.label.text = "loaded"
            print("soon")
          }
          print("viewDidLoad ends")
        }
      }
      let loader = Loader()
      loader.loadViewIfNeeded()
      """)
    #expect(s.printed == ["viewDidLoad ends", "soon", "late"].map(Value.string))
    #expect(try s.value("loader.label.text") == .string("loaded"))
    let events = Array(s.world.trace)
    let run = try #require(events.last { $0.selector == "async(execute:)" })
    #expect(run.sender == .object(s.world.application))
    #expect(run.receiver == .object(try #require(s.world.globals["loader"]?.objectID)))
  }

  @Test func onlyTheMainQueuesAsyncCallsAreThere() {
    let s = Sandbox()
    #expect(
      s.failure("DispatchQueue.main.sync { print(1) }")?.reason
        == .interpreter(.unknownMainQueueCall))
    #expect(
      s.failure("DispatchQueue.main.asyncAfter(deadline: 3) { print(1) }")?.reason
        == .interpreter(.unknownMainQueueCall))
  }

  // MARK: Declarations tutorials write

  @Test func accessModifiersOnSettersAndNewlineElseAreRead() throws {
    let s = Sandbox()
    try s.run(
      """
      class Counter: NSObject {
        private(set) var count = 0
        func increment() { count += 1 }
      }
      let c = Counter()
      c.increment()
      if c.count > 5 {
        print("many")
      }
      else {
        print("few")
      }
      """)
    #expect(s.printed == [.string("few")])
  }
  // MARK: The Xcode template's class

  @Test func aClassNamedViewControllerIsTheLearnersOwnFromThenOn() throws {
    let s = Sandbox()
    try s.run("let before = ViewController()")
    try s.run(
      """
      class ViewController: UIViewController {
        let label = UILabel()
        override func viewDidLoad() {
          super.viewDidLoad()
          view.addSubview(label)
          label.text = "Home"
        }
        func copy() -> ViewController { return ViewController() }
      }
      """)
    #expect(
      s.interpreter.notices
        == [.classShadowsBuiltin("ViewController", uikitName: "UIViewController")])
    try s.run("let home = ViewController(); home.loadViewIfNeeded()")
    #expect(try s.value("home.label.text") == .string("Home"))
    #expect(try s.value("home is UIViewController") == .bool(true))
    // UIKit's class is still there under its own name, and objects made before are UIKit's.
    #expect(try s.value("UIViewController() is ViewController") == .bool(false))
    #expect(try s.value("before is ViewController") == .bool(false))
    // Its own body's `ViewController` is the learner's class too.
    #expect(try s.value("home.copy() is ViewController") == .bool(true))
    let id = try #require(s.world.globals["home"]?.objectID)
    #expect(s.world.reader.writtenClassName(of: id) == "ViewController")
    // Declared again: the learner's class is replaced, and nothing is said twice.
    try s.run("class ViewController: UIViewController { var count = 0 }")
    #expect(s.interpreter.notices.isEmpty)
    #expect(try s.value("ViewController().count") == .int(0))
    #expect(s.failure("class UILabel: UIView {}") != nil)
  }

  // MARK: Lines as formatters write them

  @Test func requiredInitializersAndStringPrefixesAreRead() throws {
    let s = Sandbox()
    try s.run(
      """
      class Card: UIView {
        var name = ""
        required init?(coder: NSCoder) {
          fatalError("init(coder:) has not been implemented")
        }
      }
      let initials = "Ada".prefix(1) + "Lovelace".prefix(1)
      """)
    #expect(try s.value("initials") == .string("AL"))
    #expect(try s.value("\"Swift\".suffix(3)") == .string("ift"))
  }

  @Test func declarationsMayPutBracesAndResultsOnTheNextLine() throws {
    let s = Sandbox()
    try s.run(
      """
      class Source: NSObject
      {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int)
          -> Int
        {
          return 3
        }
      }
      let total =
        1 +
        2
      let names = ["b", "a"]
        .sorted()
        .map { $0.uppercased() }
      """)
    #expect(try s.value("total") == .int(3))
    #expect(try s.value("names") == .array([.string("A"), .string("B")]))
  }
  // MARK: Static members

  @Test func staticPropertiesAreMadeOnFirstReadAndKeptUnderTheClassName() throws {
    let s = Sandbox()
    try s.run(
      """
      class Store: NSObject {
        static let shared = Store()
        static var made = 0
        static let reuseIdentifier = "Cell"
        static var summary: String { return "made \\(made)" }
        var items: [String] = []
        static func make() -> Store { made += 1; return Store() }
        func add(_ item: String) { items.append(item); Self.made += 0 }
      }
      """)
    // Nothing is made until the first read, as Swift initializes a static property lazily.
    #expect(s.world.globals["Store.shared"] == nil)
    try s.run("Store.shared.add(\"a\")")
    let shared = try #require(s.world.globals["Store.shared"]?.objectID)
    #expect(try s.value("Store.shared") == .object(shared))
    #expect(try s.value("Store.shared.items") == .array([.string("a")]))
    try s.run("let one = Store.make(); let two = Store.make()")
    #expect(try s.value("Store.made") == .int(2))
    #expect(try s.value("Store.summary") == .string("made 2"))
    try s.run("Store.made = 10")
    #expect(try s.value("Store.made") == .int(10))
    #expect(
      s.failure("Store.reuseIdentifier = \"x\"")?.reason
        == .interpreter(.constantAssigned("Store.reuseIdentifier")))
  }

  @Test func extensionsAddStaticMembersAndNotificationNames() throws {
    let s = Sandbox()
    try s.run(
      """
      extension Notification.Name {
        static let contactSaved = Notification.Name("ContactSaved")
      }
      class Cell: UITableViewCell {}
      extension Cell { static let reuseIdentifier = "Cell" }
      class Badge: UIViewController {
        var count = 0
        @objc func saved(_ name: String) { count += 1 }
      }
      let ada = NSObject()
      let other = NSObject()
      let badge = Badge()
      NotificationCenter.default.addObserver(
        badge, selector: #selector(Badge.saved(_:)), name: .contactSaved, object: ada)
      NotificationCenter.default.post(name: .contactSaved, object: ada)
      NotificationCenter.default.post(name: Notification.Name.contactSaved, object: other)
      """)
    #expect(try s.value("Cell.reuseIdentifier") == .string("Cell"))
    // Only the post whose object is the one registered for reaches the observer.
    #expect(try s.value("badge.count") == .int(1))
    #expect(try s.value("Notification.Name(\"x\")") == .string("x"))
  }
  @Test func aDictionarySubscriptWithADefaultCountsWords() throws {
    let s = Sandbox()
    try s.run(
      """
      var counts = [String: Int]()
      for word in ["a", "b", "a"] { counts[word, default: 0] += 1 }
      """)
    #expect(try s.value("counts[\"a\"]") == .int(2))
    #expect(try s.value("counts[\"z\", default: 9]") == .int(9))
    #expect(try s.value("counts.count") == .int(2))
  }

  @Test func aDescriptionOfItsOwnIsWhatPrintAndInterpolationShow() throws {
    let s = Sandbox()
    try s.run(
      """
      class Contact: NSObject {
        var name = "Ada"
        override var description: String { "Contact " + name }
      }
      struct Spot: CustomStringConvertible {
        var x = 1
        var description: String { "(\\(x))" }
      }
      let ada = Contact()
      print(ada)
      print("met \\(ada) at \\(Spot())")
      """)
    #expect(s.printed == ["Contact Ada", "met Contact Ada at (1)"].map(Value.string))
    #expect(try s.value("String(ada)") == .string("Contact Ada"))
    // Reading it is a message to the object, as any property read that runs code.
    #expect(s.world.trace.last?.selector == "description.get")
  }

  // MARK: Loops over pairs

  @Test func loopsTakeEnumeratedElementsAndDictionaryEntriesApart() throws {
    let s = Sandbox()
    try s.run(
      """
      for (index, name) in ["Ada", "Grace"].enumerated() { print("\\(index): \\(name)") }
      let ages = ["Ada": 36, "Grace": 85]
      for (name, age) in ages { print(name, age) }
      """)
    #expect(s.printed == ["0: Ada", "1: Grace", "Ada 36", "Grace 85"].map(Value.string))
    #expect(
      s.failure("for (a, b) in [1, 2] { print(a) }")?.reason
        == .interpreter(.cannotTakeApart(2, found: .int)))
  }
  // MARK: Enums

  @Test func enumsHaveRawValuesAllCasesMethodsAndComputedProperties() throws {
    let s = Sandbox()
    try s.run(
      """
      enum Direction: Int, CaseIterable {
        case north = 1, east, south, west
        var opposite: Direction {
          switch self {
          case .north: return .south
          case .south: return .north
          case .east: return .west
          case .west: return .east
          }
        }
        func describe() -> String { return "\\(self) faces \\(opposite)" }
      }
      enum Mood: String { case happy, sad = "blue" }
      """)
    #expect(try s.value("Direction.east.rawValue") == .int(2))
    #expect(try s.value("Direction.west.rawValue") == .int(4))
    #expect(try s.value("Mood.happy.rawValue") == .string("happy"))
    #expect(try s.value("Mood.sad.rawValue") == .string("blue"))
    #expect(try s.value("Direction.east.describe()") == .string("east faces west"))
    #expect(try s.value("Direction.allCases.count") == .int(4))
    #expect(try s.value("Direction(rawValue: 9)") == .null)
    #expect(try s.value("Direction(rawValue: 3) == .south") == .bool(true))
    #expect(try s.value("Mood.happy != .sad") == .bool(true))
    // An enum makes values, never objects, and stores nothing but its case.
    #expect(s.failure("Mood()") != nil)
    #expect(s.failure("enum Bad: String { case a = 1 }") != nil)
    #expect(s.failure("enum Twice: Int { case a = 1, b = 1 }") != nil)
  }

  @Test func casesCarryValuesThatASwitchBinds() throws {
    let s = Sandbox()
    try s.run(
      """
      enum LoadState {
        case loading
        case loaded([String])
        case failed(message: String)
      }
      class ListController: UIViewController {
        var state: LoadState = .loading { didSet { print("now \\(state)") } }
        func summary() -> String {
          switch state {
          case .loading: return "…"
          case .loaded(let names): return "\\(names.count) names"
          case let .failed(message): return "error: " + message
          }
        }
      }
      let list = ListController()
      list.state = .loaded(["Ada", "Grace"])
      """)
    #expect(s.printed == [.string("now loaded([\"Ada\", \"Grace\"])")])
    #expect(try s.value("list.summary()") == .string("2 names"))
    try s.run("list.state = LoadState.failed(message: \"offline\")")
    #expect(try s.value("list.summary()") == .string("error: offline"))
    #expect(
      s.failure("list.state = .failed()")?.reason
        == .interpreter(.enumPayload("failed", expected: 1, found: 0)))
  }
  // MARK: Foundation's small functions

  @Test func formatsMathAndRandomNumbersThatReplay() throws {
    let s = Sandbox()
    #expect(
      try s.value("String(format: \"%.2f for %d: %@ 100%%\", 3.456, 2, \"Ada\")")
        == .string("3.46 for 2: Ada 100%"))
    #expect(try s.value("abs(-3)") == .int(3))
    #expect(try s.value("max(2, 9, 4)") == .int(9))
    #expect(try s.value("min(1.5, 0.5)") == .double(0.5))
    #expect(
      try s.value("\"  Ada \\n\".trimmingCharacters(in: .whitespacesAndNewlines)") == .string("Ada")
    )
    try s.run("var isOn = false; isOn.toggle()")
    #expect(try s.value("isOn") == .bool(true))
    // The generator is seeded by the statement: another session draws the same numbers.
    let script =
      "let dice = [Int.random(in: 1...6), Int.random(in: 1...6)]; let order = [1, 2, 3].shuffled()"
    let one = Sandbox()
    let two = Sandbox()
    try one.run(script)
    try two.run(script)
    #expect(try one.value("dice") == two.value("dice"))
    #expect(try one.value("order") == two.value("order"))
    guard case .array(let dice) = try one.value("dice") else { return }
    #expect(dice.allSatisfy { (1...6).contains($0.intValue ?? 0) })
    let shuffled = try s.value("[1, 2, 3, 4].shuffled().sorted()")
    #expect(shuffled == .array([1, 2, 3, 4].map(Value.int)))
  }
  // MARK: Structs

  @Test func structsAreCopiedAndMadeByTheirMemberwiseInitializer() throws {
    let s = Sandbox()
    try s.run(
      """
      struct Contact: Equatable {
        var name: String
        var phone = ""
        let id = 7
        var display: String { name + " " + phone }
        mutating func rename(_ newName: String) { name = newName }
      }
      var ada = Contact(name: "Ada")
      var copy = ada
      copy.name = "Grace"
      copy.rename("Linus")
      """)
    #expect(try s.value("ada.name") == .string("Ada"))
    #expect(try s.value("copy.name") == .string("Linus"))
    #expect(try s.value("Contact(name: \"A\", phone: \"1\").display") == .string("A 1"))
    #expect(try s.value("ada == Contact(name: \"Ada\")") == .bool(true))
    #expect(s.failure("ada.id = 3")?.reason == .interpreter(.constantAssigned("id")))
    // A method that changes its struct says so, as Swift requires.
    try s.run("struct Tally { var n = 0; func bump() { n += 1 } }; var tally = Tally()")
    #expect(s.failure("tally.bump()")?.reason == .interpreter(.selfImmutable("n")))
    #expect(s.failure("Contact(phone: \"1\")") != nil)
    #expect(s.failure("Contact(name: 3)") != nil)
    // A struct is a value: it cannot be observed the way an object is.
    #expect(
      s.failure("let watcher = UIViewController(); ada.addObserver(watcher, forKeyPath: \"name\")")
        != nil)
  }

  @Test func aChangedStructIsStoredBackSoItsHoldersDidSetRuns() throws {
    let s = Sandbox()
    try s.run(
      """
      struct Contact { var name: String }
      class Screen: UIViewController {
        let label = UILabel()
        var contact = Contact(name: "Ada") { didSet { label.text = contact.name } }
      }
      let screen = Screen()
      screen.contact.name = "Grace"
      """)
    #expect(try s.value("screen.label.text") == .string("Grace"))
    try s.run(
      """
      struct Counter {
        var count = 0
        init(start: Int) { count = start }
        mutating func increment() { count += 1 }
      }
      class Holder: NSObject { var counter = Counter(start: 5) { didSet { print("now \\(counter.count)") } } }
      let holder = Holder()
      holder.counter.increment()
      """)
    #expect(s.printed == [.string("now 6")])
  }
}
