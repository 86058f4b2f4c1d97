import MVCExport
import MVCLocalization
import MVCTestSupport
import Testing

@testable import MVCRuntime

/// Every format's output on the acceptance scenarios, compared with files under Golden/
/// (RECORD_GOLDEN=1 re-records them and fails the run; read the diff before accepting it).
@Suite struct GoldenTests {
  static let golden = GoldenFile("Golden")

  static let header = ExportHeader(toolVersion: "0.1.0", language: .en, device: "iPhone 15")

  static func exporter(_ language: Language = .en) -> TraceExporter {
    var header = header
    header.language = language
    return TraceExporter(localizer: TestLocalizer.make(language), header: header)
  }

  @Test(arguments: ExportFormat.allCases)
  func roundTrip(format: ExportFormat) throws {
    let (world, trace) = try Scenarios.roundTrip()
    let text = Self.exporter().export(trace, as: format, world: world.reader)
    Self.golden.check(text, named: "roundtrip." + format.fileExtension)
  }

  @Test(arguments: [ExportFormat.mermaid, .svg, .html, .markdown, .dot, .perfetto])
  func roundTripSimplifiedChinese(format: ExportFormat) throws {
    let (world, trace) = try Scenarios.roundTrip()
    let text = Self.exporter(.zhHans).export(trace, as: format, world: world.reader)
    Self.golden.check(text, named: "roundtrip.zh-Hans." + format.fileExtension)
  }

  @Test(arguments: ExportFormat.allCases)
  func flaggedAndHostile(format: ExportFormat) throws {
    let (world, trace) = try Scenarios.flaggedAndHostile()
    let text = Self.exporter().export(trace, as: format, world: world.reader)
    Self.golden.check(text, named: "flagged." + format.fileExtension)
  }

  @Test func wholeSessionDOT() throws {
    let (world, trace) = try Scenarios.roundTripSession()
    Self.golden.check(
      Self.exporter().export(trace, as: .dot, world: world.reader), named: "session.dot")
    Self.golden.check(Self.exporter().export(trace, as: .dot), named: "session-messages.dot")
  }
}
