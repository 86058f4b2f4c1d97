import Testing

@testable import MVCRuntime
@testable import MVCScript

/// More of the Swift a learner copies from tutorials: constants, conversions, operators passed
/// as functions, `case let … where`, identity, implicit member calls and key-value observing
/// options.
@Suite struct LearnerSwiftTests {
  typealias Sandbox = SwiftLanguageTests.Sandbox

  @Test func aLetConstantCannotBeAssignedOrMutated() throws {
    let s = Sandbox()
    try s.run("let x = 1; var y = 1; let items = [1]; var more = [1]")
    #expect(s.failure("x = 2")?.reason == .interpreter(.constantAssigned("x")))
    #expect(s.failure("x += 2")?.reason == .interpreter(.constantAssigned("x")))
    #expect(
      s.failure("items.append(2)")?.reason == .interpreter(.constantMutated("items", "append(_:)")))
    try s.run("y = 2; y += 1; more.append(2)")
    #expect(try s.value("y") == .int(3))
    #expect(try s.value("more") == .array([.int(1), .int(2)]))
    // The refused statements changed nothing.
    #expect(try s.value("x") == .int(1))
    #expect(try s.value("items") == .array([.int(1)]))
    // A later `var` with the same name at the prompt makes it a variable again.
    try s.run("var x = 5; x = 6")
    #expect(try s.value("x") == .int(6))
  }

  @Test func aClassWhoseListStartsWithAProtocolGetsAnImplicitSuperclass() throws {
    let s = Sandbox()
    try s.run(
      "class Coordinator: UITabBarControllerDelegate { func tabBarController(_ tabBarController: "
        + "UITabBarController, didSelect viewController: UIViewController) { } }")
    try s.run("protocol Saving: AnyObject { func save() }")
    try s.run("class Saver: Saving { func save() { } }")
    #expect(s.world.classes["Coordinator"]?.superclass == "Controller")
    #expect(s.world.classes["Saver"]?.superclass == "Model")
    #expect(s.world.classes["Coordinator"]?.protocols.contains("TabBarControllerDelegate") == true)
    #expect(s.world.classes["Saver"]?.protocols == ["Saving"])
    // A protocol's requirements are still checked, and an unknown first name is still an error.
    #expect(
      s.failure("class Lazy: Saving { }").map { "\($0.reason)" }?.contains("save") == true)
    #expect(s.failure("class E: Nope { }") != nil)
  }

  @Test func doubleLiteralsMayHaveAnExponent() throws {
    let s = Sandbox()
    #expect(try s.value("1e3") == .double(1000))
    #expect(try s.value("2.5E-2") == .double(0.025))
    #expect(try s.value("1e+2") == .double(100))
    #expect(try s.value("1_0e1_0") == .double(1e11))
    #expect(try s.value("1e300 * 0") == .double(0))
    // Too large for a Double, as Swift's compiler says.
    #expect(s.failure("1e400")?.reason == .syntax(.numberTooLarge("1e400")))
    // A name after a number is not an exponent.
    try s.run("let e = 2")
    #expect(s.failure("3e") != nil)
  }

  @Test func loopNamesParametersAndIfLetNamesAreConstants() throws {
    let s = Sandbox()
    #expect(s.failure("for i in 0..<2 { i = 5 }")?.reason == .interpreter(.constantAssigned("i")))
    try s.run("class C: Model { func f(a: Int) -> Int { a = 3; return a } }; let c = C()")
    #expect(s.failure("c.f(a: 1)")?.reason == .interpreter(.constantAssigned("a")))
    try s.run("class D: Model { func g() -> Int { var n = 1; n += 1; return n } }; let d = D()")
    #expect(try s.value("d.g()") == .int(2))
    try s.run("let maybe: String? = \"a\"")
    #expect(
      s.failure("if let m = maybe { m = \"b\" }")?.reason == .interpreter(.constantAssigned("m")))
  }

  @Test func conversionsBetweenValueTypes() throws {
    let s = Sandbox()
    #expect(try s.value("String(5)") == .string("5"))
    #expect(try s.value("String(2.5)") == .string("2.5"))
    #expect(try s.value("Int(\"42\")") == .int(42))
    #expect(try s.value("Int(\"x\")") == .null)
    #expect(try s.value("Int(3.9)") == .int(3))
    #expect(try s.value("Double(2)") == .double(2))
    #expect(try s.value("(Int(\"7\") ?? 0) + 1") == .int(8))
    try s.run("let label = Label()")
    #expect(s.failure("Int(label)")?.reason.isConversionFailure == true)
  }

  @Test func anOperatorAloneIsTheClosureItNames() throws {
    let s = Sandbox()
    try s.run("let a = [3, 1, 2]")
    #expect(try s.value("a.sorted(by: >)") == .array([.int(3), .int(2), .int(1)]))
    #expect(try s.value("a.sorted(by: <)") == .array([.int(1), .int(2), .int(3)]))
    #expect(try s.value("a.reduce(0, +)") == .int(6))
    #expect(try s.value("a.reduce(1, *)") == .int(6))
  }

  @Test func caseLetBindsTheValueAndWhereFilters() throws {
    let s = Sandbox()
    try s.run(
      """
      var seen: [String] = []
      for n in [1, 5, 9] {
        switch n {
        case let big where big > 6: seen.append("big \\(big)")
        case 4...6: seen.append("mid")
        case let other: seen.append("small \\(other)")
        }
      }
      """)
    #expect(
      try s.value("seen") == .array([.string("small 1"), .string("mid"), .string("big 9")]))
    try s.run(
      "var hit = \"\"; switch 2 { case 2 where false: hit = \"no\"\n default: hit = \"d\" }")
    #expect(try s.value("hit") == .string("d"))
  }

  @Test func identityComparesReferences() throws {
    let s = Sandbox()
    try s.run("let a = Model(); let b = a; let c = Model()")
    #expect(try s.value("a === b") == .bool(true))
    #expect(try s.value("a === c") == .bool(false))
    #expect(try s.value("a !== c") == .bool(true))
    #expect(try s.value("a === nil") == .bool(false))
    #expect(s.failure("1 === 1") != nil)
  }

  @Test func anImplicitMemberCallMakesAFont() throws {
    let s = Sandbox()
    try s.run("let label = Label(); label.font = .systemFont(ofSize: 20)")
    #expect(try s.value("label.font.pointSize") == .double(20))
    #expect(s.failure("label.font = .frob(1)") != nil)
  }

  @Test func keyValueObservingOptionsDecideWhatAChangeCarries() throws {
    let s = Sandbox()
    try s.run(
      """
      class Contact: NSObject { @objc dynamic var name = "Ada" }
      let ada = Contact()
      var log: [String] = []
      let both = ada.observe(\\.name, options: [.old, .new]) { c, change in log.append("\\(change.oldValue ?? "-")>\\(change.newValue ?? "-")") }
      let bare = ada.observe(\\.name) { c, change in log.append("\\(change.newValue ?? "none")") }
      let first = ada.observe(\\.name, options: [.initial, .new]) { c, change in log.append("i \\(change.newValue ?? "-")") }
      ada.name = "Grace"
      """)
    #expect(
      try s.value("log")
        == .array([.string("i Ada"), .string("Ada>Grace"), .string("none"), .string("i Grace")]))
  }
}

extension ScriptFailure.Reason {
  /// Whether this is a conversion that cannot be made.
  fileprivate var isConversionFailure: Bool {
    if case .interpreter(.conversionNotPossible) = self { return true }
    return false
  }
}
