extension World {
  /// Names that read like properties but are computed by the runtime, per object family.
  func computedPropertyNames(of kind: ObjectKind, className: String) -> [String] {
    let table = tablePropertyNames(ofClass: className, kind: kind)
    switch kind {
    case .view:
      return ["superview", "subviews", "frame"] + table + appearancePropertyNames(of: kind)
    case .controller(let k) where k.hasView:
      return ["view", "isViewLoaded"] + viewControllerPropertyNames(of: kind) + table
    default: return viewControllerPropertyNames(of: kind)
    }
  }

  /// Every property name an object answers to, for completion and suggestions.
  func propertyNames(of id: ObjectID) -> [String] {
    let r = record(id)
    return allProperties(of: r.className).map(\.name)
      + computedPropertyNames(of: r.kind, className: r.className)
      + computedPropertyNames(ofClass: r.className)
  }

  /// Reads a property without changing anything: its value, or the object a real read would
  /// make first (a view controller's view, its tab bar item, a container's bar). Nil when the
  /// object has no such property.
  func peekProperty(_ key: String, of id: ObjectID) -> PropertyRead? {
    guard contains(id) else { return nil }
    let r = record(id)
    if let lazy = lazyObject(key, of: r) { return .notYetMade(lazy) }
    if let value = readViewControllerProperty(key, of: id) { return .value(value) }
    if let value = readTableProperty(key, of: id) { return .value(value) }
    if let value = readAppearanceProperty(key, of: r) { return .value(value) }
    switch (r.kind, key) {
    case (.controller(let k), "view") where k.hasView:
      return r.rootView.map { .value(.object($0)) }
    case (.controller(let k), "isViewLoaded") where k.hasView:
      return .value(.bool(r.rootView != nil))
    case (.view, "superview"):
      return .value(r.superview.map(Value.object) ?? .null)
    case (.view, "subviews"):
      return .value(.array(r.subviews.map(Value.object)))
    case (.view, "frame"):
      return .value(
        .array([
          .double(r.frame.x), .double(r.frame.y), .double(r.frame.width), .double(r.frame.height),
        ]))
    default:
      break
    }
    return r.properties[key].map(PropertyRead.value)
  }

  /// The object reading `key` would make first, when it has not been made yet.
  func lazyObject(_ key: String, of r: ObjectRecord) -> LazyObject? {
    if let lazy = lazyTableObject(key, of: r) { return lazy }
    if let lazy = lazyAppearanceObject(key, of: r) { return lazy }
    guard let kind = r.kind.controllerKind, kind.hasView else { return nil }
    switch (kind, key) {
    case (_, "view") where r.rootView == nil: return .rootView
    case (.navigationController, "navigationBar") where r.vc.bar == nil: return .navigationBar
    case (.tabBarController, "tabBar") where r.vc.bar == nil: return .tabBar
    case (.tabBarController, "moreNavigationController") where r.vc.moreNavigation == nil:
      return .moreNavigationController
    case (_, "tabBarItem") where r.properties[key] == .null: return .tabBarItem
    case (_, "navigationItem") where r.properties[key] == .null: return .navigationItem
    case (_, "presentationController") where r.properties[key] == .null:
      return presentsAsPopover(r) ? .popoverPresentationController : .presentationController
    case (_, "popoverPresentationController")
    where presentsAsPopover(r) && r.properties["presentationController"] == .null:
      return .popoverPresentationController
    default: return nil
    }
  }

  /// Reads a property as a statement does (`ada.name`, `editor.view`): an object that is made
  /// the first time it is asked for (a view controller's view, its tab bar item) is made now.
  func property(_ key: String, of id: ObjectID) throws -> Value {
    switch peekProperty(key, of: id) {
    case .value(let value): return value
    case .notYetMade(let lazy): return .object(try make(lazy, for: id))
    case nil:
      if let value = try runGetter(key, of: id) { return value }
      throw unknownProperty(key, of: id)
    }
  }

  /// Makes an object that is made on first use.
  func make(_ lazy: LazyObject, for id: ObjectID) throws -> ObjectID {
    switch lazy {
    case .rootView: return try loadViewIfNeeded(id)
    case .tabBarItem: return try makeTabBarItem(for: id)
    case .navigationBar, .tabBar:
      guard let bar = ensureBar(of: id) else { throw RuntimeFailure.internalError(.bar) }
      return bar
    case .tableView: return try loadViewIfNeeded(id)
    case .textLabel, .detailTextLabel: return makeCellLabel(lazy, of: id)
    case .font, .image: return try makeAppearanceObject(lazy, for: id)
    case .navigationItem: return try makeNavigationItem(for: id)
    case .presentationController, .popoverPresentationController:
      return makePresentationController(for: id)
    case .moreNavigationController: return ensureMoreNavigation(of: id)
    }
  }

  /// A view controller's tab bar item, created the first time it is asked for (as UIKit does)
  /// with the controller's title.
  func makeTabBarItem(for controller: ObjectID) throws -> ObjectID {
    let title = records[controller.raw].properties["title"] ?? .string("")
    let item = try acting(as: .object(controller)) {
      try instantiate("TabBarItem", arguments: [("title", title)])
    }
    update(controller) { $0.properties["tabBarItem"] = .object(item) }
    noteHolder(of: .object(item), owner: controller, key: "tabBarItem")
    return item
  }

  func unknownProperty(_ key: String, of id: ObjectID) -> RuntimeFailure {
    .unknownProperty(
      key: key, className: records[id.raw].className,
      suggestion: NearestName.suggestion(for: key, among: propertyNames(of: id)))
  }

  /// Sets a property (`ada.name = "Linus"`): checks its type, records the message, runs the
  /// property's `willSet` and `didSet` around the store (unless `runsObservers` is false: an
  /// initializer setting its own object's property), then tells every observer of that key.
  func setProperty(
    _ key: String, of id: ObjectID, to value: Value, runsObservers: Bool = true
  ) throws {
    if key == "view", loadingViews.contains(id) { return try assignRootView(value, of: id) }
    if try setViewControllerProperty(key, of: id, to: value) { return }
    if try setTableProperty(key, of: id, to: value) { return }
    if try setAppearanceProperty(key, of: id, to: value) { return }
    // Two fields read in place: copying the whole record would cost more than the set.
    let className = records[id.raw].className
    let objectKind = records[id.raw].kind
    guard let schema = propertySchema(key, of: className) else {
      if try runSetter(key, of: id, to: value) { return }
      if computedPropertyNames(of: objectKind, className: className).contains(key) {
        throw RuntimeFailure.readOnlyProperty(key: key, className: className)
      }
      throw unknownProperty(key, of: id)
    }
    guard !schema.isReadOnly else {
      throw RuntimeFailure.readOnlyProperty(key: key, className: className)
    }
    guard let converted = coerce(value, to: schema.type) else {
      throw RuntimeFailure.propertyType(
        key: key, className: className, expected: schema.type, found: valueKind(of: value))
    }
    try checkViewProperty(key, of: className, schema: schema, value: converted)
    if objectKind == .presentationController {
      try checkPopoverProperty(key, of: className, value: converted)
    }
    let kind: MessageKind
    switch objectKind.role {
    case .model: kind = .modelMutation
    case .view: kind = .viewUpdate
    default: kind = .call
    }
    try deliver("setValue(_:forKey:)", to: id, arguments: [converted, .string(key)], kind: kind) {
      let old = records[id.raw].properties[key]
      try notifyPriorObservers(of: id, key: key, old: old)
      if runsObservers { try runObserver(.willSet, of: key, on: id, value: converted) }
      update(id) {
        $0.properties[key] = converted
        if !$0.clearedReferences.isEmpty { $0.clearedReferences[key] = nil }
      }
      if !schema.isWeak { noteHolder(of: converted, owner: id, key: key) }
      if runsObservers { try runObserver(.didSet, of: key, on: id, value: old ?? .null) }
      try notifyObservers(of: id, key: key, value: converted, old: old)
    }
  }

  /// Registers `observer` for changes of `key` on `object` (key-value observing), with the
  /// options that say what each change holds (`[.new]` when the sandbox's short form
  /// `addObserver(_:forKeyPath:)` is written); `.initial` sends one notification at once.
  func addObserver(
    _ observer: ObjectID, of object: ObjectID, key: String,
    options: Set<KeyValueObservingOption> = [.new]
  ) throws {
    let r = record(object)
    guard r.properties[key] != nil else { throw unknownProperty(key, of: object) }
    let written = KeyValueObservingOption.allCases.filter(options.contains).map {
      Value.enumCase($0.rawValue)
    }
    try deliver(
      "addObserver(_:forKeyPath:options:context:)", to: object,
      arguments: [.object(observer), .string(key), .array(written), .null], kind: .call
    ) {
      if !records[object.raw].observers.contains(where: {
        $0.observer == observer && $0.key == key && $0.handler == nil
      }) {
        update(object) {
          $0.observers.append(Observation(observer: observer, key: key, options: options))
        }
        if options.contains(.initial) {
          try sendObserveValue(
            to: observer, of: object, key: key, options: options,
            value: records[object.raw].properties[key] ?? .null, old: nil)
        }
      }
    }
  }

  /// Removes an observer registration.
  func removeObserver(_ observer: ObjectID, of object: ObjectID, key: String) throws {
    try deliver(
      "removeObserver(_:forKeyPath:)", to: object, arguments: [.object(observer), .string(key)],
      kind: .call
    ) {
      update(object) {
        $0.observers.removeAll { $0.observer == observer && $0.key == key && $0.handler == nil }
      }
    }
  }

  /// Before a key changes, the observations registered with `.prior` hear of it: a closure
  /// observation's handler runs with `change.isPrior` true and no new value, as Foundation
  /// sends the prior notification.
  func notifyPriorObservers(of id: ObjectID, key: String, old: Value?) throws {
    for observation in records[id.raw].observers
    where observation.key == key && observation.options.contains(.prior) {
      if observation.handler != nil {
        try runChangeHandler(observation, of: id, value: .null, old: old, isPrior: true)
      } else {
        try sendObserveValue(
          to: observation.observer, of: id, key: key, options: observation.options,
          value: .null, old: old, isPrior: true)
      }
    }
  }

  /// `observeValue(forKeyPath:of:change:context:)` to an observer: the change is a dictionary
  /// keyed as Foundation keys it (`change?[.newKey]`, `.oldKey`, `.notificationIsPriorKey`),
  /// holding what the options asked for.
  func sendObserveValue(
    to observer: ObjectID, of object: ObjectID, key: String,
    options: Set<KeyValueObservingOption>, value: Value, old: Value?, isPrior: Bool = false
  ) throws {
    var keys: [Value] = []
    var values: [Value] = []
    if options.contains(.new), !isPrior {
      keys.append(.enumCase("newKey"))
      values.append(value)
    }
    if options.contains(.old), let old {
      keys.append(.enumCase("oldKey"))
      values.append(old)
    }
    if isPrior {
      keys.append(.enumCase("notificationIsPriorKey"))
      values.append(.bool(true))
    }
    let change = Value.dictionary(DictionaryValue(keys: keys, values: values))
    try deliver(
      "observeValue(forKeyPath:of:change:context:)", to: observer,
      arguments: [.string(key), .object(object), change, .null], kind: .observation
    ) {
      if !isPrior { try controllerDidObserve(observer, object: object, key: key, value: value) }
    }
  }

  /// Sends `observeValue(forKeyPath:of:change:context:)` to every observer of a key.
  func notifyObservers(of id: ObjectID, key: String, value: Value, old: Value? = nil) throws {
    for observation in records[id.raw].observers where observation.key == key {
      if observation.handler != nil {
        try runChangeHandler(observation, of: id, value: value, old: old)
        continue
      }
      try sendObserveValue(
        to: observation.observer, of: id, key: key, options: observation.options, value: value,
        old: old)
    }
  }
}
