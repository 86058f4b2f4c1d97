/// Quoting for Graphviz DOT: every ID and label is written as a quoted string.
enum DOTText {
  /// A quoted DOT string. Backslashes are doubled (Graphviz reads `\n`, `\l`, `\N` … in
  /// labels), quotes escaped, and line breaks become `\n`.
  static func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": out += "\\\\"
      case "\"": out += "\\\""
      case "\n": out += "\\n"
      case "\r": break
      default:
        if ValueText.isInvisible(scalar) {
          out += "\\\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }

  /// A multi-line label: the lines joined with Graphviz's centred line break.
  static func label(_ lines: [String]) -> String {
    let escaped = lines.map { quoted($0).dropFirst().dropLast() }
    return "\"" + escaped.joined(separator: "\\n") + "\""
  }
}
