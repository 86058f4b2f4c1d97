import Foundation
import MVCTestSupport
import Testing

/// The golden-file helper: a match passes; a mismatch and a missing file fail, the mismatch
/// with a numbered line diff.
@Suite struct GoldenFileTests {
  static let golden = (1...12).map { "line \($0)\n" }.joined()

  /// A golden file in a fresh folder.
  func folder(with text: String?) throws -> GoldenFile {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("mvcsh-golden-tests-" + UUID().uuidString)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    if let text {
      try text.write(
        to: directory.appendingPathComponent("g.txt"), atomically: true, encoding: .utf8)
    }
    return GoldenFile(directory: directory)
  }

  @Test(.disabled(if: GoldenFile.isRecording, "RECORD_GOLDEN=1 records instead of checking"))
  func aMatchPasses() throws {
    try folder(with: Self.golden).check(Self.golden, named: "g.txt")
  }

  @Test(.disabled(if: GoldenFile.isRecording, "RECORD_GOLDEN=1 records instead of checking"))
  func aMismatchShowsTheLinesThatDiffer() throws {
    let files = try folder(with: Self.golden)
    let actual = Self.golden.replacingOccurrences(of: "line 8\n", with: "LINE 8\n") + "line 13\n"
    withKnownIssue {
      files.check(actual, named: "g.txt")
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.contains("g.txt differs from the actual text")
        && text.contains("   7  7 │ line 7\n-  8    │ line 8\n+     8 │ LINE 8\n   9  9 │ line 9")
        && text.contains("+    13 │ line 13") && !text.contains("│ line 5")
    }
  }

  @Test(.disabled(if: GoldenFile.isRecording, "RECORD_GOLDEN=1 records instead of checking"))
  func aMissingFileSaysHowToRecordIt() throws {
    let files = try folder(with: nil)
    withKnownIssue {
      files.check("text", named: "g.txt")
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.contains("missing golden file") && text.contains("RECORD_GOLDEN=1 swift test")
        && text.contains("GoldenFileTests/aMissingFileSaysHowToRecordIt")
    }
  }
}
