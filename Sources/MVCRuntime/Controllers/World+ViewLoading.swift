extension World {
  /// Returns a view controller's root view, loading it first if needed: the view controller
  /// receives `loadView()` then `viewDidLoad()`, exactly once, the first time anyone asks.
  @discardableResult
  func loadViewIfNeeded(_ controller: ObjectID) throws -> ObjectID {
    if let view = record(controller).rootView { return view }
    var created: ObjectID?
    try deliver("loadView()", to: controller, kind: .lifecycle, from: .object(controller)) {
      let view = makeObject(className: "View", kind: .view(.view))
      update(view) { $0.owningController = controller }
      update(controller) { $0.rootView = view }
      created = view
    }
    try deliver("viewDidLoad()", to: controller, kind: .lifecycle, from: .object(controller))
    guard let view = created ?? record(controller).rootView else {
      throw RuntimeError("error.internal", ["loadView"])
    }
    return view
  }
}
