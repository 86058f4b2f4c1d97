/// Built-in methods of view controllers, containers, window and views (first responder), and
/// the global functions with which the learner acts as the user on the screen.
enum ViewControllerMethods {
  static let all: [BuiltinMethod] = containment + navigation + presentation + others

  static let containment: [BuiltinMethod] = [
    BuiltinMethod("addChild(_:)", on: "ViewController", example: "container.addChild(child)") {
      world, receiver, args in
      try world.addChild(try controller(args[0], world, "_"), to: receiver)
      return .void
    },
    BuiltinMethod("removeFromParent()", on: "ViewController", example: "child.removeFromParent()") {
      world, receiver, _ in
      try world.removeFromParent(receiver)
      return .void
    },
    BuiltinMethod(
      "willMove(toParent:)", on: "ViewController", example: "child.willMove(toParent: nil)"
    ) { world, receiver, args in
      try world.willMove(receiver, toParent: try world.optionalController(args[0], key: "toParent"))
      return .void
    },
    BuiltinMethod(
      "didMove(toParent:)", on: "ViewController", example: "child.didMove(toParent: container)"
    ) { world, receiver, args in
      try world.didMove(receiver, toParent: try world.optionalController(args[0], key: "toParent"))
      return .void
    },
  ]

  static let navigation: [BuiltinMethod] = [
    BuiltinMethod(
      "pushViewController(_:animated:)", on: "NavigationController",
      example: "nav.pushViewController(detail, animated: true)"
    ) { world, receiver, args in
      try world.pushViewController(
        try controller(args[0], world, "_"), onto: receiver,
        animated: try flag(args[1], world, "animated"))
      return .void
    },
    BuiltinMethod(
      "popViewController(animated:)", on: "NavigationController",
      example: "nav.popViewController(animated: true)"
    ) { world, receiver, args in
      let popped = try world.popViewController(
        from: receiver, animated: try flag(args[0], world, "animated"))
      return popped.map(Value.object) ?? .null
    },
    BuiltinMethod(
      "popToRootViewController(animated:)", on: "NavigationController",
      example: "nav.popToRootViewController(animated: true)"
    ) { world, receiver, args in
      let popped = try world.popToRootViewController(
        from: receiver, animated: try flag(args[0], world, "animated"))
      return .array(popped.map(Value.object))
    },
    BuiltinMethod(
      "popToViewController(_:animated:)", on: "NavigationController",
      example: "nav.popToViewController(list, animated: true)"
    ) { world, receiver, args in
      let popped = try world.popToViewController(
        try controller(args[0], world, "_"), in: receiver,
        animated: try flag(args[1], world, "animated"))
      return .array(popped.map(Value.object))
    },
    BuiltinMethod(
      "setViewControllers(_:animated:)", on: "NavigationController",
      example: "nav.setViewControllers([list, detail], animated: true)"
    ) { world, receiver, args in
      try world.setViewControllers(
        try world.controllerList(args[0], key: "_"), of: receiver,
        animated: try flag(args[1], world, "animated"),
        operation: "setViewControllers(_:animated:)")
      return .void
    },
    BuiltinMethod(
      "setNavigationBarHidden(_:animated:)", on: "NavigationController",
      example: "nav.setNavigationBarHidden(true, animated: false)"
    ) { world, receiver, args in
      let hidden = try flag(args[0], world, "_")
      _ = try flag(args[1], world, "animated")
      try world.deliver(
        "setNavigationBarHidden(_:animated:)", to: receiver, arguments: args, kind: .call
      ) {
        try world.setNavigationBarHidden(hidden, of: receiver)
      }
      return .void
    },
    BuiltinMethod(
      "setViewControllers(_:animated:)", on: "TabBarController",
      example: "tabs.setViewControllers([contacts, favorites], animated: false)"
    ) { world, receiver, args in
      try world.setTabViewControllers(
        try world.controllerList(args[0], key: "_"), of: receiver,
        animated: try flag(args[1], world, "animated"),
        operation: "setViewControllers(_:animated:)")
      return .void
    },
  ]

  static let presentation: [BuiltinMethod] = [
    BuiltinMethod(
      "present(_:animated:completion:)", on: "ViewController",
      example: "detail.present(editor, animated: true, completion: nil)"
    ) { world, receiver, args in
      try world.present(
        try controller(args[0], world, "_"), from: receiver,
        animated: try flag(args[1], world, "animated"),
        completion: try completion(args[2], "present(_:animated:completion:)"))
      return .void
    },
    BuiltinMethod(
      "present(_:animated:)", on: "ViewController",
      example: "detail.present(editor, animated: true)"
    ) { world, receiver, args in
      try world.present(
        try controller(args[0], world, "_"), from: receiver,
        animated: try flag(args[1], world, "animated"))
      return .void
    },
    BuiltinMethod(
      "dismiss(animated:completion:)", on: "ViewController",
      example: "detail.dismiss(animated: true, completion: nil)"
    ) { world, receiver, args in
      try world.dismiss(
        from: receiver, animated: try flag(args[0], world, "animated"),
        completion: try completion(args[1], "dismiss(animated:completion:)"))
      return .void
    },
    BuiltinMethod(
      "dismiss(animated:)", on: "ViewController", example: "detail.dismiss(animated: true)"
    ) { world, receiver, args in
      try world.dismiss(from: receiver, animated: try flag(args[0], world, "animated"))
      return .void
    },
    BuiltinMethod(
      "show(_:sender:)", on: "ViewController", example: "list.show(detail, sender: nil)"
    ) { world, receiver, args in
      try world.show(try controller(args[0], world, "_"), from: receiver, sender: args[1])
      return .void
    },
    BuiltinMethod(
      "showDetailViewController(_:sender:)", on: "ViewController",
      example: "master.showDetailViewController(detail, sender: nil)"
    ) { world, receiver, args in
      try world.showDetailViewController(
        try controller(args[0], world, "_"), from: receiver, sender: args[1])
      return .void
    },
  ]

  static let others: [BuiltinMethod] = [
    BuiltinMethod("makeKeyAndVisible()", on: "Window", example: "window.makeKeyAndVisible()") {
      world, _, _ in
      try world.makeKeyAndVisible()
      return .void
    },
    BuiltinMethod("becomeFirstResponder()", on: "View", example: "field.becomeFirstResponder()") {
      world, receiver, _ in
      .bool(try world.becomeFirstResponder(receiver))
    },
    BuiltinMethod("resignFirstResponder()", on: "View", example: "field.resignFirstResponder()") {
      world, receiver, _ in
      .bool(try world.resignFirstResponder(receiver))
    },
    BuiltinMethod(
      "sendAction(_:to:from:for:)", on: "Application",
      example:
        "UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)"
    ) { world, receiver, args in
      // With no target the action goes to the first responder and up the responder chain:
      // `resignFirstResponder` there is the usual way to put the keyboard away.
      let action = try world.requireString(args[0], argument: "_")
      let name = action.split(separator: ".").last.map(String.init) ?? action
      var handled = false
      try world.deliver(
        "sendAction(_:to:from:for:)", to: receiver, arguments: [.string(name), args[1], args[2]],
        kind: .call
      ) {
        if let target = args[1].objectID, world.contains(target) {
          try world.deliver(name, to: target, kind: .targetAction)
          handled = true
        } else if name == "resignFirstResponder" || name == "resignFirstResponder()" {
          guard let responder = world.windowState.firstResponder else { return }
          handled = try world.resignFirstResponder(responder)
        } else if let responder = world.windowState.firstResponder {
          try world.sendActionUpResponderChain(name, from: responder)
          handled = true
        }
      }
      return .bool(handled)
    },
    BuiltinMethod("endEditing(_:)", on: "View", example: "view.endEditing(true)") {
      world, receiver, args in
      // The first responder inside the view stops editing (the keyboard goes away); `true`
      // does not ask the delegate.
      guard let force = args[0].boolValue else {
        throw RuntimeFailure.argumentType(
          argument: "_", expected: .bool, found: world.valueKind(of: args[0]))
      }
      var ended = true
      try world.deliver("endEditing(_:)", to: receiver, arguments: [args[0]], kind: .call) {
        ended = try world.endEditing(in: receiver, force: force)
      }
      return .bool(ended)
    },
  ]

  /// Global functions: the learner acts as the user on the simulated screen.
  static let functions: [BuiltinMethod] = [
    BuiltinMethod("tap(at:_:)", on: "", example: "tap(at: 40, 120)") { world, _, args in
      guard let x = args[0].doubleValue, let y = args[1].doubleValue else {
        throw RuntimeFailure.argumentType(
          argument: "at", expected: .double, found: world.valueKind(of: args[0]))
      }
      try world.tapScreen(x: x, y: y)
      return .void
    },
    BuiltinMethod("tap(_:tab:)", on: "", example: "tap(tabs, tab: 1)") { world, _, args in
      let tab = try world.requireObject(args[0], ofClass: "TabBarController", argument: "_")
      guard let index = args[1].intValue else {
        throw RuntimeFailure.argumentType(
          argument: "tab", expected: .int, found: world.valueKind(of: args[1]))
      }
      try world.tapTab(index, of: tab)
      return .void
    },
    BuiltinMethod("tapBackButton(_:)", on: "", example: "tapBackButton(nav)") { world, _, args in
      let nav = try world.requireObject(args[0], ofClass: "NavigationController", argument: "_")
      try world.tapBackButton(of: nav)
      return .void
    },
    BuiltinMethod("swipeDown(_:)", on: "", example: "swipeDown(editor)") { world, _, args in
      try world.swipeDown(try controller(args[0], world, "_"))
      return .void
    },
  ]

  private static func controller(_ value: Value, _ world: World, _ argument: String) throws
    -> ObjectID
  {
    try world.requireObject(value, ofClass: "ViewController", argument: argument)
  }

  private static func flag(_ value: Value, _ world: World, _ argument: String) throws -> Bool {
    guard let flag = value.boolValue else {
      throw RuntimeFailure.argumentType(
        argument: argument, expected: .bool, found: world.valueKind(of: value))
    }
    return flag
  }

  /// A completion handler: a closure, or nil for none.
  private static func completion(_ value: Value, _ selector: String) throws -> ClosureID? {
    if value == .null { return nil }
    guard let id = value.closureID else {
      throw RuntimeFailure.completionNotAClosure(selector: selector)
    }
    return id
  }
}
