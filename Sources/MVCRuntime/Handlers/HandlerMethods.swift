/// The built-in methods that take a learner's closure for UIKit to call later.
enum HandlerMethods {
  static let all: [BuiltinMethod] = [
    BuiltinMethod(
      "addAction(_:for:)", on: "View",
      example: "button.addAction(UIAction { _ in print(\"tapped\") }, for: .touchUpInside)"
    ) { world, receiver, args in
      let action = try world.requireObject(args[0], ofClass: "Action", argument: "_")
      guard case .enumCase(let event) = args[1] else {
        throw RuntimeFailure.argumentType(
          argument: "for", expected: .enumeration("UIControl.Event"),
          found: world.valueKind(of: args[1]))
      }
      try world.addAction(action, for: event, to: receiver)
      return .void
    },
    BuiltinMethod(
      "addObserver(forName:object:queue:using:)", on: "NotificationCenter",
      example:
        "let token = NotificationCenter.default.addObserver(forName: \"Saved\", object: nil, queue: nil) { note in print(note.name) }"
    ) { world, _, args in
      let name = try world.requireString(args[0], argument: "forName")
      let object = try world.optionalObject(args[1], argument: "object")
      let handler = try world.requireClosure(args[3], argument: "using")
      return .object(try world.addNotificationBlock(name: name, object: object, handler: handler))
    },
    BuiltinMethod(
      "observe(_:options:changeHandler:)", on: "Model",
      example:
        "let watch = ada.observe(\\.name, options: [.new]) { contact, change in print(contact.name) }"
    ) { world, receiver, args in
      let key = try world.requireString(args[0], argument: "_")
      let options = try world.observingOptions(args[1])
      let handler = try world.requireClosure(args[2], argument: "changeHandler")
      return .object(try world.observe(receiver, key: key, options: options, handler: handler))
    },
    BuiltinMethod(
      "observe(_:changeHandler:)", on: "Model",
      example: "let watch = ada.observe(\\.name) { contact, change in print(contact.name) }"
    ) { world, receiver, args in
      let key = try world.requireString(args[0], argument: "_")
      let handler = try world.requireClosure(args[1], argument: "changeHandler")
      return .object(try world.observe(receiver, key: key, handler: handler))
    },
    BuiltinMethod(
      "addAction(_:)", on: "AlertController",
      example:
        "alert.addAction(UIAlertAction(title: \"OK\", style: .default) { _ in print(\"OK\") })"
    ) { world, receiver, args in
      let action = try world.requireObject(args[0], ofClass: "AlertAction", argument: "_")
      try world.addAlertAction(action, to: receiver)
      return .void
    },
    BuiltinMethod(
      "addTextField(configurationHandler:)", on: "AlertController",
      example: "alert.addTextField(configurationHandler: { field in field.placeholder = \"Name\" })"
    ) { world, receiver, args in
      try world.addAlertTextField(to: receiver, configuration: try textFieldConfiguration(args))
      return .void
    },
    BuiltinMethod(
      "addTextField(_:)", on: "AlertController",
      example: "alert.addTextField { field in field.placeholder = \"Name\" }"
    ) { world, receiver, args in
      try world.addAlertTextField(to: receiver, configuration: try textFieldConfiguration(args))
      return .void
    },
    BuiltinMethod("addTextField()", on: "AlertController", example: "alert.addTextField()") {
      world, receiver, _ in
      try world.addAlertTextField(to: receiver, configuration: nil)
      return .void
    },
    BuiltinMethod(
      "invalidate()", on: "KeyValueObservation", example: "watch.invalidate()"
    ) { world, receiver, _ in
      try world.invalidate(receiver)
      return .void
    },
  ]
}

extension World {
  /// A closure argument, or the refusal naming what was expected.
  func requireClosure(_ value: Value, argument: String) throws -> ClosureID {
    guard let id = value.closureID else {
      throw RuntimeFailure.argumentType(
        argument: argument, expected: .function("() -> Void"), found: valueKind(of: value))
    }
    return id
  }
}

extension HandlerMethods {
  /// The configuration handler of `addTextField`: a closure, or nil for `nil`.
  static func textFieldConfiguration(_ args: [Value]) throws -> ClosureID? {
    guard let value = args.first, value != .null else { return nil }
    guard let id = value.closureID else {
      throw RuntimeFailure.completionNotAClosure(selector: "addTextField(configurationHandler:)")
    }
    return id
  }
}
