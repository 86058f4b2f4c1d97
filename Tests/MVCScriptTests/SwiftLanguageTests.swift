import Testing

@testable import MVCRuntime
@testable import MVCScript

/// The Swift a learner types from any UIKit tutorial: operators, interpolation, loops,
/// optional binding, switch, arrays, `override` and `super`, and a clear sentence for what the
/// sandbox does not have.
@Suite struct SwiftLanguageTests {
  /// A world and an interpreter that run statements and collect what they print.
  final class Sandbox {
    let world = World()
    let interpreter: Interpreter
    var printed: [Value] = []

    init() { interpreter = Interpreter(world: world) }

    @discardableResult
    func run(_ text: String) throws(ScriptFailure) -> Value {
      var last = Value.void
      for statement in try Parser.parse(text) {
        last = try interpreter.run(statement)
        printed += interpreter.printed
      }
      return last
    }

    func value(_ text: String) throws(ScriptFailure) -> Value { try run(text) }

    /// The failure a text raises (nil when it runs).
    func failure(_ text: String) -> ScriptFailure? {
      do {
        try run(text)
        return nil
      } catch {
        return error
      }
    }

    /// The runtime failure a text raises (nil when it runs, or fails otherwise).
    func refusal(_ text: String) -> RuntimeFailure? {
      guard case .runtime(let failure)? = failure(text)?.reason else { return nil }
      return failure
    }
  }

  @Test func operatorsFollowSwiftsPrecedence() throws {
    let s = Sandbox()
    #expect(try s.value("1 + 2 * 3") == .int(7))
    #expect(try s.value("(1 + 2) * 3") == .int(9))
    #expect(try s.value("7 / 2") == .int(3))
    #expect(try s.value("7 % 3") == .int(1))
    #expect(try s.value("7.0 / 2") == .double(3.5))
    #expect(try s.value("1 < 2 && 3 >= 3 || false") == .bool(true))
    #expect(try s.value("false || !true") == .bool(false))
    #expect(try s.value("\"a\" < \"b\"") == .bool(true))
    #expect(try s.value("1 + 1 == 2 ? \"yes\" : \"no\"") == .string("yes"))
    #expect(try s.value("nil ?? 4") == .int(4))
    #expect(try s.value("3 ?? 4") == .int(3))
    #expect(try s.value("0..<3") == .array([.int(0), .int(1), .int(2)]))
    #expect(try s.value("1...3") == .array([.int(1), .int(2), .int(3)]))
  }

  @Test func andAndOrStopAtTheFirstOperandThatDecides() throws {
    let s = Sandbox()
    // The right side would fail (an unknown method on nil) if it ran.
    try s.run("class A: Model { var next: A? }; let a = A()")
    #expect(try s.value("false && a.next.next == nil") == .bool(false))
    #expect(try s.value("true || a.next.next == nil") == .bool(true))
  }

  @Test func arithmeticErrorsAreErrorsNotWraps() {
    let s = Sandbox()
    #expect(s.failure("1 / 0")?.reason == .interpreter(.divisionByZero))
    #expect(s.failure("5 % 0")?.reason == .interpreter(.divisionByZero))
    #expect(s.failure("9223372036854775807 * 2")?.reason == .interpreter(.overflow))
    #expect(s.failure("5...1")?.reason == .interpreter(.invalidRange(5, 1)))
    #expect(
      s.failure("\"a\" + 1")?.reason
        == .interpreter(.binaryOperatorTypes("+", .string, .int)))
  }

  @Test func stringInterpolationDescribesEachValue() throws {
    let s = Sandbox()
    try s.run("let name = \"Ada\"; let n = 3; let items = [\"a\", \"b\"]")
    #expect(try s.value("\"Hello, \\(name)!\"") == .string("Hello, Ada!"))
    #expect(try s.value("\"\\(n + 1) of \\(n * 2)\"") == .string("4 of 6"))
    #expect(
      try s.value("\"\\(items) \\(2.5) \\(true) \\(nil)\"")
        == .string("[\"a\", \"b\"] 2.5 true nil"))
    #expect(try s.value("\"\\(name.count > 2 ? \"long\" : \"short\")\"") == .string("long"))
    #expect(s.failure("\"\\(name\"")?.reason == .syntax(.unterminatedInterpolation))
    #expect(s.failure("\"\\(\"\\(name)\")\"")?.reason == .syntax(.nestedInterpolation))
    // An error inside an interpolation points into the string.
    let failure = s.failure("let x = \"a \\(nmae)\"")
    #expect(failure?.range?.start.column == 14)
  }

  @Test func compoundAssignmentChangesNamesPropertiesAndElements() throws {
    let s = Sandbox()
    try s.run("var count = 1; count += 4; count -= 1; count *= 3; count /= 2")
    #expect(try s.value("count") == .int(6))
    try s.run("class Counter: Model { var n = 0; func bump() { n += 1 } }; let c = Counter()")
    try s.run("c.bump(); c.bump(); c.n += 10")
    #expect(try s.value("c.n") == .int(12))
    try s.run("var items = [1, 2, 3]; items[1] += 40")
    #expect(try s.value("items") == .array([.int(1), .int(42), .int(3)]))
  }

  @Test func loopsBreakAndContinue() throws {
    let s = Sandbox()
    try s.run(
      """
      var total = 0
      for i in 0..<10 {
        if i == 2 { continue }
        if i == 5 { break }
        total += i
      }
      var k = 0
      while k < 100 { k += 7 }
      var r = 0
      repeat { r += 1 } while r < 3
      var letters = ""
      for c in "abc" { letters = c + letters }
      for _ in 1...2 { total += 100 }
      """)
    #expect(try s.value("total") == .int(0 + 1 + 3 + 4 + 200))
    #expect(try s.value("k") == .int(105))
    #expect(try s.value("r") == .int(3))
    #expect(try s.value("letters") == .string("cba"))
    #expect(s.failure("for x in 5 { }")?.reason == .interpreter(.notASequence(found: .int)))
    #expect(s.failure("break")?.reason == .syntax(.outsideLoop("break")))
    #expect(s.failure("if true { continue }")?.reason == .syntax(.outsideLoop("continue")))
  }

  @Test func namesBoundInABlockEndWithIt() throws {
    let s = Sandbox()
    try s.run("for i in 0..<2 { let doubled = i * 2; print(doubled) }")
    #expect(s.printed == [.int(0), .int(2)])
    #expect(s.world.globals["doubled"] == nil && s.world.globals["i"] == nil)
    #expect(s.failure("if true { let inside = 1 }; print(inside)") != nil)
  }

  @Test func aLoopThatNeverEndsSpendsItsBudget() throws {
    let s = Sandbox()
    s.world.budget = StatementBudget(
      messages: 1000, steps: 10_000, textBytes: 1 << 20, arrayElements: 1000)
    #expect(s.failure("while true { }")?.reason == .runtime(.budgetExceeded(.steps, limit: 10_000)))
    #expect(
      s.failure("var a = [1]; for i in 0..<2000 { a.append(i) }")?.reason
        == .runtime(.budgetExceeded(.arrayElements, limit: 1000)))
  }

  @Test func optionalBindingAndGuard() throws {
    let s = Sandbox()
    try s.run(
      """
      class Contact: Model { var name = "Ada"; var friend: Contact? }
      let ada = Contact()
      class Greeter: Model {
        func greet(_ c: Contact) -> String {
          guard let friend = c.friend else { return "no friend" }
          return "friend of " + friend.name
        }
      }
      let g = Greeter()
      """)
    #expect(try s.value("g.greet(ada)") == .string("no friend"))
    try s.run("ada.friend = Contact(name: \"Grace\")")
    #expect(try s.value("g.greet(ada)") == .string("friend of Grace"))
    try s.run(
      "if let f = ada.friend, f.name == \"Grace\" { print(f.name) } else { print(\"none\") }")
    #expect(s.printed.last == .string("Grace"))
    #expect(s.world.globals["f"] == nil)
    #expect(
      s.failure("class B: Model { func f() { guard true else { print(1) } } }")?.reason
        == .syntax(.guardMustExit))
  }

  @Test func switchMatchesValuesRangesAndEnumCases() throws {
    let s = Sandbox()
    try s.run(
      """
      class Grader: Model {
        func grade(_ n: Int) -> String {
          switch n {
          case 0: return "none"
          case 1...3, 5: return "few"
          default: return "many"
          }
        }
      }
      let g = Grader()
      """)
    #expect(try s.value("g.grade(0)") == .string("none"))
    #expect(try s.value("g.grade(2)") == .string("few"))
    #expect(try s.value("g.grade(5)") == .string("few"))
    #expect(try s.value("g.grade(4)") == .string("many"))
    try s.run(
      "let style = .fullScreen; switch style { case .pageSheet: print(1); case .fullScreen: print(2); default: break }"
    )
    #expect(s.printed.last == .int(2))
    #expect(
      s.failure("switch 3 { case 1: print(1) }")?.reason
        == .interpreter(.noMatchingCase(found: .int)))
    #expect(s.failure("switch 3 { case 1: default: print(1) }")?.reason == .syntax(.emptyCase))
  }

  @Test func arraysAsSwiftHasThem() throws {
    let s = Sandbox()
    try s.run("var items = [\"b\", \"a\"]; items.append(\"c\"); items.insert(\"z\", at: 0)")
    #expect(try s.value("items") == .array(["z", "b", "a", "c"].map(Value.string)))
    #expect(try s.value("items.remove(at: 1)") == .string("b"))
    #expect(try s.value("items.count") == .int(3))
    #expect(try s.value("items.contains(\"a\")") == .bool(true))
    #expect(try s.value("items.firstIndex(of: \"c\")") == .int(2))
    #expect(try s.value("items.firstIndex(of: \"q\")") == .null)
    #expect(try s.value("items.sorted()") == .array(["a", "c", "z"].map(Value.string)))
    #expect(try s.value("items.joined(separator: \"-\")") == .string("z-a-c"))
    #expect(try s.value("items[0]") == .string("z"))
    #expect(s.failure("items[3]")?.reason == .interpreter(.indexOutOfRange(3, count: 3)))
    try s.run("items.removeAll()")
    #expect(try s.value("items.isEmpty") == .bool(true))
    #expect(
      s.failure("items.removeLast()")?.reason == .interpreter(.emptyCollection("removeLast()")))
    #expect(
      s.failure("items.push(1)")?.reason
        == .interpreter(.noValueMethod("push(_:)", found: .array, suggestion: nil)))
    #expect(try s.value("\"Ada\".uppercased()") == .string("ADA"))
  }

  @Test func appendingToAModelsArrayIsOneObservedChange() throws {
    let s = Sandbox()
    try s.run("class Book: Model { var titles: [String] = [] }; let book = Book()")
    let before = s.world.trace.count
    try s.run("book.titles.append(\"Cocoa\")")
    #expect(try s.value("book.titles") == .array([.string("Cocoa")]))
    let sets = (before..<s.world.trace.count).map { s.world.trace[$0] }.filter {
      $0.selector == "setValue(_:forKey:)"
    }
    #expect(sets.count == 1)
  }

  @Test func overrideIsRequiredAndChecked() throws {
    let s = Sandbox()
    try s.run(
      """
      class Screen: ViewController {
        override func viewDidLoad() { super.viewDidLoad(); print("loaded") }
      }
      let screen = Screen(title: "Main")
      window.rootViewController = screen
      """)
    #expect(s.printed.contains(.string("loaded")))
    #expect(
      s.failure("class A: ViewController { func viewDidLoad() { } }")?.reason
        == .interpreter(.missingOverride(selector: "viewDidLoad()", superclass: "ViewController")))
    #expect(
      s.failure("class B: ViewController { override func viewDidLod() { } }")?.reason
        == .interpreter(
          .overridesNothing(
            selector: "viewDidLod()", superclass: "ViewController", suggestion: "viewDidLoad()")))
    #expect(
      s.failure("class C: Model { override func save() { } }")?.reason.kindName
        == "overridesNothing")
  }

  @Test func superReachesTheLearnersSuperclass() throws {
    let s = Sandbox()
    try s.run(
      """
      class Base: ViewController { func describe() -> String { return "base" } }
      class Child: Base { override func describe() -> String { return super.describe() + "+child" } }
      let c = Child()
      """)
    #expect(try s.value("c.describe()") == .string("base+child"))
    #expect(s.failure("super.viewDidLoad()")?.reason == .interpreter(.superOutsideMethod))
    #expect(s.failure("let x = super")?.reason == .syntax(.superOutsideCall))
  }

  @Test func modifiersAndImportsAreAccepted() throws {
    let s = Sandbox()
    try s.run(
      """
      import UIKit
      import Foundation
      final class Contact: Model {
        @objc dynamic var name = "Ada"
        private var secret = 1
        fileprivate func reveal() -> Int { return secret }
      }
      """)
    #expect(try s.value("Contact().reveal()") == .int(1))
    #expect(s.failure("import Combine")?.reason == .syntax(.unknownModule("Combine")))
    #expect(s.failure("import SwiftUI")?.reason == .syntax(.unsupported(.swiftUI)))
  }

  @Test(arguments: [
    ("enum Mood { case happy; var count = 0 }", UnsupportedFeature.enumStoredProperties),
    ("class Box<T>: Model { }", .generics),
    ("func greet() { }", .globalFunctions),
    ("typealias Name = String", .typeAliases),
    ("try load()", .errorHandling),
    ("await load()", .concurrency),
    ("Task { }", .concurrency),
    ("let pair = (1, 2)", .tuples),
    ("class A: Model { static init() {} }", .staticMembers),
    ("class A: Model { func f(x: Int = 1) { } }", .defaultArguments),
    ("class A: Model { func f() async { } }", .concurrency),
  ])
  func whatTheSandboxDoesNotHaveIsNamed(_ text: String, _ feature: UnsupportedFeature) {
    #expect(Sandbox().failure(text)?.reason == .syntax(.unsupported(feature)), "\(text)")
  }

  @Test func memberNamesMayBeKeywords() throws {
    let s = Sandbox()
    #expect(try s.value("NotificationCenter.default") != .void)
    #expect(try s.value(".default") == .enumCase("default"))
  }
}

extension ScriptFailure.Reason {
  /// The case's name, for tests that do not care about its values.
  var kindName: String {
    switch self {
    case .syntax(let f): return f.kind.rawValue
    case .interpreter(let f): return f.kind.rawValue
    case .runtime(let f): return f.kind.rawValue
    }
  }
}

/// `init(…)` as Swift writes it, with `super.init(…)`.
@Suite struct InitializerTests {
  typealias Sandbox = SwiftLanguageTests.Sandbox

  @Test func aClassIsMadeThroughItsInitializer() throws {
    let s = Sandbox()
    try s.run(
      """
      class Contact: NSObject {
        var name: String
        var phone = ""
        init(name: String, phone: String) { self.name = name; self.phone = phone; super.init() }
      }
      class DetailViewController: UIViewController {
        let contact: Contact
        init(contact: Contact) { self.contact = contact; super.init(nibName: nil, bundle: nil) }
        override func viewDidLoad() { super.viewDidLoad(); title = contact.name }
      }
      let ada = Contact(name: "Ada", phone: "555")
      let detail = DetailViewController(contact: ada)
      window.rootViewController = detail
      window.makeKeyAndVisible()
      """)
    #expect(try s.value("ada.phone") == .string("555"))
    #expect(try s.value("detail.title") == .string("Ada"))
    #expect(
      s.failure("Contact(name: \"Grace\")")?.reason
        == .runtime(
          .noMatchingInitializer(
            "init(name:)", className: "Contact", available: ["init(name:phone:)"])))
  }

  @Test func anInitializerMustSetEveryPropertyWithoutAValue() throws {
    let s = Sandbox()
    try s.run(
      """
      class Contact: NSObject { var name = "" }
      class Detail: UIViewController {
        let contact: Contact
        init(title: String) { super.init(nibName: nil, bundle: nil) }
      }
      """)
    #expect(
      s.failure("Detail(title: \"x\")")?.reason
        == .runtime(
          .initializerLeftPropertyUnset(
            property: "contact", className: "Detail", selector: "init(title:)")))
    #expect(
      s.failure("class NoInit: Model { let contact: Contact }")?.reason.kindName
        == "propertyNeedsDefault")
  }

  @Test func superInitReachesALearnersSuperclass() throws {
    let s = Sandbox()
    try s.run(
      """
      class Base: NSObject { var log = ""; init(tag: String) { log = "base " + tag; super.init() } }
      class Child: Base { init() { super.init(tag: "child") ; log += "!" } }
      let c = Child()
      """)
    #expect(try s.value("c.log") == .string("base child!"))
  }
}

/// Dictionaries as Swift writes them, with entries kept in the order they were added.
@Suite struct DictionaryTests {
  typealias Sandbox = SwiftLanguageTests.Sandbox

  @Test func literalsSubscriptsAndMembers() throws {
    let s = Sandbox()
    try s.run("var ages = [\"Ada\": 36, \"Grace\": 85]; ages[\"Linus\"] = 54")
    #expect(try s.value("ages[\"Ada\"]") == .int(36))
    #expect(try s.value("ages[\"Nobody\"] ?? -1") == .int(-1))
    #expect(try s.value("ages.count") == .int(3))
    try s.run("ages[\"Grace\"] = nil")
    #expect(try s.value("ages.keys") == .array([.string("Ada"), .string("Linus")]))
    #expect(try s.value("ages.removeValue(forKey: \"Ada\")") == .int(36))
    #expect(try s.value("\"\\(ages)\"") == .string("[\"Linus\": 54]"))
    #expect(try s.value("[\"a\": 1] == [\"a\": 1]") == .bool(true))
    try s.run("var empty: [String: Int] = [:]; empty[\"x\"] = 1")
    #expect(try s.value("empty.isEmpty") == .bool(false))
  }

  @Test func aModelCanHoldOne() throws {
    let s = Sandbox()
    try s.run("class Book: NSObject { var ratings: [String: Int] = [:] }; let b = Book()")
    try s.run("b.ratings[\"Ada\"] = 5")
    #expect(try s.value("b.ratings[\"Ada\"]") == .int(5))
    #expect(s.failure("b.ratings = [\"Ada\": \"five\"]") != nil)
  }
}
