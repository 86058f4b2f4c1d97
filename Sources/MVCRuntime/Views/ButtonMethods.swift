/// What tutorials do with a button: `UIButton(type: .system)`, `setTitle(_:for:)`.
enum ButtonMethods {
  static let all: [BuiltinMethod] = [
    BuiltinMethod(
      "setTitle(_:for:)", on: "Button", example: "save.setTitle(\"Save\", for: .normal)"
    ) { world, receiver, args in
      let title = try world.requireString(args[0], argument: "_")
      guard case .enumCase(let state) = args[1] else {
        throw RuntimeFailure.argumentType(
          argument: "for", expected: .enumeration("UIControl.State"),
          found: world.valueKind(of: args[1]))
      }
      // The sandbox draws a button in its normal state only.
      guard state == "normal" else {
        throw RuntimeFailure.notSimulated(
          selector: "setTitle(_:for: .\(state))",
          className: world.record(receiver).writtenClassName ?? world.record(receiver).className)
      }
      try world.setProperty("title", of: receiver, to: .string(title))
      return .void
    },
    BuiltinMethod(
      "title(for:)", on: "Button", example: "save.title(for: .normal)"
    ) { world, receiver, _ in
      world.record(receiver).properties["title"] ?? .string("")
    },
  ]

  /// The button types `UIButton(type:)` accepts; the sandbox draws them alike.
  static let types: Set<String> = ["system", "custom", "close", "detailDisclosure", "contactAdd"]
}

extension World {
  /// `UIButton(type: .system)`: the type is checked, then the button is made as `Button()`.
  func buttonArguments(_ arguments: [(label: String?, value: Value)]) throws -> [(
    label: String?, value: Value
  )] {
    try arguments.filter { argument in
      guard argument.label == "type" else { return true }
      guard case .enumCase(let type) = argument.value, ButtonMethods.types.contains(type) else {
        throw RuntimeFailure.argumentType(
          argument: "type", expected: .enumeration("UIButton.ButtonType"),
          found: valueKind(of: argument.value))
      }
      return false
    }
  }
}
