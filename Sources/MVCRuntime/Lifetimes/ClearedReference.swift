/// A weak reference that became nil because its object was freed: the object and the statement
/// that freed it.
public struct ClearedReference: Equatable, Sendable {
  /// The object that was freed (its id stays unused, so its name can still be shown).
  public var object: ObjectID
  /// The class of the freed object, as the learner wrote it.
  public var className: String
  /// The statement (its number) that freed it.
  public var statement: Int
}
