import MVCRuntime

/// Writes Chrome trace / Perfetto JSON (the Trace Event Format), streaming.
///
/// - One process per MVC layer (User, Views, Controllers, Models, System, Outside), sorted in
///   that order, and one thread (track) per object inside its layer's process.
/// - Each message is a complete (`X`) slice on its receiver's track. Time is logical: a tick
///   of 10 µs at each call and each return, so nested calls nest strictly on every track.
/// - A flow arrow (`s` → `f`, bound to the enclosing slices) goes from the sender's slice to
///   the receiver's. Messages from the user or the outside get a slice on their sender's track
///   so that their arrow has somewhere to start.
/// - The slice's `args` hold the step, the call as Swift writes it, kind, role, explanation
///   and flag, in the export's language.
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

  func write(_ trace: Trace, to sink: ([UInt8]) throws -> Void) rethrows {
    let count = trace.events.count
    // Ticks: each call starts at one tick and returns at a later one.
    var start = [Int](repeating: 0, count: count)
    var end = [Int](repeating: 0, count: count)
    var tick = 1
    var stack: [Int] = []
    for (index, event) in trace.events.enumerated() {
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
    // Process and thread names.
    var usedRoles = Set<MVCRole>()
    var participants: [Participant] = []
    var seen = Set<Participant>()
    for event in trace.events {
      for p in [event.sender, event.receiver] where seen.insert(p).inserted {
        participants.append(p)
        usedRoles.insert(role(p))
      }
    }
    for layer in Self.layers where usedRoles.contains(layer) {
      separator()
      out.raw("{\"ph\":\"M\",\"name\":\"process_name\",\"pid\":")
      out.int(Self.pid(layer))
      out.raw(",\"tid\":0,\"args\":{\"name\":")
      out.string(text.layer(layer))
      out.raw("}},\n{\"ph\":\"M\",\"name\":\"process_sort_index\",\"pid\":")
      out.int(Self.pid(layer))
      out.raw(",\"tid\":0,\"args\":{\"sort_index\":")
      out.int(Self.pid(layer))
      out.raw("}}")
    }
    for p in participants {
      separator()
      out.raw("{\"ph\":\"M\",\"name\":\"thread_name\",\"pid\":")
      out.int(Self.pid(role(p)))
      out.raw(",\"tid\":")
      out.int(Self.tid(p))
      out.raw(",\"args\":{\"name\":")
      out.string(name(of: p, in: trace))
      out.raw("}}")
    }

    // Slices and flows.
    var open: [Participant: Int] = [:]
    var openStack: [Int] = []
    for (index, event) in trace.events.enumerated() {
      while let top = openStack.last, trace.events[top].sequence != event.cause {
        open[trace.events[top].receiver, default: 1] -= 1
        openStack.removeLast()
      }
      let ts = start[index] * 10
      let dur = (end[index] - start[index]) * 10
      let senderPid = Self.pid(role(event.sender))
      let senderTid = Self.tid(event.sender)
      var senderHasSlice = (open[event.sender] ?? 0) > 0
      if !senderHasSlice && (event.sender == .user || event.sender == .outside) {
        separator()
        out.raw("{\"ph\":\"X\",\"name\":")
        out.string(event.selector)
        out.raw(",\"cat\":")
        out.string(event.kind.rawValue)
        out.raw(",\"pid\":")
        out.int(senderPid)
        out.raw(",\"tid\":")
        out.int(senderTid)
        out.raw(",\"ts\":")
        out.int(ts - 2)
        out.raw(",\"dur\":")
        out.int(dur + 4)
        out.raw("}")
        senderHasSlice = true
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
      out.int(index + 1)
      out.raw(",\"sequence\":")
      out.int(event.sequence)
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
      if senderHasSlice {
        separator()
        out.raw("{\"ph\":\"s\",\"name\":\"message\",\"cat\":\"message\",\"id\":")
        out.int(event.sequence)
        out.raw(",\"pid\":")
        out.int(senderPid)
        out.raw(",\"tid\":")
        out.int(senderTid)
        out.raw(",\"ts\":")
        out.int(ts - 1)
        out.raw("},\n{\"ph\":\"f\",\"bp\":\"e\",\"name\":\"message\",\"cat\":\"message\",\"id\":")
        out.int(event.sequence)
        out.raw(",\"pid\":")
        out.int(Self.pid(role(event.receiver)))
        out.raw(",\"tid\":")
        out.int(Self.tid(event.receiver))
        out.raw(",\"ts\":")
        out.int(ts + 1)
        out.raw("}")
      }
      open[event.receiver, default: 0] += 1
      openStack.append(index)
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
