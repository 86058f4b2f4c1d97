/// What learners call on stack views and scroll views, and `viewWithTag(_:)` on any view.
enum StackViewMethods {
  static let all: [BuiltinMethod] = [
    BuiltinMethod(
      "addArrangedSubview(_:)", on: "StackView", example: "form.addArrangedSubview(nameField)"
    ) { world, receiver, args in
      let view = try world.requireObject(args[0], ofClass: "View", argument: "_")
      try world.insertArrangedSubview(view, into: receiver, at: nil)
      return .void
    },
    BuiltinMethod(
      "insertArrangedSubview(_:at:)", on: "StackView",
      example: "form.insertArrangedSubview(title, at: 0)"
    ) { world, receiver, args in
      let view = try world.requireObject(args[0], ofClass: "View", argument: "_")
      let index = try world.requireInt(args[1], argument: "at")
      try world.insertArrangedSubview(view, into: receiver, at: index)
      return .void
    },
    BuiltinMethod(
      "removeArrangedSubview(_:)", on: "StackView", example: "form.removeArrangedSubview(note)"
    ) { world, receiver, args in
      let view = try world.requireObject(args[0], ofClass: "View", argument: "_")
      try world.removeArrangedSubview(view, from: receiver)
      return .void
    },
    BuiltinMethod(
      "setContentOffset(_:animated:)", on: "ScrollView",
      example: "scroll.setContentOffset(CGPoint(x: 0, y: 200), animated: true)"
    ) { world, receiver, args in
      try world.setProperty("contentOffset", of: receiver, to: args[0])
      return .void
    },
    BuiltinMethod("viewWithTag(_:)", on: "View", example: "form.viewWithTag(2)") {
      world, receiver, args in
      let tag = try world.requireInt(args[0], argument: "_")
      return world.viewWithTag(tag, in: receiver).map(Value.object) ?? .null
    },
    BuiltinMethod(
      "setOn(_:animated:)", on: "Switch", example: "favorite.setOn(true, animated: true)"
    ) { world, receiver, args in
      guard let flag = args[0].boolValue else {
        throw RuntimeFailure.argumentType(
          argument: "_", expected: .bool, found: world.valueKind(of: args[0]))
      }
      try world.setProperty("isOn", of: receiver, to: .bool(flag))
      return .void
    },
  ]
}
