import MVCRuntime

/// `extension ListController: UITableViewDataSource { … }` and `extension Describable { … }`:
/// members added to a class declared before, and a protocol's default methods.
extension Interpreter {
  /// Runs an extension: adds its methods and computed properties to the class (objects made
  /// before answer them at once) and the protocols it adopts, checked as a class declaration
  /// checks them; for a protocol, keeps its methods as defaults for every adopting class.
  func declareExtension(_ statement: Statement, _ tx: inout Transaction) throws {
    guard case .extensionDeclaration(let declaration) = statement else { return }
    if Self.notificationNameTypes.contains(declaration.name) {
      try extendNotificationName(declaration, &tx)
      return
    }
    if let stored = declaration.properties.first(where: {
      $0.accessors?.getter == nil && !$0.isStatic
    }) {
      throw ScriptFailure.interpreter(.storedPropertyInExtension(stored.name), at: stored.range)
    }
    if let info = reader.protocolInfo(named: declaration.name) {
      try extendProtocol(info, declaration, &tx)
      return
    }
    let written = declaration.name
    guard
      let info = reader.classInfo(named: written)
        ?? reader.classInfo(named: UIKitNames.canonicalClass(written))
    else {
      let known = Array(reader.classes.keys) + Array(reader.protocols.keys)
      throw ScriptFailure.interpreter(
        .unknownType(written, suggestion: NearestName.suggestion(for: written, among: known)),
        at: declaration.range)
    }
    let className = info.name
    let builtin = Set(reader.builtinSelectors(ofClass: className))
    let existing = Set(reader.classChain(className).flatMap { $0.methods.keys })
    var propertyNames = Set(reader.allProperties(of: className).map(\.name))
    // A struct's stored properties are its own, not schemas of an object.
    propertyNames.formUnion(info.valueType?.storedProperties.map(\.name) ?? [])
    var methods: [String: MethodReference] = [:]
    var statics = StaticMembers()
    for property in declaration.properties where property.isStatic {
      guard info.staticProperties[property.name] == nil else {
        throw ScriptFailure.interpreter(
          .duplicateProperty(property.name, className: className), at: property.range)
      }
      try declareStatic(property, inClass: className, into: &statics)
    }
    for method in declaration.methods where method.isStatic {
      guard info.staticMethods[method.selector] == nil else {
        throw ScriptFailure.interpreter(
          .duplicateMethod(selector: method.selector, className: className), at: method.range)
      }
      try declareStatic(method, inClass: className, into: &statics)
    }
    for property in declaration.properties where !property.isStatic {
      let getter = PropertyAccessor.get.selector(for: property.name)
      guard propertyNames.insert(property.name).inserted, !existing.contains(getter) else {
        throw ScriptFailure.interpreter(
          .duplicateProperty(property.name, className: className), at: property.range)
      }
      if let type = property.type {
        _ = try Resolver(reader: reader).resolve(type, declaringClass: className)
      }
      guard let accessors = property.accessors else { continue }
      for (accessor, body) in Self.accessorBodies(accessors) {
        methods[accessor.selector(for: property.name)] = declareAccessor(
          accessor, body, of: property, inClass: className)
      }
    }
    for method in declaration.methods where !method.isStatic {
      // Swift: an extension adds; it does not replace what the class already declares.
      guard methods[method.selector] == nil, info.methods[method.selector] == nil,
        !(builtin.contains(method.selector) && !info.isUserDeclared)
      else {
        throw ScriptFailure.interpreter(
          .duplicateMethod(selector: method.selector, className: className), at: method.range)
      }
      if let superclass = info.superclass {
        let inherited = Set(
          reader.builtinSelectors(ofClass: superclass)
            + reader.classChain(superclass).flatMap { $0.methods.keys })
        try checkOverride(method, inherited: inherited, superclass: superclass)
      }
      methods[method.selector] = MethodReference(
        index: methodBodies.count, parameterNames: method.parameterNames)
      methodBodies.append(method)
      methodOwners.append(className)
    }
    let adopted = declaration.protocols.map { name in
      reader.protocols[name] == nil ? UIKitNames.canonicalProtocol(name) : name
    }
    let answered = existing.union(methods.keys).union(builtin)
    for protocolName in adopted where !Self.builtinProtocols.contains(protocolName) {
      guard let adoptedInfo = reader.protocolInfo(named: protocolName) else {
        throw ScriptFailure.interpreter(
          .unknownProtocol(
            protocolName,
            suggestion: NearestName.suggestion(
              for: protocolName, among: Array(reader.protocols.keys) + Self.builtinProtocols)),
          at: declaration.range)
      }
      for (selector, method) in adoptedInfo.defaultMethods where !answered.contains(selector) {
        methods[selector] = method
      }
      for requirement in adoptedInfo.requirements
      where !answered.contains(requirement) && methods[requirement] == nil {
        throw ScriptFailure.interpreter(
          .missingRequirement(
            className: className, protocolName: protocolName, selector: requirement),
          at: declaration.range)
      }
      for property in adoptedInfo.properties where !propertyNames.contains(property) {
        throw ScriptFailure.interpreter(
          .missingRequirement(
            className: className, protocolName: protocolName, selector: "var " + property),
          at: declaration.range)
      }
    }
    tx.extend(
      className, methods: methods, protocols: adopted, staticProperties: statics.properties,
      staticMethods: statics.methods)
  }

  /// `extension Describable { func describe() -> String { … } }`: each method becomes the
  /// protocol's default, given now to every class that adopts it and has no method of its own
  /// with that selector, and later to each class that adopts it.
  private func extendProtocol(
    _ info: ProtocolInfo, _ declaration: ExtensionDeclaration, _ tx: inout Transaction
  ) throws {
    if let property = declaration.properties.first {
      throw ScriptFailure.interpreter(
        .storedPropertyInExtension(property.name), at: property.range)
    }
    var updated = info
    for method in declaration.methods {
      guard updated.defaultMethods[method.selector] == nil else {
        throw ScriptFailure.interpreter(
          .duplicateMethod(selector: method.selector, className: info.name), at: method.range)
      }
      updated.defaultMethods[method.selector] = MethodReference(
        index: methodBodies.count, parameterNames: method.parameterNames)
      methodBodies.append(method)
      methodOwners.append(info.name)
    }
    tx.declare(updated)
    for adopter in reader.classes.values where adopter.protocols.contains(info.name) {
      let answered = Set(reader.classChain(adopter.name).flatMap { $0.methods.keys })
      let added = updated.defaultMethods.filter { !answered.contains($0.key) }
      if !added.isEmpty { tx.extend(adopter.name, methods: added, protocols: []) }
    }
  }
}
