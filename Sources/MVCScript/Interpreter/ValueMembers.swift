import MVCRuntime

/// The members Swift's strings and arrays have that the sandbox gives them: properties such
/// as `count`, and the methods a view-controller learner uses (`append`, `contains`…).
enum ValueMembers {
  /// A property of a string or an array (nil when the value has no such property).
  static func property(_ member: String, of value: Value) -> Value? {
    switch (value, member) {
    case (.string(let s), "count"): return .int(s.count)
    case (.string(let s), "isEmpty"): return .bool(s.isEmpty)
    case (.array(let a), "count"): return .int(a.count)
    case (.array(let a), "isEmpty"): return .bool(a.isEmpty)
    case (.array(let a), "first"): return a.first ?? .null
    case (.array(let a), "last"): return a.last ?? .null
    case (.dictionary(let d), "count"): return .int(d.count)
    case (.dictionary(let d), "isEmpty"): return .bool(d.count == 0)
    case (.dictionary(let d), "keys"): return .array(d.keys)
    case (.dictionary(let d), "values"): return .array(d.values)
    default: return nil
    }
  }

  /// The methods that change an array where it is stored (`items.append(x)` stores the new
  /// array back into `items`).
  static let mutatingArrayMethods: Set<String> = [
    "append(_:)", "append(contentsOf:)", "insert(_:at:)", "remove(at:)", "removeAll()",
    "removeFirst()", "removeLast()",
  ]

  /// Every method a string or an array answers, for suggestions.
  static let arrayMethods: [String] =
    Array(mutatingArrayMethods) + closureMethods + [
      "contains(_:)", "firstIndex(of:)", "reversed()", "sorted()", "joined(separator:)",
      "joined()", "enumerated()", "shuffled()", "randomElement()",
    ]
  /// The methods of an array that take a closure.
  static let closureMethods: [String] = [
    "map(_:)", "compactMap(_:)", "filter(_:)", "forEach(_:)", "first(where:)",
    "firstIndex(where:)", "contains(where:)", "allSatisfy(_:)", "reduce(_:_:)", "sorted(by:)",
  ]
  static let stringMethods: [String] = [
    "uppercased()", "lowercased()", "hasPrefix(_:)", "hasSuffix(_:)", "contains(_:)",
    "prefix(_:)", "suffix(_:)", "trimmingCharacters(in:)",
  ]

  /// Runs a method that changes an array on the array where it is stored, so that a loop of
  /// appends costs one element each, not a copy of the array each. Nil when the selector is
  /// not one of ``mutatingArrayMethods`` (or its arguments do not fit).
  static func mutate(_ selector: String, _ items: inout [Value], _ arguments: [Value])
    throws(InterpreterFailure) -> Value?
  {
    switch (selector, arguments.count) {
    case ("append(_:)", 1):
      items.append(arguments[0])
      return .void
    case ("append(contentsOf:)", 1):
      guard case .array(let more) = arguments[0] else {
        throw .operatorType("append(contentsOf:)", found: .array)
      }
      items.append(contentsOf: more)
      return .void
    case ("insert(_:at:)", 2):
      guard case .int(let at) = arguments[1], at >= 0, at <= items.count else {
        throw .indexOutOfRange(arguments[1].intValue ?? -1, count: items.count + 1)
      }
      items.insert(arguments[0], at: at)
      return .void
    case ("remove(at:)", 1):
      guard case .int(let at) = arguments[0], at >= 0, at < items.count else {
        throw .indexOutOfRange(arguments[0].intValue ?? -1, count: items.count)
      }
      return items.remove(at: at)
    case ("removeAll()", 0):
      items.removeAll()
      return .void
    case ("removeFirst()", 0), ("removeLast()", 0):
      guard !items.isEmpty else { throw .emptyCollection(selector) }
      return selector == "removeFirst()" ? items.removeFirst() : items.removeLast()
    default: return nil
    }
  }

  /// What a call on an array does: the result, and the array to store back when it changed.
  enum ArrayCall {
    case value(Value)
    case changed(Value, [Value])
  }

  /// Runs a method of an array. Throws ``InterpreterFailure`` values; nil for no such method.
  static func call(_ selector: String, on items: [Value], _ arguments: [Value])
    throws(InterpreterFailure) -> ArrayCall?
  {
    switch (selector, arguments.count) {
    case ("append(_:)", 1): return .changed(.void, items + [arguments[0]])
    case ("append(contentsOf:)", 1):
      guard case .array(let more) = arguments[0] else {
        throw .operatorType("append(contentsOf:)", found: .array)
      }
      return .changed(.void, items + more)
    case ("insert(_:at:)", 2):
      guard case .int(let at) = arguments[1], at >= 0, at <= items.count else {
        throw .indexOutOfRange(arguments[1].intValue ?? -1, count: items.count + 1)
      }
      var changed = items
      changed.insert(arguments[0], at: at)
      return .changed(.void, changed)
    case ("remove(at:)", 1):
      guard case .int(let at) = arguments[0], at >= 0, at < items.count else {
        throw .indexOutOfRange(arguments[0].intValue ?? -1, count: items.count)
      }
      var changed = items
      let removed = changed.remove(at: at)
      return .changed(removed, changed)
    case ("removeAll()", 0): return .changed(.void, [])
    case ("removeFirst()", 0), ("removeLast()", 0):
      guard let element = selector == "removeFirst()" ? items.first : items.last else {
        throw .emptyCollection(selector)
      }
      let changed = selector == "removeFirst()" ? Array(items.dropFirst()) : items.dropLast()
      return .changed(element, Array(changed))
    case ("contains(_:)", 1): return .value(.bool(items.contains(arguments[0])))
    case ("firstIndex(of:)", 1):
      return .value(items.firstIndex(of: arguments[0]).map(Value.int) ?? .null)
    case ("reversed()", 0): return .value(.array(items.reversed()))
    // Each element with its position, as a pair: `for (index, name) in names.enumerated()`.
    case ("enumerated()", 0):
      return .value(.array(items.enumerated().map { .array([.int($0.offset), $0.element]) }))
    case ("sorted()", 0):
      let ints = items.compactMap(\.intValue)
      if ints.count == items.count { return .value(.array(ints.sorted().map(Value.int))) }
      let strings = items.compactMap(\.stringValue)
      if strings.count == items.count {
        return .value(.array(strings.sorted().map(Value.string)))
      }
      throw .operatorType("sorted()", found: .array)
    case ("joined(separator:)", 1), ("joined()", 0):
      let separator = arguments.first?.stringValue ?? ""
      let strings = items.compactMap(\.stringValue)
      guard strings.count == items.count else { throw .operatorType(selector, found: .array) }
      return .value(.string(strings.joined(separator: separator)))
    default: return nil
    }
  }

  /// Runs a method of a string; nil for no such method.
  static func call(_ selector: String, on text: String, _ arguments: [Value]) -> Value? {
    switch (selector, arguments.first) {
    case ("uppercased()", nil): return .string(text.uppercased())
    case ("lowercased()", nil): return .string(text.lowercased())
    case ("hasPrefix(_:)", .string(let prefix)?): return .bool(text.hasPrefix(prefix))
    case ("hasSuffix(_:)", .string(let suffix)?): return .bool(text.hasSuffix(suffix))
    case ("contains(_:)", .string(let part)?): return .bool(text.contains(part))
    // `name.prefix(1)`: the first characters (all of them when there are fewer), as a String
    // (Swift's is a Substring, which prints and compares the same).
    // `.whitespaces`, `.whitespacesAndNewlines`, `.newlines`: CharacterSet's, by name.
    case ("trimmingCharacters(in:)", .enumCase(let set)?):
      let trims: (Character) -> Bool
      switch set {
      case "whitespaces": trims = { $0 == " " || $0 == "\t" }
      case "newlines": trims = { $0.isNewline }
      case "whitespacesAndNewlines": trims = { $0.isWhitespace }
      default: return nil
      }
      let kept = text.drop(while: trims)
      return .string(String(kept.reversed().drop(while: trims).reversed()))
    case ("prefix(_:)", .int(let count)?) where count >= 0:
      return .string(String(text.prefix(count)))
    case ("suffix(_:)", .int(let count)?) where count >= 0:
      return .string(String(text.suffix(count)))
    default: return nil
    }
  }
}
