import MVCShell
import Testing

/// Input whose size, not its nesting, used to decide the depth of a recursion (each of these
/// crashed 0.1.0 with a stack overflow): now each works or gets a clear error.
@Suite struct LongInputTests {
  func run(_ script: String) -> SessionResponse {
    Session(options: SessionOptions()).runScript(script, bail: false)
  }

  @Test func aSumOfThirtyThousandTermsWorks() {
    let response = run(
      "let x = " + Array(repeating: "1", count: 30_000).joined(separator: "+") + "\nx")
    #expect(!response.failed)
    #expect(response.output.contains("30000"))
  }

  @Test func equalityAndStringChainsWork() {
    let equal = run("let x = " + Array(repeating: "1", count: 30_000).joined(separator: "=="))
    #expect(!equal.failed, "\(equal.output.prefix(200))")
    let strings = run(
      "let s = " + Array(repeating: "\"a\"", count: 30_000).joined(separator: "+") + "\ns.count")
    #expect(strings.output.contains("30000"))
  }

  @Test func aChainEndingInASyntaxErrorIsReportedAndFreed() {
    let response = run(
      "let x = " + Array(repeating: "1", count: 300_000).joined(separator: "+") + " +")
    // A line ending in an operator waits for its operand; the script ends without it.
    #expect(response.failed)
    #expect(response.output.contains("never finished"))
    let parsed = run(
      "let y = " + Array(repeating: "1", count: 300_000).joined(separator: "+") + " + )")
    #expect(parsed.failed)
    #expect(parsed.output.contains("expected an expression"))
  }

  @Test func fifteenThousandElseIfsWork() {
    let response = run(
      "if false { }" + String(repeating: " else if false { }", count: 15_000)
        + " else { print(\"end\") }")
    #expect(!response.failed, "\(response.output.prefix(200))")
    #expect(response.output.contains("end"))
  }

  @Test func aMemberChainTenThousandLongIsAClearError() {
    let response = run("let l = Label()\nl" + String(repeating: ".superview", count: 10_000))
    #expect(response.failed)
    #expect(response.output.contains("more than 512 members and calls"))
  }

  @Test func aTypeSixtyThousandDeepIsAClearError() {
    let type = String(repeating: "[", count: 60_000) + "Int" + String(repeating: "]", count: 60_000)
    let response = run("class A: Model { var x: \(type) = [] }")
    #expect(response.failed)
    #expect(response.output.contains("nested more than 128 levels"))
  }

  @Test func aValueCannotBeNestedDeeperThanItCanBePrinted() {
    let response = run("let a = []\n" + String(repeating: "let a = [a]\n", count: 300) + "a")
    #expect(response.failed)
    #expect(response.output.contains("in one another more than"))
    #expect(response.output.contains("256 levels deep"))
  }

  @Test func unaryMinusOverflowsLikeTheOtherOperators() {
    let response = run("let m = -9223372036854775807 - 1\n-m")
    #expect(response.failed)
    #expect(response.output.contains("too large for an Int"))
  }
}
