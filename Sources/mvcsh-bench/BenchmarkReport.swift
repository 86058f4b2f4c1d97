import Foundation

/// Collects benchmark figures and prints them as a table: figure, measured, reference, verdict.
final class BenchmarkReport {
  struct Row {
    var name: String
    var measured: String
    var reference: String
    var verdict: Bool?
  }

  private(set) var rows: [Row] = []

  /// Adds a figure. `verdict` is whether it meets the goal the issue sets (nil: informational).
  func add(_ name: String, measured: String, reference: String, meets verdict: Bool?) {
    rows.append(Row(name: name, measured: measured, reference: reference, verdict: verdict))
    let mark = verdict.map { $0 ? "ok" : "MISSED" } ?? "-"
    print(
      "\(name)\n    measured:  \(measured)\n    reference: \(reference)\n    goal:      \(mark)")
    fflush(nil)
  }

  func printSummary() {
    let missed = rows.filter { $0.verdict == false }.count
    print("\n\(rows.count) figures, \(missed) goals missed")
  }
}

/// The median wall time of `runs` calls of `body`, in seconds.
func medianSeconds(runs: Int = 5, _ body: () -> Void) -> Double {
  var times: [Double] = []
  for _ in 0..<runs {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
  }
  times.sort()
  return times[times.count / 2]
}

/// Formats seconds for people: µs, ms or s.
func formatSeconds(_ s: Double) -> String {
  if s < 1e-3 { return String(format: "%.1f µs", s * 1e6) }
  if s < 1 { return String(format: "%.2f ms", s * 1e3) }
  return String(format: "%.2f s", s)
}
