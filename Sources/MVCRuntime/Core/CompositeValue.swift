/// A value of a type the learner declared as an `enum` (the case and what it carries) or a
/// `struct` (its stored properties; the case name is empty). Swift copies it wherever it goes;
/// so does the sandbox (it is a value, never an object in the world), and it takes no part in
/// the object graph, key-value observing or the trace's participants.
public struct CompositeValue: Hashable, Sendable {
  /// The type's name (`Mood`).
  public var typeName: String
  /// The case (`happy`); empty for a struct.
  public var caseName: String
  /// The associated values, in order (`success(3)` carries `[3]`).
  public var fields: [Value]
  /// Their labels as declared (`failure(message:)`), nil where the case has none.
  public var labels: [String?]

  public init(typeName: String, caseName: String, fields: [Value] = [], labels: [String?] = []) {
    self.typeName = typeName
    self.caseName = caseName
    self.fields = fields
    self.labels = labels
  }

  /// The case as Swift prints it: `happy`, `success(3)`, `failure(message: "x")`, with each
  /// associated value written by `describe`.
  public func description(_ describe: (Value) -> String) -> String {
    // A struct prints as its type and properties: `Contact(name: "Ada", age: 36)`.
    let head = caseName.isEmpty ? typeName : caseName
    guard !fields.isEmpty else { return caseName.isEmpty ? typeName + "()" : caseName }
    let parts = zip(
      fields, labels + Array(repeating: nil, count: max(0, fields.count - labels.count))
    )
    .map { field, label in (label.map { $0 + ": " } ?? "") + describe(field) }
    return head + "(" + parts.joined(separator: ", ") + ")"
  }
}
