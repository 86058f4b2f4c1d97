/// A parsed JSON value. Object members keep their order and where their key was written, so a
/// reader can say which line and column a wrong field is on.
enum JSONValue: Equatable {
  case null
  case bool(Bool)
  /// A number written without a fraction or exponent that fits in `Int`.
  case int(Int)
  /// Any other number; always finite.
  case double(Double)
  case string(String)
  case array([JSONValue])
  case object([JSONMember])

  /// The member with a key, if the value is an object holding it.
  func member(_ key: String) -> JSONMember? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.key == key }
  }
}

/// One `"key": value` pair of a JSON object, with the position of its key.
struct JSONMember: Equatable {
  var key: String
  var value: JSONValue
  var position: SourcePosition
}
