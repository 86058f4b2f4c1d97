// mvcsh-bench: prints every speed and memory figure the issues ask for, each beside the
// reference it is compared against, measured in the same run. Run with `make bench`.
import Foundation

let report = BenchmarkReport()
RecutBenchmarks.runTraceRecording(into: report)
ShellBenchmarks.run(into: report)
RecutBenchmarks.run(into: report)
ExportBenchmarks.run(into: report)
HTMLPlayerBenchmarks.run(into: report)
ViewControllerBenchmarks.run(into: report)
report.printSummary()
