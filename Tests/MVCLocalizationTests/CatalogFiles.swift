import Foundation

/// The catalog files on disk, read from Translations/ next to the package, keyed like
/// `EmbeddedTranslations.files` (`zh-Hans/ui.strings`).
enum CatalogFiles {
  /// The Translations/ folder of this checkout.
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("Translations")

  /// Every `<language>/<name>.strings` file under Translations/ with its text.
  static func read() throws -> [String: String] {
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
}
