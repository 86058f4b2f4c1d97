// Hook points through which view-controller features (containment, navigation, tabs, split
// views, presentation, window, layout, responder chain) plug into the core world.

extension World {
  /// Creates the predefined objects (`window`, `application`) and binds their names.
  func setUpPredefinedObjects() {
    createPredefinedViewControllerObjects()
  }

  /// Reads a view-controller or window property the core does not store (`children`,
  /// `presentedViewController`, `window.rootViewController`, …); nil when the key is not one.
  func viewControllerProperty(_ key: String, of id: ObjectID) -> Value? {
    readViewControllerProperty(key, of: id)
  }

  /// Sets such a property; returns false when the key is not one of them.
  func setViewControllerProperty(_ key: String, of id: ObjectID, to value: Value) throws -> Bool {
    try writeViewControllerProperty(key, of: id, to: value)
  }

  /// The names of those properties for an object family (completion, suggestions).
  func viewControllerPropertyNames(of kind: ObjectKind) -> [String] {
    viewControllerPropertyList(of: kind)
  }

  /// A special initializer such as `NavigationController(rootViewController:)`,
  /// `IndexPath(row:section:)` or `TableViewCell(style:reuseIdentifier:)`; nil when the call is
  /// an ordinary memberwise one.
  func specialInitializer(_ className: String, arguments: [(label: String?, value: Value)]) throws
    -> ObjectID?
  {
    if let indexPath = try indexPathInitializer(className, arguments: arguments) {
      return indexPath
    }
    if let cell = try cellInitializer(className, arguments: arguments) { return cell }
    if let value = try valueInitializer(className, arguments: arguments) { return value }
    if let view = try imageViewInitializer(className, arguments: arguments) { return view }
    if let stack = try stackViewInitializer(className, arguments: arguments) { return stack }
    guard arguments.count == 1, arguments[0].label == "rootViewController",
      let info = classes[className], info.kind == .controller(.navigationController)
    else { return nil }
    guard let root = try optionalController(arguments[0].value, key: "rootViewController") else {
      throw RuntimeFailure.argumentType(
        argument: "rootViewController", expected: .object("ViewController"), found: .null)
    }
    return try makeNavigationController(className, root: root)
  }

  /// `NavigationController(rootViewController: root)`: a new navigation controller with
  /// `root` pushed (root receives `willMove(toParent:)` and `didMove(toParent:)`).
  func makeNavigationController(_ className: String, root: ObjectID) throws -> ObjectID {
    let nav = makeObject(className: className, kind: .controller(.navigationController))
    try validateContainerMember(root, of: nav, allowAlreadyChild: false)
    let operation = "init(rootViewController:)"
    try deliver(operation, to: nav, arguments: [.object(root)], kind: .creation) {
      try performPush(root, onto: nav, animated: false, operation: operation)
    }
    return nav
  }
}
