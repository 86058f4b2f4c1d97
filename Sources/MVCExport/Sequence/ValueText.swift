import MVCRuntime

/// Writes values and message labels the way Swift source spells them: `"Grace"`, `3`,
/// `.fullScreen`, `ada`, and `setValue("Linus", forKey: "name")`.
///
/// Control characters (ESC included) come out as Swift escapes (`\u{1B}`), so a label never
/// carries a raw escape sequence into a terminal, a diagram or a page.
struct ValueText {
  /// Names of objects by raw id (the trace's participants).
  var names: [Int: String]
  /// The longest a string argument may be before it is cut with `…` (0: never cut).
  var maximumStringLength: Int

  /// Objects named by the names given (by raw id), strings never cut.
  init(names: [Int: String], maximumStringLength: Int = 0) {
    self.names = names
    self.maximumStringLength = maximumStringLength
  }

  /// Names taken from a trace's participants.
  init(trace: Trace, maximumStringLength: Int = 40) {
    var names: [Int: String] = [:]
    for info in trace.participants {
      if case .object(let id) = info.participant { names[id.raw] = info.name }
    }
    self.names = names
    self.maximumStringLength = maximumStringLength
  }

  /// A message as a call: the selector's labels with the arguments filled in.
  ///
  /// `insertText(_:)` with `"Grace"` gives `insertText("Grace")`. When the number of arguments
  /// does not match the selector's labels, the arguments follow the selector in brackets.
  func label(_ event: TraceEvent) -> String {
    let selector = event.selector
    guard let open = selector.firstIndex(of: "("), selector.hasSuffix(")") else {
      return event.arguments.isEmpty
        ? selector : selector + " [" + event.arguments.map(text).joined(separator: ", ") + "]"
    }
    let base = selector[..<open]
    let inside = selector[selector.index(after: open)..<selector.index(before: selector.endIndex)]
    let labels = inside.split(separator: ":", omittingEmptySubsequences: true)
    if labels.count != event.arguments.count {
      if event.arguments.isEmpty { return selector }
      return selector + " [" + event.arguments.map(text).joined(separator: ", ") + "]"
    }
    var parts: [String] = []
    for (label, argument) in zip(labels, event.arguments) {
      let shown = text(argument)
      parts.append(label == "_" ? shown : label + ": " + shown)
    }
    return base + "(" + parts.joined(separator: ", ") + ")"
  }

  /// One value as Swift would write it.
  func text(_ value: Value) -> String {
    switch value {
    case .string(let s): return quoted(s)
    case .int(let i): return String(i)
    case .double(let d): return d.description
    case .bool(let b): return b ? "true" : "false"
    case .null: return "nil"
    case .object(let id): return names[id.raw] ?? "#" + String(id.raw)
    case .array(let elements): return "[" + elements.map(text).joined(separator: ", ") + "]"
    case .enumCase(let name): return "." + Self.escaped(name)
    case .void: return "()"
    case .closure: return "{ … }"
    case .dictionary(let entries):
      if entries.count == 0 { return "[:]" }
      return "["
        + zip(entries.keys, entries.values).map { text($0) + ": " + text($1) }.joined(
          separator: ", ") + "]"
    case .composite(let value):
      return (value.caseName.isEmpty ? "" : ".") + value.description(text)
    }
  }

  private func quoted(_ s: String) -> String {
    var body = Self.escaped(s, quote: true)
    if maximumStringLength > 0, body.count > maximumStringLength {
      body = String(body.prefix(maximumStringLength - 1)) + "…"
    }
    return "\"" + body + "\""
  }

  /// Text with control and invisible formatting characters written as Swift escapes.
  static func escaped(_ s: String, quote: Bool = false) -> String {
    var out = ""
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      case "\r": out += "\\r"
      case "\\" where quote: out += "\\\\"
      case "\"" where quote: out += "\\\""
      default:
        if isInvisible(scalar) {
          out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out
  }

  /// Control characters, and format characters that change direction or hide text.
  static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
    let v = scalar.value
    if v < 0x20 || (0x7F...0x9F).contains(v) { return true }
    if (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v) { return true }
    if v == 0x2028 || v == 0x2029 || v == 0x200E || v == 0x200F || v == 0xFEFF { return true }
    return false
  }
}
