/// One end of a message: an object of the world, the user, or the outside (setup code, network).
public enum Participant: Hashable, Sendable, Comparable {
  case user
  case outside
  case object(ObjectID)

  /// The object id, when the participant is an object.
  public var objectID: ObjectID? {
    if case .object(let id) = self { return id }
    return nil
  }

  public static func < (lhs: Participant, rhs: Participant) -> Bool {
    func rank(_ p: Participant) -> Int {
      switch p {
      case .user: return -2
      case .outside: return -1
      case .object(let id): return id.raw
      }
    }
    return rank(lhs) < rank(rhs)
  }
}

/// What a trace reader needs to show a participant without the world: its name, class and role.
public struct ParticipantInfo: Equatable, Sendable {
  public var participant: Participant
  /// The name the learner knows it by (`ada`, `editor.view`), or a generated one (`Label#4`).
  public var name: String
  public var className: String
  public var role: MVCRole

  public init(participant: Participant, name: String, className: String, role: MVCRole) {
    self.participant = participant
    self.name = name
    self.className = className
    self.role = role
  }
}
