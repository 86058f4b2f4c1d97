import MVCRuntime

/// `static let shared = Store()`, `static func make() -> Contact`, `Store.shared.items`: members
/// of a class itself. A stored static property gets its value the first time it is read (as
/// Swift initializes one lazily) and keeps it under the name `Store.shared`, which holds its
/// object alive as a name at the prompt does.
extension Interpreter {
  /// The class a member expression's base names for a static member: `Store` in
  /// `Store.shared` (when no name at the prompt or in scope is called `Store`), or the class of
  /// the running method for `Self`.
  func staticClassName(_ base: Expression) -> String? {
    guard case .name(let name, _) = base, !isLocal(name), reader.globals[name] == nil else {
      return nil
    }
    if name == "Self" { return frames.last?.declaringClass }
    return reader.classInfo(named: name)?.name
  }

  /// The class in a chain that declares a static property, and the property.
  private func staticProperty(_ member: String, ofClass className: String)
    -> (owner: String, property: StaticProperty)?
  {
    for info in reader.classChain(className) {
      if let property = info.staticProperties[member] { return (info.name, property) }
    }
    return nil
  }

  /// The value of a static property (running its initial value's code on the first read), or
  /// nil when the class has no static property of that name.
  func staticPropertyValue(
    _ member: String, ofClass className: String, _ tx: inout Transaction
  ) throws -> Value? {
    guard let (owner, property) = staticProperty(member, ofClass: className) else { return nil }
    let storage = StaticProperty.storageName(member, inClass: owner)
    if property.isStored, let kept = reader.globals[storage] { return kept }
    let value = try invokeStatic(property.code, ofClass: owner, arguments: [], &tx)
    if property.isStored { tx.bind(name: storage, to: value, isConstant: property.isConstant) }
    return value
  }

  /// Assigns a stored `static var`; false when the class has no static property of that name.
  func assignStatic(
    _ value: Value, to member: String, ofClass className: String, at range: SourceRange,
    _ tx: inout Transaction
  ) throws -> Bool {
    guard let (owner, property) = staticProperty(member, ofClass: className) else { return false }
    let storage = StaticProperty.storageName(member, inClass: owner)
    guard property.isStored, !property.isConstant else {
      throw ScriptFailure.interpreter(.constantAssigned(storage), at: range)
    }
    tx.bind(name: storage, to: value, isConstant: false)
    return true
  }

  /// The static method of a class (or a superclass) for a selector.
  func staticMethod(_ selector: String, ofClass className: String)
    -> (owner: String, method: MethodReference)?
  {
    for info in reader.classChain(className) {
      if let method = info.staticMethods[selector] { return (info.name, method) }
    }
    return nil
  }

  /// Runs a static method or a static property's code: no `self`, the class as the place its
  /// names are looked up.
  func invokeStatic(
    _ method: MethodReference, ofClass owner: String, arguments: [Value],
    _ tx: inout Transaction
  ) throws -> Value {
    guard method.index < methodBodies.count else { return .void }
    frames.append(
      Frame(
        receiver: nil, declaringClass: owner,
        scopes: [Self.parameters(of: method, bound: arguments)], staticClass: owner))
    defer { frames.removeLast() }
    return try runBody(methodBodies[method.index], &tx)
  }
}
