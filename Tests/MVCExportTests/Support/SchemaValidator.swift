import Foundation

@testable import MVCExport

/// A JSON Schema validator for the subset docs/trace.schema.json uses: `type`, `const`, `enum`,
/// `required`, `properties`, `additionalProperties: false`, `items`, `oneOf`, `allOf`, `not`,
/// `$ref` to `#/$defs/…`, `pattern` and `minimum`. It reads JSON with the exporter's own parser,
/// which tells integers from doubles as JSON Schema does.
struct SchemaValidator {
  let root: JSONValue

  init(schemaBytes: [UInt8]) throws {
    var parser = try JSONParser(bytes: schemaBytes)
    root = try parser.parseValue()
  }

  static func load() throws -> SchemaValidator {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("docs/trace.schema.json")
    return try SchemaValidator(schemaBytes: Array(try Data(contentsOf: url)))
  }

  /// The problems of an instance, empty when it is valid.
  func problems(_ instance: JSONValue) -> [String] {
    var out: [String] = []
    validate(instance, against: root, path: "$", into: &out)
    return out
  }

  private func resolve(_ reference: String) -> JSONValue? {
    guard reference.hasPrefix("#/") else { return nil }
    var node = root
    for part in reference.dropFirst(2).split(separator: "/") {
      guard let next = node.member(String(part))?.value else { return nil }
      node = next
    }
    return node
  }

  private func typeMatches(_ name: String, _ value: JSONValue) -> Bool {
    switch (name, value) {
    case ("string", .string), ("boolean", .bool), ("null", .null), ("array", .array),
      ("object", .object), ("integer", .int), ("number", .int), ("number", .double):
      return true
    default: return false
    }
  }

  private func validate(
    _ value: JSONValue, against schema: JSONValue, path: String, into out: inout [String]
  ) {
    if let reference = schema.member("$ref"), case .string(let target) = reference.value {
      guard let resolved = resolve(target) else {
        out.append("\(path): unresolved \(target)")
        return
      }
      validate(value, against: resolved, path: path, into: &out)
    }
    if let type = schema.member("type")?.value {
      let names: [String]
      switch type {
      case .string(let name): names = [name]
      case .array(let items):
        names = items.compactMap { if case .string(let s) = $0 { s } else { nil } }
      default: names = []
      }
      if !names.contains(where: { typeMatches($0, value) }) {
        out.append("\(path): expected \(names)")
        return
      }
    }
    if let constant = schema.member("const")?.value, constant != value {
      out.append("\(path): expected constant \(constant)")
    }
    if case .array(let options)? = schema.member("enum")?.value, !options.contains(value) {
      out.append("\(path): \(value) not in enum")
    }
    if case .string(let pattern)? = schema.member("pattern")?.value, case .string(let text) = value
    {
      let regex = try? NSRegularExpression(pattern: pattern)
      let range = NSRange(text.startIndex..., in: text)
      if regex?.firstMatch(in: text, range: range) == nil {
        out.append("\(path): \(text) does not match \(pattern)")
      }
    }
    if let minimum = schema.member("minimum")?.value {
      let bound: Double? = if case .int(let i) = minimum { Double(i) } else { nil }
      let number: Double? =
        switch value {
        case .int(let i): Double(i)
        case .double(let d): d
        default: nil
        }
      if let bound, let number, number < bound { out.append("\(path): below minimum") }
    }
    if case .object(let members) = value {
      if case .array(let required)? = schema.member("required")?.value {
        for case .string(let key) in required where value.member(key) == nil {
          out.append("\(path): missing \(key)")
        }
      }
      let properties = schema.member("properties")?.value
      for member in members {
        if let property = properties?.member(member.key)?.value {
          validate(member.value, against: property, path: path + "." + member.key, into: &out)
        } else if schema.member("additionalProperties")?.value == .bool(false) {
          out.append("\(path): unexpected \(member.key)")
        }
      }
    }
    if case .array(let elements) = value, let items = schema.member("items")?.value {
      for (index, element) in elements.enumerated() {
        validate(element, against: items, path: "\(path)[\(index)]", into: &out)
      }
    }
    if case .array(let all)? = schema.member("allOf")?.value {
      for sub in all { validate(value, against: sub, path: path, into: &out) }
    }
    if case .array(let one)? = schema.member("oneOf")?.value {
      let matches = one.filter { sub in
        var scratch: [String] = []
        validate(value, against: sub, path: path, into: &scratch)
        return scratch.isEmpty
      }.count
      if matches != 1 { out.append("\(path): matches \(matches) of oneOf") }
    }
    if let negated = schema.member("not")?.value {
      var scratch: [String] = []
      validate(value, against: negated, path: path, into: &scratch)
      if scratch.isEmpty { out.append("\(path): matches a schema it must not") }
    }
  }
}
