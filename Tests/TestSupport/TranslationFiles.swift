import Foundation
import MVCLocalization

/// The catalog files of this checkout, read from Translations/ on disk (the product carries
/// only the static tables `make embed` makes from them): each `<language>/<name>.strings`
/// (`zh-Hans/ui.strings`) with its text, and the tables they merge into.
public enum TranslationFiles {
  /// The Translations/ folder of this checkout.
  public static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("Translations")

  /// Every `<language>/<name>.strings` file under Translations/ with its text.
  public static func read() throws -> [String: String] {
    let manager = FileManager.default
    var files: [String: String] = [:]
    for language in try manager.contentsOfDirectory(atPath: folder.path) {
      let languageFolder = folder.appendingPathComponent(language)
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: languageFolder.path, isDirectory: &isDirectory),
        isDirectory.boolValue
      else { continue }
      for name in try manager.contentsOfDirectory(atPath: languageFolder.path)
      where name.hasSuffix(".strings") {
        let url = languageFolder.appendingPathComponent(name)
        files[language + "/" + name] = try String(contentsOf: url, encoding: .utf8)
      }
    }
    return files
  }

  /// The files, read once (empty when Translations/ cannot be read: the tests that need them
  /// then fail on a missing key, naming it).
  public static let files: [String: String] = (try? read()) ?? [:]

  /// Each language's files merged into one table, as the catalogs are built.
  public static let tables: [Language: [String: String]] = Catalogs.tables(from: files)
}
