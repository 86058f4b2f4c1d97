/// The table of methods the runtime implements.
public enum BuiltinMethods {
  /// Every built-in method.
  public static let all: [BuiltinMethod] =
    core + ViewControllerMethods.all + AppearanceTransitionMethods.all + HandlerMethods.all
    + ButtonMethods.all
    + TableViewMethods.all + StackViewMethods.all

  /// The `for:` argument of a target-action method: a control event (`.touchUpInside`).
  private static func controlEvent(_ value: Value, in world: World) throws -> String {
    guard case .enumCase(let event) = value else {
      throw RuntimeFailure.argumentType(
        argument: "for", expected: .enumeration("UIControl.Event"),
        found: world.valueKind(of: value))
    }
    return event
  }

  /// The refusal for an `action:` argument that is not a selector.
  private static func selectorExpected(_ value: Value, in world: World) -> RuntimeFailure {
    RuntimeFailure.argumentType(
      argument: "action", expected: .enumeration("Selector"), found: world.valueKind(of: value))
  }

  static let core: [BuiltinMethod] = [
    BuiltinMethod("addSubview(_:)", on: "View", example: "editor.view.addSubview(field)") {
      world, receiver, args in
      let child = try world.requireObject(args[0], ofClass: "View", argument: "_")
      try world.addSubview(child, to: receiver)
      return .void
    },
    BuiltinMethod("removeFromSuperview()", on: "View", example: "field.removeFromSuperview()") {
      world, receiver, _ in
      try world.removeFromSuperview(receiver)
      return .void
    },
    BuiltinMethod(
      "addTarget(_:action:for:)", on: "View",
      example: "button.addTarget(editor, action: #selector(save), for: .touchUpInside)"
    ) { world, receiver, args in
      let target: ObjectID? =
        args[0] == .null
        ? nil : try world.requireObject(args[0], ofClass: "Controller", argument: "_")
      guard let action = args[1].stringValue else {
        throw selectorExpected(args[1], in: world)
      }
      try world.addTarget(
        target, action: action, event: try controlEvent(args[2], in: world), to: receiver)
      return .void
    },
    BuiltinMethod(
      "removeTarget(_:action:for:)", on: "View",
      example: "button.removeTarget(editor, action: #selector(save), for: .touchUpInside)"
    ) { world, receiver, args in
      let target: ObjectID? =
        args[0] == .null
        ? nil : try world.requireObject(args[0], ofClass: "Controller", argument: "_")
      let action: String?
      switch args[1] {
      case .null: action = nil
      case .string(let name): action = name
      default: throw selectorExpected(args[1], in: world)
      }
      try world.removeTarget(
        target, action: action, event: try controlEvent(args[2], in: world), from: receiver)
      return .void
    },
    BuiltinMethod(
      "bind(_:to:key:)", on: "Controller", example: "editor.bind(field, to: ada, key: \"name\")"
    ) { world, receiver, args in
      let view = try world.requireObject(args[0], ofClass: "View", argument: "_")
      let model = try world.requireObject(args[1], ofClass: "Model", argument: "to")
      let key = try world.requireString(args[2], argument: "key")
      try world.bind(controller: receiver, view: view, model: model, key: key)
      return .void
    },
    BuiltinMethod(
      "addObserver(_:forKeyPath:)", on: "Model",
      example: "ada.addObserver(editor, forKeyPath: \"name\")"
    ) { world, receiver, args in
      let observer = try world.requireObject(args[0], ofClass: "Controller", argument: "_")
      let key = try world.requireString(args[1], argument: "forKeyPath")
      try world.addObserver(observer, of: receiver, key: key)
      return .void
    },
    BuiltinMethod(
      "addObserver(_:forKeyPath:options:context:)", on: "Model",
      example: "ada.addObserver(editor, forKeyPath: \"name\", options: [.new], context: nil)"
    ) { world, receiver, args in
      let observer = try world.requireObject(args[0], ofClass: "Controller", argument: "_")
      let key = try world.requireString(args[1], argument: "forKeyPath")
      let options = try world.observingOptions(args[2])
      try world.addObserver(observer, of: receiver, key: key, options: options)
      return .void
    },
    BuiltinMethod(
      "removeObserver(_:forKeyPath:)", on: "Model",
      example: "ada.removeObserver(editor, forKeyPath: \"name\")"
    ) { world, receiver, args in
      let observer = try world.requireObject(args[0], ofClass: "Controller", argument: "_")
      let key = try world.requireString(args[1], argument: "forKeyPath")
      try world.removeObserver(observer, of: receiver, key: key)
      return .void
    },
    BuiltinMethod("loadViewIfNeeded()", on: "ViewController", example: "editor.loadViewIfNeeded()")
    {
      world, receiver, _ in
      try world.loadViewIfNeeded(receiver)
      return .void
    },
    BuiltinMethod(
      "addObserver(_:selector:name:)", on: "NotificationCenter",
      example:
        "NotificationCenter.default.addObserver(editor, selector: #selector(saved), name: \"Saved\")"
    ) { world, _, args in
      let observer = try world.requireObject(args[0], ofClass: "Controller", argument: "_")
      let selector = try world.requireString(args[1], argument: "selector")
      let name = try world.requireString(args[2], argument: "name")
      try world.addNotificationObserver(observer, selector: selector, name: name)
      return .void
    },
    BuiltinMethod(
      "addObserver(_:selector:name:object:)", on: "NotificationCenter",
      example:
        "NotificationCenter.default.addObserver(editor, selector: #selector(saved), name: \"Saved\", object: nil)"
    ) { world, _, args in
      let observer = try world.requireObject(args[0], ofClass: "Controller", argument: "_")
      let selector = try world.requireString(args[1], argument: "selector")
      let name = try world.requireString(args[2], argument: "name")
      // `object:` limits the registration to posts by that object; nil takes every post.
      let object = try world.optionalObject(args[3], argument: "object")
      try world.addNotificationObserver(observer, selector: selector, name: name, object: object)
      return .void
    },
    BuiltinMethod(
      "removeObserver(_:)", on: "NotificationCenter",
      example: "NotificationCenter.default.removeObserver(editor)"
    ) { world, _, args in
      // An observer object, or the token a block registration returned.
      guard let observer = args[0].objectID, world.contains(observer) else {
        throw RuntimeFailure.argumentType(
          argument: "_", expected: .object("Controller"), found: world.valueKind(of: args[0]))
      }
      try world.removeNotificationObserver(observer)
      return .void
    },
    BuiltinMethod(
      "post(name:object:)", on: "NotificationCenter",
      example: "NotificationCenter.default.post(name: \"Saved\", object: ada)"
    ) { world, _, args in
      let name = try world.requireString(args[0], argument: "name")
      try world.post(name: name, object: args[1])
      return .void
    },
    BuiltinMethod(
      "post(name:)", on: "NotificationCenter",
      example: "NotificationCenter.default.post(name: \"Saved\")"
    ) { world, _, args in
      let name = try world.requireString(args[0], argument: "name")
      try world.post(name: name, object: .null)
      return .void
    },
  ]

  /// The global functions the learner uses to act as the user.
  public static let functions: [BuiltinMethod] = [
    BuiltinMethod("tap(_:)", on: "", example: "tap(saveButton)") { world, _, args in
      // A view, or an action of an alert on screen.
      if let id = args[0].objectID, world.contains(id),
        world.isClass(world.record(id).className, kindOf: "AlertAction")
      {
        try world.tapAlertAction(id)
        return .void
      }
      if let id = args[0].objectID, world.contains(id),
        world.isClass(world.record(id).className, kindOf: "BarButtonItem")
      {
        try world.tapBarButtonItem(id)
        return .void
      }
      try world.tap(try world.requireObject(args[0], ofClass: "View", argument: "_"))
      return .void
    },
    BuiltinMethod("type(_:_:)", on: "", example: "type(field, \"Grace\")") { world, _, args in
      let field = try world.requireObject(args[0], ofClass: "View", argument: "_")
      let text = try world.requireString(args[1], argument: "_")
      try world.type(field, text: text)
      return .void
    },
    BuiltinMethod("returnKey(_:)", on: "", example: "returnKey(field)") { world, _, args in
      // The user presses Return on the keyboard of a text field.
      try world.pressReturn(try world.requireObject(args[0], ofClass: "View", argument: "_"))
      return .void
    },
    BuiltinMethod("toggle(_:)", on: "", example: "toggle(favoriteSwitch)") { world, _, args in
      try world.toggle(try world.requireObject(args[0], ofClass: "View", argument: "_"))
      return .void
    },
    BuiltinMethod("select(_:row:)", on: "", example: "select(list, row: 0)") { world, _, args in
      let list =
        try args[0].objectID.flatMap { world.contains($0) ? world.moreList(for: $0) : nil }
        ?? world.requireObject(args[0], ofClass: "View", argument: "_")
      let row = try world.requireInt(args[1], argument: "row")
      try world.select(list, row: row)
      return .void
    },
  ]

  /// The selector of every global function (`tap(_:)`, `tapBackButton(_:)`, `swipeDown(_:)` …),
  /// for completion.
  public static let functionSelectors: [String] =
    (functions + ViewControllerMethods.functions + TableViewMethods.functions).map(\.selector)

  private static let bySelector: [String: [BuiltinMethod]] = Dictionary(
    grouping: all, by: \.selector)
  private static let functionsBySelector: [String: BuiltinMethod] = Dictionary(
    uniqueKeysWithValues: (functions + ViewControllerMethods.functions + TableViewMethods.functions)
      .map { ($0.selector, $0) })

  /// The built-in method for a selector on an instance of a class, if any.
  static func find(_ selector: String, forClass className: String, in world: World)
    -> BuiltinMethod?
  {
    bySelector[selector]?.first { world.isClass(className, kindOf: $0.ownerClass) }
  }

  /// The global function for a selector, if any.
  public static func function(_ selector: String) -> BuiltinMethod? {
    functionsBySelector[selector]
  }
}
