/// Builds per-language tables from catalog files named `<language>/<name>.strings`.
public enum Catalogs {
  /// Merges every file of each language into one table. A file that fails to parse is skipped
  /// here; `CatalogCheck` reports it.
  public static func tables(from files: [String: String]) -> [Language: [String: String]] {
    var tables: [Language: [String: String]] = [:]
    for (path, text) in files.sorted(by: { $0.key < $1.key }) {
      guard let folder = path.split(separator: "/").first,
        let language = Language(rawValue: String(folder)),
        let pairs = try? StringsFile.parse(text)
      else { continue }
      for (key, value) in pairs { tables[language, default: [:]][key] = value }
    }
    return tables
  }
}
