import MVCRuntime

/// Writes Chrome trace / Perfetto JSON (the Trace Event Format), streaming.
///
/// - One process per MVC layer (User, Views, Controllers, Models, System, Outside), sorted in
///   that order (`process_sort_index`), and one thread (track) per object inside its layer's
///   process; `thread_sort_index` orders the tracks by layer, then by first appearance. When the
///   trace keeps its statements' sources, a first process, Statements, has one slice per
///   statement spanning its messages, named by its source.
/// - Each message is a complete (`X`) slice on its receiver's track. Time is logical: a tick
///   of 10 µs at each call and each return, so nested calls nest strictly on every track.
/// - Every message between two objects has a flow arrow (`s` → `f`) from the slice its sender
///   is in to the receiver's slice. A sender that is in no slice at that moment (the user, the
///   outside, or an object sending while it handles nothing) gets a slice of its own for the
///   send, spanning the message. Each flow event sits at its slice's exact start and carries
///   the slice's category, which is how the DevTools Performance panel binds it (same `pid`,
///   `tid`, `ts` and `cat`); ui.perfetto.dev binds it to the slice enclosing it, the same one
///   (`"bp":"e"` on the `f`), since every slice is written before its flow events.
/// - The slice's `args` hold the message's number (the session's, as `:trace` shows it), its
///   statement, the call as Swift writes it, kind, role, explanation and flag, in the export's
///   language.
struct PerfettoExporter {
  let text: StepText
  var chunkSize: Int

  private static let layers: [MVCRole] = [.user, .view, .controller, .model, .system, .outside]

  private static func pid(_ role: MVCRole) -> Int {
    (layers.firstIndex(of: role) ?? 4) + 1
  }

  private static func tid(_ participant: Participant) -> Int {
    switch participant {
    case .user: return 1
    case .outside: return 2
    case .object(let id): return id.raw + 100
    }
  }

  /// The Statements process and its one track.
  private static let statementsPid = 0
  private static let statementsTid = 1

  /// A slice open on a track: where flows from it start.
  private struct OpenSlice {
    var ts: Int
    var category: String
  }

  func write(_ trace: Trace, to sink: ([UInt8]) throws -> Void) rethrows {
    let count = trace.events.count
    // Ticks: each call starts at one tick and returns at a later one.
    var start = [Int](repeating: 0, count: count)
    var end = [Int](repeating: 0, count: count)
    var tick = 1
    var stack: [Int] = []
    var time: Int?
    for (index, event) in trace.events.enumerated() {
      // A later turn of the run loop starts with nothing running.
      if event.time != time {
        while let top = stack.popLast() {
          end[top] = tick
          tick += 1
        }
        time = event.time
      }
      while let top = stack.last, trace.events[top].sequence != event.cause {
        end[top] = tick
        tick += 1
        stack.removeLast()
      }
      start[index] = tick
      tick += 1
      stack.append(index)
    }
    while let top = stack.popLast() {
      end[top] = tick
      tick += 1
    }

    var roles: [Participant: MVCRole] = [.user: .user, .outside: .outside]
    for info in trace.participants { roles[info.participant] = info.role }
    func role(_ p: Participant) -> MVCRole { roles[p] ?? .system }
    let values = ValueText(trace: trace, maximumStringLength: 200)

    var out = JSONOutput(capacity: chunkSize + 4096)
    out.raw("{\"traceEvents\":[\n")
    var first = true
    func separator() {
      if first { first = false } else { out.raw(",\n") }
    }
    // Process and thread names, and their order.
    var usedRoles = Set<MVCRole>()
    var participants: [Participant] = []
    var seen = Set<Participant>()
    for event in trace.events {
      for p in [event.sender, event.receiver] where seen.insert(p).inserted {
        participants.append(p)
        usedRoles.insert(role(p))
      }
    }
    let titles = text.statementTitles(trace)
    if !titles.isEmpty && count > 0 {
      separator()
      metadata(&out, "process_name", pid: Self.statementsPid, tid: 0) {
        $0.raw("{\"name\":")
        $0.string(text.word("perfetto.statements"))
        $0.byte(0x7D)
      }
      out.raw(",\n")
      metadata(&out, "process_sort_index", pid: Self.statementsPid, tid: 0) {
        $0.raw("{\"sort_index\":0}")
      }
      out.raw(",\n")
      metadata(&out, "thread_name", pid: Self.statementsPid, tid: Self.statementsTid) {
        $0.raw("{\"name\":")
        $0.string(text.word("perfetto.statements"))
        $0.byte(0x7D)
      }
    }
    for layer in Self.layers where usedRoles.contains(layer) {
      separator()
      metadata(&out, "process_name", pid: Self.pid(layer), tid: 0) {
        $0.raw("{\"name\":")
        $0.string(text.layer(layer))
        $0.byte(0x7D)
      }
      out.raw(",\n")
      metadata(&out, "process_sort_index", pid: Self.pid(layer), tid: 0) {
        $0.raw("{\"sort_index\":")
        $0.int(Self.pid(layer))
        $0.byte(0x7D)
      }
    }
    let ordered = participants.enumerated().sorted { a, b in
      let ra = Self.pid(role(a.element))
      let rb = Self.pid(role(b.element))
      return ra != rb ? ra < rb : a.offset < b.offset
    }
    for (rank, entry) in ordered.enumerated() {
      let p = entry.element
      separator()
      metadata(&out, "thread_name", pid: Self.pid(role(p)), tid: Self.tid(p)) {
        $0.raw("{\"name\":")
        $0.string(name(of: p, in: trace))
        $0.byte(0x7D)
      }
      out.raw(",\n")
      metadata(&out, "thread_sort_index", pid: Self.pid(role(p)), tid: Self.tid(p)) {
        $0.raw("{\"sort_index\":")
        $0.int(rank + 1)
        $0.byte(0x7D)
      }
    }

    // Statements, one slice each over its messages.
    if !titles.isEmpty {
      var index = 0
      while index < count {
        let statement = trace.events[index].statement
        var last = index
        while last + 1 < count && trace.events[last + 1].statement == statement { last += 1 }
        let from = start[index]
        var to = end[index]
        for k in index...last { to = max(to, end[k]) }
        separator()
        out.raw("{\"ph\":\"X\",\"name\":")
        out.string(titles[statement] ?? String(statement))
        out.raw(",\"cat\":\"statement\",\"pid\":")
        out.int(Self.statementsPid)
        out.raw(",\"tid\":")
        out.int(Self.statementsTid)
        out.raw(",\"ts\":")
        out.int(from * 10)
        out.raw(",\"dur\":")
        out.int((to - from) * 10)
        out.raw(",\"args\":{\"statement\":")
        out.int(statement)
        if let source = trace.source(ofStatement: statement) {
          out.raw(",\"source\":")
          out.string(source)
        }
        out.raw("}}")
        index = last + 1
      }
    }

    // Slices and flows. Each track keeps the slices open on it, innermost last.
    var open: [Participant: [OpenSlice]] = [:]
    var closing: [(index: Int, synthetic: Bool)] = []
    var closingTime: Int?
    for (index, event) in trace.events.enumerated() {
      let newTurn = event.time != closingTime
      closingTime = event.time
      while let top = closing.last, newTurn || trace.events[top.index].sequence != event.cause {
        let ended = trace.events[top.index]
        open[ended.receiver]?.removeLast()
        if top.synthetic { open[ended.sender]?.removeLast() }
        closing.removeLast()
      }
      let ts = start[index] * 10
      let dur = (end[index] - start[index]) * 10
      let between = event.sender != event.receiver
      var from = open[event.sender]?.last
      var synthetic = false
      if between && from == nil {
        // The sender handles nothing right now: a slice for the send itself.
        separator()
        out.raw("{\"ph\":\"X\",\"name\":")
        out.string(event.selector)
        out.raw(",\"cat\":")
        out.string(event.kind.rawValue)
        out.raw(",\"pid\":")
        out.int(Self.pid(role(event.sender)))
        out.raw(",\"tid\":")
        out.int(Self.tid(event.sender))
        out.raw(",\"ts\":")
        out.int(ts)
        out.raw(",\"dur\":")
        out.int(dur)
        out.raw(",\"args\":{\"sends\":")
        out.int(event.sequence)
        out.raw("}}")
        from = OpenSlice(ts: ts, category: event.kind.rawValue)
        synthetic = true
      }
      separator()
      out.raw("{\"ph\":\"X\",\"name\":")
      out.string(event.selector)
      out.raw(",\"cat\":")
      out.string(event.kind.rawValue)
      out.raw(",\"pid\":")
      out.int(Self.pid(role(event.receiver)))
      out.raw(",\"tid\":")
      out.int(Self.tid(event.receiver))
      out.raw(",\"ts\":")
      out.int(ts)
      out.raw(",\"dur\":")
      out.int(dur)
      out.raw(",\"args\":{\"step\":")
      out.int(event.sequence)
      out.raw(",\"statement\":")
      out.int(event.statement)
      out.raw(",\"call\":")
      out.string(values.label(event))
      out.raw(",\"kind\":")
      out.string(text.kind(event))
      out.raw(",\"role\":")
      out.string(text.role(event))
      if let explanation = text.explanation(event) {
        out.raw(",\"explanation\":")
        out.string(explanation)
      }
      if let flag = text.flag(event) {
        out.raw(",\"flag\":")
        out.string(flag)
      }
      out.raw("}}")
      if between, let from {
        separator()
        out.raw("{\"ph\":\"s\",\"name\":\"message\",\"cat\":")
        out.string(from.category)
        out.raw(",\"id\":")
        out.int(event.sequence)
        out.raw(",\"pid\":")
        out.int(Self.pid(role(event.sender)))
        out.raw(",\"tid\":")
        out.int(Self.tid(event.sender))
        out.raw(",\"ts\":")
        out.int(from.ts)
        out.raw("},\n{\"ph\":\"f\",\"bp\":\"e\",\"name\":\"message\",\"cat\":")
        out.string(event.kind.rawValue)
        out.raw(",\"id\":")
        out.int(event.sequence)
        out.raw(",\"pid\":")
        out.int(Self.pid(role(event.receiver)))
        out.raw(",\"tid\":")
        out.int(Self.tid(event.receiver))
        out.raw(",\"ts\":")
        out.int(ts)
        out.raw("}")
      }
      if synthetic, let from { open[event.sender, default: []].append(from) }
      open[event.receiver, default: []].append(OpenSlice(ts: ts, category: event.kind.rawValue))
      closing.append((index, synthetic))
      if out.bytes.count >= chunkSize {
        try sink(out.bytes)
        out.bytes.removeAll(keepingCapacity: true)
      }
    }
    out.raw("\n],\"otherData\":{\"tool\":\"mvcsh\",\"steps\":")
    out.int(count)
    out.raw("}}\n")
    try sink(out.bytes)
  }

  /// One metadata event (`"ph":"M"`) whose `args` the closure writes.
  private func metadata(
    _ out: inout JSONOutput, _ name: StaticString, pid: Int, tid: Int,
    args: (inout JSONOutput) -> Void
  ) {
    out.raw("{\"ph\":\"M\",\"name\":\"")
    out.raw(name)
    out.raw("\",\"pid\":")
    out.int(pid)
    out.raw(",\"tid\":")
    out.int(tid)
    out.raw(",\"args\":")
    args(&out)
    out.byte(0x7D)
  }

  private func name(of participant: Participant, in trace: Trace) -> String {
    switch participant {
    case .user: return text.localizer.string("participant.user")
    case .outside: return text.localizer.string("participant.outside")
    case .object(let id):
      guard let info = trace.info(for: participant) else { return "#" + String(id.raw) }
      return ValueText.escaped(info.name) + " (" + ValueText.escaped(info.className) + ")"
    }
  }
}
