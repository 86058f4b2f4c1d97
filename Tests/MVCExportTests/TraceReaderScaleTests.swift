import MVCExport
import Testing

@testable import MVCRuntime

/// What `:export jsonl` and `:export json` write is always read back by `:trace load`, however
/// deep its values or long its lines, and reading takes time in proportion to the file.
@Suite struct TraceReaderScaleTests {
  static var exporter: TraceExporter { GoldenTests.exporter() }

  static let participants = [
    ParticipantInfo(participant: .outside, name: "outside", className: "Outside", role: .outside),
    ParticipantInfo(participant: .object(ObjectID(3)), name: "m", className: "M", role: .model),
  ]

  static func event(_ sequence: Int, arguments: [Value]) -> TraceEvent {
    TraceEvent(
      sequence: sequence, time: sequence, sender: .outside, receiver: .object(ObjectID(3)),
      selector: "take(_:)", arguments: arguments, kind: .call, cause: nil,
      role: HopRole(from: .outside, to: .model), flag: nil, statement: sequence, operation: nil)
  }

  /// `[[[…[1]…]]]`, `depth` arrays deep, built without recursion.
  static func nested(_ depth: Int) -> Value {
    var value = Value.int(1)
    for _ in 0..<depth { value = .array([value]) }
    return value
  }

  @Test(arguments: [ExportFormat.jsonl, .json])
  func anArgumentAsDeepAsTheInterpreterMakesReadsBack(format: ExportFormat) throws {
    // The interpreter makes arrays up to 256 deep; the reader takes at least that inside the
    // levels a trace wraps an argument in.
    let trace = Trace(
      events: [Self.event(1, arguments: [Self.nested(256), .string("after")])],
      participants: Self.participants)
    let loaded = try TraceReader.read(Self.exporter.exportBytes(trace, as: format))
    #expect(loaded.trace == trace)
  }

  @Test func aOneMegabyteDocumentOnOneLineReadsInAMomentNotMinutes() throws {
    let events = (1...7000).map {
      Self.event($0, arguments: [.string("a \"quoted\" 视图"), .int($0)])
    }
    let trace = Trace(events: events, participants: Self.participants)
    let oneLine = Self.exporter.exportBytes(trace, as: .json).filter { $0 != 0x0A }
    #expect(oneLine.count > 1 << 20)
    let clock = ContinuousClock()
    var loaded: LoadedTrace?
    let elapsed = try clock.measure { loaded = try TraceReader.read(oneLine) }
    #expect(loaded?.trace == trace)
    // Linear: a fraction of a second even in a debug build (it took minutes when each key's
    // column was counted from the start of the line).
    #expect(elapsed < .seconds(5), "reading took \(elapsed)")
  }

  @Test func aOneMegabyteEventOnOneLineReadsInAMomentNotMinutes() throws {
    let numbers = (0..<180_000).map { Value.int($0) }
    let trace = Trace(
      events: [Self.event(1, arguments: [.array(numbers)])], participants: Self.participants)
    let bytes = Self.exporter.exportBytes(trace, as: .jsonl)
    #expect(bytes.count > 1 << 20)
    let clock = ContinuousClock()
    var loaded: LoadedTrace?
    let elapsed = try clock.measure { loaded = try TraceReader.read(bytes) }
    #expect(loaded?.trace == trace)
    #expect(elapsed < .seconds(5), "reading took \(elapsed)")
  }
}
