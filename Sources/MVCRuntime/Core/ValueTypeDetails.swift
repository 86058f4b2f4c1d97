/// What makes a declared type a value type (an `enum`) rather than a class: its cases and the
/// type of their raw values. Kept on the type's ``ClassInfo`` so that its methods, computed
/// properties and static members are found as a class's are.
public struct ValueTypeDetails: Equatable, Sendable {
  /// The cases in declaration order (`allCases` follows it).
  public var cases: [EnumCaseInfo]
  /// `enum Mood: String`: the raw values' type, if the enum has them.
  public var rawType: ValueType?

  public init(cases: [EnumCaseInfo], rawType: ValueType?) {
    self.cases = cases
    self.rawType = rawType
  }

  /// The case of that name.
  public func enumCase(_ name: String) -> EnumCaseInfo? { cases.first { $0.name == name } }
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
