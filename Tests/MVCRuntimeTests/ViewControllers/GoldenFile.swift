import Foundation
import Testing

/// Compares text with a golden file under Tests/MVCRuntimeTests/Golden/, or records it when
/// the environment has `RECORD_GOLDEN=1`. A golden is read against
/// shared/reference/uikit-behaviour.md before it is accepted.
enum GoldenFile {
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Golden")

  static var isRecording: Bool { ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" }

  static func check(
    _ name: String, _ text: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let url = directory.appendingPathComponent(name + ".txt")
    if isRecording {
      try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try? text.write(to: url, atomically: true, encoding: .utf8)
      return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
      Issue.record(
        "missing golden \(name).txt; run with RECORD_GOLDEN=1 and review it",
        sourceLocation: sourceLocation)
      return
    }
    if expected != text {
      let a = expected.split(separator: "\n", omittingEmptySubsequences: false)
      let b = text.split(separator: "\n", omittingEmptySubsequences: false)
      var diff: [String] = []
      for i in 0..<max(a.count, b.count) {
        let x = i < a.count ? String(a[i]) : "∅"
        let y = i < b.count ? String(b[i]) : "∅"
        if x != y { diff.append("line \(i + 1):\n  golden: \(x)\n  actual: \(y)") }
      }
      let shown = diff.prefix(8).joined(separator: "\n")
      Issue.record("golden \(name).txt differs:\n\(shown)", sourceLocation: sourceLocation)
    }
  }
}
