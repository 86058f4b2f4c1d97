import Foundation
import MVCLocalization
import MVCShell

/// Figures for the shell issue: start-up against sqlite3, statements per second, cost on a big
/// world, and rendering `:trace` / `:trace diagram` of 10 000 messages.
enum ShellBenchmarks {
  /// Statements per second from a script: simple property sets, then loop-heavy ones.
  static func runStatements(into report: BenchmarkReport) {
    statementsPerSecond(into: report)
    loopStatementsPerSecond(into: report)
  }

  static func run(into report: BenchmarkReport) {
    startUp(into: report)
    bigWorld(into: report)
    traceRendering(into: report)
  }

  /// Starts a program on a pseudo-terminal (posix_spawn, no Foundation run loop in the way),
  /// types `input` at once, drains what it prints, and waits for it to exit.
  static func runOnTerminal(_ path: String, _ arguments: [String], input: String) -> Bool {
    var master: Int32 = 0
    var slave: Int32 = 0
    guard openpty(&master, &slave, nil, nil, nil) == 0 else { return false }
    defer { close(master) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for fd in [Int32(0), 1, 2] { posix_spawn_file_actions_adddup2(&actions, slave, fd) }
    posix_spawn_file_actions_addclose(&actions, master)
    let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
    defer { for p in argv { free(p) } }
    let variables: [String] = [
      "TERM=xterm", "LANG=C.UTF-8", "MVCSH_HISTORY=/tmp/mvcsh-bench-history", "HOME=/tmp",
    ]
    let environment: [UnsafeMutablePointer<CChar>?] = variables.map { strdup($0) } + [nil]
    defer { for p in environment { free(p) } }
    var pid: pid_t = 0
    guard posix_spawn(&pid, path, &actions, nil, argv, environment) == 0 else {
      close(slave)
      return false
    }
    close(slave)
    _ = input.withCString { write(master, $0, strlen($0)) }
    var buffer = [UInt8](repeating: 0, count: 4096)
    while read(master, &buffer, buffer.count) > 0 {}
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    return status == 0
  }

  static func startUp(into report: BenchmarkReport) {
    // The binary `make run` builds (fully static), unless MVCSH_BINARY names another.
    let mvcsh =
      ProcessInfo.processInfo.environment["MVCSH_BINARY"]
      ?? URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("mvcsh").path
    let sqlite = "/usr/bin/sqlite3"
    guard FileManager.default.isExecutableFile(atPath: mvcsh) else {
      report.add(
        "start-up to the first prompt and out", measured: "mvcsh binary not built", reference: "-",
        meets: nil)
      return
    }
    guard FileManager.default.isExecutableFile(atPath: sqlite) else {
      report.add(
        "start-up to the first prompt and out", measured: "sqlite3 not installed", reference: "-",
        meets: nil)
      return
    }
    // Warm both up, then interleave runs so that both see the same machine state.
    _ = runOnTerminal(mvcsh, [], input: ":quit\n")
    _ = runOnTerminal(sqlite, [":memory:"], input: ".quit\n")
    var ours: [Double] = []
    var theirs: [Double] = []
    for _ in 0..<25 {
      ours.append(medianSeconds(runs: 1) { _ = runOnTerminal(mvcsh, [], input: ":quit\n") })
      theirs.append(
        medianSeconds(runs: 1) { _ = runOnTerminal(sqlite, [":memory:"], input: ".quit\n") })
    }
    ours.sort()
    theirs.sort()
    let a = ours[ours.count / 2]
    let b = theirs[theirs.count / 2]
    report.add(
      "start-up to the first prompt and out again (pseudo-terminal, median of 25; \(mvcsh))",
      measured: "mvcsh \(formatSeconds(a)) (\(String(format: "%.2f", a / b))× sqlite3)",
      reference: "sqlite3 :memory: .quit \(formatSeconds(b)); 0.1.0: 1.10–1.21×; goal ≤ 1.0×",
      meets: a <= b)
  }

  /// A statement count, divided by `MVCSH_BENCH_DIVIDE` when set (to count instructions under
  /// valgrind, where the full figure would take half an hour).
  static func scaled(_ count: Int) -> Int {
    let divisor = ProcessInfo.processInfo.environment["MVCSH_BENCH_DIVIDE"].flatMap { Int($0) }
    return max(1, count / max(1, divisor ?? 1))
  }

  static func script(statements: Int) -> String {
    var lines = ["class Contact: Model { var name = \"Ada\"; var age = 1 }", "let ada = Contact()"]
    lines.reserveCapacity(statements + 2)
    for i in 0..<statements {
      lines.append(i % 2 == 0 ? "ada.name = \"Grace\"" : "ada.age = \(i)")
    }
    return lines.joined(separator: "\n")
  }

  static func statementsPerSecond(into report: BenchmarkReport) {
    let count = scaled(200_000)
    let text = script(statements: count)
    let seconds = medianSeconds(runs: 3) {
      let session = Session(options: SessionOptions())
      _ = session.runScript(text, bail: false)
    }
    let rate = Double(count) / seconds
    report.add(
      "simple statements per second from a script (\(count) property sets)",
      measured: String(format: "%.0f statements/s", rate),
      reference: "0.1.0: 85 000–100 000 statements/s; goal ≥ 200 000 statements/s",
      meets: rate >= 200_000)
  }

  /// A script whose statements loop and call closures: each runs a ten-turn loop adding to a
  /// name at the prompt, or maps and filters an array with closures.
  static func loopScript(statements: Int) -> String {
    var lines = [
      "class Contact: Model { var name = \"Ada\"; var age = 1 }", "let ada = Contact()",
      "var total = 0", "let ages = [3, 1, 4, 1, 5, 9, 2, 6]",
    ]
    lines.reserveCapacity(statements + 4)
    for i in 0..<statements {
      switch i % 3 {
      case 0: lines.append("for i in 0..<10 { total += i }")
      case 1: lines.append("let big = ages.map { $0 * 2 }.filter { $0 > 4 }")
      default: lines.append("if total > 0 && ages.count == 8 { ada.age = total % 100 }")
      }
    }
    return lines.joined(separator: "\n")
  }

  static func loopStatementsPerSecond(into report: BenchmarkReport) {
    let count = scaled(30_000)
    let simple = script(statements: count)
    let loops = loopScript(statements: count)
    let simpleSeconds = medianSeconds(runs: 3) {
      _ = Session(options: SessionOptions()).runScript(simple, bail: false)
    }
    let loopSeconds = medianSeconds(runs: 3) {
      _ = Session(options: SessionOptions()).runScript(loops, bail: false)
    }
    let simpleRate = Double(count) / simpleSeconds
    let loopRate = Double(count) / loopSeconds
    report.add(
      "loop- and closure-heavy statements per second from a script (\(count): ten-turn loops, map/filter with closures, && conditions)",
      measured: String(format: "%.0f statements/s", loopRate),
      reference: String(
        format:
          "simple property sets in the same run: %.0f statements/s; a loop-heavy statement does about 10× the work",
        simpleRate),
      meets: nil)
  }

  static func bigWorld(into report: BenchmarkReport) {
    func perStatement(objects: Int) -> Double {
      let session = Session(options: SessionOptions())
      _ = session.runScript(script(statements: 0), bail: false)
      if objects > 0 {
        var setup = ""
        for i in 0..<objects { setup += "let c\(i) = Contact()\n" }
        _ = session.runScript(setup, bail: false)
      }
      let statements = 20_000
      let body = (0..<statements).map { "ada.age = \($0)" }.joined(separator: "\n")
      return medianSeconds(runs: 3) { _ = session.runScript(body, bail: false) }
        / Double(statements)
    }
    let empty = perStatement(objects: 0)
    let big = perStatement(objects: 100_000)
    report.add(
      "one statement on a world of 100 000 objects",
      measured: "\(formatSeconds(big)) per statement (\(String(format: "%.2f", big / empty))×)",
      reference: "empty world \(formatSeconds(empty)) per statement; goal ≤ 1.5×",
      meets: big <= 1.5 * empty)
  }

  static func traceRendering(into report: BenchmarkReport) {
    let session = Session(options: SessionOptions(width: 80))
    _ = session.runScript(script(statements: 10_000), bail: false)
    let messages = session.world.trace.count
    let list = medianSeconds(runs: 5) { _ = session.execute(":trace all") }
    let diagram = medianSeconds(runs: 5) { _ = session.execute(":trace diagram all") }
    report.add(
      ":trace all of \(messages) messages", measured: formatSeconds(list),
      reference: "goal < 100 ms",
      meets: list < 0.1)
    report.add(
      ":trace diagram all of \(messages) messages", measured: formatSeconds(diagram),
      reference: "goal < 100 ms", meets: diagram < 0.1)
  }

  /// `:trace load` of a trace with many objects (a label each, three messages a label) at the
  /// prompt, where the step player then shows it: reading it must be linear in the objects as
  /// well as the messages.
  static func traceLoad(into report: BenchmarkReport) {
    for labels in [3_000, 30_000] {
      let maker = Session(options: SessionOptions(width: 80))
      _ = maker.runScript(
        "for i in 0..<\(labels) { let l = Label(); l.text = \"x\\(i)\" }\n", bail: false)
      // The trace file in a file system in memory: only reading and showing it is measured.
      let path = "big.jsonl"
      let files = MemoryFileSystem(files: [path: maker.exportTrace(.jsonl, all: true)])
      let objects = maker.world.standaloneTrace(maker.world.trace[...]).participants.count
      let seconds = medianSeconds(runs: 3) {
        let session = Session(
          options: SessionOptions(interactive: true, width: 80), fileSystem: files)
        let loaded = session.execute(":trace load " + path)
        precondition(!loaded.failed, "the benchmark's trace did not load")
      }
      let goal = labels == 3_000 ? 0.2 : 2.0
      report.add(
        ":trace load of \(maker.world.trace.count) messages, \(objects) objects",
        measured: formatSeconds(seconds), reference: "goal < \(formatSeconds(goal))",
        meets: seconds < goal)
    }
  }
}
