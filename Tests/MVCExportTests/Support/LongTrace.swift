@testable import MVCRuntime

/// Long traces for the checks at scale: the round trip's messages and the flagged scenario's
/// (replies, self calls, notes) repeated as one long session, each round's statements with
/// their sources, numbered as a session numbers them.
enum LongTrace {
  /// A trace of `count` messages.
  static func make(_ count: Int) throws -> Trace {
    let round = try Scenarios.roundTrip().trace
    let flagged = try Scenarios.flaggedAndHostile().trace
    // The flagged world's objects get ids of their own.
    func moved(_ p: Participant) -> Participant {
      if case .object(let id) = p { return .object(ObjectID(id.raw + 1000)) }
      return p
    }
    func moved(_ value: Value) -> Value {
      switch value {
      case .object(let id): return .object(ObjectID(id.raw + 1000))
      case .array(let items): return .array(items.map(moved))
      default: return value
      }
    }
    var participants = round.participants
    for info in flagged.participants
    where !participants.contains(where: {
      $0.participant == moved(info.participant)
    }) {
      var copy = info
      copy.participant = moved(info.participant)
      participants.append(copy)
    }
    let templates: [(events: [TraceEvent], moved: Bool)] = [
      (round.events, false), (flagged.events, true),
    ]
    var events: [TraceEvent] = []
    var statements: [TraceStatement] = []
    var sequence = 0
    var statement = 0
    var lap = 0
    while events.count < count {
      let (template, move) = templates[lap % 2]
      lap += 1
      let first = template.first?.sequence ?? 1
      var lastStatement: Int?
      for var event in template where events.count < count {
        if event.statement != lastStatement {
          lastStatement = event.statement
          statement += 1
          let source = move ? "refresh(\(statement))" : "type(field, \"Grace \(statement)\")"
          statements.append(TraceStatement(number: statement, source: source))
        }
        let offset = sequence - first + 1
        event.sequence += offset
        event.cause = event.cause.map { $0 + offset }
        event.statement = statement
        event.time = statement
        if move {
          event.sender = moved(event.sender)
          event.receiver = moved(event.receiver)
          event.arguments = event.arguments.map(moved)
        }
        events.append(event)
      }
      sequence = events.last?.sequence ?? 0
    }
    // A statement cut short by `count` still names its source.
    return Trace(events: events, participants: participants, statements: statements)
  }
}
