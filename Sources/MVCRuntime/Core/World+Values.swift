extension World {
  /// Converts a value to a property's type, or returns nil when it does not fit.
  ///
  /// Integers widen to doubles; `nil` fits an optional; an object fits its class or a superclass.
  func coerce(_ value: Value, to type: ValueType) -> Value? {
    switch (type, value) {
    case (.any, _): return value
    case (.string, .string), (.int, .int), (.double, .double), (.bool, .bool): return value
    case (.double, .int(let i)): return .double(Double(i))
    case (.optional, .null): return .null
    case (.optional(let wrapped), _): return coerce(value, to: wrapped)
    case (.enumeration, .enumCase): return value
    case (.function, .closure): return value
    case (.dictionary(let keyType, let valueType), .dictionary(let entries)):
      var keys: [Value] = []
      var values: [Value] = []
      for (key, item) in zip(entries.keys, entries.values) {
        guard let k = coerce(key, to: keyType), let v = coerce(item, to: valueType) else {
          return nil
        }
        keys.append(k)
        values.append(v)
      }
      return .dictionary(DictionaryValue(keys: keys, values: values))
    case (.object(let name), .composite(let value)):
      return value.typeName == name || adopts(value.typeName, name) ? .composite(value) : nil
    case (.object(let name), .enumCase(let caseName)):
      // `var mood: Mood = .happy`: the case of the declared enum, when it has one of that name
      // that carries nothing.
      guard let found = classes[name]?.valueType?.enumCase(caseName), found.payloadLabels.isEmpty
      else { return nil }
      return .composite(CompositeValue(typeName: name, caseName: caseName))
    case (.object(let name), .object(let id)):
      guard contains(id) else { return nil }
      // Every object conforms to `NSObjectProtocol` (the type a block observer's token has).
      if name == "NSObjectProtocol" || name == "AnyObject" { return value }
      let cls = records[id.raw].className
      if isClass(cls, kindOf: name) { return value }
      // A protocol type: any object whose class adopts it.
      if protocols[name] != nil, adopts(cls, name) { return value }
      return nil
    case (.array(let element), .array(let items)):
      var out: [Value] = []
      out.reserveCapacity(items.count)
      for item in items {
        guard let c = coerce(item, to: element) else { return nil }
        out.append(c)
      }
      return .array(out)
    default: return nil
    }
  }

  /// Whether a class (or a superclass) says it adopts a protocol.
  func adopts(_ className: String, _ protocolName: String) -> Bool {
    classChain(className).contains { $0.protocols.contains(protocolName) }
  }

  /// Requires an argument to be an object of a class, or throws a clear error.
  func requireObject(_ value: Value, ofClass className: String, argument: String) throws
    -> ObjectID
  {
    guard let id = value.objectID, contains(id),
      isClass(records[id.raw].className, kindOf: className)
    else {
      throw RuntimeFailure.argumentType(
        argument: argument, expected: .object(className), found: valueKind(of: value))
    }
    return id
  }

  /// Requires an argument to be a string, or throws a clear error naming the argument.
  func requireString(_ value: Value, argument: String) throws -> String {
    guard let string = value.stringValue else {
      throw RuntimeFailure.argumentType(
        argument: argument, expected: .string, found: valueKind(of: value))
    }
    return string
  }

  /// Requires an argument to be an integer, or throws a clear error naming the argument.
  func requireInt(_ value: Value, argument: String) throws -> Int {
    guard let int = value.intValue else {
      throw RuntimeFailure.argumentType(
        argument: argument, expected: .int, found: valueKind(of: value))
    }
    return int
  }
}
