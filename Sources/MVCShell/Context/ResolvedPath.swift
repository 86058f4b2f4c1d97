import MVCRuntime

/// What a path such as `editor.view` or `vc.tabBarItem` names, found without changing anything.
enum ResolvedPath: Equatable {
  /// The path's current value.
  case value(Value)
  /// The last part names an object UIKit makes on first use, not made yet: a statement that
  /// reads `owner.key` makes it.
  case notYetMade(LazyObject, owner: ObjectID, key: String)
}
