/// A method the runtime implements for a family of objects, looked up by Swift selector.
public struct BuiltinMethod: Sendable {
  /// The Swift selector: `addSubview(_:)`, `bind(_:to:key:)`.
  public var selector: String
  /// The class whose instances (and subclasses' instances) answer to it.
  public var ownerClass: String
  /// A one-line example, shown by completion and `:help`.
  public var example: String
  let run: @Sendable (World, ObjectID, [Value]) throws -> Value

  init(
    _ selector: String, on ownerClass: String, example: String,
    run: @escaping @Sendable (World, ObjectID, [Value]) throws -> Value
  ) {
    self.selector = selector
    self.ownerClass = ownerClass
    self.example = example
    self.run = run
  }
}
