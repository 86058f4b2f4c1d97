import Foundation
import MVCExport
import MVCLocalization
import Testing

@testable import MVCRuntime

@Suite struct TraceReaderTests {
  static var exporter: TraceExporter { GoldenTests.exporter() }

  @Test(arguments: [ExportFormat.jsonl, .json])
  func roundTripGivesTheSameTrace(format: ExportFormat) throws {
    for scenario in [Scenarios.roundTrip, Scenarios.roundTripSession, Scenarios.flaggedAndHostile] {
      let (_, trace) = try scenario()
      let bytes = Self.exporter.exportBytes(trace, as: format)
      let loaded = try TraceReader.read(bytes)
      #expect(loaded.trace == trace)
      #expect(loaded.header == GoldenTests.header)
      #expect(loaded.format == format)
    }
  }

  @Test func everyKindOfValueSurvives() throws {
    let values: [Value] = [
      .string("tab\t\"q\" \u{1B}[0m 视图 🙂"), .int(Int.min), .int(Int.max), .double(0.1),
      .double(-0.0), .double(1e300), .double(.leastNonzeroMagnitude), .double(.infinity),
      .double(-.infinity),
      .bool(true), .null, .object(ObjectID(12)),
      .array([.array([.int(1)]), .enumCase("fullScreen")]),
      .enumCase("pageSheet"), .void,
    ]
    let event = TraceEvent(
      sequence: 1, time: 0, sender: .outside, receiver: .object(ObjectID(3)), selector: "f(_:)",
      arguments: values, kind: .call, cause: nil, role: HopRole(from: .outside, to: .model),
      flag: nil, statement: 1, operation: "pushViewController(_:animated:)")
    let trace = Trace(
      events: [event],
      participants: [
        ParticipantInfo(
          participant: .outside, name: "outside", className: "Outside", role: .outside),
        ParticipantInfo(participant: .object(ObjectID(3)), name: "m", className: "M", role: .model),
      ])
    for format in [ExportFormat.jsonl, .json] {
      let loaded = try TraceReader.read(Self.exporter.exportBytes(trace, as: format))
      #expect(loaded.trace == trace)
    }
    var nan = trace
    nan.events[0].arguments = [.double(.nan)]
    let loaded = try TraceReader.read(Self.exporter.exportBytes(nan, as: .jsonl))
    #expect(loaded.trace.events[0].arguments.first?.doubleValue?.isNaN == true)
  }

  @Test func emptyTraceRoundTrips() throws {
    let trace = Trace(events: [], participants: [])
    for format in [ExportFormat.jsonl, .json] {
      #expect(try TraceReader.read(Self.exporter.exportBytes(trace, as: format)).trace == trace)
    }
  }

  // MARK: Bad input

  /// A valid header line for hand-written files.
  static let headerLine =
    ##"{"format":"mvcsh-trace","version":1,"tool":"mvcsh","toolVersion":"0.1.0","language":"en","device":"","eventCount":1,"participants":[{"ref":"outside","name":"outside","class":"Outside","role":"outside"},{"ref":"#1","name":"ada","class":"Contact","role":"model"}]}"##
  static let eventLine =
    ##"{"seq":1,"time":1,"statement":1,"from":"outside","to":"#1","selector":"setValue(_:forKey:)","args":["Linus","name"],"kind":"modelMutation","role":"outside-model"}"##

  struct BadInput: CustomTestStringConvertible, Sendable {
    var name: String
    var bytes: [UInt8]
    var key: String
    var line: Int?
    var column: Int?
    var testDescription: String { name }

    init(_ name: String, _ text: String, _ key: String, _ line: Int? = nil, _ column: Int? = nil) {
      self.init(name, Array(text.utf8), key, line, column)
    }

    init(_ name: String, _ bytes: [UInt8], _ key: String, _ line: Int? = nil, _ column: Int? = nil)
    {
      self.name = name
      self.bytes = bytes
      self.key = key
      self.line = line
      self.column = column
    }
  }

  static let badInputs: [BadInput] = {
    let header = headerLine
    let event = eventLine
    let valid = header + "\n" + event + "\n"
    var cases: [BadInput] = [
      BadInput("empty file", "", "export.error.empty", 1, 1),
      BadInput("only whitespace", " \n \n", "export.error.empty", 3, 1),
      BadInput(
        "truncated inside the header", String(header.prefix(60)), "export.error.unexpectedEnd", 1,
        61),
      BadInput(
        "truncated inside an event", header + "\n" + String(event.prefix(40)),
        "export.error.unexpectedEnd", 2, 41),
      BadInput("truncated between lines", header + "\n", "export.error.countMismatch", 2, 1),
      BadInput(
        "cut inside an escape", header + "\n" + #"{"seq":1,"selector":"a\u00"#,
        "export.error.unexpectedEnd"),
      BadInput("not JSON", "hello\n", "export.error.unexpectedCharacter", 1, 1),
      BadInput("JSON but not a trace", #"{"a":1}"#, "export.error.notATrace", 1, 1),
      BadInput("an array", "[1,2]", "export.error.notATrace", 1, 1),
      BadInput(
        "wrong version", header.replacingVersion(99) + "\n" + event, "export.error.version", 1, 25),
      BadInput(
        "two values on a line", header + " {}\n" + event, "export.error.unexpectedCharacter", 1,
        header.count + 2),
      BadInput(
        "missing comma", header + "\n" + event.replacingFirst(",\"time\"", with: " \"time\""),
        "export.error.unexpectedCharacter", 2, 10),
      BadInput(
        "trailing comma", header + "\n" + event.replacingFirst("}", with: ",}"),
        "export.error.unexpectedCharacter"),
      BadInput("single quotes", header + "\n{'seq':1}", "export.error.unexpectedCharacter", 2, 2),
      BadInput(
        "huge integer",
        header + "\n"
          + event.replacingFirst("\"seq\":1", with: "\"seq\":123456789012345678901234567890"),
        "export.error.numberTooLarge", 2, 8),
      BadInput(
        "huge double", header + "\n" + event.replacingFirst("\"Linus\"", with: "1e999999"),
        "export.error.numberTooLarge"),
      BadInput(
        "endless number",
        header + "\n"
          + event.replacingFirst("\"Linus\"", with: String(repeating: "9", count: 5000)),
        "export.error.numberTooLong"),
      BadInput(
        "deep nesting",
        header + "\n"
          + event.replacingFirst("\"Linus\"", with: String(repeating: "[", count: 100_000)),
        "export.error.tooDeep"),
      BadInput(
        "deep objects", String(repeating: "{\"a\":", count: 5000), "export.error.tooDeep", 1,
        2561),
      BadInput(
        "raw newline in a string", header + "\n" + event.replacingFirst("Linus", with: "Li\tnus"),
        "export.error.controlInString", 2, 104),
      BadInput(
        "bad escape", header + "\n" + event.replacingFirst("Linus", with: "Li\\xnus"),
        "export.error.badEscape"),
      BadInput(
        "lone high surrogate", header + "\n" + event.replacingFirst("Linus", with: "\\ud83d"),
        "export.error.loneSurrogate"),
      BadInput(
        "lone low surrogate", header + "\n" + event.replacingFirst("Linus", with: "\\ude00x"),
        "export.error.loneSurrogate"),
      BadInput(
        "reversed surrogates",
        header + "\n" + event.replacingFirst("Linus", with: "\\ude00\\ud83d"),
        "export.error.loneSurrogate"),
      BadInput(
        "escape sequence in a name",
        header.replacingFirst("\"ada\"", with: "\"\\u001b[2J\\u001b[31mada\""),
        "export.error.controlInName", 1),
      BadInput(
        "bidi override in a selector",
        header + "\n" + event.replacingFirst("setValue", with: "set\\u202eValue"),
        "export.error.controlInName", 2),
      BadInput(
        "duplicate key",
        header + "\n" + event.replacingFirst("\"time\":1", with: "\"time\":1,\"time\":2"),
        "export.error.duplicateKey"),
      BadInput(
        "unknown kind", header + "\n" + event.replacingFirst("modelMutation", with: "teleport"),
        "export.error.unknownValue"),
      BadInput(
        "unknown role",
        header + "\n" + event.replacingFirst("outside-model", with: "model-anything"),
        "export.error.unknownValue"),
      BadInput(
        "unknown participant", header + "\n" + event.replacingFirst("\"#1\"", with: "\"#7\""),
        "export.error.unknownParticipant"),
      BadInput(
        "missing field",
        header + "\n" + event.replacingFirst("\"selector\":\"setValue(_:forKey:)\",", with: ""),
        "export.error.missingField", 2, 1),
      BadInput(
        "wrong type", header + "\n" + event.replacingFirst("\"seq\":1", with: "\"seq\":\"1\""),
        "export.error.wrongType", 2, 2),
      BadInput(
        "fraction where an integer belongs",
        header + "\n" + event.replacingFirst("\"seq\":1", with: "\"seq\":1.5"),
        "export.error.wrongType"),
      BadInput(
        "unknown value object",
        header + "\n" + event.replacingFirst("\"Linus\"", with: "{\"pointer\":1}"),
        "export.error.badValue"),
      BadInput("more events than promised", valid + event + "\n", "export.error.countMismatch"),
      BadInput(
        "document with trailing text",
        #"{"format":"mvcsh-trace","version":1,"tool":"mvcsh","toolVersion":"0.1.0","language":"en","device":"","eventCount":0,"participants":[],"events":[]} x"#,
        "export.error.trailing"),
      BadInput(
        "not UTF-8 (Latin-1)", Array(valid.utf8).replacingByte(at: 150, with: 0xE9),
        "export.error.invalidUTF8", 1, 151),
      BadInput(
        "overlong UTF-8", Array(header.utf8) + [0x0A, 0xC0, 0xAF], "export.error.invalidUTF8", 2, 1),
      BadInput(
        "UTF-8 surrogate", Array(header.utf8) + [0x0A, 0x22, 0xED, 0xA0, 0x80, 0x22],
        "export.error.invalidUTF8", 2, 2),
      BadInput(
        "cut UTF-8 sequence", Array(header.utf8) + [0x0A, 0x22, 0xE8, 0xA7],
        "export.error.invalidUTF8", 2, 2),
      BadInput("UTF-16 file", [0xFF, 0xFE, 0x7B, 0x00], "export.error.invalidUTF8", 1, 1),
      BadInput("binary garbage", [0x00, 0x01, 0x02, 0xFF], "export.error.invalidUTF8", 1, 4),
    ]
    cases.append(
      BadInput("NUL byte", [0x7B, 0x00, 0x7D], "export.error.unexpectedCharacter", 1, 2))
    return cases
  }()

  @Test(arguments: badInputs)
  func badInputSaysWhatAndWhere(input: BadInput) {
    do {
      let loaded = try TraceReader.read(input.bytes)
      Issue.record("read without error: \(loaded.trace.events.count) events")
    } catch {
      #expect(error.key == input.key, "\(error)")
      if let line = input.line { #expect(error.position?.line == line, "\(error)") }
      if let column = input.column { #expect(error.position?.column == column, "\(error)") }
      for language in Language.allCases {
        let message = error.message(TestLocalizer.make(language))
        #expect(!message.contains("‹"), "untranslated: \(message)")
        #expect(!message.contains("%"), "unfilled placeholder: \(message)")
      }
    }
  }

  @Test func validInputReads() throws {
    let text = Self.headerLine + "\r\n" + Self.eventLine + "\r\n\n"
    let loaded = try TraceReader.read(Array(text.utf8))
    #expect(loaded.trace.events.count == 1)
    #expect(loaded.trace.events[0].arguments == [.string("Linus"), .string("name")])
    let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
    #expect(try TraceReader.read(bom + Array(text.utf8)).trace == loaded.trace)
  }

  @Test func errorMessagesAreLocalized() {
    let error = TraceReadError(
      "export.error.wrongType", [.text("seq"), .key("export.type.integer")],
      at: SourcePosition(line: 3, column: 17))
    #expect(
      error.message(TestLocalizer.make(.en))
        == "line 3, column 17: the field “seq” should be an integer")
    #expect(error.message(TestLocalizer.make(.zhHans)) == "第 3 行第 17 列：字段“seq”应为整数")
    #expect(error.message(TestLocalizer.make(.zhHant)) == "第 3 行第 17 欄：欄位「seq」應為整數")
  }

  @Test func randomlyDamagedFilesNeverCrash() throws {
    let (_, trace) = try Scenarios.flaggedAndHostile()
    let bytes = Self.exporter.exportBytes(trace, as: .jsonl)
    var generator = SeededGenerator(seed: 42)
    for _ in 0..<400 {
      var damaged = bytes
      for _ in 0..<Int.random(in: 1...4, using: &generator) {
        let index = Int.random(in: 0..<damaged.count, using: &generator)
        switch Int.random(in: 0..<3, using: &generator) {
        case 0: damaged[index] = UInt8.random(in: 0...255, using: &generator)
        case 1: damaged.removeSubrange(index...)
        default: damaged.insert(UInt8.random(in: 0...255, using: &generator), at: index)
        }
        if damaged.isEmpty { break }
      }
      do {
        _ = try TraceReader.read(damaged)
      } catch {
        #expect(error.key.hasPrefix("export.error."))
      }
    }
  }
}

/// A small deterministic random number generator (SplitMix64).
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

extension String {
  func replacingFirst(_ target: String, with replacement: String) -> String {
    guard let range = range(of: target) else { return self }
    return replacingCharacters(in: range, with: replacement)
  }

  func replacingVersion(_ version: Int) -> String {
    replacingFirst("\"version\":1", with: "\"version\":\(version)")
  }
}

extension Array where Element == UInt8 {
  func replacingByte(at index: Int, with byte: UInt8) -> [UInt8] {
    var copy = self
    copy[index] = byte
    return copy
  }
}

/// Positions are worked out incrementally: an error far along a long single line still names
/// the right column.
@Suite struct LongLinePositionTests {
  @Test func anErrorAtTheEndOfALongLineHasItsColumn() {
    let padding = String(repeating: " ", count: 200_000)
    let text = "{\"format\":" + padding + "nope}"
    do {
      _ = try TraceReader.read(Array(text.utf8))
      Issue.record("a bad value was accepted")
    } catch {
      // `n` starts a `null`; the `o` after it is where the value goes wrong.
      #expect(error.position == SourcePosition(line: 1, column: 12 + 200_000))
    }
  }
}
