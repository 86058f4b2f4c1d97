import MVCRuntime

/// Writes values the way Swift source writes them: `"Grace"`, `42`, `[ada, grace]`, `.fullScreen`.
public enum ValueFormatter {
  /// A value as a Swift literal; objects by their name.
  public static func literal(_ value: Value, names: (ObjectID) -> String) -> String {
    switch value {
    case .string(let s): return quoted(s)
    // Foundation's NSNotFound (Int.max), as `selectedIndex` answers on the More tab.
    case .int(let i): return i == World.notFound ? "NSNotFound" : String(i)
    case .double(let d):
      if abs(d) < 1e15, let whole = Int(exactly: d) { return String(whole) + ".0" }
      return String(d)
    case .bool(let b): return b ? "true" : "false"
    case .null: return "nil"
    case .object(let id): return names(id)
    case .array(let items):
      return "[" + items.map { literal($0, names: names) }.joined(separator: ", ") + "]"
    case .enumCase(let name): return "." + name
    case .void: return "()"
    case .closure: return "{ … }"
    case .dictionary(let entries):
      if entries.count == 0 { return "[:]" }
      return "["
        + zip(entries.keys, entries.values).map {
          literal($0, names: names) + ": " + literal($1, names: names)
        }.joined(separator: ", ") + "]"
    // `Mood.happy`, `Result.success(3)`: an enum's case with its type, as a literal reads.
    case .composite(let value):
      let text = value.description { literal($0, names: names) }
      return value.caseName.isEmpty ? text : value.typeName + "." + text
    }
  }

  /// A string as a Swift string literal: quotes and backslashes escaped, and every character
  /// the terminal must not get as it is (``TerminalText/mustEscape(_:)``: controls, private
  /// use, bidirectional controls) written as `\u{…}`; every other character (Chinese too) kept
  /// as it is.
  public static func quoted(_ s: String) -> String {
    var out = "\""
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      case "\r": out += "\\r"
      case "\0": out += "\\0"
      default:
        if TerminalText.mustEscape(scalar) {
          out += TerminalText.escaped(scalar)
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }

  /// A value as the REPL prints it after an expression statement. Objects show their class and
  /// the properties worth reading: `ada: Contact(name: "Grace", phone: "555-0100")`.
  public static func summary(_ value: Value, in world: WorldReader) -> String {
    let names = { (id: ObjectID) in world.displayName(of: id) }
    guard case .object(let id) = value else { return literal(value, names: names) }
    guard let record = world.record(id) else { return literal(value, names: names) }
    // A value Swift copies (an IndexPath) prints as Swift prints it: `[0, 2]`.
    if record.kind == .value { return names(id) }
    // The learner's own properties always show; of the built-in ones, a view's content and
    // whatever differs from its default (so not every inherited flag, nor an item not made yet).
    let ownProperties = Set(
      world.classChain(record.className).filter(\.isUserDeclared).flatMap {
        $0.properties.map(\.name)
      })
    let content = record.kind.viewKind?.boundProperty
    let shown = world.allProperties(of: record.className).filter { schema in
      ownProperties.contains(schema.name) || schema.name == content
        || record.properties[schema.name] != schema.defaultValue
    }
    let fields = shown.map { schema in
      "\(schema.name): " + literal(record.properties[schema.name] ?? .null, names: names)
    }
    return "\(world.displayName(of: id)): \(record.writtenClassName ?? record.className)("
      + fields.joined(separator: ", ")
      + ")"
  }
}
