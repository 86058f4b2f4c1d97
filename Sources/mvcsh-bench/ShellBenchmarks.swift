import Foundation
import MVCLocalization
import MVCShell

/// Figures for the shell issue: start-up against sqlite3, statements per second, cost on a big
/// world, and rendering `:trace` / `:trace diagram` of 10 000 messages.
enum ShellBenchmarks {
  static func run(into report: BenchmarkReport) {
    startUp(into: report)
    statementsPerSecond(into: report)
    bigWorld(into: report)
    traceRendering(into: report)
  }

  /// Starts a program on a pseudo-terminal, types `input` at once, and waits for it to exit.
  static func runOnTerminal(_ path: String, _ arguments: [String], input: String) -> Bool {
    var master: Int32 = 0
    var slave: Int32 = 0
    guard openpty(&master, &slave, nil, nil, nil) == 0 else { return false }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    let handle = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
    process.standardInput = handle
    process.standardOutput = handle
    process.standardError = handle
    var environment = ProcessInfo.processInfo.environment
    environment["TERM"] = "xterm"
    environment["MVCSH_HISTORY"] = "/tmp/mvcsh-bench-history"
    process.environment = environment
    do { try process.run() } catch { return false }
    _ = input.withCString { write(master, $0, strlen($0)) }
    // Drain the terminal so the program never blocks on output.
    let fd = master
    let drain = Thread {
      var buffer = [UInt8](repeating: 0, count: 4096)
      while read(fd, &buffer, buffer.count) > 0 {}
    }
    drain.start()
    process.waitUntilExit()
    close(slave)
    close(master)
    return process.terminationStatus == 0
  }

  static func startUp(into report: BenchmarkReport) {
    let mvcsh = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
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
      "start-up to the first prompt and out again (pseudo-terminal, median of 25)",
      measured: "mvcsh \(formatSeconds(a)) (\(String(format: "%.2f", a / b))× sqlite3)",
      reference: "sqlite3 :memory: .quit \(formatSeconds(b)); goal ≤ 1.5×", meets: a <= 1.5 * b)
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
    let count = 200_000
    let text = script(statements: count)
    let seconds = medianSeconds(runs: 3) {
      let session = Session(options: SessionOptions())
      _ = session.runScript(text, bail: false)
    }
    let rate = Double(count) / seconds
    report.add(
      "simple statements per second from a script (\(count) property sets)",
      measured: String(format: "%.0f statements/s", rate), reference: "goal ≥ 50 000 statements/s",
      meets: rate >= 50_000)
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
    let big = perStatement(objects: 10_000)
    report.add(
      "one statement on a world of 10 000 objects",
      measured: "\(formatSeconds(big)) per statement (\(String(format: "%.2f", big / empty))×)",
      reference: "empty world \(formatSeconds(empty)) per statement; goal ≤ 2×",
      meets: big <= 2 * empty)
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
}
