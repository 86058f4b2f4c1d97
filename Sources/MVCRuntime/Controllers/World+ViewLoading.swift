extension World {
  /// Returns a view controller's root view, loading it first if needed: the view controller
  /// receives `loadView()` then `viewDidLoad()`, exactly once, the first time anyone asks.
  /// A table view controller's view is a table view whose data source and delegate it is.
  @discardableResult
  func loadViewIfNeeded(_ controller: ObjectID) throws -> ObjectID {
    if let view = records[controller.raw].rootView { return view }
    var created: ObjectID?
    try deliver("loadView()", to: controller, kind: .lifecycle, from: .object(controller)) {
      let view = makeRootView(for: controller)
      update(view) { $0.owningController = controller }
      update(controller) { $0.rootView = view }
      created = view
    }
    try deliver("viewDidLoad()", to: controller, kind: .lifecycle, from: .object(controller))
    guard let view = created ?? records[controller.raw].rootView else {
      throw RuntimeFailure.internalError(.loadView)
    }
    return view
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
