import MVCRuntime

/// The learner's own structs: value types for models, as tutorials write them
/// (`struct Contact { var name: String; var phone = "" }`). A struct's value is copied
/// wherever it goes: assigning a property of a copy changes that copy only, and a property of
/// a struct held by an object changes by storing the whole struct back (so the object's
/// `didSet` on it runs, as in Swift). A struct posts no key-value notifications and sends no
/// messages: the trace shows only what its methods do to objects.
extension Interpreter {
  /// Declares a struct: its stored properties (in order, for the memberwise initializer),
  /// computed properties, methods, initializers and static members.
  func declareStruct(_ statement: Statement, _ tx: inout Transaction) throws {
    guard case .structDeclaration(let declaration) = statement else { return }
    let name = declaration.name
    let existing = reader.classInfo(named: name)
    if (existing != nil && existing?.valueType?.isStruct != true)
      || reader.protocolInfo(named: name) != nil || Self.reservedNames.contains(name)
    {
      throw ScriptFailure.interpreter(.nameTaken(name), at: declaration.range)
    }
    var stored: [StoredProperty] = []
    var methods: [String: MethodReference] = [:]
    var statics = StaticMembers()
    for property in declaration.properties {
      if property.isStatic {
        try declareStatic(property, inClass: name, into: &statics)
        continue
      }
      guard !stored.contains(where: { $0.name == property.name }),
        methods[PropertyAccessor.get.selector(for: property.name)] == nil
      else {
        throw ScriptFailure.interpreter(
          .duplicateProperty(property.name, className: name), at: property.range)
      }
      let type = try property.type.map {
        try Resolver(reader: reader).resolve($0, declaringClass: name)
      }
      if let accessors = property.accessors {
        for (accessor, body) in Self.accessorBodies(accessors) {
          methods[accessor.selector(for: property.name)] = declareAccessor(
            accessor, body, of: property, inClass: name)
        }
        if accessors.getter != nil { continue }
      }
      var initial: MethodReference?
      if let value = property.initialValue {
        var method = MethodDeclaration(
          selector: "init(\(property.name))", parameterNames: [],
          body: [.returnStatement(value, property.range)], range: property.range)
        method.returnsValue = true
        initial = MethodReference(index: methodBodies.count, parameterNames: [])
        methodBodies.append(method)
        methodOwners.append(name)
      }
      stored.append(
        StoredProperty(
          name: property.name, isConstant: property.isConstant, type: type, initialValue: initial))
    }
    try declareMethods(declaration.methods, inType: name, into: &methods, statics: &statics)
    let protocols = declaration.protocols.filter {
      Self.valueProtocols.contains($0) || reader.protocolInfo(named: $0) != nil
    }
    var info = ClassInfo(
      name: name, superclass: nil, kind: .value, methods: methods, protocols: protocols,
      isUserDeclared: true)
    info.staticProperties = statics.properties
    info.staticMethods = statics.methods
    info.valueType = ValueTypeDetails(storedProperties: stored)
    try runtime(declaration.range) { try tx.declare(info) }
  }

  /// Keeps the methods an enum or a struct declares: static ones as the type's, the others as
  /// its values' (each selector once).
  func declareMethods(
    _ declared: [MethodDeclaration], inType name: String,
    into methods: inout [String: MethodReference], statics: inout StaticMembers
  ) throws {
    for method in declared {
      if method.isStatic {
        try declareStatic(method, inClass: name, into: &statics)
        continue
      }
      guard methods[method.selector] == nil else {
        throw ScriptFailure.interpreter(
          .duplicateMethod(selector: method.selector, className: name), at: method.range)
      }
      methods[method.selector] = MethodReference(
        index: methodBodies.count, parameterNames: method.parameterNames)
      methodBodies.append(method)
      methodOwners.append(name)
    }
  }

  /// `Contact(name: "Ada")`: a struct made by an initializer it declares, or by the memberwise
  /// one Swift gives a struct without one (each stored property by its label, in order; one
  /// with an initial value may be left out, a `let` with one may not be given). Nil when the
  /// name is not a struct.
  func makeStruct(
    _ typeName: String, _ arguments: [Argument], _ values: [Value], at range: SourceRange,
    _ tx: inout Transaction
  ) throws -> Value? {
    guard let info = reader.classInfo(named: typeName), let details = info.valueType,
      details.isStruct
    else { return nil }
    var fields: [Value] = []
    for property in details.storedProperties {
      if let initial = property.initialValue {
        fields.append(try invokeStatic(initial, ofClass: info.name, arguments: [], &tx))
      } else {
        fields.append(.null)
      }
    }
    let labels = details.storedProperties.map(\.name)
    let start = Value.composite(
      CompositeValue(typeName: info.name, caseName: "", fields: fields, labels: labels))
    let selector = Self.selector("init", arguments)
    let declaresInit = info.methods.keys.contains { $0.hasPrefix("init(") }
    if declaresInit {
      guard let method = info.methods[selector] else {
        throw ScriptFailure.runtime(
          .unknownMethod(selector: selector, className: info.name, suggestion: nil), at: range)
      }
      return try runOnValue(method, self: start, ofType: info.name, arguments: values, &tx)
        .finalSelf
    }
    // The memberwise initializer.
    var index = 0
    for (position, property) in details.storedProperties.enumerated() {
      if index < arguments.count, arguments[index].label == property.name,
        !(property.isConstant && property.initialValue != nil)
      {
        fields[position] = try fitted(values[index], property, in: info.name, at: range)
        index += 1
      } else if property.initialValue == nil {
        throw ScriptFailure.runtime(
          .unknownMethod(
            selector: selector, className: info.name,
            suggestion: Self.memberwiseSelector(details)),
          at: range)
      }
    }
    guard index == arguments.count else {
      throw ScriptFailure.runtime(
        .unknownMethod(
          selector: selector, className: info.name, suggestion: Self.memberwiseSelector(details)),
        at: range)
    }
    let value = Value.composite(
      CompositeValue(typeName: info.name, caseName: "", fields: fields, labels: labels))
    try checkNesting(value, at: range)
    return value
  }

  /// The memberwise initializer's selector: `init(name:phone:)`.
  static func memberwiseSelector(_ details: ValueTypeDetails) -> String {
    let labels = details.storedProperties.filter { !($0.isConstant && $0.initialValue != nil) }
      .map { $0.name + ":" }
    return "init(" + labels.joined() + ")"
  }

  /// A value for a stored property, converted to its type (an error when it does not fit).
  func fitted(
    _ value: Value, _ property: StoredProperty, in typeName: String, at range: SourceRange
  )
    throws -> Value
  {
    guard let type = property.type else { return value }
    guard let converted = reader.coerce(value, to: type) else {
      throw ScriptFailure.runtime(
        .propertyType(
          key: property.name, className: typeName, expected: type,
          found: reader.valueKind(of: value)),
        at: range)
    }
    return converted
  }

  /// A struct with one stored property changed, or nil when `value` is not a struct with that
  /// property. A `let` property cannot change once the struct is made (except in its
  /// initializer).
  func settingField(
    _ member: String, of value: Value, to newValue: Value, at range: SourceRange,
    insideInitializer: Bool
  ) throws -> Value? {
    guard case .composite(var composite) = value, composite.caseName.isEmpty,
      let index = composite.labels.firstIndex(of: member), index < composite.fields.count,
      let details = enumDetails(composite.typeName), index < details.storedProperties.count
    else { return nil }
    let property = details.storedProperties[index]
    if property.isConstant, !insideInitializer {
      throw ScriptFailure.interpreter(.constantAssigned(member), at: range)
    }
    composite.fields[index] = try fitted(newValue, property, in: composite.typeName, at: range)
    return .composite(composite)
  }

  /// Sets a stored property of the struct `self` is, inside its method or initializer: `name =
  /// x` or `self.name = x`. False when `self` is not a struct with that property.
  func assignSelfField(
    _ member: String, _ value: Value, at range: SourceRange
  ) throws -> Bool {
    guard let current = frames.last?.selfValue,
      let changed = try settingField(
        member, of: current, to: value, at: range,
        insideInitializer: frames.last?.isStructInitializer ?? false)
    else { return false }
    // Swift: a method that changes its struct says so with `mutating`.
    guard frames.last?.mayChangeSelf == true else {
      throw ScriptFailure.interpreter(.selfImmutable(member), at: range)
    }
    frames[frames.count - 1].selfValue = changed
    return true
  }
}
