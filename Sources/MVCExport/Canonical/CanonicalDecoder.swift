import MVCLocalization
import MVCRuntime

/// Turns parsed JSON back into the header, participants and events of a trace, checking every
/// field's presence, type and value.
struct CanonicalDecoder {
  /// The participants the header declared, in order.
  private(set) var participants: [ParticipantInfo] = []
  /// The statements the header lists (an optional table; older files have none).
  private(set) var statements: [TraceStatement] = []
  private var known = Set<Participant>()

  // MARK: Header

  mutating func header(_ value: JSONValue, at position: SourcePosition) throws(TraceReadError)
    -> ExportHeader
  {
    guard let format = value.member("format"), case .string(let name) = format.value,
      name == CanonicalFormat.name
    else { throw TraceReadError("export.error.notATrace", at: position) }
    let version = try integer(value, "version", at: position)
    guard version == CanonicalFormat.version else {
      throw TraceReadError(
        "export.error.version",
        [.text(String(version)), .text(String(CanonicalFormat.version))],
        at: value.member("version")?.position ?? position)
    }
    let toolVersion = try field(value, "toolVersion", at: position)
    let languageCode = try field(value, "language", at: position)
    guard let language = Language(rawValue: languageCode) else {
      throw TraceReadError(
        "export.error.unknownValue", [.text("language"), .text(languageCode)],
        at: value.member("language")?.position ?? position)
    }
    let device = try field(value, "device", at: position)
    guard let list = value.member("participants") else {
      throw TraceReadError("export.error.missingField", [.text("participants")], at: position)
    }
    guard case .array(let items) = list.value else {
      throw TraceReadError(
        "export.error.wrongType", [.text("participants"), .key("export.type.array")],
        at: list.position)
    }
    for item in items {
      let where_ = list.position
      guard case .object = item else {
        throw TraceReadError(
          "export.error.wrongType", [.text("participants"), .key("export.type.object")],
          at: where_)
      }
      let reference = try field(item, "ref", at: where_)
      guard let participant = CanonicalFormat.participant(reference: reference) else {
        throw TraceReadError(
          "export.error.unknownValue", [.text("ref"), .text(reference)],
          at: item.member("ref")?.position ?? where_)
      }
      guard known.insert(participant).inserted else {
        throw TraceReadError(
          "export.error.duplicateParticipant", [.text(reference)],
          at: item.member("ref")?.position ?? where_)
      }
      let roleName = try field(item, "role", at: where_)
      guard let role = MVCRole(rawValue: roleName) else {
        throw TraceReadError(
          "export.error.unknownValue", [.text("role"), .text(roleName)],
          at: item.member("role")?.position ?? where_)
      }
      participants.append(
        ParticipantInfo(
          participant: participant, name: try field(item, "name", at: where_),
          className: try field(item, "class", at: where_), role: role))
    }
    try readStatements(value, at: position)
    return ExportHeader(toolVersion: toolVersion, language: language, device: device)
  }

  /// Reads the optional `statements` table: `{"n": 3, "source": "…"}` each, numbers unique.
  /// A source may hold any text, as an argument string may (the shell escapes it when it
  /// prints); it is not a name.
  private mutating func readStatements(_ value: JSONValue, at position: SourcePosition)
    throws(TraceReadError)
  {
    guard let list = value.member("statements"), list.value != .null else { return }
    guard case .array(let items) = list.value else {
      throw TraceReadError(
        "export.error.wrongType", [.text("statements"), .key("export.type.array")],
        at: list.position)
    }
    var numbers = Set<Int>()
    for item in items {
      guard case .object = item else {
        throw TraceReadError(
          "export.error.wrongType", [.text("statements"), .key("export.type.object")],
          at: list.position)
      }
      let number = try integer(item, "n", at: list.position)
      guard number >= 0, numbers.insert(number).inserted else {
        throw TraceReadError(
          "export.error.unknownValue", [.text("n"), .text(String(number))],
          at: item.member("n")?.position ?? list.position)
      }
      let source = try member(item, "source", at: list.position)
      guard case .string(let text) = source.value else {
        throw TraceReadError(
          "export.error.wrongType", [.text("source"), .key("export.type.string")],
          at: source.position)
      }
      statements.append(TraceStatement(number: number, source: text))
    }
  }

  func eventCount(_ value: JSONValue, at position: SourcePosition) throws(TraceReadError) -> Int {
    let count = try integer(value, "eventCount", at: position)
    guard count >= 0 else {
      throw TraceReadError(
        "export.error.unknownValue", [.text("eventCount"), .text(String(count))],
        at: value.member("eventCount")?.position ?? position)
    }
    return count
  }

  // MARK: Events

  func event(_ value: JSONValue, at position: SourcePosition) throws(TraceReadError) -> TraceEvent {
    guard case .object = value else {
      throw TraceReadError(
        "export.error.wrongType", [.text("event"), .key("export.type.object")], at: position)
    }
    let kindName = try field(value, "kind", at: position)
    guard let kind = MessageKind(rawValue: kindName) else {
      throw TraceReadError(
        "export.error.unknownValue", [.text("kind"), .text(kindName)],
        at: value.member("kind")?.position ?? position)
    }
    let roleKey = try field(value, "role", at: position)
    guard let role = HopRole(key: roleKey) else {
      throw TraceReadError(
        "export.error.unknownValue", [.text("role"), .text(roleKey)],
        at: value.member("role")?.position ?? position)
    }
    guard let args = value.member("args") else {
      throw TraceReadError("export.error.missingField", [.text("args")], at: position)
    }
    guard case .array(let items) = args.value else {
      throw TraceReadError(
        "export.error.wrongType", [.text("args"), .key("export.type.array")], at: args.position)
    }
    var arguments: [Value] = []
    for item in items { arguments.append(try self.value(item, at: args.position)) }
    return TraceEvent(
      sequence: try integer(value, "seq", at: position),
      time: try integer(value, "time", at: position),
      sender: try participant(value, "from", at: position),
      receiver: try participant(value, "to", at: position),
      selector: try field(value, "selector", at: position), arguments: arguments, kind: kind,
      cause: try optionalInteger(value, "cause", at: position), role: role,
      flag: try optionalName(value, "flag", at: position),
      statement: try integer(value, "statement", at: position),
      operation: try optionalName(value, "operation", at: position))
  }

  private func participant(_ value: JSONValue, _ key: String, at position: SourcePosition)
    throws(TraceReadError) -> Participant
  {
    let reference = try field(value, key, at: position)
    let at = value.member(key)?.position ?? position
    guard let participant = CanonicalFormat.participant(reference: reference) else {
      throw TraceReadError("export.error.unknownValue", [.text(key), .text(reference)], at: at)
    }
    guard known.contains(participant) else {
      throw TraceReadError("export.error.unknownParticipant", [.text(reference)], at: at)
    }
    return participant
  }

  /// Decodes an argument value (the inverse of `JSONOutput.value(_:)`).
  private func value(_ json: JSONValue, at position: SourcePosition) throws(TraceReadError)
    -> Value
  {
    switch json {
    case .null: return .null
    case .bool(let b): return .bool(b)
    case .int(let i): return .int(i)
    case .double(let d): return .double(d)
    case .string(let s): return .string(s)
    case .array(let items):
      var values: [Value] = []
      for item in items { values.append(try value(item, at: position)) }
      return .array(values)
    case .object(let members):
      guard members.count == 1, let member = members.first else {
        throw TraceReadError("export.error.badValue", at: position)
      }
      switch (member.key, member.value) {
      case ("object", .int(let raw)) where raw >= 0: return .object(ObjectID(raw))
      case ("enum", .string(let name)):
        try checkName(name, field: "enum", at: member.position)
        return .enumCase(name)
      case ("void", .bool(true)): return .void
      case ("closure", .int(let raw)) where raw >= 0: return .closure(ClosureID(raw))
      case ("dictionary", .array(let pairs)):
        var keys: [Value] = []
        var values: [Value] = []
        for pair in pairs {
          guard case .array(let parts) = pair, parts.count == 2 else {
            throw TraceReadError("export.error.badValue", at: member.position)
          }
          keys.append(try value(parts[0], at: position))
          values.append(try value(parts[1], at: position))
        }
        return .dictionary(DictionaryValue(keys: keys, values: values))
      case ("double", .string("inf")): return .double(.infinity)
      case ("double", .string("-inf")): return .double(-.infinity)
      case ("double", .string("nan")): return .double(.nan)
      default: throw TraceReadError("export.error.badValue", at: member.position)
      }
    }
  }

  // MARK: Fields

  private func member(_ value: JSONValue, _ key: String, at position: SourcePosition)
    throws(TraceReadError) -> JSONMember
  {
    guard let member = value.member(key) else {
      throw TraceReadError("export.error.missingField", [.text(key)], at: position)
    }
    return member
  }

  private func integer(_ value: JSONValue, _ key: String, at position: SourcePosition)
    throws(TraceReadError) -> Int
  {
    let m = try member(value, key, at: position)
    guard case .int(let number) = m.value else {
      throw TraceReadError(
        "export.error.wrongType", [.text(key), .key("export.type.integer")], at: m.position)
    }
    // Numbers, times and statements count what a session did: never negative, and far
    // below where adding to them could overflow (exporters number and add).
    guard number >= 0, number <= Double.clampedIntLimit else {
      throw TraceReadError("export.error.numberTooLarge", [.text(String(number))], at: m.position)
    }
    return number
  }

  private func optionalInteger(_ value: JSONValue, _ key: String, at position: SourcePosition)
    throws(TraceReadError) -> Int?
  {
    guard let m = value.member(key), m.value != .null else { return nil }
    return try integer(value, key, at: position)
  }

  /// A string field that names something (a participant, a selector, a class): it must not
  /// contain control or direction-changing characters.
  private func field(_ value: JSONValue, _ key: String, at position: SourcePosition)
    throws(TraceReadError) -> String
  {
    let m = try member(value, key, at: position)
    guard case .string(let text) = m.value else {
      throw TraceReadError(
        "export.error.wrongType", [.text(key), .key("export.type.string")], at: m.position)
    }
    try checkName(text, field: key, at: m.position)
    return text
  }

  private func optionalName(_ value: JSONValue, _ key: String, at position: SourcePosition)
    throws(TraceReadError) -> String?
  {
    guard let m = value.member(key), m.value != .null else { return nil }
    return try field(value, key, at: position)
  }

  private func checkName(_ text: String, field: String, at position: SourcePosition)
    throws(TraceReadError)
  {
    for scalar in text.unicodeScalars where ValueText.isInvisible(scalar) {
      throw TraceReadError(
        "export.error.controlInName", [.text(field), .text(JSONParser.scalarName(scalar.value))],
        at: position)
    }
  }
}
