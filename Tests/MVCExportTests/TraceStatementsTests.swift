import Foundation
import MVCTestSupport
import Testing

@testable import MVCExport
@testable import MVCRuntime

/// The trace format keeps each statement's source (the header's `statements` table), files
/// written before it load as they did, and the schema and the reader agree on what the
/// compatibility policy allows (docs/trace-format.md).
@Suite struct TraceStatementsTests {
  static func withStatements() throws -> Trace {
    var trace = try Scenarios.roundTrip().trace
    trace.statements = [
      TraceStatement(number: 9, source: "type(field, \"Grace\")"),
      TraceStatement(number: 10, source: "ada.name = \"Linus\"\n// a comment, 视图"),
    ]
    return trace
  }

  @Test(arguments: [ExportFormat.jsonl, .json])
  func statementsSurviveARoundTrip(format: ExportFormat) throws {
    let trace = try Self.withStatements()
    let loaded = try TraceReader.read(GoldenTests.exporter().exportBytes(trace, as: format))
    #expect(loaded.trace == trace)
    #expect(loaded.trace.source(ofStatement: 10) == "ada.name = \"Linus\"\n// a comment, 视图")
  }

  /// A file written before the `statements` table (the golden files were) still loads.
  @Test func aFileWithoutStatementsLoads() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Golden/roundtrip.jsonl")
    let bytes = Array(try Data(contentsOf: url))
    #expect(!String(decoding: bytes, as: UTF8.self).contains("\"statements\""))
    let loaded = try TraceReader.read(bytes)
    #expect(loaded.trace.statements.isEmpty)
    #expect(loaded.trace == (try Scenarios.roundTrip().trace))
  }

  @Test func exportsGroupByStatement() throws {
    let trace = try Self.withStatements()
    let exporter = GoldenTests.exporter()
    let markdown = exporter.export(trace, as: .markdown)
    #expect(markdown.contains("## Statement 9: type(field, \"Grace\")\n"))
    #expect(markdown.contains("## Statement 10: ada.name = \"Linus\"\n"))
    let plantuml = exporter.export(trace, as: .plantuml)
    #expect(plantuml.contains("== Statement 9: type(field, \"Grace\") =="))
    let html = exporter.export(trace, as: .html)
    #expect(html.contains("<select id=\"statement\">"))
    let perfetto = exporter.export(trace, as: .perfetto)
    #expect(
      perfetto.contains("\"args\":{\"statement\":10,\"source\":\"ada.name = \\\"Linus\\\"\\n"))
  }

  // MARK: Compatibility: the reader and the schema agree

  static let header =
    ##"{"format":"mvcsh-trace","version":1,"tool":"mvcsh","toolVersion":"9.9","language":"en","device":"","eventCount":1,"participants":[{"ref":"user","name":"user","class":"User","role":"user"HERE_P},{"ref":"#1","name":"f","class":"TextField","role":"view"}]HERE_H}"##
  static let event =
    ##"{"seq":1,"time":1,"statement":1,"from":"user","to":"#1","selector":"tap()","args":[ARG],"kind":"userInput","role":"user-view"HERE_E}"##

  static func file(
    participant: String = "", header: String = "", event: String = "", argument: String = "1"
  ) -> (header: String, event: String) {
    (
      Self.header.replacingOccurrences(of: "HERE_P", with: participant)
        .replacingOccurrences(of: "HERE_H", with: header),
      Self.event.replacingOccurrences(of: "HERE_E", with: event)
        .replacingOccurrences(of: "ARG", with: argument)
    )
  }

  static func parse(_ text: String) throws -> JSONValue {
    var parser = try JSONParser(bytes: Array(text.utf8))
    return try parser.parseValue()
  }

  /// Both say yes, or both say no.
  static func agree(_ file: (header: String, event: String), accepted: Bool) throws {
    let validator = try SchemaValidator.load()
    let headerValue = try parse(file.header)
    let eventValue = try parse(file.event)
    let schemaAccepts =
      validator.problems(headerValue).isEmpty && validator.problems(eventValue).isEmpty
    let readerAccepts =
      (try? TraceReader.read(Array((file.header + "\n" + file.event + "\n").utf8))) != nil
    #expect(schemaAccepts == accepted, "schema on \(file)")
    #expect(readerAccepts == accepted, "reader on \(file)")
  }

  @Test func unknownKeysAreAllowedByBoth() throws {
    try Self.agree(Self.file(), accepted: true)
    try Self.agree(Self.file(participant: #","colour":"red""#), accepted: true)
    try Self.agree(Self.file(header: #","future":{"a":[1]}"#), accepted: true)
    try Self.agree(Self.file(event: #","weight":3"#), accepted: true)
    try Self.agree(
      Self.file(header: #","statements":[{"n":1,"source":"tap(f)","note":"x"}]"#), accepted: true)
  }

  @Test func whatThePolicyForbidsBothRefuse() throws {
    // A value object has exactly one key; a statement needs its number and source.
    try Self.agree(Self.file(argument: #"{"object":1,"extra":2}"#), accepted: false)
    try Self.agree(Self.file(header: #","statements":[{"n":1}]"#), accepted: false)
    try Self.agree(Self.file(header: #","statements":[{"n":"1","source":"x"}]"#), accepted: false)
    try Self.agree(Self.file(header: #","statements":{"n":1}"#), accepted: false)
    try Self.agree(
      Self.file(header: #","statements":[{"n":-1,"source":"x"}]"#), accepted: false)
  }

  @Test func duplicateStatementNumbersAreRefused() throws {
    let file = Self.file(header: #","statements":[{"n":1,"source":"a"},{"n":1,"source":"b"}]"#)
    #expect(throws: TraceReadError.self) {
      _ = try TraceReader.read(Array((file.header + "\n" + file.event + "\n").utf8))
    }
  }
}
