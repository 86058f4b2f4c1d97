/// An append-only UTF-8 buffer that writes JSON tokens: the one JSON encoder of the exporters.
///
/// Written without Foundation (start-up time is measured) and for speed: runs of bytes that need
/// no escape are copied at once, and integers are written digit by digit without a `String`.
struct JSONOutput {
  /// The bytes written so far.
  var bytes: [UInt8]

  /// Creates an empty buffer that can hold `capacity` bytes before it grows.
  init(capacity: Int = 0) {
    bytes = []
    bytes.reserveCapacity(capacity)
  }

  /// Appends bytes that are already valid JSON (punctuation, key names written with quotes).
  mutating func raw(_ text: StaticString) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  /// Appends one byte.
  mutating func byte(_ value: UInt8) { bytes.append(value) }

  /// Appends a quoted JSON string.
  ///
  /// Escapes `"` and `\`, every C0 control character and DEL, the C1 controls (U+0080–U+009F,
  /// which some terminals obey as escape sequences) and U+2028/U+2029 (line breaks to
  /// JavaScript). With `htmlSafe`, also `<`, `>` and `&`, so the text can sit inside a
  /// `<script>` element. Everything else is written as UTF-8, unescaped. Swift strings hold
  /// only valid Unicode scalars, so no lone surrogate can reach the output.
  mutating func string(_ text: String, htmlSafe: Bool = false) {
    bytes.append(0x22)
    let done: Void? = text.utf8.withContiguousStorageIfAvailable {
      appendEscaped($0, htmlSafe: htmlSafe)
    }
    if done == nil {
      let copy = Array(text.utf8)
      copy.withUnsafeBufferPointer { appendEscaped($0, htmlSafe: htmlSafe) }
    }
    bytes.append(0x22)
  }

  private mutating func appendEscaped(_ source: UnsafeBufferPointer<UInt8>, htmlSafe: Bool) {
    var runStart = 0
    var index = 0
    let count = source.count
    while index < count {
      let b = source[index]
      if b >= 0x20 && b < 0x7F && b != 0x22 && b != 0x5C
        && !(htmlSafe && (b == 0x3C || b == 0x3E || b == 0x26))
      {
        index += 1
        continue
      }
      var escapedScalar: UInt32?
      var length = 1
      if b < 0x80 {
        escapedScalar = UInt32(b)
      } else if b == 0xC2, index + 1 < count, source[index + 1] >= 0x80, source[index + 1] <= 0x9F {
        escapedScalar = UInt32(source[index + 1])
        length = 2
      } else if b == 0xE2, index + 2 < count, source[index + 1] == 0x80,
        source[index + 2] == 0xA8 || source[index + 2] == 0xA9
      {
        escapedScalar = 0x2000 + UInt32(source[index + 2] - 0x80)
        length = 3
      }
      guard let scalar = escapedScalar else {
        index += 1
        continue
      }
      if runStart < index {
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart..<index]))
      }
      appendEscape(for: scalar)
      index += length
      runStart = index
    }
    if runStart < count {
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart..<count]))
    }
  }

  private mutating func appendEscape(for scalar: UInt32) {
    switch scalar {
    case 0x22: raw("\\\"")
    case 0x5C: raw("\\\\")
    case 0x0A: raw("\\n")
    case 0x0D: raw("\\r")
    case 0x09: raw("\\t")
    case 0x08: raw("\\b")
    case 0x0C: raw("\\f")
    default:
      raw("\\u")
      for shift in stride(from: 12, through: 0, by: -4) {
        bytes.append(Self.hexDigits[Int((scalar >> UInt32(shift)) & 0xF)])
      }
    }
  }

  private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

  /// Appends an integer in decimal.
  mutating func int(_ value: Int) {
    if value < 0 {
      bytes.append(0x2D)
      appendDigits(value.magnitude)
    } else {
      appendDigits(UInt(value))
    }
  }

  private mutating func appendDigits(_ value: UInt) {
    var digits = 1
    var probe = value
    while probe >= 10 {
      probe /= 10
      digits += 1
    }
    let start = bytes.count
    bytes.append(contentsOf: repeatElement(0x30, count: digits))
    var rest = value
    var position = start + digits - 1
    while true {
      bytes[position] = 0x30 &+ UInt8(truncatingIfNeeded: rest % 10)
      rest /= 10
      if rest == 0 { break }
      position -= 1
    }
  }

  /// Appends a finite double in the shortest form that reads back to the same value, always
  /// with a fraction or an exponent (`1.0`, `2.5e-07`), so a reader can tell it from an integer.
  ///
  /// - Precondition: `value.isFinite`; callers encode infinities and NaN another way.
  mutating func double(_ value: Double) {
    bytes.append(contentsOf: value.description.utf8)
  }

  /// Appends `true` or `false`.
  mutating func bool(_ value: Bool) {
    if value { raw("true") } else { raw("false") }
  }

  /// The buffer's text (for text formats that embed JSON).
  var text: String { String(decoding: bytes, as: UTF8.self) }
}
