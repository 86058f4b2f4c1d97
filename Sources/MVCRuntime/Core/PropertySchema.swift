/// A property a class declares: its name, type, default and whether it is weak or read-only.
public struct PropertySchema: Equatable, Sendable {
  public var name: String
  public var type: ValueType
  public var defaultValue: Value
  /// A weak reference (delegates): drawn dotted in graphs, never owning.
  public var isWeak: Bool
  /// Set only by the runtime (for example `superview`).
  public var isReadOnly: Bool

  public init(
    name: String, type: ValueType, defaultValue: Value, isWeak: Bool = false,
    isReadOnly: Bool = false
  ) {
    self.name = name
    self.type = type
    self.defaultValue = defaultValue
    self.isWeak = isWeak
    self.isReadOnly = isReadOnly
  }
}
