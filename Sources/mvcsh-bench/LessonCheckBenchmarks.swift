import Foundation
import MVCLocalization
import MVCShell
import MVCTutor

/// The lesson checker with its mutation adversary over every built-in lesson (what
/// `mvcsh --check-lessons` and `make test` run): the issue asks for it under 5 s.
enum LessonCheckBenchmarks {
  static func run(into report: BenchmarkReport) {
    let checker = LessonChecker(
      catalog: .embedded, localizer: Localizer.embedded(language: .en))
    var summary = LessonCheckReport()
    let seconds = medianSeconds(runs: 3) { summary = checker.check() }
    let mutants = summary.mutantFigures.values.reduce(0) { $0 + $1.generated }
    report.add(
      "--check-lessons, \(summary.lessons) lessons, \(summary.wrongAttempts) wrong attempts, "
        + "\(mutants) mutants",
      measured: formatSeconds(seconds), reference: "goal < 5 s", meets: seconds < 5)
  }
}
