extension World {
  /// Returns a view controller's root view, loading it first if needed: the view controller
  /// receives `loadView()` then `viewDidLoad()`, exactly once, the first time anyone asks.
  /// A table view controller's view is a table view whose data source and delegate it is.
  @discardableResult
  func loadViewIfNeeded(_ controller: ObjectID) throws -> ObjectID {
    if let view = records[controller.raw].rootView { return view }
    // A learner's `loadView()` makes the view itself: it assigns `view`, or calls
    // `super.loadView()` for UIKit's default one. Without an override, UIKit's runs.
    let overridden = userMethod("loadView()", of: records[controller.raw].className) != nil
    loadingViews.insert(controller)
    defer { loadingViews.remove(controller) }
    try deliver("loadView()", to: controller, kind: .lifecycle, from: .object(controller)) {
      if !overridden { installDefaultRootView(of: controller) }
    }
    loadingViews.remove(controller)
    guard let view = records[controller.raw].rootView else {
      throw RuntimeFailure.loadViewSetNoView(controller)
    }
    try deliver("viewDidLoad()", to: controller, kind: .lifecycle, from: .object(controller))
    return view
  }

  /// UIKit's own `loadView()`: a plain view (a table view for a table view controller) becomes
  /// the controller's view, unless it has one already.
  func installDefaultRootView(of controller: ObjectID) {
    guard records[controller.raw].rootView == nil else { return }
    let view = makeRootView(for: controller)
    update(view) { $0.owningController = controller }
    update(controller) { $0.rootView = view }
    // An alert's text fields, made before its view, go into it.
    for field in records[controller.raw].properties["textFields"]?.arrayValue ?? [] {
      if let id = field.objectID { placeAlertTextField(id, in: view) }
    }
  }

  /// `view = root` in the controller's own `loadView()`: the view becomes its root view. It must
  /// be a view that belongs to no other controller and is in no hierarchy yet.
  func assignRootView(_ value: Value, of controller: ObjectID) throws {
    guard case .object(let view) = value, isAlive(view), records[view.raw].kind.viewKind != nil
    else {
      throw RuntimeFailure.propertyType(
        key: "view", className: records[controller.raw].className, expected: .object("View"),
        found: valueKind(of: value))
    }
    if let owner = records[view.raw].owningController, owner != controller, isAlive(owner),
      records[owner.raw].rootView == view
    {
      throw RuntimeFailure.rootViewTaken(view, owner: owner)
    }
    if let old = records[controller.raw].rootView, old != view {
      update(old) { $0.owningController = nil }
    }
    update(view) { $0.owningController = controller }
    update(controller) { $0.rootView = view }
  }

  /// The view `loadView()` makes: a plain view, or for a table view controller a table view
  /// with the controller as its data source and delegate (as UIKit's `UITableViewController`).
  private func makeRootView(for controller: ObjectID) -> ObjectID {
    guard isTableViewController(controller) else {
      return makeObject(className: "View", kind: .view(.view))
    }
    let table = makeObject(className: "TableView", kind: .view(.tableView))
    update(table) { r in
      r.properties["dataSource"] = .object(controller)
      r.properties["delegate"] = .object(controller)
    }
    return table
  }
}
