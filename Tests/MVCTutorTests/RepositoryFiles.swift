import Foundation

/// Files of this checkout the tests compare with what is built in: Lessons/, Translations/,
/// and the golden transcripts next to the tests.
enum RepositoryFiles {
  /// The package's root folder.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The golden transcripts of lesson sessions.
  static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Golden")

  /// Every `Lessons/*.lesson` file by name, with its text.
  static func lessons() throws -> [String: String] {
    let folder = root.appendingPathComponent("Lessons")
    var files: [String: String] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path)
    where name.hasSuffix(".lesson") {
      files[name] = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }
    return files
  }

  /// The text of a file under the package root.
  static func text(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }
}
