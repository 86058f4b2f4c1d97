import Foundation
import MVCExport
import MVCLocalization
import MVCShell
import Testing

/// Every export format on the acceptance scripts of the shell issue (round-trip) and of the
/// view-controller issue (seed-app), through the real catalogs, compared with files under
/// Transcripts/Exports/. RECORD_GOLDEN=1 re-records; read the diff before accepting it.
@Suite struct ExportGoldenTests {
  static let scripts = ["round-trip", "seed-app"]
  static var cases: [String] {
    scripts.flatMap { script in ExportFormat.allCases.map { "\(script) \($0.rawValue)" } }
  }

  @Test(arguments: cases)
  func exportMatchesGolden(_ testCase: String) throws {
    let parts = testCase.split(separator: " ").map(String.init)
    let format = try #require(ExportFormat(rawValue: parts[1]))
    let directory = GoldenTranscriptTests.directory
    let script = try String(
      contentsOf: directory.appendingPathComponent(parts[0] + ".mvcsh"), encoding: .utf8)
    let session = Session(options: SessionOptions(language: .en, width: 80))
    let run = session.runScript(script, bail: false)
    #expect(!run.failed, "\(parts[0]) failed:\n\(run.output)")
    let text = String(decoding: session.exportTrace(format, all: true), as: UTF8.self)
    let golden = directory.appendingPathComponent("Exports/\(parts[0]).\(format.fileExtension)")
    if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" {
      try text.write(to: golden, atomically: true, encoding: .utf8)
      return
    }
    let expected = try String(contentsOf: golden, encoding: .utf8)
    #expect(text == expected, "\(golden.lastPathComponent) differs (RECORD_GOLDEN=1 re-records)")
  }
}
