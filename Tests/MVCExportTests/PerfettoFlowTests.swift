import Foundation
import MVCExport
import Testing

@testable import MVCRuntime

/// The Perfetto export read as its two viewers read it: every message between two objects has
/// a flow arrow that both bind at both ends, to the sender's slice and the receiver's.
///
/// - The DevTools Performance panel binds a flow event to the trace event with the same `cat`,
///   `pid`, `tid` and `ts`.
/// - ui.perfetto.dev binds an `s` to the innermost slice enclosing its `ts` on its track, and
///   an `f` with `"bp":"e"` the same way (events sorted by time, a slice before the flow events
///   written after it at the same time).
@Suite struct PerfettoFlowTests {
  struct Slice {
    var ts: Int
    var end: Int
    var category: String
    var step: Int?
    var order: Int
  }

  static func check(_ trace: Trace) throws {
    let data = Data(GoldenTests.exporter().export(trace, as: .perfetto).utf8)
    let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let events = try #require(root["traceEvents"] as? [[String: Any]])
    var slices: [String: [Slice]] = [:]
    var flows: [Int: [String: (track: String, ts: Int, category: String, order: Int)]] = [:]
    var threadOrder: [String: Int] = [:]
    for (order, event) in events.enumerated() {
      let track = "\(event["pid"] as? Int ?? -1)/\(event["tid"] as? Int ?? -1)"
      switch event["ph"] as? String {
      case "X":
        let ts = try #require(event["ts"] as? Int)
        let dur = try #require(event["dur"] as? Int)
        let step = (event["args"] as? [String: Any])?["step"] as? Int
        slices[track, default: []].append(
          Slice(
            ts: ts, end: ts + dur, category: event["cat"] as? String ?? "", step: step,
            order: order))
      case "s", "f":
        let id = try #require(event["id"] as? Int)
        let phase = try #require(event["ph"] as? String)
        if phase == "f" { #expect(event["bp"] as? String == "e") }
        flows[id, default: [:]][phase] = (
          track, try #require(event["ts"] as? Int), event["cat"] as? String ?? "", order
        )
      case "M":
        if event["name"] as? String == "thread_sort_index" {
          threadOrder[track] = (event["args"] as? [String: Any])?["sort_index"] as? Int
        }
      default: break
      }
    }
    // DevTools: the slice with the same ts and category on the track.
    func devtools(_ end: (track: String, ts: Int, category: String, order: Int)) -> Slice? {
      let matches = (slices[end.track] ?? []).filter {
        $0.ts == end.ts && $0.category == end.category
      }
      return matches.count == 1 ? matches[0] : nil
    }
    // Perfetto: the innermost slice written before the flow event that encloses its ts.
    func perfetto(_ end: (track: String, ts: Int, category: String, order: Int)) -> Slice? {
      (slices[end.track] ?? []).filter {
        $0.ts <= end.ts && end.ts < $0.end && $0.order < end.order
      }
      .max { ($0.ts, -$0.end) < ($1.ts, -$1.end) }
    }
    let between = trace.events.filter { $0.sender != $0.receiver }
    var bound = 0
    for event in between {
      guard let flow = flows[event.sequence], let start = flow["s"], let finish = flow["f"] else {
        Issue.record("message \(event.sequence) has no flow arrow")
        continue
      }
      let toDevTools = (devtools(start), devtools(finish))
      let toPerfetto = (perfetto(start), perfetto(finish))
      #expect(toDevTools.1?.step == event.sequence, "DevTools: \(event.sequence)'s arrow end")
      #expect(toPerfetto.1?.step == event.sequence, "Perfetto: \(event.sequence)'s arrow end")
      #expect(toDevTools.0 != nil, "DevTools: \(event.sequence)'s arrow has no start")
      #expect(
        toDevTools.0?.order == toPerfetto.0?.order,
        "the viewers start \(event.sequence)'s arrow at different slices")
      if toDevTools.0 != nil && toDevTools.1 != nil && toPerfetto.0 != nil && toPerfetto.1 != nil {
        bound += 1
      }
    }
    #expect(bound == between.count, "arrows bound in both viewers \(bound) of \(between.count)")
    #expect(flows.count == between.count, "one arrow a message between two objects")
    // Tracks are ordered by layer: user, views, controllers, models, system, outside.
    let ranks = threadOrder.sorted { $0.value < $1.value }.map {
      Int($0.key.split(separator: "/")[0]) ?? 0
    }
    #expect(ranks == ranks.sorted(), "tracks not ordered by layer: \(ranks)")
  }

  @Test func everyMessageBetweenTwoObjectsHasAnArrowBothViewersBind() throws {
    try Self.check(try Scenarios.roundTripSession().trace)
    try Self.check(try Scenarios.flaggedAndHostile().trace)
    try Self.check(try LongTrace.make(400))
  }
}
