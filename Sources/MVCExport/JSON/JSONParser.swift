/// A strict JSON parser (RFC 8259) over UTF-8 bytes, written without Foundation.
///
/// It validates UTF-8 up front, limits nesting, number length and string size, refuses
/// duplicate keys and lone surrogate escapes, and reports every problem as a
/// ``TraceReadError`` with the line and column where it is. It never traps on bad input.
struct JSONParser {
  private let bytes: [UInt8]
  private let limits: JSONLimits
  /// The offset of the next unread byte.
  private(set) var offset = 0
  /// The 1-based line of `offset`.
  private(set) var line = 1
  /// The offset where the current line starts.
  private var lineStart = 0
  /// Where a column was last counted on the current line, and that column: the next position
  /// along the line counts on from there, so a file on one long line is read in linear time.
  private var columnMark = (offset: 0, column: 1)

  /// Creates a parser, checking that the bytes are UTF-8 (a leading byte-order mark is skipped).
  init(bytes: [UInt8], limits: JSONLimits = .standard) throws(TraceReadError) {
    self.bytes = bytes
    self.limits = limits
    let invalid = bytes.withUnsafeBufferPointer { UTF8Validation.firstInvalidOffset(in: $0) }
    if let invalid {
      let scan = JSONParser(unchecked: bytes, limits: limits)
      let position = scan.position(of: invalid)
      throw TraceReadError(
        "export.error.invalidUTF8", [.text(Self.hex(bytes[invalid]))], at: position)
    }
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      offset = 3
      lineStart = 3
    }
  }

  private init(unchecked bytes: [UInt8], limits: JSONLimits) {
    self.bytes = bytes
    self.limits = limits
  }

  /// Whether every byte has been read.
  var isAtEnd: Bool { offset >= bytes.count }

  /// The position of the next unread byte. Costs the bytes read since the last position taken
  /// on the same line (every key, number and escape takes one).
  var position: SourcePosition {
    mutating get {
      // No line feed is ever read past without moving `lineStart` to after it.
      if columnMark.offset < lineStart || columnMark.offset > offset {
        columnMark = (lineStart, 1)
      }
      var column = columnMark.column
      var index = columnMark.offset
      while index < offset {
        if bytes[index] & 0xC0 != 0x80 { column += 1 }
        index += 1
      }
      columnMark = (offset, column)
      return SourcePosition(line: line, column: column)
    }
  }

  /// Skips spaces, tabs and carriage returns, and newlines too when `newlines` is true.
  mutating func skipWhitespace(newlines: Bool = true) {
    while offset < bytes.count {
      switch bytes[offset] {
      case 0x20, 0x09, 0x0D: offset += 1
      case 0x0A where newlines:
        offset += 1
        line += 1
        lineStart = offset
      default: return
      }
    }
  }

  /// Reads the newline that ends a JSON Lines record, or the end of the input.
  mutating func expectEndOfLine() throws(TraceReadError) {
    skipWhitespace(newlines: false)
    guard offset < bytes.count else { return }
    guard bytes[offset] == 0x0A else { throw unexpected("export.expect.endOfLine") }
    offset += 1
    line += 1
    lineStart = offset
  }

  /// Parses one value, with leading whitespace.
  mutating func parseValue() throws(TraceReadError) -> JSONValue {
    try parseValue(depth: 0)
  }

  private mutating func parseValue(depth: Int) throws(TraceReadError) -> JSONValue {
    skipWhitespace()
    guard offset < bytes.count else { throw endOfInput() }
    switch bytes[offset] {
    case 0x7B: return try parseObject(depth: depth + 1)
    case 0x5B: return try parseArray(depth: depth + 1)
    case 0x22: return .string(try parseString())
    case 0x74: return try parseLiteral("true", .bool(true))
    case 0x66: return try parseLiteral("false", .bool(false))
    case 0x6E: return try parseLiteral("null", .null)
    case 0x2D, 0x30...0x39: return try parseNumber()
    default: throw unexpected("export.expect.value")
    }
  }

  private mutating func checkDepth(_ depth: Int) throws(TraceReadError) {
    if depth > limits.maximumDepth {
      throw TraceReadError(
        "export.error.tooDeep", [.text(String(limits.maximumDepth))], at: position)
    }
  }

  private mutating func parseObject(depth: Int) throws(TraceReadError) -> JSONValue {
    try checkDepth(depth)
    offset += 1
    var members: [JSONMember] = []
    var keys = Set<String>()
    skipWhitespace()
    if offset < bytes.count && bytes[offset] == 0x7D {
      offset += 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard offset < bytes.count else { throw endOfInput() }
      guard bytes[offset] == 0x22 else { throw unexpected("export.expect.key") }
      let keyPosition = position
      let key = try parseString()
      if !keys.insert(key).inserted {
        throw TraceReadError("export.error.duplicateKey", [.text(key)], at: keyPosition)
      }
      skipWhitespace()
      guard offset < bytes.count else { throw endOfInput() }
      guard bytes[offset] == 0x3A else { throw unexpected("export.expect.colon") }
      offset += 1
      let value = try parseValue(depth: depth)
      members.append(JSONMember(key: key, value: value, position: keyPosition))
      skipWhitespace()
      guard offset < bytes.count else { throw endOfInput() }
      switch bytes[offset] {
      case 0x2C: offset += 1
      case 0x7D:
        offset += 1
        return .object(members)
      default: throw unexpected("export.expect.commaOrBrace")
      }
    }
  }

  private mutating func parseArray(depth: Int) throws(TraceReadError) -> JSONValue {
    try checkDepth(depth)
    offset += 1
    var elements: [JSONValue] = []
    skipWhitespace()
    if offset < bytes.count && bytes[offset] == 0x5D {
      offset += 1
      return .array(elements)
    }
    while true {
      elements.append(try parseValue(depth: depth))
      skipWhitespace()
      guard offset < bytes.count else { throw endOfInput() }
      switch bytes[offset] {
      case 0x2C: offset += 1
      case 0x5D:
        offset += 1
        return .array(elements)
      default: throw unexpected("export.expect.commaOrBracket")
      }
    }
  }

  private mutating func parseLiteral(_ word: StaticString, _ value: JSONValue)
    throws(TraceReadError) -> JSONValue
  {
    let expected = word.withUTF8Buffer { Array($0) }
    for (index, byte) in expected.enumerated() {
      guard offset + index < bytes.count else {
        offset += index
        throw endOfInput()
      }
      guard bytes[offset + index] == byte else {
        offset += index
        throw unexpected("export.expect.value")
      }
    }
    offset += expected.count
    return value
  }

  private mutating func parseNumber() throws(TraceReadError) -> JSONValue {
    let start = offset
    let startPosition = position
    var isInteger = true
    if bytes[offset] == 0x2D { offset += 1 }
    guard offset < bytes.count else { throw endOfInput() }
    if bytes[offset] == 0x30 {
      offset += 1
    } else if isDigit(at: offset) {
      while isDigit(at: offset) { offset += 1 }
    } else {
      throw unexpected("export.expect.digit")
    }
    if offset < bytes.count && bytes[offset] == 0x2E {
      isInteger = false
      offset += 1
      guard offset < bytes.count else { throw endOfInput() }
      guard isDigit(at: offset) else { throw unexpected("export.expect.digit") }
      while isDigit(at: offset) { offset += 1 }
    }
    if offset < bytes.count && (bytes[offset] == 0x65 || bytes[offset] == 0x45) {
      isInteger = false
      offset += 1
      if offset < bytes.count && (bytes[offset] == 0x2B || bytes[offset] == 0x2D) { offset += 1 }
      guard offset < bytes.count else { throw endOfInput() }
      guard isDigit(at: offset) else { throw unexpected("export.expect.digit") }
      while isDigit(at: offset) { offset += 1 }
    }
    let length = offset - start
    let literal = String(decoding: bytes[start..<min(offset, start + 40)], as: UTF8.self)
    let shown = length > 40 ? literal + "…" : literal
    guard length <= limits.maximumNumberLength else {
      throw TraceReadError("export.error.numberTooLong", [.text(shown)], at: startPosition)
    }
    let text = String(decoding: bytes[start..<offset], as: UTF8.self)
    if isInteger {
      guard let value = Int(text) else {
        throw TraceReadError("export.error.numberTooLarge", [.text(shown)], at: startPosition)
      }
      return .int(value)
    }
    guard let value = Double(text), value.isFinite else {
      throw TraceReadError("export.error.numberTooLarge", [.text(shown)], at: startPosition)
    }
    return .double(value)
  }

  private func isDigit(at index: Int) -> Bool {
    index < bytes.count && bytes[index] >= 0x30 && bytes[index] <= 0x39
  }

  /// Parses a string starting at its opening quote.
  private mutating func parseString() throws(TraceReadError) -> String {
    offset += 1
    var start = offset
    var out: [UInt8] = []
    while true {
      guard offset < bytes.count else { throw endOfInput() }
      let b = bytes[offset]
      if b == 0x22 {
        if out.isEmpty {
          let text = String(decoding: bytes[start..<offset], as: UTF8.self)
          offset += 1
          try checkLength(offset - start)
          return text
        }
        out.append(contentsOf: bytes[start..<offset])
        offset += 1
        try checkLength(out.count)
        return String(decoding: out, as: UTF8.self)
      }
      if b < 0x20 {
        throw TraceReadError(
          "export.error.controlInString", [.text(Self.scalarName(UInt32(b)))], at: position)
      }
      if b == 0x5C {
        out.append(contentsOf: bytes[start..<offset])
        try parseEscape(into: &out)
        start = offset
        if out.count > limits.maximumStringBytes { try checkLength(out.count) }
        continue
      }
      offset += 1
      if offset - start > limits.maximumStringBytes { try checkLength(offset - start + out.count) }
    }
  }

  private mutating func checkLength(_ count: Int) throws(TraceReadError) {
    if count > limits.maximumStringBytes {
      throw TraceReadError(
        "export.error.stringTooLong", [.text(String(limits.maximumStringBytes))], at: position)
    }
  }

  private mutating func parseEscape(into out: inout [UInt8]) throws(TraceReadError) {
    let escapePosition = position
    offset += 1
    guard offset < bytes.count else { throw endOfInput() }
    let c = bytes[offset]
    offset += 1
    switch c {
    case 0x22: out.append(0x22)
    case 0x5C: out.append(0x5C)
    case 0x2F: out.append(0x2F)
    case 0x62: out.append(0x08)
    case 0x66: out.append(0x0C)
    case 0x6E: out.append(0x0A)
    case 0x72: out.append(0x0D)
    case 0x74: out.append(0x09)
    case 0x75:
      let first = try hex4()
      var scalarValue = first
      if (0xD800...0xDBFF).contains(first) {
        guard offset + 1 < bytes.count, bytes[offset] == 0x5C, bytes[offset + 1] == 0x75 else {
          throw TraceReadError(
            "export.error.loneSurrogate", [.text(Self.hex4Text(first))], at: escapePosition)
        }
        offset += 2
        let second = try hex4()
        guard (0xDC00...0xDFFF).contains(second) else {
          throw TraceReadError(
            "export.error.loneSurrogate", [.text(Self.hex4Text(first))], at: escapePosition)
        }
        scalarValue = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
      } else if (0xDC00...0xDFFF).contains(first) {
        throw TraceReadError(
          "export.error.loneSurrogate", [.text(Self.hex4Text(first))], at: escapePosition)
      }
      guard let scalar = Unicode.Scalar(scalarValue) else {
        throw TraceReadError(
          "export.error.loneSurrogate", [.text(Self.hex4Text(first))], at: escapePosition)
      }
      out.append(contentsOf: String(Character(scalar)).utf8)
    default:
      offset -= 1
      throw TraceReadError(
        "export.error.badEscape", [.text(describeCharacter())], at: escapePosition)
    }
  }

  private mutating func hex4() throws(TraceReadError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard offset < bytes.count else { throw endOfInput() }
      let b = bytes[offset]
      let digit: UInt32
      switch b {
      case 0x30...0x39: digit = UInt32(b - 0x30)
      case 0x41...0x46: digit = UInt32(b - 0x41 + 10)
      case 0x61...0x66: digit = UInt32(b - 0x61 + 10)
      default: throw unexpected("export.expect.hexDigit")
      }
      value = value << 4 | digit
      offset += 1
    }
    return value
  }

  // MARK: Errors and positions

  private func endOfInput() -> TraceReadError {
    TraceReadError("export.error.unexpectedEnd", at: position(of: bytes.count))
  }

  private func unexpected(_ expectation: String) -> TraceReadError {
    TraceReadError(
      "export.error.unexpectedCharacter", [.text(describeCharacter()), .key(expectation)],
      at: position(of: offset))
  }

  /// The character at `offset`, quoted, or its code point when it is invisible.
  private func describeCharacter() -> String {
    guard offset < bytes.count else { return "" }
    var iterator = bytes[offset...].makeIterator()
    var decoder = UTF8()
    guard case .scalarValue(let scalar) = decoder.decode(&iterator) else {
      return Self.hex(bytes[offset])
    }
    if scalar.value < 0x21 || (0x7F...0xA0).contains(scalar.value)
      || scalar.properties.generalCategory == .format
    {
      return Self.scalarName(scalar.value)
    }
    return "“" + String(Character(scalar)) + "”"
  }

  /// The line and column of a byte offset. Counts lines from the last known line start when it
  /// can, from the beginning otherwise.
  func position(of target: Int) -> SourcePosition {
    var scanLine = line
    var scanStart = lineStart
    if target < lineStart {
      scanLine = 1
      scanStart = 0
    }
    var index = scanStart
    let end = min(target, bytes.count)
    while index < end {
      if bytes[index] == 0x0A {
        scanLine += 1
        scanStart = index + 1
      }
      index += 1
    }
    var column = 1
    index = scanStart
    while index < end {
      if bytes[index] & 0xC0 != 0x80 { column += 1 }
      index += 1
    }
    return SourcePosition(line: scanLine, column: column)
  }

  static func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return "0x" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0xF)])
  }

  static func hex4Text(_ value: UInt32) -> String {
    let digits = Array("0123456789ABCDEF")
    var text = ""
    for shift in stride(from: 12, through: 0, by: -4) {
      text.append(digits[Int((value >> UInt32(shift)) & 0xF)])
    }
    return text
  }

  static func scalarName(_ value: UInt32) -> String {
    var digits = hex4Text(value & 0xFFFF)
    if value > 0xFFFF { digits = String(value >> 16, radix: 16, uppercase: true) + digits }
    return "U+" + digits
  }
}
