extension World {
  /// Every selector an object answers to: its class's methods and the built-in ones.
  func selectors(of id: ObjectID) -> [String] {
    selectors(ofClass: className(of: id))
  }

  /// Every selector an object of a class answers to (also for an object not made yet).
  func selectors(ofClass className: String) -> [String] {
    // A property's accessors run through the property, never as a call.
    let user = classChain(className).flatMap { $0.methods.keys }.filter {
      PropertyAccessor.named(by: $0) == nil
    }
    let builtin = BuiltinMethods.all.filter { isClass(className, kindOf: $0.ownerClass) }.map(
      \.selector)
    return Array(Set(user + builtin)).sorted()
  }

  /// Calls a method: `editor.bind(field, to: ada, key: "name")`, `editor.save()`.
  ///
  /// A method the learner wrote wins over a built-in one with the same selector.
  @discardableResult
  func call(_ selector: String, on receiver: ObjectID, arguments: [Value]) throws -> Value {
    let className = self.className(of: receiver)
    if userMethod(selector, of: className) != nil {
      let kind: MessageKind = isDelegate(receiver, of: currentActor) ? .delegate : .call
      return try deliver(selector, to: receiver, arguments: arguments, kind: kind)
    }
    if let method = BuiltinMethods.find(selector, forClass: className, in: self) {
      return try method.run(self, receiver, arguments)
    }
    if UIKitUnsimulated.knows(selector, kind: record(receiver).kind) {
      throw RuntimeFailure.notSimulated(
        selector: selector, className: record(receiver).writtenClassName ?? className)
    }
    throw RuntimeFailure.unknownMethod(
      selector: selector, className: className,
      suggestion: NearestName.suggestion(for: selector, among: selectors(of: receiver)))
  }

  /// Whether `receiver` is held by the sender in a weak property (its delegate): a message to
  /// it is then a delegate message, whatever its selector.
  func isDelegate(_ receiver: ObjectID, of sender: Participant) -> Bool {
    guard case .object(let id) = sender, contains(id) else { return false }
    let r = records[id.raw]
    return allProperties(of: r.className).contains { schema in
      schema.isWeak && r.properties[schema.name] == .object(receiver)
    }
  }

  /// Calls a global function: `tap(button)`, `type(field, "Grace")`.
  @discardableResult
  func callFunction(_ selector: String, arguments: [Value]) throws -> Value {
    guard let function = BuiltinMethods.function(selector) else {
      throw RuntimeFailure.unknownFunction(
        selector,
        suggestion: NearestName.suggestion(
          for: selector, among: BuiltinMethods.functions.map(\.selector)))
    }
    return try function.run(self, ObjectID(-1), arguments)
  }
}
