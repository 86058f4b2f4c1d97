extension World {
  /// Gives a new object its own values for properties declared with a computed initial value
  /// (`let field = TextField()`): each instance gets a fresh one, as in Swift.
  func runInstanceInitializers(of id: ObjectID, skipping: Set<String>) throws {
    guard let invoker else { return }
    let className = records[id.raw].className
    for info in classChain(className).reversed() {
      for (property, method) in info.instanceInitializers where !skipping.contains(property) {
        var tx = Transaction(world: self)
        let value = try invoker.invoke(method, on: id, arguments: [], in: &tx)
        guard let schema = propertySchema(property, of: className),
          let converted = coerce(value, to: schema.type)
        else {
          throw RuntimeFailure.propertyType(
            key: property, className: className,
            expected: propertySchema(property, of: className)?.type, found: valueKind(of: value))
        }
        update(id) { $0.properties[property] = converted }
        if !schema.isWeak { noteHolder(of: converted, owner: id, key: property) }
      }
    }
  }

  /// Creates an object: `Contact()`, `Label(text: "Hi")`, `ViewController(title: "Edit")`.
  ///
  /// Each labelled argument sets the property of the same name, so any class gets a memberwise
  /// initializer. Window, application and notification center are predefined, not created.
  func instantiate(_ writtenName: String, arguments: [(label: String?, value: Value)]) throws
    -> ObjectID
  {
    let className =
      classes[writtenName] == nil ? UIKitNames.canonicalClass(writtenName) : writtenName
    // As in Swift, an initializer takes each argument once (`Contact(name: "a", name: "b")`).
    var labels = Set<String>()
    for case let label? in arguments.map(\.label) where !labels.insert(label).inserted {
      throw RuntimeFailure.duplicateArgumentLabel(label, className: writtenName)
    }
    let id = try instantiateCanonical(className, arguments: arguments)
    // An alert is shown over its presenter, which stays on screen (it does not disappear).
    if isClass(className, kindOf: "AlertController") {
      update(id) { $0.vc.modalPresentationStyle = .overFullScreen }
    }
    let shown = AppClassName.written(className) ?? writtenName
    if shown != className { update(id) { $0.writtenClassName = shown } }
    return id
  }

  private func instantiateCanonical(
    _ className: String, arguments: [(label: String?, value: Value)]
  ) throws -> ObjectID {
    guard let info = classes[className] else {
      throw RuntimeFailure.unknownClass(
        className, suggestion: NearestName.suggestion(for: className, among: classes.keys.sorted()))
    }
    // An enum makes values by its cases, never an object.
    guard info.valueType == nil else { throw RuntimeFailure.notInstantiable(className) }
    let root = classChain(className).last?.name ?? className
    guard
      BuiltinClasses.instantiable.contains(root) || BuiltinClasses.instantiable.contains(className)
        || HandlerClasses.instantiable.contains(root)
        || NavigationItemClasses.instantiable.contains(root)
    else { throw RuntimeFailure.notInstantiable(className) }
    if let special = try specialInitializer(className, arguments: arguments) { return special }
    if info.kind == .view(.button), arguments.count == 1, arguments[0].label == "primaryAction" {
      return try makeButton(className, primaryAction: arguments[0].value)
    }
    var arguments = info.kind == .handler ? handlerArguments(arguments) : arguments
    if info.kind == .view(.button) { arguments = try buttonArguments(arguments) }
    let selector = "init(" + arguments.map { "\($0.label ?? "_"):" }.joined() + ")"
    if userMethod(selector, of: className) != nil {
      // The learner's `init(…)`: the object starts with its properties' initial values, then
      // the initializer's body runs with the arguments.
      let id = makeObject(className: className, kind: info.kind)
      try deliver(selector, to: id, arguments: arguments.map(\.value), kind: .creation) {
        try runInstanceInitializers(of: id, skipping: [])
      }
      // Swift refuses an initializer that leaves a property without a value.
      for schema in allProperties(of: className)
      where records[id.raw].properties[schema.name] == .null && !schema.type.acceptsNil {
        throw RuntimeFailure.initializerLeftPropertyUnset(
          property: schema.name, className: className, selector: selector)
      }
      return id
    }
    let initializers = classChain(className).filter(\.isUserDeclared).flatMap {
      $0.methods.keys.filter { $0.hasPrefix("init(") }
    }
    if !initializers.isEmpty {
      // A class with its own initializers is made only through one of them.
      throw RuntimeFailure.noMatchingInitializer(
        selector, className: className, available: initializers.sorted())
    }
    var assignments: [(String, Value)] = []
    for argument in arguments {
      guard let label = argument.label else {
        throw RuntimeFailure.initNeedsLabels(className)
      }
      guard let schema = propertySchema(label, of: className), !schema.isReadOnly else {
        let names = allProperties(of: className).map(\.name)
        throw RuntimeFailure.unknownInitLabel(
          label: label, className: className,
          suggestion: NearestName.suggestion(for: label, among: names))
      }
      guard let converted = coerce(argument.value, to: schema.type) else {
        throw RuntimeFailure.propertyType(
          key: label, className: className, expected: schema.type,
          found: valueKind(of: argument.value))
      }
      try checkViewProperty(label, of: className, schema: schema, value: converted)
      assignments.append((label, converted))
    }
    let id = makeObject(className: className, kind: info.kind)
    try deliver(selector, to: id, arguments: assignments.map(\.1), kind: .creation) {
      try runInstanceInitializers(of: id, skipping: Set(assignments.map(\.0)))
      update(id) { record in
        for (key, value) in assignments { record.properties[key] = value }
      }
      for (key, value) in assignments { noteHolder(of: value, owner: id, key: key) }
    }
    return id
  }
}
