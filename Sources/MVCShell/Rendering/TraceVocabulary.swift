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

  /// The nesting depth of each event (0 for one with no cause among these events).
  public func depths() -> [Int: Int] {
    var depths: [Int: Int] = [:]
    for event in trace.events {
      if let cause = event.cause, let d = depths[cause] {
        depths[event.sequence] = d + 1
      } else {
        depths[event.sequence] = 0
      }
    }
    return depths
  }
}
