import MVCLocalization
import MVCRuntime
import MVCShell
import Testing

/// Every statement has a budget, and Ctrl-C stops a running one: either way it is rolled back
/// and the learner is told why.
@Suite struct BudgetTests {
  static let doubling = """
    class A: Model { func f(_ n: Int) { if n != 0 { f(n - 1); f(n - 1) } } }
    let a = A()
    """

  @Test func aRunawayRecursionStopsAtTheMessageBudgetAndChangesNothing() {
    let session = Session(options: SessionOptions())
    _ = session.runScript(Self.doubling, bail: true)
    let messages = session.world.trace.count
    let statements = session.world.statementCount
    let response = session.execute("a.f(40)")
    #expect(response.failed)
    #expect(response.output.contains("more than 100000 messages"), "\(response.output)")
    #expect(session.world.trace.count == messages)
    #expect(session.world.statementCount == statements)
  }

  @Test func aStringDoubledOverAndOverStopsAtTheTextBudget() {
    let session = Session(options: SessionOptions())
    var lines = ["var s = \"ab\""]
    lines += Array(repeating: "s = s + s", count: 25)
    let response = session.runScript(lines.joined(separator: "\n"), bail: true)
    #expect(response.failed)
    #expect(response.output.contains("longer than 1000000 bytes"), "\(response.output.suffix(300))")
    // The last string that fitted is kept; the one that would not was never made.
    #expect(session.execute("s.count").output.contains("524288"))
  }

  @Test func ctrlCStopsARunningStatementAndRollsItBack() {
    let session = Session(options: SessionOptions())
    _ = session.runScript(Self.doubling, bail: true)
    let messages = session.world.trace.count
    // The "key" is pressed once the statement has been running for a while.
    let presses = Counter()
    session.useInterruptCheck { presses.next() > 3 }
    let response = session.execute("a.f(40)")
    #expect(response.failed)
    #expect(response.output.contains("stopped by Ctrl-C"), "\(response.output)")
    #expect(session.world.trace.count == messages)
  }

  @Test func theBudgetIsFarAboveWhatALessonSpends() {
    let budget = StatementBudget.standard
    #expect(budget.messages >= 100_000)
    #expect(budget.steps >= 1_000_000)
    #expect(budget.textBytes >= 1_000_000)
    #expect(budget.arrayElements >= 100_000)
  }
}

/// Counts calls from a @Sendable closure.
final class Counter: @unchecked Sendable {
  private var count = 0
  func next() -> Int {
    count += 1
    return count
  }
}

/// `:help budget` states the limits the code enforces, in every language.
@Suite struct BudgetHelpTests {
  @Test(arguments: Language.allCases)
  func helpStatesTheLimitsInForce(_ language: Language) {
    let session = Session(options: SessionOptions(language: language, width: 200))
    let text = session.execute(":help budget").output
    let budget = StatementBudget.standard
    for limit in [budget.messages, budget.steps, budget.textBytes, budget.arrayElements, 200] {
      #expect(text.contains(String(limit)), "\(language.rawValue): \(limit) missing from \(text)")
    }
  }
}

extension BudgetTests {
  static func ones(_ count: Int) -> String {
    Array(repeating: "1", count: count).joined(separator: ",")
  }

  static let hugeLiterals: [(String, String)] = [
    ("let s = \"" + String(repeating: "a", count: 2_000_000) + "\"", "longer than 1000000 bytes"),
    ("let a = [" + ones(300_000) + "]", "more than 100000 elements"),
    (
      "let d = [" + (0..<150_000).map { String($0) + ": 1" }.joined(separator: ",") + "]",
      "more than 100000 elements"
    ),
    (
      "class Big: Model { func make() -> [Int] { return [" + ones(200_000)
        + "] } }\nlet big = Big()\nbig.make()", "more than 100000 elements"
    ),
  ]

  /// Literals count against the budget as values built by a statement do: a 2 MB string or a
  /// 300 000-element array written out is refused before anything runs.
  @Test(arguments: 0..<4)
  func aLiteralBeyondTheBudgetIsRefused(_ index: Int) {
    let (script, words) = Self.hugeLiterals[index]
    let session = Session(options: SessionOptions(width: 400))
    let response = session.runScript(script, bail: true)
    #expect(response.failed)
    #expect(response.output.contains(words), "\(response.output.prefix(300))")
    #expect(session.world.globals["s"] == nil && session.world.globals["a"] == nil)
  }
}
