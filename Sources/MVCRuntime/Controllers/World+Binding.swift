extension World {
  /// `controller.bind(view, to: model, key: "name")`: the controller mediates both ways.
  ///
  /// The controller observes the model's key, becomes the target of the view's edits (when the
  /// user can edit it), and shows the model's current value in the view at once.
  func bind(controller: ObjectID, view: ObjectID, model: ObjectID, key: String) throws {
    guard let viewKind = records[view.raw].kind.viewKind, let property = viewKind.boundProperty
    else {
      throw RuntimeFailure.notBindable(view)
    }
    let modelRecord = record(model)
    guard let current = modelRecord.properties[key] else { throw unknownProperty(key, of: model) }
    guard let shown = convertForView(current, property: property) else {
      throw RuntimeFailure.bindingType(
        key: key, found: valueKind(of: current), view: view, property: property)
    }
    let binding = Binding(view: view, model: model, key: key)
    if records[controller.raw].bindings.contains(binding) {
      throw RuntimeFailure.alreadyBound(view, key: key)
    }
    try deliver(
      "bind(_:to:key:)", to: controller, arguments: [.object(view), .object(model), .string(key)],
      kind: .call
    ) {
      update(controller) { $0.bindings.append(binding) }
      if !records[model.raw].observers.contains(where: {
        $0.observer == controller && $0.key == key && $0.handler == nil
      }) {
        try addObserver(controller, of: model, key: key)
      }
      if let event = viewKind.editEvent {
        let action = Self.bindingAction(for: viewKind)
        let registration = TargetAction(target: controller, action: action, event: event)
        if !records[view.raw].targets.contains(registration) {
          try deliver(
            "addTarget(_:action:for:)", to: view,
            arguments: [.object(controller), .string(action), .enumCase(event)], kind: .call
          ) {
            update(view) { $0.targets.append(registration) }
          }
        }
      }
      if records[view.raw].properties[property] != shown {
        try setProperty(property, of: view, to: shown)
      }
    }
  }

  /// The action a bound control sends its controller when the user edits it.
  static func bindingAction(for kind: ViewKind) -> String {
    switch kind {
    case .switchControl: return "switchValueChanged(_:)"
    default: return "textFieldEditingChanged(_:)"
    }
  }

  /// Turns a model value into what a view property shows, or nil when it cannot.
  func convertForView(_ value: Value, property: String) -> Value? {
    switch (property, value) {
    case ("text", .string), ("title", .string), ("imageName", .string): return value
    case ("text", .int(let i)), ("title", .int(let i)): return .string(String(i))
    case ("text", .double(let d)), ("title", .double(let d)): return .string(String(d))
    case ("text", .bool(let b)): return .string(String(b))
    case ("text", .null): return .string("")
    case ("isOn", .bool): return value
    case ("items", .array(let items)):
      return .array(
        items.map { item in
          if case .object(let id) = item { return .string(displayName(of: id)) }
          return convertForView(item, property: "text") ?? .string("")
        })
    default: return nil
    }
  }

  /// Turns what the user entered in a view into a value for the model's property.
  func convertForModel(_ value: Value, to type: ValueType) -> Value? {
    if let direct = coerce(value, to: type) { return direct }
    guard case .string(let s) = value else { return nil }
    switch type {
    case .int: return Int(s).map(Value.int)
    case .double: return Double(s).map(Value.double)
    case .optional(let wrapped): return s.isEmpty ? .null : convertForModel(value, to: wrapped)
    default: return nil
    }
  }

  /// A controller hears a change through a binding's observation and updates every bound view
  /// whose content differs.
  func controllerDidObserve(_ controller: ObjectID, object: ObjectID, key: String, value: Value)
    throws
  {
    for binding in records[controller.raw].bindings
    where binding.model == object && binding.key == key {
      guard let property = records[binding.view.raw].kind.viewKind?.boundProperty,
        let shown = convertForView(value, property: property),
        records[binding.view.raw].properties[property] != shown
      else { continue }
      try setProperty(property, of: binding.view, to: shown)
    }
  }

  /// A controller receives an edit from a bound view and writes it through to the model.
  func controllerDidReceiveEdit(_ controller: ObjectID, from view: ObjectID) throws {
    for binding in records[controller.raw].bindings where binding.view == view {
      guard let property = records[view.raw].kind.viewKind?.boundProperty,
        let edited = records[view.raw].properties[property],
        let schema = propertySchema(binding.key, of: records[binding.model.raw].className)
      else { continue }
      guard let converted = convertForModel(edited, to: schema.type) else {
        throw RuntimeFailure.propertyType(
          key: binding.key, className: records[binding.model.raw].className, expected: schema.type,
          found: valueKind(of: edited))
      }
      try setProperty(binding.key, of: binding.model, to: converted)
    }
  }
}
