/// The last step before text reaches a terminal: styled runs become ANSI colours (or plain
/// text), and every character that could act on the terminal or disguise what is shown is
/// made visible as an escape.
public enum TerminalText {
  /// The characters a terminal gets for styled text: each run's characters made visible
  /// (``visible(_:)``), wrapped in its style's SGR sequence when `colour` is on.
  ///
  /// Styles come only from the runs, so no character of the text, whatever its source, can
  /// start a colour, and every coloured run ends with a reset: no style outlives its run.
  public static func finish(_ text: StyledText, colour: Bool) -> String {
    var out = ""
    for run in text.runs {
      if colour, let style = run.style {
        out += style.ansi
        out += visible(run.text)
        out += Style.resetANSI
      } else {
        out += visible(run.text)
      }
    }
    return out
  }

  /// Text with every character that must not reach a terminal as it is written as a Swift
  /// escape (`\u{1B}`): control characters except the line feed (C0, DEL, C1), private-use
  /// characters (U+E000–U+F8FF and planes 15 and 16) and the bidirectional controls that
  /// reorder what is shown (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069).
  public static func visible(_ text: String) -> String {
    var text = text
    return text.withUTF8 { bytes -> String? in
      // Works on UTF-8 bytes and copies what needs no escape in stretches: most output has
      // nothing to escape, and then the text itself is returned.
      var out: [UInt8] = []
      var escaping = false
      var copied = 0
      var i = 0
      let count = bytes.count
      while i < count {
        let lead = bytes[i]
        var length = 1
        var value = UInt32(lead)
        if lead >= 0x80 {
          length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
          guard i + length <= count else { break }  // (never: a String is valid UTF-8)
          value &= length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07
          for k in 1..<length { value = value << 6 | UInt32(bytes[i + k] & 0x3F) }
        }
        if mustEscape(value) {
          if !escaping {
            escaping = true
            out.reserveCapacity(count + 16)
          }
          out.append(contentsOf: bytes[copied..<i])
          out.append(contentsOf: escaped(value).utf8)
          copied = i + length
        }
        i += length
      }
      guard escaping else { return nil }
      out.append(contentsOf: bytes[copied..<count])
      return String(decoding: out, as: UTF8.self)
    } ?? text
  }

  /// Whether a character is shown as an escape rather than written (see ``visible(_:)``).
  public static func mustEscape(_ scalar: Unicode.Scalar) -> Bool { mustEscape(scalar.value) }

  /// Whether the character with this value is shown as an escape.
  static func mustEscape(_ v: UInt32) -> Bool {
    if v < 0x80 { return v != 0x0A && (v < 0x20 || v == 0x7F) }
    if v < 0xA0 { return true }  // C1 controls
    if v < 0x061C { return false }
    if v == 0x061C || v == 0x200E || v == 0x200F { return true }
    if (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v) { return true }
    if (0xE000...0xF8FF).contains(v) { return true }  // private use
    return v >= 0xF0000  // supplementary private-use planes 15 and 16
  }

  /// A scalar written as a Swift escape: `\u{1B}`.
  public static func escaped(_ scalar: Unicode.Scalar) -> String { escaped(scalar.value) }

  static func escaped(_ value: UInt32) -> String {
    "\\u{" + String(value, radix: 16, uppercase: true) + "}"
  }
}
