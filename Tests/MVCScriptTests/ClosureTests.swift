import Testing

@testable import MVCRuntime
@testable import MVCScript

/// Closures as Swift writes them: expressions with parameters and results, trailing closures,
/// `$0`, captures of names and `self`, capture lists, and the array methods that take one.
@Suite struct ClosureTests {
  typealias Sandbox = SwiftLanguageTests.Sandbox

  @Test func closuresTakeParametersAndReturnValues() throws {
    let s = Sandbox()
    try s.run("let double = { (n: Int) -> Int in return n * 2 }; let add = { a, b in a + b }")
    #expect(try s.value("double(4)") == .int(8))
    #expect(try s.value("add(2, 3)") == .int(5))
    #expect(try s.value("{ $0 + $1 }(1, 2)") == .int(3))
    try s.run("let shout = { (text: String) in text.uppercased() + \"!\" }")
    #expect(try s.value("shout(\"hi\")") == .string("HI!"))
  }

  @Test func aClosureCapturesTheNamesItUses() throws {
    let s = Sandbox()
    try s.run(
      """
      class Maker: Model {
        func adder(_ step: Int) -> Int {
          let unused = "x"
          let add = { (n: Int) in n + step }
          return add(10)
        }
      }
      let m = Maker()
      """)
    #expect(try s.value("m.adder(5)") == .int(15))
  }

  @Test func closuresKeptInPropertiesAreCallbacks() throws {
    let s = Sandbox()
    try s.run(
      """
      class Editor: ViewController {
        var onSave: ((String) -> Void)?
        let field = TextField()
        func save() { onSave?(field.text) }
      }
      let editor = Editor(title: "Edit")
      editor.field.text = "Ada"
      editor.onSave = { name in print("saved \\(name)") }
      editor.save()
      editor.onSave("again")
      """)
    #expect(s.printed == [.string("saved Ada"), .string("saved again")])
  }

  @Test func captureListsSayHowSelfIsHeld() throws {
    let s = Sandbox()
    try s.run(
      """
      class Owner: ViewController {
        var handler: (() -> Void)?
        func strong() { handler = { print(self.title) } }
        func weakly() { handler = { [weak self] in print(self?.title ?? "gone") } }
        func implicitly() { handler = { print(title) } }
        func unrelated() { handler = { print(1) } }
      }
      let o = Owner(title: "Owner")
      """)
    let owner = try #require(s.world.globals["o"]?.objectID)
    func held() throws -> ClosureRecord {
      let id = try #require(try s.value("o.handler").closureID)
      return try #require(s.world.reader.closure(id))
    }
    try s.run("o.strong()")
    #expect(try held().receiver == owner && held().receiverStrength == .strong)
    #expect(try held().strongReferences == [owner])
    try s.run("o.weakly()")
    #expect(try held().receiverStrength == .weak && held().strongReferences.isEmpty)
    try s.run("o.implicitly()")
    #expect(try held().strongReferences == [owner])
    try s.run("o.unrelated()")
    #expect(try held().receiver == nil)
    try s.run("o.weakly(); o.handler()")
    #expect(s.printed.last == .string("Owner"))
  }

  @Test func arrayMethodsTakeClosures() throws {
    let s = Sandbox()
    try s.run(
      """
      class Contact: Model { var name = ""; var age = 0 }
      let people = [Contact(name: "Grace", age: 85), Contact(name: "Ada", age: 36), Contact(name: "Linus", age: 55)]
      """)
    #expect(
      try s.value("people.map { $0.name }") == .array(["Grace", "Ada", "Linus"].map(Value.string)))
    #expect(try s.value("people.filter { $0.age > 50 }.count") == .int(2))
    #expect(
      try s.value("people.sorted { $0.age < $1.age }.map { $0.name }")
        == .array(["Ada", "Linus", "Grace"].map(Value.string)))
    #expect(try s.value("people.sorted(by: { a, b in a.name < b.name })[0].name") == .string("Ada"))
    #expect(try s.value("people.first { $0.name.hasPrefix(\"L\") }?.age ?? 0") == .int(55))
    #expect(try s.value("people.firstIndex(where: { $0.age == 36 })") == .int(1))
    #expect(try s.value("people.contains(where: { $0.name == \"Ada\" })") == .bool(true))
    #expect(try s.value("people.allSatisfy { $0.age > 40 }") == .bool(false))
    #expect(try s.value("people.reduce(0) { $0 + $1.age }") == .int(176))
    #expect(
      try s.value("[1, 2, 3].compactMap { $0 == 2 ? nil : $0 * 10 }")
        == .array([.int(10), .int(30)]))
    try s.run("people.forEach { p in print(p.name) }")
    #expect(s.printed.suffix(3) == ["Grace", "Ada", "Linus"].map(Value.string))
    #expect(
      s.failure("people.filter { $0.age }")?.reason
        == .interpreter(.conditionNotBool(found: .int)))
  }

  @Test func aTrailingClosureIsNotReadInAConditionOrALoopsHead() throws {
    let s = Sandbox()
    try s.run("let items = [1, 2]; var n = 0")
    try s.run("for i in items { n += i }")
    try s.run("if items.contains(where: { $0 == 2 }) { n += 10 }")
    try s.run("while n < 100 { n *= 2 }")
    #expect(try s.value("n") == .int(104))
  }

  @Test func aClosureThatNeverEndsSpendsTheStatementsBudget() {
    let s = Sandbox()
    s.world.budget = StatementBudget(
      messages: 1000, steps: 10_000, textBytes: 1 << 20, arrayElements: 1000)
    #expect(
      s.failure("let spin = { while true { } }; spin()")?.reason
        == .runtime(.budgetExceeded(.steps, limit: 10_000)))
  }

  @Test func closureTypesAreTypes() throws {
    let s = Sandbox()
    try s.run(
      """
      class Loader: Model {
        var done: (() -> Void)?
        var transform: ((Int, Int) -> Int)?
        func run(completion: @escaping (String) -> Void) { completion("loaded") }
      }
      let loader = Loader()
      loader.run { text in print(text) }
      loader.run(completion: { print($0) })
      """)
    #expect(s.printed == [.string("loaded"), .string("loaded")])
    #expect(s.failure("loader.done = 5") != nil)
  }
}

/// UIKit calls a completion handler when the transition has finished.
@Suite struct CompletionHandlerTests {
  typealias Sandbox = SwiftLanguageTests.Sandbox

  func selectors(_ s: Sandbox, since start: Int) -> [String] {
    (start..<s.world.trace.count).map { s.world.trace[$0].selector }
  }

  @Test func presentCallsItsCompletionAfterThePresentedControllerAppeared() throws {
    let s = Sandbox()
    try s.run(
      """
      let home = ViewController(title: "Home")
      window.rootViewController = home
      window.makeKeyAndVisible()
      let editor = ViewController(title: "Editor")
      editor.modalPresentationStyle = .fullScreen
      """)
    let start = s.world.trace.count
    try s.run("home.present(editor, animated: true) { print(editor.title) }")
    let order = selectors(s, since: start)
    let completion = try #require(order.firstIndex(of: "completion()"))
    #expect(order.last == "completion()")
    #expect(try #require(order.firstIndex(of: "viewDidAppear(_:)")) < completion)
    #expect(try #require(order.firstIndex(of: "viewDidDisappear(_:)")) < completion)
    #expect(s.printed == [.string("Editor")])
    let event = s.world.trace[start + completion]
    #expect(event.kind == .presentation && event.operation == "present(_:animated:completion:)")
  }

  @Test func dismissCallsItsCompletionAfterTheDismissedControllerDisappeared() throws {
    let s = Sandbox()
    try s.run(
      """
      let home = ViewController(title: "Home")
      window.rootViewController = home
      window.makeKeyAndVisible()
      let editor = ViewController(title: "Editor")
      home.present(editor, animated: false, completion: nil)
      """)
    let start = s.world.trace.count
    try s.run("editor.dismiss(animated: true, completion: { print(\"gone\") })")
    let order = selectors(s, since: start)
    #expect(order.last == "completion()")
    #expect(order.firstIndex(of: "viewDidDisappear(_:)").map { $0 < order.count - 1 } == true)
    #expect(s.printed == [.string("gone")])
    // Nothing presented: UIKit still calls it.
    try s.run("home.dismiss(animated: true) { print(\"nothing\") }")
    #expect(s.printed.last == .string("nothing"))
  }

  @Test func aCompletionThatFailsRollsTheWholeStatementBack() throws {
    let s = Sandbox()
    try s.run(
      """
      let home = ViewController(title: "Home")
      window.rootViewController = home
      window.makeKeyAndVisible()
      let editor = ViewController(title: "Editor")
      """)
    let count = s.world.trace.count
    #expect(s.failure("home.present(editor, animated: true) { editor.nothing() }") != nil)
    #expect(s.world.trace.count == count)
    #expect(
      s.world.reader.record(try #require(s.world.globals["home"]?.objectID))?.vc.presented == nil)
    #expect(
      s.failure("home.present(editor, animated: true, completion: 5)")?.reason
        == .runtime(.completionNotAClosure(selector: "present(_:animated:completion:)")))
  }
}
