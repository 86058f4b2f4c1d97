import MVCRuntime
import Testing

/// Everything a ``World`` holds, as one value, to compare a world before and after code that
/// must leave it as it was (a refused statement, a hostile line, an undo).
///
/// Every object record (properties, observers, targets, bindings, views, frames and the
/// view-controller state, window and device included), every name, the holders that name
/// unnamed objects, the classes and protocols, the whole trace, the clock and the statement
/// count.
public struct WorldSnapshot: Equatable {
  /// Who first held an unnamed object (`contacts.list`).
  public struct Holder: Equatable, Sendable, CustomStringConvertible {
    public var owner: ObjectID
    public var key: String
    public var description: String { "\(owner).\(key)" }
  }

  public var records: [ObjectRecord]
  public var globals: [String: Value]
  public var boundNames: [ObjectID: String]
  public var holders: [ObjectID: Holder]
  public var classes: [String: ClassInfo]
  public var protocols: [String: ProtocolInfo]
  public var trace: [TraceEvent]
  public var clock: Int
  public var statementCount: Int
  public var notificationCenter: ObjectID
  public var canUndo: Bool

  public init(_ world: World) {
    records = world.records
    globals = world.globals
    boundNames = world.boundNames
    holders = world.holders.mapValues { Holder(owner: $0.owner, key: $0.key) }
    classes = world.classes
    protocols = world.protocols
    trace = world.trace
    clock = world.clock
    statementCount = world.statementCount
    notificationCenter = world.notificationCenter
    canUndo = world.canUndo
  }

  /// What differs from `other`, one line per field (and per object), empty when equal.
  public func differences(from other: WorldSnapshot) -> [String] {
    var out: [String] = []
    func compare<T: Equatable>(_ field: String, _ mine: T, _ theirs: T) {
      if mine != theirs { out.append("\(field): \(theirs) → \(mine)") }
    }
    compare("object count", records.count, other.records.count)
    for (mine, theirs) in zip(records, other.records) where mine != theirs {
      let fields = Self.fieldsThatDiffer(mine, theirs)
      out.append("object \(mine.id) (\(mine.className)) changed: \(fields.joined(separator: ", "))")
    }
    func compareEntries<K: Comparable, V: Equatable>(
      _ field: String, _ mine: [K: V], _ theirs: [K: V], absent: String = "none"
    ) {
      for key in Set(mine.keys).union(theirs.keys).sorted() where mine[key] != theirs[key] {
        let old = theirs[key].map { "\($0)" } ?? absent
        out.append("\(field) \(key): \(old) → " + (mine[key].map { "\($0)" } ?? absent))
      }
    }
    compareEntries("name", globals, other.globals, absent: "unbound")
    compareEntries("bound name of", boundNames, other.boundNames)
    compareEntries("holder of", holders, other.holders)
    for name in Set(classes.keys).union(other.classes.keys).sorted()
    where classes[name] != other.classes[name] {
      out.append("class \(name) changed")
    }
    for name in Set(protocols.keys).union(other.protocols.keys).sorted()
    where protocols[name] != other.protocols[name] {
      out.append("protocol \(name) changed")
    }
    if trace != other.trace {
      out.append("trace: \(other.trace.count) events → \(trace.count)")
    }
    compare("clock", clock, other.clock)
    compare("statement count", statementCount, other.statementCount)
    compare("notification center", notificationCenter, other.notificationCenter)
    compare("can undo", canUndo, other.canUndo)
    return out
  }

  /// The names of the stored properties of two records that differ.
  static func fieldsThatDiffer(_ a: ObjectRecord, _ b: ObjectRecord) -> [String] {
    let left = Mirror(reflecting: a).children
    let right = Mirror(reflecting: b).children
    return zip(left, right).compactMap { l, r in
      String(reflecting: l.value) == String(reflecting: r.value) ? nil : l.label ?? "?"
    }
  }
}

/// Fails, listing what changed, when `world` no longer equals `before`.
public func expectUnchanged(
  _ world: World, since before: WorldSnapshot, _ comment: Comment? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let after = WorldSnapshot(world)
  guard after != before else { return }
  let prefix = comment.map { $0.rawValue + ": " } ?? ""
  Issue.record(
    Comment(
      rawValue: prefix + "the world changed:\n  "
        + after.differences(from: before).joined(separator: "\n  ")),
    sourceLocation: sourceLocation)
}
