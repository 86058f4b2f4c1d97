import MVCShell
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The smallest inputs, found with the random-input generator, that still crash the shell. Each
/// runs in a child process (an exit test), so that the crash fails its own test case and not the
/// test runner; while it is open it is a known issue. When its fix lands the known issue no
/// longer happens and the case fails: then set `isOpen` to false, and let the generator make
/// that input again (the places in `RandomInputTests+Constructs.swift` that name it).
///
/// The same inputs are kept for the fuzzer in `Fuzz/line/regressions/` (see its README).
extension RandomInputTests {
  struct KnownCrash: Sendable, CustomTestStringConvertible {
    var name: String
    /// Lines typed at the prompt, one after the other.
    var lines: [String]
    var isOpen: Bool
    /// Whether Ctrl-C is pressed from the start (the shell is asked every few thousand steps).
    var pressesCtrlC = false
    /// How long the child may take: a hang is a failure too.
    var seconds: UInt32 = 30
    var testDescription: String { name }
  }

  static let knownCrashes = [
    // The control: the child process, its memory limit included, runs a statement of this size.
    KnownCrash(
      name: "control", lines: ["var a = [1]", "for i in 0..<1_000 { a.append(i) }"],
      isOpen: false),
    // `upper - lower + 1` overflows in `Interpreter.chain` (Interpreter+Expressions.swift):
    // "Swift runtime failure: arithmetic overflow", SIGILL. Also `-1..<9223372036854775807`,
    // `(-9223372036854775807 - 1)..<1`, and `9223372036854775807...9223372036854775807`, where
    // the count is 1 but `lower + count` overflows; `for i in 0...9223372036854775807` and a
    // `case` with such a range are fine (they do not count the range).
    KnownCrash(
      name: "rangeWiderThanAnInt", lines: ["let r = 0...9223372036854775807"], isOpen: false),
    // The shell stops a recursion at 200 nested messages, but each block around the recursive
    // call adds frames (execute, run, forIn…) to each of the 200 levels: in a debug build three
    // nested `for` loops, five nested `if`s or `return 1 + (1 + (1 + f(n + 1)))` are enough to
    // overflow an 8 MB stack (SIGSEGV), in the release build 48 `for` loops or 64 `if`s (the
    // parser allows 128 levels). A hundred `if`s crash both.
    KnownCrash(
      name: "recursionInsideNestedBlocks",
      lines: [
        "class R: Model { func f(_ n: Int) { " + String(repeating: "if true { ", count: 100)
          + "f(n + 1)" + String(repeating: " }", count: 100) + " } }",
        "R().f(0)",
      ], isOpen: false),
    // Each `a.append(i)` on a global journals the whole old array (World.setGlobal), so n appends
    // keep n²/2 elements: 20 000 take 4.7 GB, and the 100 000 the array budget allows would take
    // about 120 GB before the budget is reached. A model's array property (`c.items.append(i)`),
    // `a[i] = 0` and `s += "x"` on a global string do the same. Here the child's 1 GB runs out.
    KnownCrash(
      name: "appendingInALoopKeepsEveryCopy",
      lines: ["var a = [1]", "for i in 0..<100_000 { a.append(i) }"], isOpen: false),
    // A loop over a range whose body runs no statement takes no steps (Interpreter.forIn counts
    // none for the range itself), and the step budget is also where Ctrl-C is noticed: neither
    // stops it. This one would run 9 × 10¹⁸ rounds; `for _ in 0..<10_000_000 { }` takes 5 s
    // in a debug build, past what the budget allows any other loop, and so would
    // `for _ in 0..<1_000_000 { for _ in 0..<1_000_000 { } }` (a day). Here Ctrl-C is pressed
    // all along and the child is given two seconds.
    KnownCrash(
      name: "emptyLoopOverARange", lines: ["for _ in 0..<9223372036854775807 { }"], isOpen: false,
      pressesCtrlC: true, seconds: 2),
    // `a = [a, a]` doubles what the array holds while its storage is shared, and
    // `Interpreter.depth(of:exceeds:)`, which checks every new array against the nesting limit
    // of 256, walks the shared parts as a tree: 2ⁿ elements after n rounds. 20 rounds take
    // 1.6 s in a debug build, 22 take 4.5 s, 40 would take days; the walk takes no steps, so
    // neither the budget nor Ctrl-C stops it. `a.append(contentsOf: [a])` does the same.
    KnownCrash(
      name: "arrayHoldingItselfTwice", lines: ["var a = [1]", "for _ in 0..<40 { a = [a, a] }"],
      isOpen: false, pressesCtrlC: true, seconds: 2),
  ]

  @Test(arguments: knownCrashes)
  func inputsTheGeneratorFoundThatStillCrash(_ crash: KnownCrash) async {
    await withKnownIssue("open: \(crash.name) still crashes the shell") {
      await #expect(processExitsWith: .success) {
        [
          lines = crash.lines as [String], ctrlC = crash.pressesCtrlC as Bool,
          seconds = crash.seconds as UInt32
        ] in
        RandomInputTests.limit(memory: 1 << 30, seconds: seconds)
        let session = Session(options: SessionOptions())
        if ctrlC { session.useInterruptCheck { true } }
        for line in lines { _ = session.execute(line) }
      }
    } when: {
      crash.isOpen
    }
  }

  /// A child process may not take all the memory there is, nor all the time: past `memory`
  /// bytes of address space an allocation fails, and after `seconds` an alarm ends the child.
  static func limit(memory: UInt, seconds: UInt32) {
    #if canImport(Glibc)
      var limit = rlimit(rlim_cur: memory, rlim_max: memory)
      _ = setrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &limit)
      alarm(seconds)
    #endif
  }
}
