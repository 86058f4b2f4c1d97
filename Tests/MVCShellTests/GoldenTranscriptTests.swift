import Foundation
import MVCLocalization
import MVCShell
import MVCTestSupport
import Testing

/// Golden transcripts: each `Transcripts/NAME.mvcsh` runs as a script (echoing every line, as
/// a transcript) in each language its first line names (`// languages: en zh-Hans`), and the
/// output must equal `Transcripts/NAME.LANG.out`. Set RECORD_GOLDEN=1 to re-record (the run
/// fails), then read every changed file (git diff) before accepting it.
@Suite struct GoldenTranscriptTests {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Transcripts")
  static let golden = GoldenFile(directory: directory)

  static var cases: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".mvcsh") }.sorted().flatMap { name -> [String] in
      let base = String(name.dropLast(".mvcsh".count))
      let text =
        (try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)) ?? ""
      let first = text.split(separator: "\n").first ?? ""
      guard first.hasPrefix("// languages:") else { return [base + " en"] }
      return first.dropFirst("// languages:".count).split(separator: " ").map { base + " " + $0 }
    }
  }

  /// The cases come from the folder: one that cannot be read would give no case and no
  /// failure, and a golden file no script names would never be compared.
  @Test func everyGoldenTranscriptIsChecked() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.directory.path)
    let checked = Set(Self.cases.map { $0.replacingOccurrences(of: " ", with: ".") + ".out" })
    #expect(checked.count >= 7)
    #expect(Set(files.filter { $0.hasSuffix(".out") }) == checked)
  }

  @Test(arguments: cases)
  func transcriptMatchesGolden(_ testCase: String) throws {
    let parts = testCase.split(separator: " ")
    let base = String(parts[0])
    let language = try #require(Language(rawValue: String(parts[1])))
    let script = try String(
      contentsOf: Self.directory.appendingPathComponent(base + ".mvcsh"), encoding: .utf8)
    let session = Session(options: SessionOptions(language: language, width: 80))
    let output = session.runScript(script, bail: false, echo: true).output
    Self.golden.check(output, named: "\(base).\(language.rawValue).out")
  }
}
