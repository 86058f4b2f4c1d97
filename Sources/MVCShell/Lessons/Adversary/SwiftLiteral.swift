import MVCRuntime

/// Small pieces of Swift source the adversary reads and writes: literals for values, the
/// identifiers a statement uses outside its string literals, and whether a statement only
/// sets a property.
enum SwiftLiteral {
  /// A value as Swift writes it at the prompt (an object by one of its names), or nil when it
  /// cannot be written (a closure, an unnamed object, a collection).
  static func of(_ value: Value, names: [ObjectID: String]) -> String? {
    switch value {
    case .string(let text): return quoted(text)
    case .int(let number): return String(number)
    case .double(let number): return number.isFinite ? String(number) : nil
    case .bool(let flag): return String(flag)
    case .null: return "nil"
    case .enumCase(let name): return "." + name
    case .object(let id): return names[id]
    case .composite(let value) where value.fields.isEmpty:
      return value.typeName + "." + value.caseName
    case .array, .dictionary, .closure, .void, .composite: return nil
    }
  }

  /// A string literal, escaped as the shell prints one (``ValueFormatter/quoted(_:)``).
  static func quoted(_ text: String) -> String { ValueFormatter.quoted(text) }

  /// The identifiers a statement uses as names (not after a `.`, not inside a string literal).
  static func identifiers(in text: String) -> Set<String> {
    Set(spans(in: text).map(\.name))
  }

  /// The statement with every use of a name replaced (members and string contents untouched).
  static func replacingIdentifier(_ name: String, with replacement: String, in text: String)
    -> String
  {
    var out = ""
    var last = text.startIndex
    for span in spans(in: text) where span.name == name {
      out += text[last..<span.range.lowerBound] + replacement
      last = span.range.upperBound
    }
    return out + text[last...]
  }

  /// Whether a statement is `path.key = value` and nothing else (no call on either side).
  static func isPropertyAssignment(_ text: String) -> Bool {
    let trimmed = text.drop { $0 == " " || $0 == "\t" }
    guard let equals = trimmed.firstIndex(of: "="),
      trimmed[trimmed.index(after: equals)...].first != "="
    else { return false }
    let target = trimmed[..<equals].trimmingSuffix(" ")
    return target.contains(".")
      && target.allSatisfy { $0.isLetter || $0.isNumber || "._".contains($0) }
      && !trimmed[trimmed.index(after: equals)...].contains("(")
  }

  /// Each identifier used as a name, with where it is.
  private static func spans(in text: String) -> [(name: String, range: Range<String.Index>)] {
    var spans: [(String, Range<String.Index>)] = []
    var index = text.startIndex
    var inString = false
    var previous: Character = " "
    while index < text.endIndex {
      let character = text[index]
      if inString {
        if character == "\\" {
          index = text.index(after: index)
          if index < text.endIndex { index = text.index(after: index) }
          continue
        }
        if character == "\"" { inString = false }
        previous = character
        index = text.index(after: index)
        continue
      }
      if character == "\"" {
        inString = true
        index = text.index(after: index)
        continue
      }
      if character.isLetter || character == "_" {
        let start = index
        while index < text.endIndex,
          text[index].isLetter || text[index].isNumber || text[index] == "_"
        {
          index = text.index(after: index)
        }
        if previous != "." { spans.append((String(text[start..<index]), start..<index)) }
        previous = "a"
        continue
      }
      if !character.isWhitespace { previous = character }
      index = text.index(after: index)
    }
    return spans
  }
}

extension Substring {
  /// The text without a run of one character at its end.
  fileprivate func trimmingSuffix(_ character: Character) -> Substring {
    var text = self
    while text.last == character { text.removeLast() }
    return text
  }
}
