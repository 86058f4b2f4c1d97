import Foundation
import MVCExport
import MVCLocalization
import MVCShell
import MVCTestSupport
import Testing

/// Every export format on the acceptance scripts of the shell issue (round-trip) and of the
/// view-controller issue (seed-app), through the real catalogs, compared with files under
/// Transcripts/Exports/. RECORD_GOLDEN=1 re-records (and fails); read the diff before accepting it.
@Suite struct ExportGoldenTests {
  static let scripts = ["round-trip", "seed-app"]
  static let golden = GoldenFile(
    directory: GoldenTranscriptTests.directory.appendingPathComponent("Exports"))
  static var cases: [String] {
    scripts.flatMap { script in ExportFormat.allCases.map { "\(script) \($0.rawValue)" } }
  }

  /// Every file under Transcripts/Exports/ is one of the cases, so none goes unchecked.
  @Test func everyExportGoldenIsChecked() throws {
    let folder = GoldenTranscriptTests.directory.appendingPathComponent("Exports")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    let checked = Self.scripts.flatMap { script in
      ExportFormat.allCases.map { "\(script).\($0.fileExtension)" }
    }
    #expect(Set(files) == Set(checked))
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
    Self.golden.check(text, named: "\(parts[0]).\(format.fileExtension)")
  }
}
