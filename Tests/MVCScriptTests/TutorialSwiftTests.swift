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
        == .interpreter(.castFailed(found: .object(className: "Button"), type: "UILabel")))
    #expect(try s.value("reached") == .bool(false))
    #expect(try s.value("(b as! UIButton) === b") == .bool(true))
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
}
