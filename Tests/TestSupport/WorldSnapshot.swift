import MVCRuntime
import Testing

/// Everything a ``World`` holds, as one value, to compare a world before and after code that
/// must leave it as it was (a refused statement, a hostile line, an undo).
///
/// Every object record (properties, observers, targets, bindings, views, frames and the
/// view-controller state, window and device included), every name, the name each object is
/// shown by (its bound name or holder), the classes and protocols, the whole trace, the clock
/// and the statement count. Read through ``World/reader``.
public struct WorldSnapshot: Equatable {
  public var records: [ObjectRecord]
  public var globals: [String: Value]
  /// The name each object is shown by (`ada`, `contacts.list`, `Label#4`), by id: what the
  /// world's bound names and holders decide.
  public var shownNames: [ObjectID: String]
  public var classes: [String: ClassInfo]
  public var protocols: [String: ProtocolInfo]
  public var trace: TraceLog
  public var clock: Int
  public var statementCount: Int
  public var notificationCenter: ObjectID
  /// Whether a statement can be undone (nil when read through a ``WorldReader`` alone).
  public var canUndo: Bool?

  public init(_ world: World) {
    self.init(world.reader, canUndo: world.canUndo)
  }

  public init(_ reader: WorldReader, canUndo: Bool? = nil) {
    records = Array(reader.records)
    globals = reader.globals
    shownNames = Dictionary(
      uniqueKeysWithValues: reader.records.map { ($0.id, reader.displayName(of: $0.id)) })
    classes = reader.classes
    protocols = reader.protocols
    trace = reader.trace
    clock = reader.clock
    statementCount = reader.statementCount
    notificationCenter = reader.notificationCenter
    self.canUndo = canUndo
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
    compareEntries("shown name of", shownNames, other.shownNames)
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
  expectUnchanged(
    WorldSnapshot(world), since: before, comment, sourceLocation: sourceLocation)
}

/// Fails, listing what changed, when the world `reader` reads no longer equals `before`.
public func expectUnchanged(
  _ reader: WorldReader, since before: WorldSnapshot, _ comment: Comment? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  expectUnchanged(
    WorldSnapshot(reader, canUndo: before.canUndo), since: before, comment,
    sourceLocation: sourceLocation)
}

func expectUnchanged(
  _ after: WorldSnapshot, since before: WorldSnapshot, _ comment: Comment?,
  sourceLocation: SourceLocation
) {
  guard after != before else { return }
  let prefix = comment.map { $0.rawValue + ": " } ?? ""
  Issue.record(
    Comment(
      rawValue: prefix + "the world changed:\n  "
        + after.differences(from: before).joined(separator: "\n  ")),
    sourceLocation: sourceLocation)
}
