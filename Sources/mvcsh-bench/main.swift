// mvcsh-bench: prints every speed and memory figure the issues ask for, each beside the
// reference it is compared against, measured in the same run. Run with `make bench`;
// `MVCSH_BENCH_ONLY=statements,controllers` runs some groups only (recording, statements
// or simple-statements, shell, recut, export, player, controllers, lessons, load,
// scaling) while working on one figure.
import Foundation

let report = BenchmarkReport()
let only = ProcessInfo.processInfo.environment["MVCSH_BENCH_ONLY"].map {
  Set($0.split(separator: ",").map(String.init))
}
func wanted(_ group: String) -> Bool { only?.contains(group) ?? true }
if wanted("recording") { RecutBenchmarks.runTraceRecording(into: report) }
if wanted("statements") {
  ShellBenchmarks.runStatements(into: report)
} else if wanted("simple-statements") {
  ShellBenchmarks.statementsPerSecond(into: report)
}
if wanted("shell") { ShellBenchmarks.run(into: report) }
if wanted("shell") || wanted("load") { ShellBenchmarks.traceLoad(into: report) }
if wanted("recut") { RecutBenchmarks.run(into: report) }
if wanted("export") { ExportBenchmarks.run(into: report) }
if wanted("player") { HTMLPlayerBenchmarks.run(into: report) }
if wanted("controllers") { ViewControllerBenchmarks.run(into: report) }
if wanted("lessons") { LessonCheckBenchmarks.run(into: report) }
if wanted("scaling") { ScalingBenchmarks.run(into: report) }
report.printSummary()
