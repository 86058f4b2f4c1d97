import MVCExport

/// Where an export goes when no file is named and the format is not one to read in a terminal
/// (`:export html`, `:open`): `trace.<extension>` in the current folder. A file of that name the
/// session did not write itself is never replaced: the next free `trace-2.html`, `trace-3.html`…
/// is taken instead.
enum DefaultExportFile {
  /// The formats written to a file by default (a page, a picture, a trace for a viewer), where
  /// the others (text diagrams, JSON) are shown on the screen.
  static func isWrittenToFile(_ format: ExportFormat) -> Bool {
    format == .html || format == .svg || format == .perfetto
  }

  /// The path to write a format to in a session.
  static func path(for format: ExportFormat, in context: CommandContext) -> String {
    let suffix = "." + format.fileExtension
    var candidate = "trace" + suffix
    var number = 2
    while context.fileSystem.exists(candidate)
      && !context.state.trace.defaultExportFiles.contains(candidate)
      && number < 10_000
    {
      candidate = "trace-\(number)" + suffix
      number += 1
    }
    return candidate
  }

  /// A `file://` URL for an absolute path, every byte outside the unreserved characters and
  /// `/` written as `%XX` (RFC 8089, RFC 3986).
  static func fileURL(_ absolutePath: String) -> String {
    var url = "file://"
    for byte in absolutePath.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
        url.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let digits = Array("0123456789ABCDEF")
        url += "%" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0x0F)])
      }
    }
    return url
  }
}
