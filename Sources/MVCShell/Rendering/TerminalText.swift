/// The last step before text reaches a terminal: control characters become visible escapes,
/// style markers become colours (or vanish).
public enum TerminalText {
  /// Makes text safe to print: every control character except newline is shown as `\u{…}`,
  /// then style markers become ANSI colours when `colour` is on, or are removed.
  public static func finish(_ text: String, colour: Bool) -> String {
    var out = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      let v = scalar.value
      if (0xF8F0...0xF8FA).contains(v) {
        if colour, let style = Style(rawValue: v) {
          out.append(contentsOf: style.ansi.unicodeScalars)
        }
      } else if v == 0x0A {
        out.append(scalar)
      } else if v < 0x20 || v == 0x7F || (0x80..<0xA0).contains(v) {
        out.append(contentsOf: escaped(scalar).unicodeScalars)
      } else {
        out.append(scalar)
      }
    }
    return String(out)
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
