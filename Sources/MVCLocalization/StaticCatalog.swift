/// A catalog laid out by the compiler: the keys of every language sorted by their UTF-8 bytes
/// and this language's values beside them, nil where it lacks a key (``EmbeddedTables``,
/// written by mvcsh-embed). Looking a key up is a binary search over static data, so the
/// embedded catalogs cost nothing until a word is needed.
struct StaticCatalog: Sendable {
  let keys: [StaticString]
  let values: [StaticString?]

  /// The value of a key, or nil when the catalog has none.
  func value(for key: String) -> String? {
    var key = key
    return key.withUTF8 { wanted -> String? in
      var low = 0
      var high = keys.count
      while low < high {
        let middle = (low + high) / 2
        let order = Self.compare(keys[middle], wanted)
        if order == 0 { return values[middle]?.description }
        if order < 0 { low = middle + 1 } else { high = middle }
      }
      return nil
    }
  }

  /// Whether the catalog has a key.
  func contains(_ key: String) -> Bool { value(for: key) != nil }

  /// Every pair, in key order (for checks and overlays).
  var pairs: [(key: String, value: String)] {
    zip(keys, values).compactMap { key, value in value.map { (key.description, $0.description) } }
  }

  /// Byte order of a static string against UTF-8 bytes: negative, zero or positive.
  private static func compare(_ left: StaticString, _ right: UnsafeBufferPointer<UInt8>) -> Int {
    left.withUTF8Buffer { bytes in
      let count = min(bytes.count, right.count)
      for index in 0..<count where bytes[index] != right[index] {
        return Int(bytes[index]) - Int(right[index])
      }
      return bytes.count - right.count
    }
  }
}

extension EmbeddedTables {
  /// One language's embedded catalog.
  static func catalog(_ language: Language) -> StaticCatalog {
    switch language {
    case .en: return StaticCatalog(keys: keys, values: englishValues)
    case .zhHans: return StaticCatalog(keys: keys, values: simplifiedChineseValues)
    case .zhHant: return StaticCatalog(keys: keys, values: traditionalChineseValues)
    }
  }
}
