/// The last step before text reaches a terminal: control characters become visible escapes,
/// style markers become colours (or vanish).
public enum TerminalText {
  /// Makes text safe to print: every control character except newline is shown as `\u{…}`,
  /// then style markers become ANSI colours when `colour` is on, or are removed.
  public static func finish(_ text: String, colour: Bool) -> String {
    // Works on UTF-8 bytes: control characters are single bytes (C0, DEL) or C2 80–C2 9F (C1);
    // style markers U+F8F0–U+F8FA are EF A3 B0–EF A3 BA. Everything else is copied as it is.
    var bytes = [UInt8]()
    bytes.reserveCapacity(text.utf8.count + 64)
    var utf8 = Array(text.utf8)
    utf8.append(0)  // a sentinel, so looking ahead never runs off the end
    var i = 0
    let end = utf8.count - 1
    while i < end {
      let b = utf8[i]
      if b == 0x0A || (b >= 0x20 && b < 0x7F) {
        bytes.append(b)
        i += 1
      } else if b < 0x20 || b == 0x7F {
        bytes.append(contentsOf: escaped(Unicode.Scalar(b)).utf8)
        i += 1
      } else if b == 0xC2, utf8[i + 1] >= 0x80, utf8[i + 1] <= 0x9F {
        bytes.append(contentsOf: escaped(Unicode.Scalar(utf8[i + 1])).utf8)
        i += 2
      } else if b == 0xEF, utf8[i + 1] == 0xA3, i + 2 < end, utf8[i + 2] >= 0xB0,
        utf8[i + 2] <= 0xBA
      {
        if colour, let style = Style(rawValue: 0xF8F0 + UInt32(utf8[i + 2] - 0xB0)) {
          bytes.append(contentsOf: style.ansi.utf8)
        }
        i += 3
      } else {
        bytes.append(b)
        i += 1
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Removes style markers without colouring: what a width computation needs.
  public static func plain(_ text: String) -> String {
    String(
      String.UnicodeScalarView(text.unicodeScalars.filter { !(0xF8F0...0xF8FA).contains($0.value) })
    )
  }

  /// A scalar written as a Swift escape: `\u{1B}`.
  static func escaped(_ scalar: Unicode.Scalar) -> String {
    "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
  }
}
