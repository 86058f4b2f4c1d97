/// Built-in methods of a custom container that drives its children's appearance:
/// `beginAppearanceTransition(_:animated:)`, `endAppearanceTransition()` and
/// `transition(from:to:duration:options:animations:completion:)` (docs/uikit-fidelity.md,
/// "Custom containers and appearance").
enum AppearanceTransitionMethods {
  static let all: [BuiltinMethod] = [
    BuiltinMethod(
      "beginAppearanceTransition(_:animated:)", on: "ViewController",
      example: "child.beginAppearanceTransition(true, animated: false)"
    ) { world, receiver, args in
      try world.beginAppearanceTransition(
        receiver, isAppearing: try flag(args[0], world, "_"),
        animated: try flag(args[1], world, "animated"))
      return .void
    },
    BuiltinMethod(
      "endAppearanceTransition()", on: "ViewController",
      example: "child.endAppearanceTransition()"
    ) { world, receiver, _ in
      try world.endAppearanceTransition(receiver)
      return .void
    },
    BuiltinMethod(
      "transition(from:to:duration:options:animations:completion:)", on: "ViewController",
      example:
        "container.transition(from: old, to: new, duration: 0.3, options: [], animations: nil) { _ in }"
    ) { world, receiver, args in
      let old = try world.requireObject(args[0], ofClass: "ViewController", argument: "from")
      let new = try world.requireObject(args[1], ofClass: "ViewController", argument: "to")
      guard let duration = args[2].doubleValue else {
        throw RuntimeFailure.argumentType(
          argument: "duration", expected: .double, found: world.valueKind(of: args[2]))
      }
      // `UIView.AnimationOptions`: how the animation looks, which the sandbox does not draw.
      switch args[3] {
      case .array, .enumCase: break
      default:
        throw RuntimeFailure.argumentType(
          argument: "options", expected: .enumeration("UIView.AnimationOptions"),
          found: world.valueKind(of: args[3]))
      }
      let selector = "transition(from:to:duration:options:animations:completion:)"
      try world.transition(
        from: old, to: new, in: receiver,
        ChildTransition(
          duration: duration, animations: try closure(args[4], selector),
          completion: try closure(args[5], selector)),
        arguments: args)
      return .void
    },
  ]

  private static func flag(_ value: Value, _ world: World, _ argument: String) throws -> Bool {
    guard let flag = value.boolValue else {
      throw RuntimeFailure.argumentType(
        argument: argument, expected: .bool, found: world.valueKind(of: value))
    }
    return flag
  }

  /// A closure argument, or nil for none.
  private static func closure(_ value: Value, _ selector: String) throws -> ClosureID? {
    if value == .null { return nil }
    guard let id = value.closureID else {
      throw RuntimeFailure.completionNotAClosure(selector: selector)
    }
    return id
  }
}
