/// A recorded trace that stands on its own: the events, who took part in them, and (when the
/// session knew them) the source text of the statements that sent them.
///
/// This is what exporters write and what `:trace load` reads back.
public struct Trace: Equatable, Sendable {
  public var events: [TraceEvent]
  public var participants: [ParticipantInfo]
  /// The statements the events came from, in order of their numbers; may be empty (the world
  /// alone does not know its statements' sources; the session adds them).
  public var statements: [TraceStatement]

  public init(
    events: [TraceEvent], participants: [ParticipantInfo], statements: [TraceStatement] = []
  ) {
    self.events = events
    self.participants = participants
    self.statements = statements
  }

  /// The participant information for a participant, if known.
  public func info(for participant: Participant) -> ParticipantInfo? {
    participants.first { $0.participant == participant }
  }

  /// The source of statement `number`, when the trace keeps it.
  public func source(ofStatement number: Int) -> String? {
    statements.first { $0.number == number }?.source
  }

  /// The statement numbers the events belong to, each once, in the order they first appear.
  public var statementNumbers: [Int] {
    var out: [Int] = []
    for event in events where out.last != event.statement { out.append(event.statement) }
    var seen = Set<Int>()
    return out.filter { seen.insert($0).inserted }
  }
}
