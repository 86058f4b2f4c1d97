import Foundation
import MVCLocalization
import MVCRuntime
import MVCShell
import MVCTutor

/// Figures for the re-cut: recording a million messages (time and bytes per message), and
/// replaying every lesson's solutions in all three languages. Each is printed beside the
/// figure 0.1.0 had, where one was measured.
enum RecutBenchmarks {
  /// Runs first, so the memory it measures is not hidden by memory freed by earlier figures.
  static func runTraceRecording(into report: BenchmarkReport) {
    do {
      try recordMillion(into: report)
    } catch {
      report.add(
        "record 1 000 000 messages", measured: "failed: \(error)", reference: "-",
        meets: false)
    }
  }

  static func run(into report: BenchmarkReport) {
    lessonReplay(into: report)
    multiLineStatement(into: report)
  }

  /// One statement typed over many lines (an array literal, one element a line), read at the
  /// prompt line by line: the cost per line must not grow with the statement's length.
  static func multiLineStatement(into report: BenchmarkReport) {
    func perLine(_ lines: Int) -> Double {
      let text = ["let xs = ["] + (0..<lines).map { "  \($0)," } + ["  0", "]"]
      return medianSeconds(runs: 3) {
        let session = Session(options: SessionOptions())
        for line in text { _ = session.execute(line) }
      } / Double(text.count)
    }
    let short = perLine(200)
    let long = perLine(2_000)
    let ratio = long / short
    report.add(
      "a 2 000-line statement read line by line, per line vs a 200-line one",
      measured:
        "\(formatSeconds(long)) vs \(formatSeconds(short)) (×\(String(format: "%.2f", ratio)))",
      reference: "0.1.0 re-read the whole statement on every line (quadratic); goal: within 2×",
      meets: ratio <= 2)
  }

  /// One statement that sets a model's property a million times: a million messages recorded,
  /// each with its two arguments.
  static func recordMillion(into report: BenchmarkReport) throws {
    let world = World()
    world.budget = .unlimited  // one statement sends a million messages
    let ada = try world.perform { tx -> ObjectID in
      try tx.declare(
        ClassInfo(
          name: "Contact", superclass: "Model", kind: .model,
          properties: [PropertySchema(name: "age", type: .int, defaultValue: .int(0))],
          isUserDeclared: true))
      return try tx.instantiate("Contact", arguments: [])
    }
    let count = 1_000_000
    let messagesBefore = world.reader.trace.count
    let before = MemoryStatus.current().residentBytes
    let time = medianSeconds(runs: 1) {
      _ = try? world.perform { tx in
        for i in 0..<count { try tx.setProperty("age", of: ada, to: .int(i)) }
      }
    }
    let after = MemoryStatus.current().residentBytes
    let recorded = world.reader.trace.count - messagesBefore
    let perMessage = Double(after - before) / Double(max(recorded, 1))
    report.add(
      "record \(recorded) messages (one statement setting a property a million times)",
      measured: formatSeconds(time), reference: "goal < 1 s", meets: time < 1 && recorded == count)
    report.add(
      "memory per recorded message (resident growth while recording)",
      measured: String(
        format: "%.0f bytes (the trace's own buffers: %.0f bytes)", perMessage,
        world.reader.trace.bytesPerMessage),
      reference: "0.1.0: about 219 bytes; goal ≤ 100 bytes", meets: perMessage <= 100)
  }

  /// What `mvcsh --check-lessons` does: every lesson of the course replayed in en, zh-Hans and
  /// zh-Hant, each step's goals checked false at its start and true after its solution, and
  /// every wrong attempt replayed and checked to fail.
  static func lessonReplay(into report: BenchmarkReport) {
    var checked = LessonCheckReport()
    let time = medianSeconds(runs: 3) {
      checked = Session(options: SessionOptions()).checkLessons()
    }
    let problems = checked.problems.count
    report.add(
      "check every lesson in 3 languages, as --check-lessons does (\(checked.lessons) lessons, "
        + "\(checked.steps) steps, \(checked.wrongAttempts) wrong attempts"
        + "\(problems > 0 ? ", \(problems) PROBLEMS" : ""))",
      measured: formatSeconds(time), reference: "goal < 2 s",
      meets: time < 2 && problems == 0)
  }
}
