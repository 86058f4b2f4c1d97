import MVCRuntime

extension Interpreter {
  /// A method called on a string or an array. One that changes an array stores the changed
  /// array back where it came from (`contacts.append(grace)` sets `contacts`), so a model's
  /// observers hear of it as they would in Swift.
  func callValueMethod(
    _ selector: String, on value: Value, _ arguments: [Value], base: Expression,
    at range: SourceRange, _ tx: inout Transaction
  ) throws -> Value {
    switch value {
    case .array(let items) where selector == "shuffled()" || selector == "randomElement()":
      // From the sandbox's generator: the same order for the same statement every time.
      guard selector == "shuffled()" else {
        return items.isEmpty ? .null : items[randomNumber(below: items.count)]
      }
      var shuffled = items
      for index in stride(from: shuffled.count - 1, to: 0, by: -1) {
        shuffled.swapAt(index, randomNumber(below: index + 1))
      }
      return .array(shuffled)
    case .bool(let flag) where selector == "toggle()":
      // `isOn.toggle()`: the Bool stored where it came from, flipped.
      switch base {
      case .name, .member, .subscripted: try assign(.bool(!flag), to: base, &tx)
      default: throw ScriptFailure.syntax(.notAssignable, at: range)
      }
      return .void
    case .array(let items):
      if let closure = arguments.last?.closureID {
        return try callWithClosure(selector, items, closure, arguments.dropLast(), at: range, &tx)
      }
      let outcome: ValueMembers.ArrayCall?
      do {
        outcome = try ValueMembers.call(selector, on: items, arguments)
      } catch {
        throw ScriptFailure.interpreter(error, at: range)
      }
      switch outcome {
      case .value(let result)?: return result
      case .changed(let result, let changed)?:
        try checkArray(changed.count, at: range)
        try checkNesting(.array(changed), at: range)
        if case .member = base { try countStored(changed.count, at: range) }
        switch base {
        case .name, .member, .subscripted: try assign(.array(changed), to: base, &tx)
        default: throw ScriptFailure.syntax(.notAssignable, at: range)
        }
        return result
      case nil:
        throw noValueMethod(selector, on: value, among: ValueMembers.arrayMethods, at: range)
      }
    case .dictionary(var entries):
      // `removeValue(forKey:)` and `updateValue(_:forKey:)` change it where it is stored.
      let result: Value
      switch (selector, arguments.count) {
      case ("removeValue(forKey:)", 1):
        result = entries[arguments[0]] ?? .null
        entries[arguments[0]] = nil
      case ("updateValue(_:forKey:)", 2):
        result = entries[arguments[1]] ?? .null
        entries[arguments[1]] = arguments[0]
      default:
        throw noValueMethod(
          selector, on: value, among: ["removeValue(forKey:)", "updateValue(_:forKey:)"],
          at: range)
      }
      try checkArray(entries.count, at: range)
      switch base {
      case .name, .member, .subscripted: try assign(.dictionary(entries), to: base, &tx)
      default: throw ScriptFailure.syntax(.notAssignable, at: range)
      }
      return result
    case .string(let text):
      if let result = ValueMembers.call(selector, on: text, arguments) { return result }
      throw noValueMethod(selector, on: value, among: ValueMembers.stringMethods, at: range)
    default:
      throw ScriptFailure.interpreter(
        .notAnObject(found: reader.valueKind(of: value)), at: base.range)
    }
  }

  /// `map`, `filter`, `forEach`, `sorted(by:)`, `first(where:)`, `contains(where:)`,
  /// `firstIndex(where:)`, `allSatisfy`, `compactMap` and `reduce`: the closure runs for each
  /// element in order, as Swift runs it.
  private func callWithClosure(
    _ selector: String, _ items: [Value], _ closure: ClosureID, _ others: ArraySlice<Value>,
    at range: SourceRange, _ tx: inout Transaction
  ) throws -> Value {
    func apply(_ arguments: [Value], _ tx: inout Transaction) throws -> Value {
      try runtime(range) { try invokeClosure(closure, arguments: arguments, in: &tx) }
    }
    func test(_ item: Value, _ tx: inout Transaction) throws -> Bool {
      let result = try apply([item], &tx)
      guard case .bool(let flag) = result else {
        throw ScriptFailure.interpreter(
          .conditionNotBool(found: reader.valueKind(of: result)), at: range)
      }
      return flag
    }
    switch (selector, others.count) {
    case ("map(_:)", 0):
      var out: [Value] = []
      for item in items { out.append(try apply([item], &tx)) }
      return .array(out)
    case ("compactMap(_:)", 0):
      var out: [Value] = []
      for item in items {
        let mapped = try apply([item], &tx)
        if mapped != .null { out.append(mapped) }
      }
      return .array(out)
    case ("filter(_:)", 0):
      var out: [Value] = []
      for item in items where try test(item, &tx) { out.append(item) }
      return .array(out)
    case ("forEach(_:)", 0):
      for item in items { _ = try apply([item], &tx) }
      return .void
    case ("first(where:)", 0):
      for item in items where try test(item, &tx) { return item }
      return .null
    case ("firstIndex(where:)", 0):
      for (index, item) in items.enumerated() where try test(item, &tx) { return .int(index) }
      return .null
    case ("contains(where:)", 0):
      for item in items where try test(item, &tx) { return .bool(true) }
      return .bool(false)
    case ("allSatisfy(_:)", 0):
      for item in items where try !test(item, &tx) { return .bool(false) }
      return .bool(true)
    case ("reduce(_:_:)", 1):
      var result = others[others.startIndex]
      for item in items { result = try apply([result, item], &tx) }
      return result
    case ("sorted(by:)", 0):
      // Insertion into place keeps the sort stable and every comparison a call of the closure.
      var sorted: [Value] = []
      sorted.reserveCapacity(items.count)
      for item in items {
        var low = 0
        var high = sorted.count
        while low < high {
          let middle = (low + high) / 2
          if try test2(item, sorted[middle], &tx) { high = middle } else { low = middle + 1 }
        }
        sorted.insert(item, at: low)
      }
      return .array(sorted)
    default:
      throw noValueMethod(
        selector, on: .array(items), among: ValueMembers.closureMethods, at: range)
    }
    func test2(_ a: Value, _ b: Value, _ tx: inout Transaction) throws -> Bool {
      let result = try apply([a, b], &tx)
      guard case .bool(let flag) = result else {
        throw ScriptFailure.interpreter(
          .conditionNotBool(found: reader.valueKind(of: result)), at: range)
      }
      return flag
    }
  }

  /// `ages["Ada"] = 37` where `ages` is a name (local, or at the prompt) holding a
  /// dictionary: the entry changes where the dictionary is stored, with no copy, so a loop
  /// that fills a dictionary stays linear. False when the name holds no dictionary.
  func assignNamedDictionaryEntry(
    _ name: String, key: Value, value: Value, at range: SourceRange, _ tx: inout Transaction
  ) throws -> Bool {
    func change(_ stored: inout Value) throws -> Bool {
      guard case .dictionary(var entries) = stored else { return false }
      stored = .void  // The dictionary is now held once, so it changes in place.
      defer { stored = .dictionary(entries) }
      entries[key] = value == .null ? nil : value
      try checkArray(entries.count, at: range)
      if value.arrayValue != nil || value.dictionaryValue != nil {
        try checkNesting(.dictionary(entries), at: range)
      }
      return true
    }
    if let frame = frames.indices.last {
      guard let level = frames[frame].scopes.lastIndex(where: { $0[name] != nil }) else {
        return false
      }
      guard frames[frame].scopes[level][name]?.dictionaryValue != nil else { return false }
      try refuseChange(of: name, at: range)
      return try change(&frames[frame].scopes[level][name, default: .void])
    }
    if let level = topLevelScopes.lastIndex(where: { $0[name] != nil }) {
      guard topLevelScopes[level][name]?.dictionaryValue != nil else { return false }
      try refuseChange(of: name, at: range)
      return try change(&topLevelScopes[level][name, default: .void])
    }
    guard reader.globals[name]?.dictionaryValue != nil, !Self.reservedNames.contains(name) else {
      return false
    }
    try refuseChange(of: name, at: range)
    return try tx.changeGlobal(name) { stored throws in try change(&stored) } ?? false
  }

  /// `items.append(x)` where `items` is a name (local, or at the prompt) holding an array:
  /// changed where it is stored, with no copy. Nil when the call is not such a call.
  func mutateNamedArray(
    _ name: String, _ selector: String, _ arguments: [Value], at range: SourceRange,
    _ tx: inout Transaction
  ) throws -> Value? {
    guard ValueMembers.mutatingArrayMethods.contains(selector) else { return nil }
    try refuseChange(of: name, by: selector, at: range)
    func change(_ value: inout Value) throws -> Value? {
      guard case .array(var items) = value else { return nil }
      value = .void  // The array is now held once, so it changes in place.
      defer { value = .array(items) }
      do {
        let result = try ValueMembers.mutate(selector, &items, arguments)
        try checkArray(items.count, at: range)
        if let last = arguments.first, last.arrayValue != nil {
          try checkNesting(.array(items), at: range)
        }
        return result
      } catch let failure as InterpreterFailure {
        throw ScriptFailure.interpreter(failure, at: range)
      }
    }
    if let frame = frames.indices.last {
      guard let level = frames[frame].scopes.lastIndex(where: { $0[name] != nil }) else {
        return nil
      }
      return try change(&frames[frame].scopes[level][name, default: .void])
    }
    if let level = topLevelScopes.lastIndex(where: { $0[name] != nil }) {
      return try change(&topLevelScopes[level][name, default: .void])
    }
    guard reader.globals[name]?.arrayValue != nil, !Self.reservedNames.contains(name) else {
      return nil
    }
    return try tx.changeGlobal(name) { value throws in try change(&value) } ?? nil
  }

  /// `name += operand` for a string or an array held by a name: false when the values are
  /// not two strings or two arrays (the ordinary `+` then runs, with its errors).
  func appendInPlace(
    _ name: String, _ operand: Value, at range: SourceRange, _ tx: inout Transaction
  ) throws -> Bool {
    func change(_ value: inout Value) throws -> Bool {
      switch (value, operand) {
      case (.string(var text), .string(let more)):
        try checkText(text.utf8.count + more.utf8.count, at: range)
        value = .void
        text += more
        value = .string(text)
        return true
      case (.array(var items), .array(let more)):
        try checkArray(items.count + more.count, at: range)
        value = .void
        items += more
        value = .array(items)
        if more.contains(where: { $0.arrayValue != nil }) { try checkNesting(value, at: range) }
        return true
      default:
        return false
      }
    }
    if let frame = frames.indices.last {
      guard let level = frames[frame].scopes.lastIndex(where: { $0[name] != nil }) else {
        return false
      }
      return try change(&frames[frame].scopes[level][name, default: .void])
    }
    if let level = topLevelScopes.lastIndex(where: { $0[name] != nil }) {
      return try change(&topLevelScopes[level][name, default: .void])
    }
    guard !Self.reservedNames.contains(name) else { return false }
    return try tx.changeGlobal(name) { value throws in try change(&value) } ?? false
  }

  private func noValueMethod(
    _ selector: String, on value: Value, among methods: [String], at range: SourceRange
  ) -> ScriptFailure {
    .interpreter(
      .noValueMethod(
        selector, found: reader.valueKind(of: value),
        suggestion: NearestName.suggestion(for: selector, among: methods)),
      at: range)
  }

  /// `super.method(…)` in a method: the superclass's part of the call. A method the learner
  /// wrote in a superclass runs on the same object; otherwise UIKit's own does (for UIKit's
  /// callbacks such as `viewDidLoad()`, UIKit's part does nothing the trace could show).
  func callSuper(
    _ selector: String, _ arguments: [Value], at range: SourceRange, superRange: SourceRange,
    _ tx: inout Transaction
  ) throws -> Value {
    guard let frame = frames.last, let receiver = frame.receiver else {
      throw ScriptFailure.interpreter(.superOutsideMethod, at: superRange)
    }
    return try runtime(range) {
      try tx.callSuper(
        selector, on: receiver, above: frame.declaringClass, arguments: arguments)
    }
  }

  /// A value as `"\(value)"` writes it: strings as they are, numbers as Swift prints them,
  /// nil as `nil`, objects by class and name.
  func describe(_ value: Value) -> String {
    switch value {
    case .string(let s): return s
    case .int(let i): return String(i)
    case .double(let d): return String(d)
    case .bool(let b): return b ? "true" : "false"
    case .null: return "nil"
    case .enumCase(let name): return name
    case .void: return "()"
    case .closure: return "(Function)"
    case .dictionary(let entries):
      if entries.count == 0 { return "[:]" }
      func shown(_ item: Value) -> String {
        if case .string(let s) = item { return "\"" + s + "\"" }
        return describe(item)
      }
      return "["
        + zip(entries.keys, entries.values).map { shown($0) + ": " + shown($1) }.joined(
          separator: ", ") + "]"
    case .object(let id): return "<" + className(of: id) + ": " + reader.displayName(of: id) + ">"
    // As Swift prints an enum's case: `happy`, `success(3)`.
    case .composite(let value):
      return value.description { item in
        if case .string(let s) = item { return "\"" + s + "\"" }
        return describe(item)
      }
    case .array(let items):
      return "["
        + items.map { item in
          if case .string(let s) = item { return "\"" + s + "\"" }
          return describe(item)
        }.joined(separator: ", ") + "]"
    }
  }
}
