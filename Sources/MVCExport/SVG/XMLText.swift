/// Escaping for XML and HTML text and attribute values.
enum XMLText {
  /// Text safe inside an element or a double-quoted attribute. Characters XML 1.0 forbids
  /// (controls other than tab and line breaks, U+FFFE, U+FFFF) are dropped.
  static func escape(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      default:
        let v = scalar.value
        if (v < 0x20 && v != 0x09 && v != 0x0A && v != 0x0D) || v == 0xFFFE || v == 0xFFFF {
          continue
        }
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
