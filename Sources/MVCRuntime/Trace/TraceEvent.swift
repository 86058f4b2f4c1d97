/// One message recorded in the trace: who sent what to whom, why, and in which MVC role.
public struct TraceEvent: Equatable, Sendable {
  /// 1-based position in the session's trace.
  public var sequence: Int
  /// Logical time: advances once per statement and per simulated run-loop turn, never wall time.
  public var time: Int
  public var sender: Participant
  public var receiver: Participant
  /// The selector as Swift spells it: `viewWillAppear(_:)`, `setValue(_:forKey:)`.
  public var selector: String
  public var arguments: [Value]
  public var kind: MessageKind
  /// The sequence number of the message during which this one was sent, if any.
  public var cause: Int?
  public var role: HopRole
  /// The catalog key of the rule this hop breaks, when the pattern discourages it.
  public var flag: String?
  /// The statement (1-based, counting successful statements) that produced the message.
  public var statement: Int
  /// The operation that triggered a lifecycle or containment callback (`pushViewController(_:animated:)`).
  public var operation: String?

  public init(
    sequence: Int, time: Int, sender: Participant, receiver: Participant, selector: String,
    arguments: [Value], kind: MessageKind, cause: Int?, role: HopRole, flag: String?,
    statement: Int, operation: String? = nil
  ) {
    self.sequence = sequence
    self.time = time
    self.sender = sender
    self.receiver = receiver
    self.selector = selector
    self.arguments = arguments
    self.kind = kind
    self.cause = cause
    self.role = role
    self.flag = flag
    self.statement = statement
    self.operation = operation
  }

  /// The catalog keys that may explain this hop, most specific first.
  ///
  /// The shell uses the first key its catalog holds: a rule for this very selector (lifecycle
  /// callbacks each have their own), then for this kind of message in this role, then for the
  /// role, then for the kind.
  public var explanationKeys: [String] {
    let general = [
      "rule.selector.\(selector)", "rule.\(kind.rawValue).\(role.key)", "rule.\(role.key)",
      "rule.\(kind.rawValue)",
    ]
    // `name.didSet`: what a property's accessor is, before anything about the roles.
    guard let (_, accessor) = PropertyAccessor.named(by: selector) else { return general }
    return ["rule.accessor.\(accessor.rawValue)"] + general
  }
}
