/// What makes a declared type a value type (an `enum`) rather than a class: its cases and the
/// type of their raw values. Kept on the type's ``ClassInfo`` so that its methods, computed
/// properties and static members are found as a class's are.
public struct ValueTypeDetails: Equatable, Sendable {
  /// The cases in declaration order (`allCases` follows it).
  public var cases: [EnumCaseInfo]
  /// `enum Mood: String`: the raw values' type, if the enum has them.
  public var rawType: ValueType?
  /// A `struct`'s stored properties, in declaration order (an enum has none).
  public var storedProperties: [StoredProperty] = []
  /// Whether the type is a `struct` (otherwise an `enum`).
  public var isStruct = false

  public init(cases: [EnumCaseInfo], rawType: ValueType?) {
    self.cases = cases
    self.rawType = rawType
  }

  /// A struct's type: its stored properties.
  public init(storedProperties: [StoredProperty]) {
    self.cases = []
    self.rawType = nil
    self.storedProperties = storedProperties
    self.isStruct = true
  }

  /// The case of that name.
  public func enumCase(_ name: String) -> EnumCaseInfo? { cases.first { $0.name == name } }
}

/// A stored property of a struct: its name, whether it is a `let`, its type when written, and
/// the code of its initial value (nil when it has none, so the memberwise initializer needs it).
public struct StoredProperty: Equatable, Sendable {
  public var name: String
  public var isConstant: Bool
  public var type: ValueType?
  public var initialValue: MethodReference?

  public init(name: String, isConstant: Bool, type: ValueType?, initialValue: MethodReference?) {
    self.name = name
    self.isConstant = isConstant
    self.type = type
    self.initialValue = initialValue
  }
}

/// One case of an enum.
public struct EnumCaseInfo: Equatable, Sendable {
  public var name: String
  /// Its raw value (`case happy = "😀"`), or the one Swift gives it (the name, or the next
  /// integer); nil for an enum without raw values.
  public var rawValue: Value?
  /// The labels of its associated values (nil for an unlabelled one); empty when it has none.
  public var payloadLabels: [String?]

  public init(name: String, rawValue: Value?, payloadLabels: [String?]) {
    self.name = name
    self.rawValue = rawValue
    self.payloadLabels = payloadLabels
  }
}
