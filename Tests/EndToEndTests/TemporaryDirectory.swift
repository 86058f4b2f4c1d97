import Foundation

/// A fresh directory under the system's temporary directory, removed when released.
final class TemporaryDirectory {
  /// The directory's absolute path.
  let path: String

  init() throws {
    let base = FileManager.default.temporaryDirectory
      .appendingPathComponent("mvcsh-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
    path = base.path
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }

  /// The path of `name` inside the directory.
  func file(_ name: String) -> String { path + "/" + name }

  /// Writes a UTF-8 text file and returns its path.
  @discardableResult
  func write(_ name: String, _ text: String) throws -> String {
    let path = file(name)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }
}
