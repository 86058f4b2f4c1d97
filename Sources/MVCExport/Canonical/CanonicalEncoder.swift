import MVCRuntime

/// Writes the canonical format's header and events into a ``JSONOutput``.
///
/// Keys come in a fixed order (the order docs/trace-format.md lists them), so the same trace
/// always gives the same bytes and files diff cleanly.
extension JSONOutput {
  /// Writes the header object's members, without the closing brace, so the JSON document form
  /// can append its `events` array.
  mutating func headerMembers(_ trace: Trace, header: ExportHeader) {
    raw("{\"format\":")
    string(CanonicalFormat.name)
    raw(",\"version\":")
    int(CanonicalFormat.version)
    raw(",\"tool\":")
    string(CanonicalFormat.tool)
    raw(",\"toolVersion\":")
    string(header.toolVersion)
    raw(",\"language\":")
    string(header.language.rawValue)
    raw(",\"device\":")
    string(header.device)
    raw(",\"eventCount\":")
    int(trace.events.count)
    raw(",\"participants\":[")
    for (index, info) in trace.participants.enumerated() {
      if index > 0 { byte(0x2C) }
      raw("{\"ref\":")
      participant(info.participant)
      raw(",\"name\":")
      string(info.name)
      raw(",\"class\":")
      string(info.className)
      raw(",\"role\":")
      string(info.role.rawValue)
      byte(0x7D)
    }
    byte(0x5D)
    guard !trace.statements.isEmpty else { return }
    raw(",\"statements\":[")
    for (index, statement) in trace.statements.enumerated() {
      if index > 0 { byte(0x2C) }
      raw("{\"n\":")
      int(statement.number)
      raw(",\"source\":")
      string(statement.source)
      byte(0x7D)
    }
    byte(0x5D)
  }

  /// Writes one event as a JSON object.
  mutating func event(_ event: TraceEvent) {
    raw("{\"seq\":")
    int(event.sequence)
    raw(",\"time\":")
    int(event.time)
    raw(",\"statement\":")
    int(event.statement)
    raw(",\"from\":")
    participant(event.sender)
    raw(",\"to\":")
    participant(event.receiver)
    raw(",\"selector\":")
    string(event.selector)
    raw(",\"args\":[")
    for (index, argument) in event.arguments.enumerated() {
      if index > 0 { byte(0x2C) }
      value(argument)
    }
    raw("],\"kind\":")
    string(event.kind.rawValue)
    raw(",\"role\":")
    string(event.role.key)
    if let cause = event.cause {
      raw(",\"cause\":")
      int(cause)
    }
    if let flag = event.flag {
      raw(",\"flag\":")
      string(flag)
    }
    if let operation = event.operation {
      raw(",\"operation\":")
      string(operation)
    }
    byte(0x7D)
  }

  /// Writes a participant reference (`"user"`, `"outside"`, `"#4"`).
  mutating func participant(_ participant: Participant) {
    switch participant {
    case .user: raw("\"user\"")
    case .outside: raw("\"outside\"")
    case .object(let id):
      raw("\"#")
      int(id.raw)
      byte(0x22)
    }
  }

  /// Writes a value losslessly: JSON's own types where they fit, a one-key object otherwise.
  mutating func value(_ value: Value) {
    switch value {
    case .string(let text): string(text)
    case .int(let number): int(number)
    case .double(let number):
      if number.isFinite {
        double(number)
      } else {
        raw("{\"double\":")
        string(number.isNaN ? "nan" : (number < 0 ? "-inf" : "inf"))
        byte(0x7D)
      }
    case .bool(let flag): bool(flag)
    case .null: raw("null")
    case .object(let id):
      raw("{\"object\":")
      int(id.raw)
      byte(0x7D)
    case .array(let elements):
      byte(0x5B)
      for (index, element) in elements.enumerated() {
        if index > 0 { byte(0x2C) }
        self.value(element)
      }
      byte(0x5D)
    case .enumCase(let name):
      raw("{\"enum\":")
      string(name)
      byte(0x7D)
    case .void: raw("{\"void\":true}")
    case .closure(let id):
      raw("{\"closure\":")
      int(id.raw)
      byte(0x7D)
    case .dictionary(let entries):
      raw("{\"dictionary\":[")
      for (index, (key, item)) in zip(entries.keys, entries.values).enumerated() {
        if index > 0 { byte(0x2C) }
        byte(0x5B)
        self.value(key)
        byte(0x2C)
        self.value(item)
        byte(0x5D)
      }
      raw("]}")
    case .composite(let composite):
      // A learner's enum case, as the case Swift would write: `happy`, `success(3)`.
      raw("{\"enum\":")
      string(composite.description { ValueText(names: [:]).text($0) })
      byte(0x7D)
    }
  }
}
