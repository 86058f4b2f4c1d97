/// A way to reach a value from a name the learner bound: `ada`, `ada.name`, `editor.view`,
/// `nav.topViewController`.
public struct ObjectPath: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// The name bound with `let` (or a predefined one such as `window`).
  public var root: String
  /// The properties read one after another from the root.
  public var members: [String]

  /// Creates a path from its root name and members.
  public init(root: String, members: [String] = []) {
    self.root = root
    self.members = members
  }

  /// Reads `a.b.c`; nil when a part is not an identifier.
  public init?(parsing text: String) {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    guard let first = parts.first, parts.allSatisfy(Identifier.isValid) else { return nil }
    self.init(root: first, members: Array(parts.dropFirst()))
  }

  /// The path without its last member, and that member: `ada.name` → (`ada`, `name`).
  public var splittingLastMember: (owner: ObjectPath, key: String)? {
    guard let last = members.last else { return nil }
    return (ObjectPath(root: root, members: Array(members.dropLast())), last)
  }

  /// The path as written: `ada.name`.
  public var description: String { ([root] + members).joined(separator: ".") }
}
