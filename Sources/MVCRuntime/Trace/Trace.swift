/// A recorded trace that stands on its own: the events and who took part in them.
///
/// This is what exporters write and what `:trace load` reads back.
public struct Trace: Equatable, Sendable {
  public var events: [TraceEvent]
  public var participants: [ParticipantInfo]

  public init(events: [TraceEvent], participants: [ParticipantInfo]) {
    self.events = events
    self.participants = participants
  }

  /// The participant information for a participant, if known.
  public func info(for participant: Participant) -> ParticipantInfo? {
    participants.first { $0.participant == participant }
  }
}
