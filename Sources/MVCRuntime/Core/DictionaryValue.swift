/// The entries of a dictionary value: keys and values side by side, in the order they were
/// added (Swift's own order is unspecified; a fixed one keeps traces and transcripts stable).
/// Two dictionaries are equal when they hold the same entries, in any order, as in Swift.
public struct DictionaryValue: Hashable, Sendable {
  /// The entries, held in one box so that a dictionary takes one word inside a ``Value``
  /// (every evaluation's stack frame holds values; a wider one shortens the deepest
  /// recursion a method may do). Copied before a change when shared, as Swift's own
  /// collections are.
  private final class Storage: @unchecked Sendable {
    var keys: [Value]
    var values: [Value]
    /// Where each key is in `keys`: a lookup, an insertion and a change cost the same however
    /// many entries there are (a loop that fills a dictionary stays linear).
    var positions: [Value: Int]

    init(keys: [Value] = [], values: [Value] = [], positions: [Value: Int] = [:]) {
      self.keys = keys
      self.values = values
      self.positions = positions
    }
  }

  private var storage: Storage

  public var keys: [Value] { storage.keys }
  public var values: [Value] { storage.values }

  public init() {
    storage = Storage()
  }

  public init(keys: [Value], values: [Value]) {
    self.init()
    for (key, value) in zip(keys, values) { self[key] = value }
  }

  public var count: Int { storage.keys.count }

  /// The value for a key, or nil; setting nil removes the entry (the entries after it move
  /// up, keeping their order).
  public subscript(key: Value) -> Value? {
    get { storage.positions[key].map { storage.values[$0] } }
    set {
      if !isKnownUniquelyReferenced(&storage) {
        storage = Storage(
          keys: storage.keys, values: storage.values, positions: storage.positions)
      }
      let box = storage
      if let index = box.positions[key] {
        if let newValue {
          box.values[index] = newValue
        } else {
          box.keys.remove(at: index)
          box.values.remove(at: index)
          box.positions[key] = nil
          for later in index..<box.keys.count { box.positions[box.keys[later]] = later }
        }
      } else if let newValue {
        box.positions[key] = box.keys.count
        box.keys.append(key)
        box.values.append(newValue)
      }
    }
  }

  public static func == (lhs: DictionaryValue, rhs: DictionaryValue) -> Bool {
    lhs.count == rhs.count && zip(lhs.keys, lhs.values).allSatisfy { rhs[$0.0] == $0.1 }
  }

  public func hash(into hasher: inout Hasher) {
    // Order-independent: the sum of the entries' own hashes.
    var total = 0
    for (key, value) in zip(keys, values) {
      var entry = Hasher()
      entry.combine(key)
      entry.combine(value)
      total = total &+ entry.finalize()
    }
    hasher.combine(count)
    hasher.combine(total)
  }
}
