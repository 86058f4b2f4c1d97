import Foundation
import MVCTestSupport
import Testing

@testable import MVCExport
@testable import MVCRuntime

/// The canonical outputs validate against docs/trace.schema.json.
@Suite struct SchemaTests {
  private func values(_ bytes: [UInt8], lines: Bool) throws -> [JSONValue] {
    var parser = try JSONParser(bytes: bytes)
    var out: [JSONValue] = []
    while true {
      parser.skipWhitespace()
      if parser.isAtEnd { break }
      out.append(try parser.parseValue())
      if !lines { break }
    }
    return out
  }

  @Test(arguments: [ExportFormat.jsonl, .json])
  func exportsValidate(format: ExportFormat) throws {
    let validator = try SchemaValidator.load()
    for scenario in [Scenarios.roundTripSession, Scenarios.flaggedAndHostile] {
      let (_, trace) = try scenario()
      let bytes = GoldenTests.exporter().exportBytes(trace, as: format)
      let documents = try values(bytes, lines: format == .jsonl)
      #expect(documents.count == (format == .jsonl ? trace.events.count + 1 : 1))
      for document in documents {
        let problems = validator.problems(document)
        #expect(problems.isEmpty, "\(problems)")
      }
    }
  }

  @Test func schemaRejectsWhatTheFormatForbids() throws {
    let validator = try SchemaValidator.load()
    let bad = [
      ##"{"seq":0,"time":1,"statement":1,"from":"user","to":"#1","selector":"a","args":[],"kind":"call","role":"user-view"}"##,
      ##"{"seq":1,"time":1,"statement":1,"from":"me","to":"#1","selector":"a","args":[],"kind":"call","role":"user-view"}"##,
      ##"{"seq":1,"time":1,"statement":1,"from":"user","to":"#1","selector":"a","args":[{"pointer":1}],"kind":"call","role":"user-view"}"##,
      ##"{"seq":1,"time":1,"statement":1,"from":"user","to":"#1","selector":"a","args":[],"kind":"teleport","role":"user-view"}"##,
      ##"{"format":"mvcsh-trace","version":2,"tool":"mvcsh","toolVersion":"0.1.0","language":"en","device":"","eventCount":0,"participants":[]}"##,
    ]
    for line in bad {
      let value = try values(Array(line.utf8), lines: false)[0]
      #expect(!validator.problems(value).isEmpty, "accepted \(line)")
    }
  }

  /// A second, independent validator (Python's `jsonschema`) agrees.
  @Test func independentValidatorAgrees() throws {
    let consequence = "only the built-in validator checked the schema"
    let python = try ExternalTool.require("python3", from: .python, consequence)
    guard try ExternalTool.run(python, ["-c", "import jsonschema"]).status == 0 else {
      try RequiredTool.jsonschema.missing(consequence)
    }
    let (_, trace) = try Scenarios.flaggedAndHostile()
    let directory = try ExternalTool.temporaryDirectory()
    let jsonl = directory.appendingPathComponent("t.jsonl")
    let json = directory.appendingPathComponent("t.json")
    try Data(GoldenTests.exporter().exportBytes(trace, as: .jsonl)).write(to: jsonl)
    try Data(GoldenTests.exporter().exportBytes(trace, as: .json)).write(to: json)
    let schema = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("docs/trace.schema.json").path
    let script = """
      import json, sys, jsonschema
      schema = json.load(open(sys.argv[1]))
      validator = jsonschema.Draft202012Validator(schema)
      for line in open(sys.argv[2], encoding="utf-8"):
          validator.validate(json.loads(line))
      validator.validate(json.load(open(sys.argv[3], encoding="utf-8")))
      print("valid")
      """
    let result = try ExternalTool.run(python, ["-c", script, schema, jsonl.path, json.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdoutText.contains("valid"))
  }
}
