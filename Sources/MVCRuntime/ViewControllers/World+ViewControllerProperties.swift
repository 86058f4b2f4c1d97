extension World {
  /// Reads a property the view-controller features compute; nil when `key` is not one of
  /// them for this object.
  func readViewControllerProperty(_ key: String, of id: ObjectID) -> Value? {
    let r = record(id)
    let object: (ObjectID?) -> Value = { $0.map(Value.object) ?? .null }
    let objects: ([ObjectID]) -> Value = { .array($0.map(Value.object)) }
    switch r.kind {
    case .window:
      switch key {
      case "rootViewController": return object(windowState.rootViewController)
      case "isKeyWindow": return .bool(windowState.isKeyAndVisible)
      case "isHidden": return .bool(!windowState.isKeyAndVisible)
      case "frame", "bounds": return Self.rectValue(device.bounds)
      case "safeAreaInsets": return computeLayout().safeAreaInsets(of: window).value
      case "subviews": return objects(r.subviews)
      case "next": return object(nextResponder(of: id))
      default: return nil
      }
    case .application:
      switch key {
      case "delegate": return object(r.vc.delegate)
      case "keyWindow": return windowState.isKeyAndVisible ? .object(window) : .null
      case "next": return object(nextResponder(of: id))
      default: return nil
      }
    case .view:
      switch key {
      case "frame":
        return Self.rectValue(computeLayout().frames[id] ?? r.frame)
      case "bounds":
        let frame = computeLayout().frames[id] ?? r.frame
        return Self.rectValue(Rect(x: 0, y: 0, width: frame.width, height: frame.height))
      case "safeAreaInsets": return computeLayout().safeAreaInsets(of: id).value
      case "next": return object(nextResponder(of: id))
      case "isFirstResponder": return .bool(isFirstResponder(id))
      case "window": return isViewInWindow(id) ? .object(window) : .null
      case "isTranslucent" where r.vc.barRole != nil: return .bool(r.vc.isTranslucent)
      default: return nil
      }
    case .controller(let kind) where kind.hasView:
      return readControllerProperty(key, of: id, kind: kind)
    default:
      return nil
    }
  }

  private func readControllerProperty(_ key: String, of id: ObjectID, kind: ControllerKind)
    -> Value?
  {
    let r = record(id)
    let object: (ObjectID?) -> Value = { $0.map(Value.object) ?? .null }
    let objects: ([ObjectID]) -> Value = { .array($0.map(Value.object)) }
    switch key {
    case "parent": return object(effectiveParent(of: id))
    case "children": return objects(children(of: id))
    case "presentedViewController": return object(presentedViewController(of: id))
    case "presentingViewController": return object(presentingViewController(of: id))
    case "navigationController":
      return object(nearestAncestor(of: id, kind: .navigationController))
    case "tabBarController": return object(nearestAncestor(of: id, kind: .tabBarController))
    case "splitViewController": return object(nearestAncestor(of: id, kind: .splitViewController))
    case "modalPresentationStyle":
      // The getter "will always return a concrete presentation style" (UIViewController.h).
      return .enumCase(r.vc.modalPresentationStyle.concrete.rawValue)
    case "definesPresentationContext": return .bool(definesPresentationContext(id))
    case "modalTransitionStyle": return .enumCase(r.vc.modalTransitionStyle.rawValue)
    case "isModalInPresentation": return .bool(r.vc.isModalInPresentation)
    case "providesPresentationContextTransitionStyle":
      return .bool(r.vc.providesPresentationContextTransitionStyle)
    case "popoverPresentationController":
      // "nil if the view controller's modalPresentationStyle is not .popover" (made on first
      // read when it is; see `lazyObject`).
      return object(popoverPresentationController(of: id))
    case "isBeingPresented": return .bool(r.vc.isBeingPresented)
    case "isBeingDismissed": return .bool(r.vc.isBeingDismissed)
    case "isMovingToParent": return .bool(r.vc.isMovingToParent)
    case "isMovingFromParent": return .bool(r.vc.isMovingFromParent)
    case "shouldAutomaticallyForwardAppearanceMethods":
      return .bool(forwardsAppearanceAutomatically(id))
    case "edgesForExtendedLayout": return r.vc.edgesForExtendedLayout.value
    case "extendedLayoutIncludesOpaqueBars": return .bool(r.vc.extendedLayoutIncludesOpaqueBars)
    case "additionalSafeAreaInsets": return r.vc.additionalSafeAreaInsets.value
    case "viewIfLoaded": return object(r.rootView)
    case "next": return object(nextResponder(of: id))
    default: break
    }
    switch (kind, key) {
    case (.navigationController, "viewControllers"): return objects(navigationStack(of: id))
    case (.tabBarController, "viewControllers"), (.splitViewController, "viewControllers"):
      return objects(children(of: id))
    case (.navigationController, "topViewController"):
      return object(navigationTop(of: id))
    case (.navigationController, "visibleViewController"):
      return object(visibleViewController(of: id))
    case (.navigationController, "isNavigationBarHidden"): return .bool(r.vc.isNavigationBarHidden)
    case (.navigationController, "navigationBar"), (.tabBarController, "tabBar"):
      return object(r.vc.bar)
    case (.navigationController, "delegate"), (.tabBarController, "delegate"),
      (.splitViewController, "delegate"):
      return object(r.vc.delegate)
    case (.tabBarController, "selectedIndex"): return r.vc.selectedIndex.map(Value.int) ?? .null
    case (.tabBarController, "selectedViewController"):
      return object(selectedViewController(of: id))
    case (.tabBarController, "moreNavigationController"):
      return object(r.vc.moreNavigation)
    case (_, "hidesBottomBarWhenPushed"): return .bool(r.vc.hidesBottomBarWhenPushed)
    case (.splitViewController, "isCollapsed"): return .bool(isCollapsed(id))
    default: return nil
    }
  }

  /// Sets such a property; false when `key` is not one of them for this object.
  func writeViewControllerProperty(_ key: String, of id: ObjectID, to value: Value) throws -> Bool {
    switch (records[id.raw].kind, key) {
    case (.window, "rootViewController"):
      try setRootViewController(try optionalController(value, key: key))
    case (.application, "delegate"):
      try setDelegate(value, of: id, key: key)
    case (.view, "isTranslucent") where records[id.raw].vc.barRole != nil:
      let flag = try boolArgument(value, key: key, of: id)
      try recordSet(key, of: id, value: value) { update(id) { $0.vc.isTranslucent = flag } }
    case (.controller(let kind), _) where kind.hasView:
      return try writeControllerProperty(key, of: id, kind: kind, value: value)
    default:
      return false
    }
    return true
  }

  private func writeControllerProperty(
    _ key: String, of id: ObjectID, kind: ControllerKind, value: Value
  ) throws -> Bool {
    switch (kind, key) {
    case (_, "modalPresentationStyle"):
      guard case .enumCase(let name) = value else {
        throw RuntimeFailure.propertyType(
          key: key, className: records[id.raw].className,
          expected: .enumeration("UIModalPresentationStyle"), found: valueKind(of: value))
      }
      guard let style = ModalPresentationStyle(rawValue: name) else {
        throw RuntimeFailure.unknownPresentationStyle(
          name,
          suggestion: NearestName.suggestion(
            for: name, among: ModalPresentationStyle.allCases.map(\.rawValue)))
      }
      try recordSet(key, of: id, value: value) {
        update(id) { $0.vc.modalPresentationStyle = style }
        forgetMismatchedPresentationController(of: id)
      }
    case (_, "modalTransitionStyle"):
      let style = try transitionStyleArgument(value, key: key, of: id)
      try recordSet(key, of: id, value: value) {
        update(id) { $0.vc.modalTransitionStyle = style }
      }
    case (_, "isModalInPresentation"):
      try setFlag(key, of: id, to: value, \.isModalInPresentation)
    case (_, "providesPresentationContextTransitionStyle"):
      try setFlag(key, of: id, to: value, \.providesPresentationContextTransitionStyle)
    case (_, "definesPresentationContext"):
      let flag = try boolArgument(value, key: key, of: id)
      try recordSet(key, of: id, value: value) {
        update(id) { $0.vc.definesPresentationContext = flag }
      }
    case (_, "extendedLayoutIncludesOpaqueBars"):
      try setFlag(key, of: id, to: value, \.extendedLayoutIncludesOpaqueBars)
    case (_, "hidesBottomBarWhenPushed"):
      try setFlag(key, of: id, to: value, \.hidesBottomBarWhenPushed)
    case (_, "edgesForExtendedLayout"):
      guard let edges = RectEdges(value: value) else {
        throw RuntimeFailure.unknownEdges(found: valueKind(of: value))
      }
      try recordSet(key, of: id, value: value) {
        update(id) { $0.vc.edgesForExtendedLayout = edges }
      }
    case (_, "additionalSafeAreaInsets"):
      guard let insets = EdgeInsets(value: value) else {
        throw RuntimeFailure.insetsFormat(found: valueKind(of: value))
      }
      try recordSet(key, of: id, value: value) {
        update(id) { $0.vc.additionalSafeAreaInsets = insets }
      }
    case (.navigationController, "viewControllers"):
      try setViewControllers(
        try controllerList(value, key: key), of: id, animated: false, operation: "viewControllers")
    case (.tabBarController, "viewControllers"):
      try setTabViewControllers(
        try controllerList(value, key: key), of: id, animated: false, operation: "viewControllers")
    case (.splitViewController, "viewControllers"):
      try setSplitViewControllers(try controllerList(value, key: key), of: id)
    case (.tabBarController, "selectedIndex"):
      guard let index = value.intValue else {
        throw RuntimeFailure.propertyType(
          key: key, className: records[id.raw].className, expected: .int,
          found: valueKind(of: value))
      }
      try setSelectedIndex(index, of: id)
    case (.tabBarController, "selectedViewController"):
      guard let vc = try optionalController(value, key: key) else {
        throw RuntimeFailure.propertyType(
          key: key, className: records[id.raw].className, expected: .object("ViewController"),
          found: valueKind(of: value))
      }
      try setSelectedViewController(vc, of: id)
    case (.navigationController, "isNavigationBarHidden"):
      let flag = try boolArgument(value, key: key, of: id)
      try recordSet(key, of: id, value: value) { try setNavigationBarHidden(flag, of: id) }
    case (.navigationController, "delegate"), (.tabBarController, "delegate"),
      (.splitViewController, "delegate"):
      try setDelegate(value, of: id, key: key)
    case (_, "children"), (_, "parent"), (_, "presentedViewController"),
      (_, "presentingViewController"), (_, "popoverPresentationController"),
      (.navigationController, "topViewController"),
      (.navigationController, "visibleViewController"),
      (.tabBarController, "moreNavigationController"):
      throw RuntimeFailure.readOnlyProperty(key: key, className: records[id.raw].className)
    default:
      return false
    }
    return true
  }

  /// Records a property change as UIKit's key-value coding would show it, then applies it.
  private func recordSet(_ key: String, of id: ObjectID, value: Value, _ apply: () throws -> Void)
    throws
  {
    try deliver("setValue(_:forKey:)", to: id, arguments: [value, .string(key)], kind: .call) {
      try apply()
    }
  }

  private func setDelegate(_ value: Value, of id: ObjectID, key: String) throws {
    var delegate: ObjectID?
    if value != .null {
      guard let target = value.objectID, contains(target) else {
        throw RuntimeFailure.propertyType(
          key: key, className: records[id.raw].className, expected: .optional(.object("AnyObject")),
          found: valueKind(of: value))
      }
      delegate = target
    }
    try recordSet(key, of: id, value: value) { update(id) { $0.vc.delegate = delegate } }
  }

  private func boolArgument(_ value: Value, key: String, of id: ObjectID) throws -> Bool {
    guard let flag = value.boolValue else {
      throw RuntimeFailure.propertyType(
        key: key, className: records[id.raw].className, expected: .bool, found: valueKind(of: value)
      )
    }
    return flag
  }

  /// A view controller or nil, as an argument or property value.
  func optionalController(_ value: Value, key: String) throws -> ObjectID? {
    if value == .null { return nil }
    guard let id = value.objectID, contains(id), viewControllerKind(id) != nil else {
      throw RuntimeFailure.argumentType(
        argument: key, expected: .object("ViewController"), found: valueKind(of: value))
    }
    return id
  }

  /// An array of view controllers.
  func controllerList(_ value: Value, key: String) throws -> [ObjectID] {
    guard case .array(let items) = value else {
      throw RuntimeFailure.argumentType(
        argument: key, expected: .array(.object("ViewController")), found: valueKind(of: value))
    }
    return try items.map { item in
      guard let id = try optionalController(item, key: key) else {
        throw RuntimeFailure.argumentType(
          argument: key, expected: .array(.object("ViewController")), found: valueKind(of: item))
      }
      return id
    }
  }

  /// A rectangle as a script value: `[x, y, width, height]`.
  static func rectValue(_ rect: Rect) -> Value {
    .array([.double(rect.x), .double(rect.y), .double(rect.width), .double(rect.height)])
  }

  /// The names of the computed properties per object family (completion, suggestions).
  func viewControllerPropertyList(of kind: ObjectKind) -> [String] {
    switch kind {
    case .window:
      return [
        "rootViewController", "isKeyWindow", "isHidden", "frame", "bounds", "safeAreaInsets",
        "next",
      ]
    case .application: return ["delegate", "keyWindow", "next"]
    case .view: return ["bounds", "safeAreaInsets", "next", "isFirstResponder", "window"]
    case .controller(let k) where k.hasView:
      var names = [
        "parent", "children", "presentedViewController", "presentingViewController",
        "navigationController", "tabBarController", "splitViewController",
        "modalPresentationStyle", "modalTransitionStyle", "isModalInPresentation",
        "popoverPresentationController", "definesPresentationContext",
        "providesPresentationContextTransitionStyle", "isBeingPresented",
        "isBeingDismissed", "isMovingToParent", "isMovingFromParent", "edgesForExtendedLayout",
        "extendedLayoutIncludesOpaqueBars", "additionalSafeAreaInsets", "viewIfLoaded", "next",
        "hidesBottomBarWhenPushed", "shouldAutomaticallyForwardAppearanceMethods",
      ]
      switch k {
      case .navigationController:
        names += [
          "viewControllers", "topViewController", "visibleViewController",
          "isNavigationBarHidden", "navigationBar", "delegate",
        ]
      case .tabBarController:
        names += [
          "viewControllers", "selectedIndex", "selectedViewController", "tabBar", "delegate",
          "moreNavigationController",
        ]
      case .splitViewController: names += ["viewControllers", "isCollapsed", "delegate"]
      default: break
      }
      return names
    default:
      return []
    }
  }

  /// Sets one of a view controller's Bool settings from a learner's value, traced as a set.
  private func setFlag(
    _ key: String, of id: ObjectID, to value: Value,
    _ field: WritableKeyPath<ViewControllerState, Bool>
  ) throws {
    let flag = try boolArgument(value, key: key, of: id)
    try recordSet(key, of: id, value: value) { update(id) { $0.vc[keyPath: field] = flag } }
  }
}
