import CLibEdit
import Glibc
import MVCShell

/// Writing to standard output and standard error through C stdio, the same buffers libedit
/// draws with, so prompts and answers never overtake each other.
enum StandardStreams {
  /// Writes text to standard output exactly as given (no newline added).
  static func write(_ text: String) {
    put(text, to: mvcsh_stdout())
  }

  /// Writes text to standard output, adding a newline when it does not end with one.
  static func writeLine(_ text: String) {
    write(text.hasSuffix("\n") ? text : text + "\n")
  }

  /// Writes text to standard error exactly as given.
  static func writeError(_ text: String) {
    put(text, to: mvcsh_stderr())
    fflush(mvcsh_stderr())
  }

  /// Writes bytes to standard output and flushes them; the error when they could not all be
  /// written (a full disk, a file-size limit, a closed pipe), else nil.
  static func writeChecked(_ bytes: [UInt8]) -> FileSystemError? {
    let stream = mvcsh_stdout()
    let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, stream) }
    if written == bytes.count && fflush(stream) == 0 && ferror(stream) == 0 { return nil }
    return PosixFileSystem.failure("standard output")
  }

  /// Flushes standard output (before waiting for a key, or before exiting).
  static func flush() {
    fflush(mvcsh_stdout())
  }

  /// Writes the UTF-8 bytes of `text` to a stdio stream (NUL bytes included).
  static func put(_ text: String, to stream: UnsafeMutablePointer<FILE>) {
    guard !text.isEmpty else { return }
    var text = text
    text.withUTF8 { bytes in
      _ = fwrite(bytes.baseAddress, 1, bytes.count, stream)
    }
  }
}
