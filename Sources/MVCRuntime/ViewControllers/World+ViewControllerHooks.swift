// Hook points through which view-controller features (containment, navigation, tabs, split
// views, presentation, window, layout, responder chain) plug into the core world.

extension World {
  /// Creates the predefined objects (`window`, `application`) and binds their names.
  func setUpPredefinedObjects() {}

  /// Reads a view-controller or window property the core does not store (`children`,
  /// `presentedViewController`, `window.rootViewController`, …); nil when the key is not one.
  func viewControllerProperty(_ key: String, of id: ObjectID) throws -> Value? { nil }

  /// Sets such a property; returns false when the key is not one of them.
  func setViewControllerProperty(_ key: String, of id: ObjectID, to value: Value) throws -> Bool {
    false
  }

  /// The names of those properties for an object family (completion, suggestions).
  func viewControllerPropertyNames(of kind: ObjectKind) -> [String] { [] }

  /// A special initializer such as `NavigationController(rootViewController:)`; nil when the
  /// call is an ordinary memberwise one.
  func specialInitializer(_ className: String, arguments: [(label: String?, value: Value)]) throws
    -> ObjectID?
  { nil }
}

/// Built-in methods of view controllers, containers, window and application.
enum ViewControllerMethods {
  static let all: [BuiltinMethod] = []
}
