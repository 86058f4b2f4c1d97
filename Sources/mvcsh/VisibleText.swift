/// Text the learner typed, made safe to write back to the terminal: control characters are
/// shown the way libedit draws them in the line (`^[` for ESC, `^?` for DEL), so nothing typed
/// can reach the terminal as a live escape sequence.
enum VisibleText {
  /// `text` with every C0 and C1 control character and DEL in caret notation.
  static func of(_ text: String) -> String {
    var visible = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      let value = scalar.value
      if value < 0x20 || value == 0x7F {
        visible.append("^")
        visible.append(Unicode.Scalar(UInt8(value ^ 0x40)))
      } else if (0x80..<0xA0).contains(value) {
        visible.append(contentsOf: "^?".unicodeScalars)
      } else {
        visible.append(scalar)
      }
    }
    return String(visible)
  }
}
