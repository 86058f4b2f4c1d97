import MVCRuntime

/// The names one block binds, and which of them are constants: a `let`, a parameter, a loop's
/// name, an `if let`. Assigning to a constant is refused, as Swift refuses it.
struct Scope: Sequence, ExpressibleByDictionaryLiteral {
  private(set) var values: [String: Value]
  /// The names bound here that cannot be assigned.
  private(set) var constants: Set<String>

  /// A block whose names are all variables (`var`).
  init(variables: [String: Value] = [:]) {
    values = variables
    constants = []
  }

  /// A block whose names are all constants (a method's parameters).
  init(constants: [String: Value]) {
    values = constants
    self.constants = Set(constants.keys)
  }

  init(dictionaryLiteral elements: (String, Value)...) {
    self.init(variables: Dictionary(elements, uniquingKeysWith: { _, last in last }))
  }

  /// The value of a name bound here. Setting one keeps whether it is a constant.
  subscript(name: String) -> Value? {
    get { values[name] }
    set { values[name] = newValue }
  }

  /// A name's value, changed in place (an append to an array stays linear).
  subscript(name: String, default fallback: Value) -> Value {
    get { values[name, default: fallback] }
    _modify { yield &values[name, default: fallback] }
  }

  /// Binds a name here, as a constant or a variable (a later binding of the name decides).
  mutating func bind(_ name: String, to value: Value, isConstant: Bool) {
    values[name] = value
    if isConstant { constants.insert(name) } else { constants.remove(name) }
  }

  /// Whether a name bound here is a constant.
  func isConstant(_ name: String) -> Bool { constants.contains(name) }

  /// The names bound here.
  var keys: Dictionary<String, Value>.Keys { values.keys }

  func makeIterator() -> Dictionary<String, Value>.Iterator { values.makeIterator() }
}
