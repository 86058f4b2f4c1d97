/// A fast reader for well-formed `.strings` files, working on UTF-8 bytes: what start-up uses
/// to load the embedded catalogs. On anything unusual it gives up (returns nil) and the caller
/// falls back to ``StringsFile/parse(_:)``, which reports errors with their line.
enum StringsFastParser {
  static func parse(_ text: String) -> [(key: String, value: String)]? {
    var text = text
    return text.withUTF8 { buffer -> [(key: String, value: String)]? in
      var reader = Reader(bytes: buffer)
      return reader.pairs()
    }
  }

  private struct Reader {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    mutating func pairs() -> [(key: String, value: String)]? {
      var out: [(key: String, value: String)] = []
      while true {
        guard skipTrivia() else { return nil }
        if index >= bytes.count { return out }
        guard let key = quoted() else { return nil }
        guard skipTrivia(), take(UInt8(ascii: "=")), skipTrivia(), let value = quoted(),
          skipTrivia(), take(UInt8(ascii: ";"))
        else { return nil }
        out.append((key, value))
      }
    }

    mutating func take(_ byte: UInt8) -> Bool {
      guard index < bytes.count, bytes[index] == byte else { return false }
      index += 1
      return true
    }

    /// Skips spaces, newlines, a byte-order mark and comments; false on an unclosed comment.
    mutating func skipTrivia() -> Bool {
      while index < bytes.count {
        let b = bytes[index]
        if b == 0x20 || b == 0x0A || b == 0x09 || b == 0x0D {
          index += 1
        } else if b == 0xEF, index + 2 < bytes.count, bytes[index + 1] == 0xBB,
          bytes[index + 2] == 0xBF
        {
          index += 3
        } else if b == UInt8(ascii: "/"), index + 1 < bytes.count,
          bytes[index + 1] == UInt8(ascii: "*")
        {
          index += 2
          while index + 1 < bytes.count,
            !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/"))
          {
            index += 1
          }
          guard index + 1 < bytes.count else { return false }
          index += 2
        } else if b == UInt8(ascii: "/"), index + 1 < bytes.count,
          bytes[index + 1] == UInt8(ascii: "/")
        {
          while index < bytes.count, bytes[index] != 0x0A { index += 1 }
        } else {
          return true
        }
      }
      return true
    }

    /// A quoted string. Escapes other than `\"` `\\` `\n` `\t` `\r` send the caller to the
    /// careful parser.
    mutating func quoted() -> String? {
      guard take(UInt8(ascii: "\"")) else { return nil }
      let start = index
      var plain = true
      while index < bytes.count {
        let b = bytes[index]
        if b == UInt8(ascii: "\"") {
          let slice = UnsafeBufferPointer(rebasing: bytes[start..<index])
          index += 1
          return plain ? String(decoding: slice, as: UTF8.self) : unescape(slice)
        }
        if b == UInt8(ascii: "\\") {
          plain = false
          guard index + 1 < bytes.count else { return nil }
          let e = bytes[index + 1]
          guard
            e == UInt8(ascii: "\"") || e == UInt8(ascii: "\\") || e == UInt8(ascii: "n")
              || e == UInt8(ascii: "t") || e == UInt8(ascii: "r")
          else { return nil }
          index += 2
          continue
        }
        index += 1
      }
      return nil
    }

    func unescape(_ slice: UnsafeBufferPointer<UInt8>) -> String {
      var out = [UInt8]()
      out.reserveCapacity(slice.count)
      var i = 0
      while i < slice.count {
        let b = slice[i]
        if b == UInt8(ascii: "\\"), i + 1 < slice.count {
          switch slice[i + 1] {
          case UInt8(ascii: "n"): out.append(0x0A)
          case UInt8(ascii: "t"): out.append(0x09)
          case UInt8(ascii: "r"): out.append(0x0D)
          default: out.append(slice[i + 1])
          }
          i += 2
        } else {
          out.append(b)
          i += 1
        }
      }
      return String(decoding: out, as: UTF8.self)
    }
  }
}
