import Foundation
import Testing

/// Compares text with a golden file under Tests/MVCExportTests/Golden/. With `RECORD_GOLDEN=1`
/// in the environment, or when the file is missing, it writes the file and records an issue, so
/// a re-recorded golden is always looked at before it is accepted.
enum GoldenFile {
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Golden")

  static func check(
    _ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let url = directory.appendingPathComponent(name)
    let record = ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1"
    guard !record, let expected = try? String(contentsOf: url, encoding: .utf8) else {
      try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try? actual.write(to: url, atomically: true, encoding: .utf8)
      Issue.record(
        "Recorded golden file \(name); read it, then run again.", sourceLocation: sourceLocation)
      return
    }
    if expected != actual {
      let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
      let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
      var line = 0
      while line < min(expectedLines.count, actualLines.count),
        expectedLines[line] == actualLines[line]
      {
        line += 1
      }
      let want = line < expectedLines.count ? String(expectedLines[line]) : "<end>"
      let got = line < actualLines.count ? String(actualLines[line]) : "<end>"
      Issue.record(
        "\(name) differs from its golden file at line \(line + 1):\n  golden: \(want)\n  actual: \(got)\n(RECORD_GOLDEN=1 re-records)",
        sourceLocation: sourceLocation)
    }
  }
}
