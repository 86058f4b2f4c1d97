import MVCRuntime
import Testing

/// Walks through trace events one at a time, as TCA's `TestStore` walks through actions and
/// NIO's `EmbeddedChannel` through writes: each `expect(…)` takes the **next** event and
/// fails, at the caller's line, on any field that differs.
/// ``finish(sourceLocation:)`` fails with every event left unasserted, and a probe that is
/// dropped without `finish()` fails too, so an extra event at the end is never missed.
///
/// ```swift
/// let probe = TraceProbe(world, since: mark)
/// let push = probe.expect(
///   "pushViewController(_:animated:)", from: .outside, to: "nav", kind: .containment,
///   cause: .uncaused, role: HopRole(from: .outside, to: .controller))
/// probe.expect(
///   "willMove(toParent:)", from: "nav", to: "detail", kind: .containment, cause: .by(push),
///   role: HopRole(from: .controller, to: .controller))
/// probe.tick()  // the animation ends one run-loop turn later
/// probe.expect("viewDidAppear(_:)", from: "nav", to: "detail", cause: .by(push))
/// probe.finish()
/// ```
///
/// Participants are given by the name the world shows them by (`"nav"`, `"list.view"`,
/// `"window"`) or as a ``Participant``. A field left out is not checked, except the flag
/// (which must be absent unless one is expected) and, when the probe checks the clock, the
/// time: every event must happen at the time of the first one plus the ``tick(_:)``s so far.
public final class TraceProbe {
  /// One end of a message, as an expectation gives it.
  public struct Endpoint: ExpressibleByStringLiteral, CustomStringConvertible, Sendable {
    enum Storage: Sendable {
      case name(String)
      case participant(Participant)
    }

    let storage: Storage

    /// The participant the world shows by `name`.
    public init(stringLiteral name: String) { storage = .name(name) }
    public init(_ participant: Participant) { storage = .participant(participant) }

    public static let user = Endpoint(.user)
    public static let outside = Endpoint(.outside)
    public static func object(_ id: ObjectID) -> Endpoint { Endpoint(.object(id)) }

    public var description: String {
      switch storage {
      case .name(let name): return name
      case .participant(let participant): return "\(participant)"
      }
    }
  }

  /// An event an expectation matched: what a later expectation names as its cause.
  public struct Step: Sendable {
    /// The event's sequence number, or nil when no event was left to match.
    public let sequence: Int?
    /// The event, when there was one.
    public let event: TraceEvent?
  }

  /// Which message an event was sent during.
  public enum Cause: Sendable {
    /// The event is not checked for a cause.
    case unchecked
    /// The event was sent during no other message (its `cause` is nil).
    case uncaused
    /// The event was sent during the event an earlier expectation matched.
    case by(Step)
    /// The event was sent during the event with this sequence number.
    case sequence(Int)
  }

  /// Whether an event breaks a rule of the pattern.
  public enum Flag: ExpressibleByStringLiteral, Sendable {
    /// The event has no flag (the default: a flagged hop is always expected out loud).
    case unflagged
    /// The event carries this flag's catalog key.
    case flagged(String)
    /// The flag is not checked.
    case unchecked

    public init(stringLiteral key: String) { self = .flagged(key) }
  }

  /// The operation that triggered a callback (`pushViewController(_:animated:)`).
  public enum Operation: ExpressibleByStringLiteral, Sendable {
    case unchecked
    /// The event names no operation.
    case absent
    case named(String)

    public init(stringLiteral name: String) { self = .named(name) }
  }

  private let events: [TraceEvent]
  private let name: (Participant) -> String
  private let describe: (Value) -> String
  private let checksClock: Bool
  private let created: SourceLocation
  private var position = 0
  private var ticks = 0
  private var finished = false
  private var failed = false

  /// A probe over `events`.
  /// - Parameters:
  ///   - name: the name an endpoint given as a string is compared with, and failures show.
  ///   - checksClock: whether every event's time must be the first event's time plus the
  ///     ``tick(_:)``s before it.
  public init(
    _ events: some Collection<TraceEvent>, name: @escaping (Participant) -> String = { "\($0)" },
    checksClock: Bool = true, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    self.events = Array(events)
    self.name = name
    self.describe = { value in
      TraceProbe.describe(value) { name(.object($0)) }
    }
    self.checksClock = checksClock
    self.created = sourceLocation
  }

  /// A probe over the events `world` traced after position `mark` (`world.trace.count` before
  /// the code under test ran), naming participants as the world does.
  public init(
    _ world: World, since mark: Int, checksClock: Bool = true,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let reader = world.reader
    self.events = Array(reader.trace[min(mark, reader.trace.count)...])
    self.name = { reader.displayName(of: $0) }
    self.describe = { value in
      TraceProbe.describe(value) { reader.contains($0) ? reader.displayName(of: $0) : "\($0)" }
    }
    self.checksClock = checksClock
    self.created = sourceLocation
  }

  deinit {
    if !finished && !failed {
      Issue.record(
        "the TraceProbe made here was dropped without finish(); \(remainingSummary())",
        sourceLocation: created)
    }
  }

  /// How many events are left to assert.
  public var remaining: Int { events.count - position }

  /// Takes the next event and checks every field given.
  /// - Returns: the event matched, for a later expectation's `cause: .by(…)`.
  @discardableResult
  public func expect(
    _ selector: String, from sender: Endpoint? = nil, to receiver: Endpoint? = nil,
    kind: MessageKind? = nil, cause: Cause = .unchecked, role: HopRole? = nil,
    flag: Flag = .unflagged, arguments: [Value]? = nil, operation: Operation = .unchecked,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> Step {
    var wanted = [selector]
    if let sender { wanted.append("from \(label(sender))") }
    if let receiver { wanted.append("to \(label(receiver))") }
    if let kind { wanted.append(kind.rawValue) }
    guard position < events.count else {
      fail(
        "expected \(wanted.joined(separator: " ")), but all \(events.count) events were "
          + "asserted already", sourceLocation)
      return Step(sequence: nil, event: nil)
    }
    let event = events[position]
    position += 1
    var problems: [String] = []
    func check(_ field: String, _ matches: Bool, _ expected: String, _ actual: String) {
      if !matches { problems.append("\(field): expected \(expected), got \(actual)") }
    }
    check("selector", event.selector == selector, selector, event.selector)
    if let sender {
      check("sender", matches(event.sender, sender), label(sender), name(event.sender))
    }
    if let receiver {
      check("receiver", matches(event.receiver, receiver), label(receiver), name(event.receiver))
    }
    if let kind { check("kind", event.kind == kind, kind.rawValue, event.kind.rawValue) }
    let actualCause = event.cause.map { "#\($0)" } ?? "no cause"
    switch cause {
    case .unchecked: break
    case .uncaused: check("cause", event.cause == nil, "no cause", actualCause)
    case .by(let step):
      check(
        "cause", step.sequence != nil && event.cause == step.sequence,
        step.sequence.map { "#\($0) (\(step.event?.selector ?? ""))" } ?? "an event never matched",
        actualCause)
    case .sequence(let sequence):
      check("cause", event.cause == sequence, "#\(sequence)", actualCause)
    }
    if let role { check("role", event.role == role, "\(role)", "\(event.role)") }
    switch flag {
    case .unchecked: break
    case .unflagged: check("flag", event.flag == nil, "none", event.flag ?? "none")
    case .flagged(let key): check("flag", event.flag == key, key, event.flag ?? "none")
    }
    if let arguments {
      check(
        "arguments", event.arguments == arguments, list(arguments), list(event.arguments))
    }
    switch operation {
    case .unchecked: break
    case .absent: check("operation", event.operation == nil, "none", event.operation ?? "none")
    case .named(let op): check("operation", event.operation == op, op, event.operation ?? "none")
    }
    if checksClock, let first = events.first {
      let time = first.time + ticks
      check("time", event.time == time, "t\(time)", "t\(event.time)")
    }
    if !problems.isEmpty {
      fail(
        "event \(position) of \(events.count) does not match:\n  \(line(event))\n  "
          + problems.joined(separator: "\n  "), sourceLocation)
    }
    return Step(sequence: event.sequence, event: event)
  }

  /// The logical clock advances `count` times (a statement or a run-loop turn) before the next
  /// event.
  public func tick(_ count: Int = 1) {
    ticks += count
  }

  /// Takes `count` events without checking them.
  public func skip(_ count: Int = 1, sourceLocation: SourceLocation = #_sourceLocation) {
    guard count <= remaining else {
      fail("cannot skip \(count) events: \(remaining) left", sourceLocation)
      position = events.count
      return
    }
    position += count
  }

  /// Fails with every event no expectation took.
  public func finish(sourceLocation: SourceLocation = #_sourceLocation) {
    finished = true
    if remaining > 0 { fail(remainingSummary(), sourceLocation) }
  }

  // MARK: Showing events

  private func remainingSummary() -> String {
    guard remaining > 0 else { return "every event was asserted" }
    let left = events[position...].map { "  " + line($0) }.joined(separator: "\n")
    return "\(remaining) of \(events.count) events left unasserted:\n" + left
  }

  /// An event as one line: `#26 t6 nav → list viewWillDisappear(_:) (true) lifecycle
  /// [pushViewController(_:animated:)] cause #22, controller→controller`.
  private func line(_ event: TraceEvent) -> String {
    var text = "#\(event.sequence) t\(event.time) \(name(event.sender)) → \(name(event.receiver))"
    text += " \(event.selector)"
    if !event.arguments.isEmpty { text += " " + list(event.arguments) }
    text += " \(event.kind.rawValue)"
    if let operation = event.operation { text += " [\(operation)]" }
    text += ", " + (event.cause.map { "cause #\($0)" } ?? "no cause")
    text += ", \(event.role)"
    if let flag = event.flag { text += ", flag \(flag)" }
    return text
  }

  private func list(_ values: [Value]) -> String {
    "(" + values.map(describe).joined(separator: ", ") + ")"
  }

  /// A value as a statement would write it, objects by name.
  static func describe(_ value: Value, objectName: (ObjectID) -> String) -> String {
    switch value {
    case .string(let s): return String(reflecting: s)
    case .int(let i): return String(i)
    case .double(let d): return String(d)
    case .bool(let b): return String(b)
    case .null: return "nil"
    case .object(let id): return objectName(id)
    case .array(let items):
      return "[" + items.map { describe($0, objectName: objectName) }.joined(separator: ", ") + "]"
    case .enumCase(let name): return "." + name
    case .void: return "()"
    case .closure(let id): return "{ closure #\(id.raw) }"
    case .dictionary(let entries):
      return "["
        + zip(entries.keys, entries.values).map {
          describe($0, objectName: objectName) + ": " + describe($1, objectName: objectName)
        }.joined(separator: ", ") + "]"
    case .composite(let value):
      return "." + value.description { describe($0, objectName: objectName) }
    }
  }

  /// An endpoint as failures show it: by name.
  private func label(_ endpoint: Endpoint) -> String {
    switch endpoint.storage {
    case .name(let name): return name
    case .participant(let participant): return name(participant)
    }
  }

  private func matches(_ participant: Participant, _ endpoint: Endpoint) -> Bool {
    switch endpoint.storage {
    case .name(let expected): return name(participant) == expected
    case .participant(let expected): return participant == expected
    }
  }

  private func fail(_ message: String, _ sourceLocation: SourceLocation) {
    failed = true
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
  }
}
