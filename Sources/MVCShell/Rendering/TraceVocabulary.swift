import MVCLocalization
import MVCRuntime

/// The localized words a trace is described with: participant names, kinds, roles, rules.
public struct TraceVocabulary {
  public let trace: Trace
  public let localizer: Localizer
  private let names: [Participant: String]
  private let objectNames: [ObjectID: String]
  private let kinds: [MessageKind: String]
  private let roles: [String: String]

  public init(trace: Trace, localizer: Localizer) {
    self.trace = trace
    self.localizer = localizer
    var names: [Participant: String] = [:]
    var objectNames: [ObjectID: String] = [:]
    for info in trace.participants {
      switch info.participant {
      case .user: names[.user] = localizer.string("participant.user")
      case .outside: names[.outside] = localizer.string("participant.outside")
      case .object(let id):
        names[info.participant] = info.name
        objectNames[id] = info.name
      }
    }
    self.names = names
    self.objectNames = objectNames
    var kinds: [MessageKind: String] = [:]
    for kind in MessageKind.allCases { kinds[kind] = localizer.string("kind.\(kind.rawValue)") }
    self.kinds = kinds
    var roles: [String: String] = [:]
    for from in MVCRole.allCases {
      for to in MVCRole.allCases {
        let key = HopRole(from: from, to: to).key
        roles[key] = localizer.string("role.\(key)")
      }
    }
    self.roles = roles
  }

  /// The name shown for a participant.
  public func name(_ participant: Participant) -> String {
    if let n = names[participant] { return n }
    switch participant {
    case .user: return localizer.string("participant.user")
    case .outside: return localizer.string("participant.outside")
    case .object(let id): return "#\(id.raw)"
    }
  }

  /// The name shown for an object mentioned in arguments.
  public func objectName(_ id: ObjectID) -> String { objectNames[id] ?? "#\(id.raw)" }

  /// `setValue("Grace", forKey: "name")`
  public func call(_ event: TraceEvent) -> String {
    MessageFormatter.call(event.selector, event.arguments, names: objectName)
  }

  /// `target-action`
  public func kind(_ kind: MessageKind) -> String {
    kinds[kind] ?? localizer.string("kind.\(kind.rawValue)")
  }

  /// `view → controller`
  public func role(_ role: HopRole) -> String {
    roles[role.key] ?? localizer.string("role.\(role.key)")
  }

  /// One sentence on the rule behind a hop.
  public func rule(_ event: TraceEvent) -> String {
    localizer.first(of: event.explanationKeys) ?? localizer.string("rule.generic")
  }

  /// Why a flagged hop is discouraged.
  public func flag(_ event: TraceEvent) -> String? {
    event.flag.map { localizer.string($0) }
  }

  /// The nesting depth of each event: one more than its cause's while the cause is still
  /// running (every message it sent since is its own or nested in them), else 0. Each turn
  /// of the run loop starts afresh: a message a later turn sends for a call that has returned
  /// (the end of an animated push, a queued block) starts a chain of its own, as the sequence
  /// diagrams draw it.
  public func depths() -> [Int: Int] {
    var depths: [Int: Int] = [:]
    var running: [Int] = []
    var time: Int?
    for event in trace.events {
      // A new turn of the run loop: everything that ran in the last one has returned.
      if event.time != time {
        running.removeAll()
        time = event.time
      }
      while let top = running.last, top != event.cause { running.removeLast() }
      depths[event.sequence] = running.count
      running.append(event.sequence)
    }
    return depths
  }

  /// The turn of the run loop each event belongs to, counted within its statement: 0 for the
  /// statement's own code, 1 for the first turn after it has returned (blocks queued on the
  /// main queue, the end of an animated transition), and so on.
  public func turns() -> [Int: Int] {
    var turns: [Int: Int] = [:]
    var statement: Int?
    var time = 0
    var turn = 0
    for event in trace.events {
      if event.statement != statement {
        statement = event.statement
        turn = 0
      } else if event.time != time {
        turn += 1
      }
      time = event.time
      turns[event.sequence] = turn
    }
    return turns
  }
}
