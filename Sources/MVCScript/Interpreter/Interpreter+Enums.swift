import MVCRuntime

/// The learner's own enums: `enum Mood: String, CaseIterable { case happy, sad }`, cases with
/// associated values, raw values, `allCases`, methods and computed properties that `switch
/// self`, and `switch` patterns that bind what a case carries. An enum's values are values:
/// copied, never objects, and they send no message (a method or computed property runs as
/// code, not as a message to an object).
extension Interpreter {
  /// Protocols an enum may name that ask nothing the sandbox checks.
  static let valueProtocols: Set<String> = [
    "CaseIterable", "Equatable", "Hashable", "Codable", "CustomStringConvertible", "Comparable",
    "Sendable",
  ]

  /// Declares an enum: its cases (with their raw values), methods, computed and static
  /// properties, kept as a type whose values are ``CompositeValue``s.
  func declareEnum(_ statement: Statement, _ tx: inout Transaction) throws {
    guard case .enumDeclaration(let declaration) = statement else { return }
    let name = declaration.name
    // An enum declared again replaces the one before, as a class does.
    let existing = reader.classInfo(named: name)
    if (existing != nil && existing?.valueType == nil) || reader.protocolInfo(named: name) != nil
      || Self.reservedNames.contains(name)
    {
      throw ScriptFailure.interpreter(.nameTaken(name), at: declaration.range)
    }
    var rawType: ValueType?
    var protocols: [String] = []
    for (index, written) in declaration.inherited.enumerated() {
      switch written {
      case "String" where index == 0: rawType = .string
      case "Int" where index == 0: rawType = .int
      case "Double" where index == 0: rawType = .double
      case _ where Self.valueProtocols.contains(written): protocols.append(written)
      case _ where reader.protocolInfo(named: written) != nil: protocols.append(written)
      default:
        throw ScriptFailure.interpreter(
          .unknownProtocol(
            written,
            suggestion: NearestName.suggestion(
              for: written, among: Array(reader.protocols.keys) + Self.valueProtocols)),
          at: declaration.range)
      }
    }
    var cases: [EnumCaseInfo] = []
    var nextInt = 0
    for item in declaration.cases {
      guard !cases.contains(where: { $0.name == item.name }) else {
        throw ScriptFailure.interpreter(
          .duplicateProperty(item.name, className: name), at: item.range)
      }
      var raw: Value?
      if let written = item.rawValue {
        guard rawType != nil, Self.isConstant(written) else {
          throw ScriptFailure.interpreter(.enumRawValue(item.name, type: name), at: item.range)
        }
        raw = try evaluate(written, &tx)
      } else if rawType == .string {
        raw = .string(item.name)
      } else if rawType == .int {
        raw = .int(nextInt)
      }
      if let type = rawType {
        guard let value = raw, let fitted = reader.coerce(value, to: type),
          !cases.contains(where: { $0.rawValue == fitted })
        else {
          throw ScriptFailure.interpreter(.enumRawValue(item.name, type: name), at: item.range)
        }
        raw = fitted
        if case .int(let n) = fitted { nextInt = n &+ 1 }
      }
      guard rawType == nil || item.payloadLabels.isEmpty else {
        throw ScriptFailure.interpreter(.enumRawValue(item.name, type: name), at: item.range)
      }
      cases.append(EnumCaseInfo(name: item.name, rawValue: raw, payloadLabels: item.payloadLabels))
    }
    var methods: [String: MethodReference] = [:]
    var statics = StaticMembers()
    for property in declaration.properties {
      if property.isStatic {
        try declareStatic(property, inClass: name, into: &statics)
        continue
      }
      guard let accessors = property.accessors else { continue }
      for (accessor, body) in Self.accessorBodies(accessors) {
        methods[accessor.selector(for: property.name)] = declareAccessor(
          accessor, body, of: property, inClass: name)
      }
    }
    try declareMethods(declaration.methods, inType: name, into: &methods, statics: &statics)
    var info = ClassInfo(
      name: name, superclass: nil, kind: .value, methods: methods, protocols: protocols,
      isUserDeclared: true)
    info.staticProperties = statics.properties
    info.staticMethods = statics.methods
    info.valueType = ValueTypeDetails(cases: cases, rawType: rawType)
    try runtime(declaration.range) { try tx.declare(info) }
  }

  /// The enum a type name names, with its details.
  func enumDetails(_ typeName: String) -> ValueTypeDetails? {
    reader.classInfo(named: typeName)?.valueType
  }

  /// `Mood.happy`, `Result.success(3)`: a case of an enum made with what it carries. Nil when
  /// the type has no case of that name.
  func enumValue(
    _ caseName: String, ofType typeName: String, payload: [Value], at range: SourceRange
  ) throws -> Value? {
    guard let details = enumDetails(typeName), let found = details.enumCase(caseName) else {
      return nil
    }
    guard payload.count == found.payloadLabels.count else {
      throw ScriptFailure.interpreter(
        .enumPayload(caseName, expected: found.payloadLabels.count, found: payload.count),
        at: range)
    }
    let value = Value.composite(
      CompositeValue(
        typeName: typeName, caseName: caseName, fields: payload, labels: found.payloadLabels))
    try checkNesting(value, at: range)
    return value
  }

  /// `.success(3)` with no type written: the one declared enum with such a case that carries
  /// that many values (or the only one with a case of that name). Nil when none or more than
  /// one has.
  func implicitEnumValue(_ caseName: String, payload: [Value], at range: SourceRange) throws
    -> Value?
  {
    let owners = reader.classes.values.filter { $0.valueType?.enumCase(caseName) != nil }
    let fitting = owners.filter {
      $0.valueType?.enumCase(caseName)?.payloadLabels.count == payload.count
    }
    // The one that fits; or the only one of that name, which then says what it carries.
    guard let owner = fitting.count == 1 ? fitting.first : (owners.count == 1 ? owners.first : nil)
    else { return nil }
    return try enumValue(caseName, ofType: owner.name, payload: payload, at: range)
  }

  /// `Mood(rawValue: "happy")`: the case with that raw value, or nil.
  func enumFromRawValue(_ typeName: String, _ arguments: [Argument], _ values: [Value]) -> Value? {
    guard let details = enumDetails(typeName), details.rawType != nil, values.count == 1,
      arguments[0].label == "rawValue"
    else { return nil }
    guard let found = details.cases.first(where: { $0.rawValue == values[0] }) else {
      return .null
    }
    return .composite(CompositeValue(typeName: typeName, caseName: found.name))
  }

  // The entry points below keep their work out of the interpreter's big `call` and `lookUp`:
  // a local there widens every call's stack frame in a debug build, and shortens the deepest
  // recursion a learner's method may do.

  /// A bare name inside an enum's method (a computed property, `rawValue`) or a static
  /// method (a static property of the type); nil when it is neither.
  @inline(never)
  func typeScopedValue(_ name: String, at range: SourceRange, _ tx: inout Transaction) throws
    -> Value?
  {
    if case .composite(let composite)? = frames.last?.selfValue,
      name == "rawValue"
        || (composite.caseName.isEmpty && composite.labels.contains(name))
        || reader.userMethod(PropertyAccessor.get.selector(for: name), of: composite.typeName)
          != nil
    {
      return try enumMember(name, of: .composite(composite), at: range, &tx)
    }
    guard let className = frames.last?.staticClass else { return nil }
    return try staticPropertyValue(name, ofClass: className, &tx)
  }

  /// A bare call inside an enum's method or a static method: a method of the value, or a
  /// static method of the type; nil when it is neither.
  @inline(never)
  func typeScopedCall(_ selector: String, _ values: [Value], _ tx: inout Transaction) throws
    -> Value?
  {
    if let value = frames.last?.selfValue, case .composite(let composite) = value,
      let method = reader.userMethod(selector, of: composite.typeName)
    {
      return try invokeOnValue(
        method, self: value, ofType: composite.typeName, arguments: values, &tx)
    }
    guard let className = frames.last?.staticClass,
      let (owner, method) = staticMethod(selector, ofClass: className)
    else { return nil }
    return try invokeStatic(method, ofClass: owner, arguments: values, &tx)
  }

  /// `Mood.happy`, `Mood.allCases`, `Store.shared`: a member of a type named as the base.
  @inline(never)
  func typeMemberValue(
    _ base: Expression, _ member: String, at range: SourceRange, _ tx: inout Transaction
  ) throws -> Value? {
    guard let className = staticClassName(base) else { return nil }
    if let value = try enumValue(member, ofType: className, payload: [], at: range) {
      return value
    }
    if member == "allCases", let value = allCases(of: className) { return value }
    return try staticPropertyValue(member, ofClass: className, &tx)
  }

  /// `Result.success(3)`, `Store.make()`: a call of a type's case or static method.
  @inline(never)
  func typeMemberCall(
    _ typeName: String, _ name: String, _ selector: String, _ values: [Value],
    at range: SourceRange, _ tx: inout Transaction
  ) throws -> Value? {
    guard let className = staticClassName(.name(typeName, range)) else { return nil }
    if let value = try enumValue(name, ofType: className, payload: values, at: range) {
      return value
    }
    guard let (owner, method) = staticMethod(selector, ofClass: className) else { return nil }
    return try invokeStatic(method, ofClass: owner, arguments: values, &tx)
  }

  /// `mood.describe()`: a method of an enum's value; nil when its type has none.
  @inline(never)
  func callOnValue(
    _ value: Value, _ selector: String, _ arguments: [Argument], base: Expression? = nil,
    _ tx: inout Transaction
  ) throws -> Value? {
    guard case .composite(let composite) = value,
      let method = reader.userMethod(selector, of: composite.typeName)
    else { return nil }
    let values = try evaluateArguments(arguments, &tx)
    let (result, finalSelf) = try runOnValue(
      method, self: value, ofType: composite.typeName, arguments: values, &tx)
    // A struct's `mutating` method changed `self`: the change is stored where it came from.
    if finalSelf != value, let base { try assign(finalSelf, to: base, &tx) }
    return result
  }

  /// A member of an enum's value: `rawValue`, or a computed property its type declares.
  @inline(never)
  func enumMember(
    _ member: String, of whole: Value, at range: SourceRange, _ tx: inout Transaction
  ) throws -> Value {
    guard case .composite(let value) = whole else {
      throw ScriptFailure.interpreter(.nilObject, at: range)
    }
    // A struct's stored property.
    if value.caseName.isEmpty, let index = value.labels.firstIndex(of: member),
      index < value.fields.count
    {
      return value.fields[index]
    }
    if member == "rawValue",
      let raw = enumDetails(value.typeName)?.enumCase(value.caseName)?.rawValue
    {
      return raw
    }
    let selector = PropertyAccessor.get.selector(for: member)
    if let method = reader.userMethod(selector, of: value.typeName) {
      return try invokeOnValue(
        method, self: .composite(value), ofType: value.typeName, arguments: [], &tx)
    }
    throw ScriptFailure.interpreter(
      .noMember(member, found: reader.valueKind(of: .composite(value))), at: range)
  }

  /// `Mood.allCases`: every case that carries nothing, in declaration order.
  func allCases(of typeName: String) -> Value? {
    guard let info = reader.classInfo(named: typeName), let details = info.valueType,
      info.protocols.contains("CaseIterable")
    else { return nil }
    return .array(
      details.cases.filter { $0.payloadLabels.isEmpty }.map {
        .composite(CompositeValue(typeName: typeName, caseName: $0.name))
      })
  }

  /// Runs a method (or a getter) of an enum or a struct with `self` as the value.
  func invokeOnValue(
    _ method: MethodReference, self value: Value, ofType typeName: String, arguments: [Value],
    _ tx: inout Transaction
  ) throws -> Value {
    try runOnValue(method, self: value, ofType: typeName, arguments: arguments, &tx).result
  }

  /// Runs a method of a value and gives its result and `self` as the method left it (a
  /// struct's `mutating` method, an initializer).
  func runOnValue(
    _ method: MethodReference, self value: Value, ofType typeName: String, arguments: [Value],
    _ tx: inout Transaction
  ) throws -> (result: Value, finalSelf: Value) {
    guard method.index < methodBodies.count else { return (.void, value) }
    let body = methodBodies[method.index]
    frames.append(
      Frame(
        receiver: nil, declaringClass: typeName,
        scopes: [Self.parameters(of: method, bound: arguments)],
        staticClass: typeName, selfValue: value,
        isStructInitializer: body.selector.hasPrefix("init("),
        mayChangeSelf: body.isMutating || body.selector.hasPrefix("init(")
          || PropertyAccessor.named(by: body.selector)?.accessor == .set))
    defer { frames.removeLast() }
    let result = try runBody(body, &tx)
    return (result, frames.last?.selfValue ?? value)
  }

  /// Whether two values are equal as Swift compares them: an enum's case also equals the
  /// case written with a leading dot (`mood == .happy`).
  static func sameValue(_ a: Value, _ b: Value) -> Bool {
    switch (a, b) {
    case (.composite(let value), .enumCase(let name)), (.enumCase(let name), .composite(let value)):
      return value.caseName == name && value.fields.isEmpty
    default: return a == b
    }
  }

  /// Matches `case .success(let value)`: binds what the case carries when the value is that
  /// case.
  func matchesCasePattern(
    _ value: Value, _ caseName: String, _ names: [String?], at range: SourceRange,
    _ tx: inout Transaction
  ) throws -> Bool {
    guard case .composite(let composite) = value, composite.caseName == caseName,
      composite.fields.count == names.count
    else { return false }
    for (name, field) in zip(names, composite.fields) {
      if let name { try bind(name, to: field, at: range, &tx) }
    }
    return true
  }
}
