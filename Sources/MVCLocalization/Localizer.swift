/// Looks up every word a learner reads, in the current language, with a visible fallback.
///
/// A missing string falls back zh-Hant → zh-Hans → en and is then marked `‹en›` (or
/// `‹zh-Hans›`), so an untranslated string shows, never a raw key.
public struct Localizer: Sendable {
  /// The language strings are looked up in first.
  public var language: Language
  let tables: [Language: [String: String]]
  /// Whether the tables are the embedded catalogs (so another language can be loaded lazily).
  var isEmbedded = false

  /// Creates a localizer from tables of key-value pairs per language.
  public init(tables: [Language: [String: String]], language: Language) {
    self.tables = tables
    self.language = language
  }

  /// A localizer over the catalogs built into the executable (Translations/*.strings), read
  /// from static tables the compiler laid out: nothing is parsed, so start-up stays fast.
  public static func embedded(language: Language) -> Localizer {
    var localizer = Localizer(tables: [:], language: language)
    localizer.isEmbedded = true
    return localizer
  }

  /// The template of a key in one language, before any fallback.
  func template(_ key: String, in language: Language) -> String? {
    if isEmbedded { return EmbeddedTables.catalog(language).value(for: key) }
    return tables[language]?[key]
  }

  /// The embedded catalogs with other catalog files laid over them (`<language>/<name>.strings`
  /// by path, as a `--translations` directory holds them): their keys win.
  public static func embedded(language: Language, overlay files: [String: String]) -> Localizer {
    var tables: [Language: [String: String]] = [:]
    for candidate in Language.allCases {
      var table: [String: String] = [:]
      for (key, value) in EmbeddedTables.catalog(candidate).pairs { table[key] = value }
      for (key, value) in Catalogs.table(for: candidate, from: files) { table[key] = value }
      tables[candidate] = table
    }
    return Localizer(tables: tables, language: language)
  }

  /// The same catalogs in another language.
  public func with(language: Language) -> Localizer {
    if isEmbedded { return Localizer.embedded(language: language) }
    return Localizer(tables: tables, language: language)
  }

  /// Whether a key exists in the English source catalog.
  public func has(_ key: String) -> Bool { template(key, in: .en) != nil }

  /// The text for a key with its `%@` / `%1$@` placeholders filled in.
  public func callAsFunction(_ key: String, _ arguments: [String] = []) -> String {
    string(key, arguments)
  }

  /// The text for a key with its `%@` / `%1$@` placeholders filled in.
  public func string(_ key: String, _ arguments: [String] = []) -> String {
    for (position, candidate) in language.fallbackChain.enumerated() {
      if let template = template(key, in: candidate) {
        let text = Self.format(template, arguments)
        return position == 0 ? text : "‹\(candidate.rawValue)› " + text
      }
    }
    return "‹?› " + (key.split(separator: ".").last.map(String.init) ?? key)
  }

  /// The first of several keys that exists, formatted; used for "most specific rule first".
  public func first(of keys: [String], _ arguments: [String] = []) -> String? {
    for key in keys where has(key) { return string(key, arguments) }
    return nil
  }

  /// Fills `%@` (in order), `%1$@` (by position), `%d` and `%%`.
  public static func format(_ template: String, _ arguments: [String]) -> String {
    var out = ""
    var next = 0
    var chars = template.makeIterator()
    while let c = chars.next() {
      guard c == "%" else {
        out.append(c)
        continue
      }
      guard let d = chars.next() else {
        out.append("%")
        break
      }
      if d == "%" {
        out.append("%")
      } else if d == "@" || d == "d" {
        out += next < arguments.count ? arguments[next] : ""
        next += 1
      } else if let digit = d.wholeNumberValue, d.isASCII {
        var digits = String(d)
        var number = digit
        var terminator: Character?
        while let e = chars.next() {
          if let v = e.wholeNumberValue, e.isASCII {
            digits.append(e)
            number = number * 10 + v
          } else {
            terminator = e
            break
          }
        }
        guard terminator == "$" else {
          // Not a positional placeholder (`%1` without `$`): keep the text as written.
          out += "%" + digits + (terminator.map { String($0) } ?? "")
          continue
        }
        _ = chars.next()
        let i = number - 1
        out += i >= 0 && i < arguments.count ? arguments[i] : ""
      } else {
        out.append("%")
        out.append(d)
      }
    }
    return out
  }
}
