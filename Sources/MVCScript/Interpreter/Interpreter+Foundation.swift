import MVCRuntime

/// The small functions tutorials call between UIKit lines: `abs`, `min`, `max`,
/// `String(format:)`, `Int.random(in:)`, `shuffled()`. Random numbers come from a generator
/// seeded by the statement's number, so a session replays the same way every time (the trace
/// of a lesson, a golden, an exported file never depends on luck).
/// https://developer.apple.com/documentation/swift/int/random(in:)-9mjpw
extension Interpreter {
  /// The global functions of this kind, by name.
  static let foundationFunctions: Set<String> = ["abs", "min", "max"]

  /// `abs(-3)`, `min(2, 7)`, `max(a, b, c)`; nil when `name` is not one of them.
  func foundationFunction(_ name: String, _ values: [Value], at range: SourceRange) throws
    -> Value?
  {
    guard Self.foundationFunctions.contains(name), !values.isEmpty else { return nil }
    if name == "abs" {
      guard values.count == 1 else { return nil }
      switch values[0] {
      case .int(let n):
        guard n != Int.min else { throw ScriptFailure.interpreter(.overflow, at: range) }
        return .int(abs(n))
      case .double(let d): return .double(abs(d))
      default:
        throw ScriptFailure.interpreter(
          .operatorType("abs", found: reader.valueKind(of: values[0])), at: range)
      }
    }
    guard values.count >= 2 else { return nil }
    if values.allSatisfy({ $0.intValue != nil }) {
      let numbers = values.compactMap(\.intValue)
      return .int((name == "min" ? numbers.min() : numbers.max()) ?? 0)
    }
    if values.allSatisfy({ $0.doubleValue != nil }) {
      let numbers = values.compactMap(\.doubleValue)
      return .double((name == "min" ? numbers.min() : numbers.max()) ?? 0)
    }
    if values.allSatisfy({ $0.stringValue != nil }) {
      let texts = values.compactMap(\.stringValue)
      return .string((name == "min" ? texts.min() : texts.max()) ?? "")
    }
    throw ScriptFailure.interpreter(
      .binaryOperatorTypes(name, reader.valueKind(of: values[0]), reader.valueKind(of: values[1])),
      at: range)
  }

  /// `String(format: "%.2f", price)`: `%d`, `%i`, `%@`, `%s`, `%f` with a precision (`%.1f`)
  /// and `%%`; nil when the call is not `String(format:…)`.
  func formatted(_ arguments: [Argument], _ values: [Value], at range: SourceRange) throws
    -> Value?
  {
    guard arguments.first?.label == "format", case .string(let format) = values.first else {
      return nil
    }
    var out = ""
    var rest = values.dropFirst().makeIterator()
    var index = format.startIndex
    while index < format.endIndex {
      let character = format[index]
      index = format.index(after: index)
      guard character == "%" else {
        out.append(character)
        continue
      }
      var precision: Int?
      if index < format.endIndex, format[index] == "." {
        index = format.index(after: index)
        var digits = ""
        while index < format.endIndex, let digit = format[index].wholeNumberValue, digits.count < 2
        {
          digits += String(digit)
          index = format.index(after: index)
        }
        precision = Int(digits)
      }
      guard index < format.endIndex else { break }
      let conversion = format[index]
      index = format.index(after: index)
      if conversion == "%" {
        out += "%"
        continue
      }
      guard let value = rest.next() else {
        throw ScriptFailure.interpreter(.conversionNotPossible("String", found: .void), at: range)
      }
      switch conversion {
      case "d", "i", "l":
        if conversion == "l", index < format.endIndex, format[index] == "d" {
          index = format.index(after: index)
        }
        guard let n = value.intValue else {
          throw ScriptFailure.interpreter(
            .conversionNotPossible("String", found: reader.valueKind(of: value)), at: range)
        }
        out += String(n)
      case "f":
        guard let d = value.doubleValue, d.isFinite else {
          throw ScriptFailure.interpreter(
            .conversionNotPossible("String", found: reader.valueKind(of: value)), at: range)
        }
        out += Self.fixed(d, digits: precision ?? 6)
      default:
        out += describe(value)
      }
      try checkText(out.utf8.count, at: range)
    }
    return .string(out)
  }

  /// A value as `print` and interpolation show it: an object or a value whose type gives itself
  /// a `description` (`CustomStringConvertible`) shows that text, got by reading the property
  /// (the getter runs, and the trace shows it); any other value as it is.
  func printable(_ value: Value, _ tx: inout Transaction) throws -> Value {
    let selector = PropertyAccessor.get.selector(for: "description")
    switch value {
    case .object(let id):
      guard let record = reader.record(id), reader.userMethod(selector, of: record.className) != nil
      else { return value }
      let text = try runtime(SourceRange(start: SourceLocation(line: 1, column: 1), length: 0)) {
        try tx.property("description", of: id)
      }
      return text.stringValue.map(Value.string) ?? value
    case .composite(let composite):
      guard let method = reader.userMethod(selector, of: composite.typeName) else { return value }
      let text = try invokeOnValue(
        method, self: value, ofType: composite.typeName, arguments: [], &tx)
      return text.stringValue.map(Value.string) ?? value
    default:
      return value
    }
  }

  /// A number with a fixed number of digits after the point, rounded half away from zero.
  static func fixed(_ value: Double, digits: Int) -> String {
    let scale = (0..<min(digits, 15)).reduce(1.0) { result, _ in result * 10 }
    let rounded = (abs(value) * scale).rounded(.toNearestOrAwayFromZero)
    guard rounded < 9e15 else { return String(value) }
    let whole = Int(rounded)
    let integer = whole / Int(scale)
    let fraction = whole % Int(scale)
    var text = String(integer)
    if digits > 0 {
      let raw = String(fraction)
      text += "." + String(repeating: "0", count: max(0, min(digits, 15) - raw.count)) + raw
    }
    return (value < 0 && rounded != 0 ? "-" : "") + text
  }

  /// A number from the sandbox's generator: the same for the same statement of a session.
  func randomNumber(below bound: Int) -> Int {
    guard bound > 1 else { return 0 }
    randomState &+= 0x9E37_79B9_7F4A_7C15
    var z = randomState
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    z ^= z >> 31
    return Int(z % UInt64(bound))
  }

  /// `Int.random(in: 1...6)`, `Bool.random()`: a number from the sandbox's generator.
  func callRandom(
    _ callee: Expression, _ arguments: [Argument], at range: SourceRange,
    _ tx: inout Transaction
  ) throws -> Value {
    guard case .member(.name(let typeName, _), _, let nameRange) = callee else { return .void }
    if typeName == "Bool", arguments.isEmpty { return .bool(randomNumber(below: 2) == 1) }
    guard typeName == "Int", arguments.count == 1, arguments[0].label == "in",
      case .binary(let first, let links, _) = arguments[0].value, links.count == 1,
      links[0].op == "..." || links[0].op == "..<"
    else {
      throw ScriptFailure.interpreter(
        .unknownStaticMember(Self.selector("random", arguments), className: typeName),
        at: nameRange)
    }
    let (lower, upper) = try bounds(first, links[0], &tx)
    let (span, overflow) = upper.subtractingReportingOverflow(lower)
    let count = links[0].op == "..<" ? span : span &+ 1
    guard !overflow, count > 0 else {
      throw ScriptFailure.interpreter(.invalidRange(lower, upper), at: links[0].range)
    }
    return .int(lower + randomNumber(below: count))
  }
}
