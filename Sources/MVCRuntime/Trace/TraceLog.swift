/// The world's trace: every message in order, stored compactly.
///
/// A session can record millions of messages, so each is kept as a small fixed-size record:
/// participants as 32-bit numbers, selectors and operations as indices into a table of the
/// distinct spellings, the arguments in one shared buffer, the sequence number implied by the
/// position and the flag implied by the role. Reading an element gives back a whole
/// ``TraceEvent``.
public struct TraceLog: RandomAccessCollection, Equatable, Sendable {
  /// One message, in 40 bytes.
  private struct Record: Sendable {
    var time: Int32
    var sender: Int32
    var receiver: Int32
    var selector: UInt32
    /// The operation's index plus one; 0 when there is none.
    var operation: UInt32
    /// The cause's sequence number; 0 when there is none.
    var cause: UInt32
    var statement: UInt32
    var argumentStart: UInt32
    var argumentCount: UInt16
    var kind: MessageKind
    var role: HopRole
  }

  private var records: [Record] = []
  private var arguments: [Value] = []
  /// Selectors and operations, each spelling once.
  private var spellings: [String] = []
  private var spellingIndex: [String: UInt32] = [:]

  /// An empty log.
  public init() {}

  /// Two logs are equal when they hold the same messages in the same order.
  public static func == (lhs: TraceLog, rhs: TraceLog) -> Bool {
    lhs.count == rhs.count && lhs.elementsEqual(rhs)
  }

  public var startIndex: Int { 0 }
  public var endIndex: Int { records.count }

  /// The message at a position (its sequence number minus one).
  public subscript(position: Int) -> TraceEvent {
    let r = records[position]
    let start = Int(r.argumentStart)
    return TraceEvent(
      sequence: position + 1, time: Int(r.time), sender: Self.participant(r.sender),
      receiver: Self.participant(r.receiver), selector: spellings[Int(r.selector)],
      arguments: Array(arguments[start..<start + Int(r.argumentCount)]), kind: r.kind,
      cause: r.cause == 0 ? nil : Int(r.cause), role: r.role, flag: r.role.discouragedReason,
      statement: Int(r.statement),
      operation: r.operation == 0 ? nil : spellings[Int(r.operation) - 1])
  }

  /// The statement that sent the message at a position, without building the whole event.
  public func statement(at position: Int) -> Int { Int(records[position].statement) }

  /// The kind of the message at a position, without building the whole event.
  public func kind(at position: Int) -> MessageKind { records[position].kind }

  /// Records a message; its sequence number is its position plus one.
  mutating func append(
    time: Int, sender: Participant, receiver: Participant, selector: String, arguments: [Value],
    kind: MessageKind, cause: Int?, role: HopRole, statement: Int, operation: String?
  ) {
    let start = UInt32(truncatingIfNeeded: self.arguments.count)
    self.arguments.append(contentsOf: arguments)
    records.append(
      Record(
        time: Int32(truncatingIfNeeded: time), sender: Self.number(sender),
        receiver: Self.number(receiver), selector: spelling(selector),
        operation: operation.map { spelling($0) + 1 } ?? 0,
        cause: UInt32(truncatingIfNeeded: cause ?? 0),
        statement: UInt32(truncatingIfNeeded: statement), argumentStart: start,
        argumentCount: UInt16(truncatingIfNeeded: arguments.count), kind: kind, role: role))
  }

  /// Forgets every message from a position on (a statement rolled back or undone).
  mutating func truncate(to count: Int) {
    guard count < records.count else { return }
    arguments.removeSubrange(Int(records[count].argumentStart)...)
    records.removeSubrange(count...)
  }

  /// Bytes held per message, for the benchmark: records, arguments and spellings.
  public var bytesPerMessage: Double {
    guard !records.isEmpty else { return 0 }
    let recordBytes = records.capacity * MemoryLayout<Record>.stride
    let argumentBytes = arguments.capacity * MemoryLayout<Value>.stride
    return Double(recordBytes + argumentBytes) / Double(records.count)
  }

  private mutating func spelling(_ text: String) -> UInt32 {
    if let index = spellingIndex[text] { return index }
    let index = UInt32(truncatingIfNeeded: spellings.count)
    spellings.append(text)
    spellingIndex[text] = index
    return index
  }

  private static func number(_ participant: Participant) -> Int32 {
    switch participant {
    case .user: return -1
    case .outside: return -2
    case .object(let id): return Int32(truncatingIfNeeded: id.raw)
    }
  }

  private static func participant(_ number: Int32) -> Participant {
    switch number {
    case -1: return .user
    case -2: return .outside
    default: return .object(ObjectID(Int(number)))
    }
  }
}
