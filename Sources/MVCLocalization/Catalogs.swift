import MVCStrings

/// Builds per-language tables from catalog files named `<language>/<name>.strings`.
public enum Catalogs {
  /// Merges every file of each language into one table. A file that fails to parse is skipped
  /// here; `CatalogCheck` reports it.
  public static func tables(from files: [String: String]) -> [Language: [String: String]] {
    var tables: [Language: [String: String]] = [:]
    for language in Language.allCases { tables[language] = table(for: language, from: files) }
    return tables
  }

  /// The merged table of one language: only its own files are read.
  public static func table(for language: Language, from files: [String: String]) -> [String: String]
  {
    var table: [String: String] = [:]
    let prefix = language.rawValue + "/"
    for (path, text) in files.sorted(by: { $0.key < $1.key }) where path.hasPrefix(prefix) {
      guard let pairs = try? StringsFile.parse(text) else {
        continue
      }
      for (key, value) in pairs { table[key] = value }
    }
    return table
  }
}

extension Catalogs {
  /// One language's built-in catalog as a dictionary (for checks and overlays; looking words
  /// up goes through the static tables instead).
  public static func builtIn(_ language: Language) -> [String: String] {
    var table: [String: String] = [:]
    for (key, value) in EmbeddedTables.catalog(language).pairs { table[key] = value }
    return table
  }
}
