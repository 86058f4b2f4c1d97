import Testing

@testable import MVCRuntime
@testable import MVCScript

/// Values at the edges, built at run time: dictionaries nested in a loop are held to the
/// same depth as arrays (printing, interpolating and tracing them recurse), and a dictionary
/// filled in a loop costs one step per entry, not one per entry already there.
@Suite struct EdgeValueTests {
  typealias Sandbox = SwiftLanguageTests.Sandbox

  @Test(arguments: [
    "for _ in 0..<5000 { d = [\"a\": d] }",
    "for _ in 0..<5000 { d[\"x\"] = d }",
    "for _ in 0..<5000 { e[0] = e }",
    "for _ in 0..<5000 { a = [a] }",
  ])
  func nestingBuiltInALoopStopsAtTheLimitAndChangesNothing(_ loop: String) throws {
    let s = Sandbox()
    try s.run("var d: [String: Any] = [:]; var e: [Any] = [1]; var a: [Any] = []")
    guard case .interpreter(.valueTooDeep(let limit))? = s.failure(loop)?.reason else {
      Issue.record("a value nested 5000 deep was built")
      return
    }
    #expect(limit == Interpreter.maximumValueDepth)
    // The statement is taken back whole: every name holds what it held.
    #expect(try s.value("\"\\(d) \\(e) \\(a)\"") == .string("[:] [1] []"))
  }

  @Test func aDictionaryFilledInALoopKeepsItsOrderAndFindsEveryKey() throws {
    let s = Sandbox()
    try s.run(
      "var counts: [Int: Int] = [:]; for i in 0..<20000 { counts[i % 5000, default: 0] += 1 }")
    #expect(try s.value("counts.count") == .int(5000))
    #expect(try s.value("counts[4999]") == .int(4))
    try s.run("counts[0] = nil; counts[2] = nil")
    #expect(try s.value("counts.count") == .int(4998))
    #expect(try s.value("counts[1]") == .int(4))
    #expect(try s.value("counts[3]") == .int(4))
  }
}

extension EdgeValueTests {
  /// Swift's runtime stops a program whose `deinit` keeps `self` ("deallocated with non-zero
  /// retain count"); the sandbox refuses the statement instead of leaving a half-freed object
  /// that could be put on screen or exported.
  @Test func aDeinitThatKeepsSelfIsRefusedAndTheStatementTakenBack() throws {
    let s = Sandbox()
    try s.run(
      """
      class Keeper: Model { var kept: [Model] = [] }
      let keeper = Keeper()
      class Ghost: Model { deinit { keeper.kept.append(self) } }
      class Hold: Model { static var last: Hold? = nil; deinit { Hold.last = self } }
      var g: Ghost? = Ghost()
      var h: Hold? = Hold()
      """)
    guard case .deinitKeptSelf(_, let holder?)? = s.refusal("g = nil") else {
      Issue.record("a deinit kept self in another object")
      return
    }
    #expect(holder == s.world.globals["keeper"]?.objectID)
    #expect(try s.value("keeper.kept.count") == .int(0))
    #expect(try s.value("g == nil") == .bool(false))
    guard case .deinitKeptSelf(_, nil)? = s.refusal("h = nil") else {
      Issue.record("a deinit kept self in a static property")
      return
    }
    // A deinit that only uses self frees as before.
    try s.run("class Bye: Model { deinit { print(\"bye\") } }; var b: Bye? = Bye(); b = nil")
    #expect(s.printed.contains(.string("bye")))
  }
}
