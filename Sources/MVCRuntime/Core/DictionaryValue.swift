/// The entries of a dictionary value: keys and values side by side, in the order they were
/// added (Swift's own order is unspecified; a fixed one keeps traces and transcripts stable).
/// Two dictionaries are equal when they hold the same entries, in any order, as in Swift.
public struct DictionaryValue: Hashable, Sendable {
  public private(set) var keys: [Value]
  public private(set) var values: [Value]

  public init() {
    keys = []
    values = []
  }

  public init(keys: [Value], values: [Value]) {
    self.keys = []
    self.values = []
    for (key, value) in zip(keys, values) { self[key] = value }
  }

  public var count: Int { keys.count }

  /// The value for a key, or nil; setting nil removes the entry.
  public subscript(key: Value) -> Value? {
    get { keys.firstIndex(of: key).map { values[$0] } }
    set {
      if let index = keys.firstIndex(of: key) {
        if let newValue {
          values[index] = newValue
        } else {
          keys.remove(at: index)
          values.remove(at: index)
        }
      } else if let newValue {
        keys.append(key)
        values.append(newValue)
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
