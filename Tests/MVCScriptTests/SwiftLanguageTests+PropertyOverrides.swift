import Testing

@testable import MVCRuntime
@testable import MVCScript

/// `override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }`: the one kind of
/// property override the sandbox has (a read-only UIKit property, a getter returning a
/// constant); every other `override var` is refused (docs/language.md).
extension SwiftLanguageTests {
  @Test(arguments: ["{ return false }", "{ false }", "{\n    return false\n  }"])
  func aContainerMayStopForwardingAppearance(_ body: String) throws {
    let s = Sandbox()
    try s.run(
      """
      class Box: ViewController {
        override var shouldAutomaticallyForwardAppearanceMethods: Bool \(body)
      }
      let box = Box()
      let plain = ViewController()
      """)
    #expect(try s.value("box.shouldAutomaticallyForwardAppearanceMethods") == .bool(false))
    #expect(try s.value("plain.shouldAutomaticallyForwardAppearanceMethods") == .bool(true))
  }

  @Test func aSubclassInheritsTheAnswer() throws {
    let s = Sandbox()
    try s.run(
      """
      class Box: ViewController {
        override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
      }
      class BigBox: Box { }
      let big = BigBox()
      """)
    #expect(try s.value("big.shouldAutomaticallyForwardAppearanceMethods") == .bool(false))
  }

  @Test(arguments: [
    "class A: ViewController { override var title: String = \"\" }",
    "class A: ViewController { override var title: String { return \"x\" } }",
    "class A: ViewController { override let shouldAutomaticallyForwardAppearanceMethods = false }",
    "class A: ViewController { override var shouldAutomaticallyForwardAppearanceMethods = false }",
    "class A: View { override var shouldAutomaticallyForwardAppearanceMethods: Bool { false } }",
  ])
  func otherPropertyOverridesAreRefused(_ text: String) {
    #expect(Sandbox().failure(text)?.reason == .syntax(.unsupported(.propertyOverrides)), "\(text)")
  }

  @Test func theGetterReturnsAConstant() {
    let text = """
      class A: ViewController {
        var manual = true
        override var shouldAutomaticallyForwardAppearanceMethods: Bool { return !manual }
      }
      """
    #expect(Sandbox().failure(text)?.reason == .syntax(.unsupported(.propertyOverrideBody)))
  }

  @Test func theGetterHasTheTypeOfTheProperty() {
    let text = """
      class A: ViewController {
        override var shouldAutomaticallyForwardAppearanceMethods: Int { 0 }
      }
      """
    #expect(Sandbox().failure(text)?.reason.kindName == "propertyType")
  }
}
