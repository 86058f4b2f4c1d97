/// Display width of text in a terminal cell grid: CJK and emoji take two columns, combining
/// marks none. Computed from Unicode ranges, independent of the C locale, so tables and boxes
/// align with Chinese text the same way on every machine.
public enum TextWidth {
  /// The number of terminal columns a string occupies.
  public static func of(_ text: some StringProtocol) -> Int {
    var total = 0
    for character in text { total += of(character) }
    return total
  }

  /// The number of columns one grapheme occupies (0, 1 or 2).
  public static func of(_ character: Character) -> Int {
    var width = 0
    var sawEmojiPresentation = false
    for scalar in character.unicodeScalars {
      let v = scalar.value
      if v == 0xFE0F || (0x1F3FB...0x1F3FF).contains(v) || v == 0x200D {
        sawEmojiPresentation = true
      }
      width = max(width, of(scalar))
    }
    if sawEmojiPresentation && width > 0 { return 2 }
    return width
  }

  /// The number of columns one scalar occupies.
  public static func of(_ scalar: Unicode.Scalar) -> Int {
    let v = scalar.value
    if v == 0 { return 0 }
    if v < 0x20 || (0x7F..<0xA0).contains(v) { return 0 }
    if v < 0x300 { return 1 }
    if isZeroWidth(v) { return 0 }
    if isWide(v) { return 2 }
    return 1
  }

  static func isZeroWidth(_ v: UInt32) -> Bool {
    (0x0300...0x036F).contains(v) || (0x200B...0x200F).contains(v) || (0xFE00...0xFE0F).contains(v)
      || (0x20D0...0x20FF).contains(v) || (0xFE20...0xFE2F).contains(v) || v == 0x2060
  }

  static func isWide(_ v: UInt32) -> Bool {
    (0x1100...0x115F).contains(v) || (0x2E80...0x303E).contains(v) || (0x3041...0x33FF).contains(v)
      || (0x3400...0x4DBF).contains(v) || (0x4E00...0x9FFF).contains(v)
      || (0xA000...0xA4CF).contains(v) || (0xAC00...0xD7A3).contains(v)
      || (0xF900...0xFAFF).contains(v) || (0xFE30...0xFE4F).contains(v)
      || (0xFF00...0xFF60).contains(v) || (0xFFE0...0xFFE6).contains(v)
      || (0x1F300...0x1F64F).contains(v) || (0x1F900...0x1F9FF).contains(v)
      || (0x1F680...0x1F6FF).contains(v) || (0x20000...0x3FFFD).contains(v)
  }

  /// Pads a string with spaces on the right to a display width (never truncates).
  public static func padded(_ text: String, to width: Int) -> String {
    let w = of(text)
    return w >= width ? text : text + String(repeating: " ", count: width - w)
  }

  /// Cuts a string to at most `width` columns, ending with `…` when something was cut.
  public static func truncated(_ text: String, to width: Int) -> String {
    guard of(text) > width else { return text }
    guard width > 0 else { return "" }
    var out = ""
    var used = 0
    for c in text {
      let w = of(c)
      if used + w > width - 1 { break }
      out.append(c)
      used += w
    }
    return out + "…"
  }
}
