import MVCRuntime

extension Interpreter {
  /// Declares a class: checks the superclass, the property types and defaults, and that every
  /// requirement of each adopted protocol is implemented.
  func declareClass(_ written: ClassDeclaration, _ tx: inout Transaction) throws {
    var declaration = withImplicitSuperclass(written)
    if ClassShadowing.shadows(declaration.name, in: reader) {
      // `class ViewController: UIViewController`: the app's own class, kept as
      // `App.ViewController`; its own body already means it by `ViewController`.
      let names = ClassShadowing.shadowedNames(in: reader).union([declaration.name])
      if case .classDeclaration(let renamed) = ClassShadowing.renaming(
        .classDeclaration(declaration), names)
      {
        notices.append(
          .classShadowsBuiltin(
            declaration.name, uikitName: ClassShadowing.uikitName(of: declaration.name)))
        declaration = renamed
      }
    }
    let name = declaration.name
    guard let superclass = reader.classInfo(named: declaration.superclass) else {
      throw ScriptFailure.runtime(
        .unknownClass(
          declaration.superclass,
          suggestion: NearestName.suggestion(
            for: declaration.superclass, among: BuiltinClasses.instantiable)),
        at: declaration.range)
    }
    let root = reader.classChain(superclass.name).last?.name ?? superclass.name
    guard
      BuiltinClasses.instantiable.contains(root)
        || BuiltinClasses.instantiable.contains(superclass.name)
    else {
      throw ScriptFailure.interpreter(.cannotSubclass(superclass.name), at: declaration.range)
    }
    if reader.protocolInfo(named: name) != nil || Self.reservedNames.contains(name) {
      throw ScriptFailure.interpreter(.nameTaken(name), at: declaration.range)
    }
    if let existing = reader.classInfo(named: name), !existing.isUserDeclared {
      throw ScriptFailure.runtime(.builtinClassRedeclared(name), at: declaration.range)
    }
    var properties: [PropertySchema] = []
    var initializers: [(property: String, method: MethodReference)] = []
    var seen = Set(reader.allProperties(of: superclass.name).map(\.name))
    var accessorMethods: [String: MethodReference] = [:]
    var statics = StaticMembers()
    for property in declaration.properties {
      if property.isStatic {
        try declareStatic(property, inClass: name, into: &statics)
        continue
      }
      guard seen.insert(property.name).inserted else {
        throw ScriptFailure.interpreter(
          .duplicateProperty(property.name, className: name), at: property.range)
      }
      if let accessors = property.accessors {
        for (accessor, body) in Self.accessorBodies(accessors) {
          accessorMethods[accessor.selector(for: property.name)] = declareAccessor(
            accessor, body, of: property, inClass: name)
        }
        if accessors.getter != nil {
          if let written = property.type {
            _ = try Resolver(reader: reader).resolve(written, declaringClass: name)
          }
          continue
        }
      }
      if let expression = property.initialValue, !Self.isConstant(expression) {
        // Computed for each instance, like Swift's stored-property initializers.
        properties.append(try computedPropertySchema(property, expression, inClass: name))
        initializers.append(
          (property.name, MethodReference(index: methodBodies.count, parameterNames: [])))
        methodBodies.append(
          MethodDeclaration(
            selector: "init(\(property.name))", parameterNames: [],
            body: [.returnStatement(expression, property.range)], range: property.range))
        methodOwners.append(name)
        continue
      }
      properties.append(
        try propertySchema(
          property, inClass: name, setByInitializer: declaresInitializer(declaration), &tx))
    }
    var methods = accessorMethods
    let inherited = Set(
      reader.builtinSelectors(ofClass: superclass.name)
        + reader.classChain(superclass.name).flatMap { $0.methods.keys })
    for method in declaration.methods {
      if method.isStatic {
        try declareStatic(method, inClass: name, into: &statics)
        continue
      }
      guard methods[method.selector] == nil else {
        throw ScriptFailure.interpreter(
          .duplicateMethod(selector: method.selector, className: name), at: method.range)
      }
      try checkOverride(method, inherited: inherited, superclass: superclass.name)
      methods[method.selector] = MethodReference(
        index: methodBodies.count, parameterNames: method.parameterNames)
      methodBodies.append(method)
      methodOwners.append(name)
    }
    let adopted = declaration.protocols.map { name in
      reader.protocols[name] == nil ? UIKitNames.canonicalProtocol(name) : name
    }
    for protocolName in adopted {
      if Self.builtinProtocols.contains(protocolName) { continue }
      // A protocol extension's methods, for each this class does not write or inherit.
      if let defaults = reader.protocolInfo(named: protocolName)?.defaultMethods {
        let inherited = Set(reader.classChain(superclass.name).flatMap { $0.methods.keys })
        for (selector, method) in defaults
        where methods[selector] == nil && !inherited.contains(selector) {
          methods[selector] = method
        }
      }
      guard let info = reader.protocolInfo(named: protocolName) else {
        throw ScriptFailure.interpreter(
          .unknownProtocol(
            protocolName,
            suggestion: NearestName.suggestion(
              for: protocolName, among: Array(reader.protocols.keys) + Self.builtinProtocols)),
          at: declaration.range)
      }
      let inherited = reader.classChain(superclass.name).flatMap { $0.methods.keys }
      for requirement in info.requirements
      where methods[requirement] == nil && !inherited.contains(requirement) {
        throw ScriptFailure.interpreter(
          .missingRequirement(className: name, protocolName: protocolName, selector: requirement),
          at: declaration.range)
      }
      for property in info.properties where !seen.contains(property) {
        throw ScriptFailure.interpreter(
          .missingRequirement(
            className: name, protocolName: protocolName, selector: "var " + property),
          at: declaration.range)
      }
    }
    var info = ClassInfo(
      name: name, superclass: superclass.name, kind: superclass.kind, properties: properties,
      methods: methods, protocols: adopted, isUserDeclared: true)
    info.instanceInitializers = initializers
    info.staticProperties = statics.properties
    info.staticMethods = statics.methods
    for property in declaration.propertyOverrides {
      guard info.propertyOverrides[property.name] == nil else {
        throw ScriptFailure.interpreter(
          .duplicateProperty(property.name, className: name), at: property.range)
      }
      info.propertyOverrides[property.name] = try overriddenValue(
        property, kind: superclass.kind, inClass: name)
    }
    try runtime(declaration.range) { try tx.declare(info) }
  }

  /// The static members a declaration adds.
  struct StaticMembers {
    var properties: [String: StaticProperty] = [:]
    var methods: [String: MethodReference] = [:]
  }

  /// Keeps a static property: its initial value's code (or its getter) as a method body.
  func declareStatic(
    _ property: PropertyDeclaration, inClass className: String, into statics: inout StaticMembers
  ) throws {
    guard statics.properties[property.name] == nil else {
      throw ScriptFailure.interpreter(
        .duplicateProperty(property.name, className: className), at: property.range)
    }
    let getter = property.accessors?.getter
    guard
      let body = property.initialValue.map({ [Statement.returnStatement($0, property.range)] })
        ?? getter?.body
    else {
      throw ScriptFailure.interpreter(
        .propertyNeedsDefault(property.name, type: .any), at: property.range)
    }
    var method = MethodDeclaration(
      selector: "static " + property.name, parameterNames: [], body: body, range: property.range)
    method.returnsValue = true
    statics.properties[property.name] = StaticProperty(
      code: MethodReference(index: methodBodies.count, parameterNames: []),
      isStored: getter == nil, isConstant: property.isConstant)
    methodBodies.append(method)
    methodOwners.append(className)
  }

  /// Keeps a static method.
  func declareStatic(
    _ method: MethodDeclaration, inClass className: String, into statics: inout StaticMembers
  ) throws {
    guard statics.methods[method.selector] == nil else {
      throw ScriptFailure.interpreter(
        .duplicateMethod(selector: method.selector, className: className), at: method.range)
    }
    statics.methods[method.selector] = MethodReference(
      index: methodBodies.count, parameterNames: method.parameterNames)
    methodBodies.append(method)
    methodOwners.append(className)
  }

  /// The accessors a property declares, each with its body.
  static func accessorBodies(_ accessors: PropertyAccessors)
    -> [(PropertyAccessor, AccessorBody)]
  {
    let pairs: [(PropertyAccessor, AccessorBody?)] = [
      (.get, accessors.getter), (.set, accessors.setter), (.willSet, accessors.willSet),
      (.didSet, accessors.didSet),
    ]
    return pairs.compactMap { accessor, body in body.map { (accessor, $0) } }
  }

  /// Keeps an accessor's body as a method of the class: a getter returns its one expression,
  /// the others bind their value (`newValue`, `oldValue` or the name written).
  func declareAccessor(
    _ accessor: PropertyAccessor, _ body: AccessorBody, of property: PropertyDeclaration,
    inClass className: String
  ) -> MethodReference {
    let parameters = body.parameter.map { [$0] } ?? []
    var method = MethodDeclaration(
      selector: accessor.selector(for: property.name), parameterNames: parameters,
      body: body.body, range: body.range)
    method.returnsValue = accessor == .get
    let reference = MethodReference(index: methodBodies.count, parameterNames: parameters)
    methodBodies.append(method)
    methodOwners.append(className)
    return reference
  }

  /// Swift's rule: a method that replaces an inherited one says `override`, and one that says
  /// it must replace something.
  func checkOverride(
    _ method: MethodDeclaration, inherited: Set<String>, superclass: String
  ) throws {
    // Initializers follow Swift's own rules for `override`, which depend on the designated
    // initializers of each UIKit class; the sandbox leaves them to the learner.
    if method.selector.hasPrefix("init(") || method.selector == "deinit" { return }
    let replaces = inherited.contains(method.selector)
    if replaces && !method.isOverride {
      throw ScriptFailure.interpreter(
        .missingOverride(selector: method.selector, superclass: superclass), at: method.range)
    }
    if method.isOverride && !replaces {
      throw ScriptFailure.interpreter(
        .overridesNothing(
          selector: method.selector, superclass: superclass,
          suggestion: NearestName.suggestion(for: method.selector, among: Array(inherited))),
        at: method.range)
    }
  }

  /// The constant an `override var` returns: only a UIKit property the class's family lets a
  /// subclass override (``OverridableProperties``), of that property's type, with a getter
  /// that returns a literal (`{ false }`, `{ return false }`). The runtime reads it from the
  /// class without running code, so what is on screen stays a pure question.
  private func overriddenValue(
    _ property: PropertyOverrideDeclaration, kind: ObjectKind, inClass className: String
  ) throws -> Value {
    guard let expected = OverridableProperties.properties(of: kind)[property.name] else {
      throw ScriptFailure.syntax(.unsupported(.propertyOverrides), at: property.range)
    }
    let returned: Expression?
    switch property.body.first {
    case .returnStatement(let expression, _)? where property.body.count == 1:
      returned = expression
    case .expression(let expression)? where property.body.count == 1:
      returned = expression
    default:
      returned = nil
    }
    guard let returned, case .literal(let literal, _) = returned else {
      throw ScriptFailure.syntax(.unsupported(.propertyOverrideBody), at: property.range)
    }
    let value: Value
    switch literal {
    case .bool(let flag): value = .bool(flag)
    case .integer(let number): value = .int(number)
    case .double(let number): value = .double(number)
    case .string(let text): value = .string(text)
    case .null: value = .null
    }
    let written = try Resolver(reader: reader).resolve(property.type, declaringClass: className)
    guard written == expected, let converted = reader.coerce(value, to: expected) else {
      throw ScriptFailure.runtime(
        .propertyType(
          key: property.name, className: className, expected: expected,
          found: reader.valueKind(of: value)),
        at: property.range)
    }
    return converted
  }

  /// Whether a class declares an `init(…)`, which then gives values to the properties that
  /// have none (the runtime checks that it did).
  private func declaresInitializer(_ declaration: ClassDeclaration) -> Bool {
    declaration.methods.contains { $0.selector.hasPrefix("init(") }
  }

  private func propertySchema(
    _ property: PropertyDeclaration, inClass className: String, setByInitializer: Bool,
    _ tx: inout Transaction
  ) throws -> PropertySchema {
    var type: ValueType?
    if let written = property.type {
      type = try Resolver(reader: reader).resolve(written, declaringClass: className)
    }
    var initial: Value?
    if let expression = property.initialValue {
      let value = try evaluate(expression, &tx)
      initial = value
      if type == nil {
        type = inferredType(of: value)
        if type == nil {
          throw ScriptFailure.interpreter(.cannotInferType(property.name), at: property.range)
        }
      }
    }
    guard let resolvedType = type else {
      throw ScriptFailure.syntax(.propertyNeedsTypeOrValue(property.name), at: property.range)
    }
    let defaultValue: Value
    if let initial {
      guard let converted = reader.coerce(initial, to: resolvedType) else {
        throw ScriptFailure.runtime(
          .propertyType(
            key: property.name, className: className, expected: resolvedType,
            found: reader.valueKind(of: initial)),
          at: property.range)
      }
      defaultValue = converted
    } else {
      if let zero = resolvedType.zeroValue {
        defaultValue = zero
      } else if setByInitializer {
        // Nil until the class's initializer sets it; the runtime refuses an initializer that
        // leaves it so, as Swift refuses to compile one.
        defaultValue = .null
      } else {
        throw ScriptFailure.interpreter(
          .propertyNeedsDefault(property.name, type: resolvedType), at: property.range)
      }
    }
    if property.isWeak, !isOptionalObject(resolvedType) {
      throw ScriptFailure.interpreter(.weakNeedsOptionalObject(property.name), at: property.range)
    }
    return PropertySchema(
      name: property.name, type: resolvedType, defaultValue: defaultValue, isWeak: property.isWeak)
  }

  /// Whether an initial value is the same for every instance (literals, arrays of them, enum
  /// cases): anything else — creating an object, reading another name — runs per instance.
  static func isConstant(_ expression: Expression) -> Bool {
    switch expression {
    case .literal, .enumCase, .selector: return true
    case .array(let items, _): return items.allSatisfy(isConstant)
    case .dictionary(let entries, _):
      return entries.allSatisfy { isConstant($0.key) && isConstant($0.value) }
    case .unary(_, let operand, _): return isConstant(operand)
    default: return false
    }
  }

  /// The schema of a property computed per instance: its type is written, or read off an
  /// initializer call such as `TextField(placeholder: "Name")`.
  private func computedPropertySchema(
    _ property: PropertyDeclaration, _ expression: Expression, inClass className: String
  ) throws -> PropertySchema {
    var type: ValueType?
    if let written = property.type {
      type = try Resolver(reader: reader).resolve(written, declaringClass: className)
    } else if case .call(.name(let callee, _), _, _) = expression,
      reader.classInfo(named: callee) != nil
    {
      type = .object(reader.classInfo(named: callee)?.name ?? callee)
    } else if case .member(.name(let typeName, _), let member, _) = expression,
      reader.classInfo(named: typeName)?.valueType?.enumCase(member) != nil
    {
      // `var state = LoadState.loading`: a case of a declared enum.
      type = .object(typeName)
    } else if case .call(.member(.name(let typeName, _), let member, _), _, _) = expression,
      reader.classInfo(named: typeName)?.valueType?.enumCase(member) != nil
    {
      type = .object(typeName)
    } else if case .cast(_, let kind, let written, _) = expression {
      // `var names = [String]()`, `var cell = view as! ContactCell`.
      let target = try Resolver(reader: reader).resolve(written, declaringClass: className)
      switch kind {
      case .test: type = .bool
      case .conditional: type = .optional(target)
      case .forced, .upcast: type = target
      }
    } else if case .name(let global, _) = expression, let value = reader.globals[global],
      let id = value.objectID
    {
      type = .object(self.className(of: id))
    }
    guard let resolvedType = type else {
      throw ScriptFailure.interpreter(.cannotInferType(property.name), at: property.range)
    }
    return PropertySchema(
      name: property.name, type: resolvedType, defaultValue: resolvedType.zeroValue ?? .null,
      isWeak: property.isWeak)
  }

  private func isOptionalObject(_ type: ValueType) -> Bool {
    if case .optional(.object) = type { return true }
    return false
  }

  private func inferredType(of value: Value) -> ValueType? {
    switch value {
    case .string: return .string
    case .int: return .int
    case .double: return .double
    case .bool: return .bool
    case .object(let id): return .object(className(of: id))
    case .array(let items):
      guard let first = items.first, let element = inferredType(of: first) else { return nil }
      return .array(element)
    case .dictionary(let entries):
      guard let key = entries.keys.first.flatMap(inferredType(of:)),
        let value = entries.values.first.flatMap(inferredType(of:))
      else { return nil }
      return .dictionary(key, value)
    default: return nil
    }
  }

  /// `class Coordinator: UITabBarControllerDelegate { … }`: a class whose list starts with a
  /// protocol is a root class in Swift; here it inherits from `NSObject` (a model), as an
  /// Objective-C delegate would, and the protocol moves to the adopted list. When it adopts one
  /// of UIKit's delegate or data source protocols it is a controller without a view
  /// (`Controller`): answering a view's or a container's questions is a controller's work.
  func withImplicitSuperclass(_ declaration: ClassDeclaration) -> ClassDeclaration {
    let first = declaration.superclass
    func isBuiltin(_ name: String) -> Bool {
      Self.builtinProtocols.contains(name)
        || Self.builtinProtocols.contains(UIKitNames.canonicalProtocol(name))
    }
    guard reader.classInfo(named: first) == nil, reader.protocols[first] != nil || isBuiltin(first)
    else { return declaration }
    var adjusted = declaration
    adjusted.protocols.insert(first, at: 0)
    let answersUIKit = adjusted.protocols.contains {
      isBuiltin($0) && $0 != "AnyObject" && $0 != "NSObjectProtocol"
    }
    adjusted.superclass = answersUIKit ? "Controller" : "NSObject"
    return adjusted
  }
}
