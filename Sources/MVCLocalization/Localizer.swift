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

  /// Every key of the English source catalog that starts with `prefix`, in byte order (for
  /// data kept in the catalogs as a family of keys, such as the glossary's terms).
  public func keys(withPrefix prefix: String) -> [String] {
    if isEmbedded {
      return EmbeddedTables.catalog(.en).pairs.map(\.key).filter { $0.hasPrefix(prefix) }
    }
    return (tables[.en] ?? [:]).keys.filter { $0.hasPrefix(prefix) }.sorted {
      $0.utf8.lexicographicallyPrecedes($1.utf8)
    }
  }

  /// The text of a key in one language without any fallback or mark, nil when it has none.
  public func exact(_ key: String, in language: Language, _ arguments: [String] = []) -> String? {
    template(key, in: language).map { Self.format($0, arguments) }
  }

  /// Whether a key exists in the English source catalog.
  public func has(_ key: String) -> Bool { template(key, in: .en) != nil }

  /// Whether a key exists in one language's catalog, without falling back to another.
  public func has(_ key: String, in language: Language) -> Bool {
    template(key, in: language) != nil
  }

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

  /// The template of a key cut at its placeholders, with the fallback mark (`‹en› `) when it
  /// comes from another language: for a caller that fills the placeholders with something
  /// other than plain strings (styled text).
  public func pieces(_ key: String) -> [TemplatePiece] {
    for (position, candidate) in language.fallbackChain.enumerated() {
      if let template = template(key, in: candidate) {
        var pieces = Self.pieces(of: template)
        if position != 0 { pieces.insert(.text("‹\(candidate.rawValue)› "), at: 0) }
        return pieces
      }
    }
    return [.text("‹?› " + (key.split(separator: ".").last.map(String.init) ?? key))]
  }

  /// Fills `%@` (in order), `%1$@` (by position), `%d` and `%%`. A placeholder without an
  /// argument (`%0$@`, `%9$@` with two arguments, a position too large for any number) is
  /// left empty.
  public static func format(_ template: String, _ arguments: [String]) -> String {
    var out = ""
    scan(template, text: { out += $0 }) { index, _ in
      if index >= 0 && index < arguments.count { out += arguments[index] }
    }
    return out
  }

  /// A template cut at its placeholders (see ``format(_:_:)`` for what they are).
  public static func pieces(of template: String) -> [TemplatePiece] {
    var pieces: [TemplatePiece] = []
    scan(template, text: { pieces.append(.text($0)) }) { index, _ in
      pieces.append(.argument(index))
    }
    return pieces
  }

  /// Every placeholder of a template as ``format(_:_:)`` reads it: the 0-based index of the
  /// argument it stands for (-1 for `%0$@`, `Int.max` for a position too large to count) and
  /// the placeholder as written (`%2$@`, `%@`).
  public static func placeholders(in template: String) -> [(index: Int, written: String)] {
    var found: [(index: Int, written: String)] = []
    scan(template, text: { _ in }) { index, written in found.append((index, written)) }
    return found
  }

  /// Walks a template: `text` gets each stretch of literal text, `argument` the 0-based
  /// index of the argument each placeholder stands for (-1 for `%0$@`; `Int.max` for a
  /// position too large to count, so it never matches an argument and never overflows) and
  /// the placeholder as written.
  static func scan(
    _ template: String, text: (String) -> Void, argument: (Int, String) -> Void
  ) {
    var literal = ""
    var next = 0
    var chars = template.makeIterator()
    func placeholder(_ index: Int, _ written: String) {
      if !literal.isEmpty {
        text(literal)
        literal = ""
      }
      argument(index, written)
    }
    while let c = chars.next() {
      guard c == "%" else {
        literal.append(c)
        continue
      }
      guard let d = chars.next() else {
        literal.append("%")
        break
      }
      if d == "%" {
        literal.append("%")
      } else if d == "@" || d == "d" {
        placeholder(next, d == "@" ? "%@" : "%d")
        next += 1
      } else if let digit = d.wholeNumberValue, d.isASCII {
        var digits = String(d)
        var number = digit
        var terminator: Character?
        while let e = chars.next() {
          if let v = e.wholeNumberValue, e.isASCII {
            digits.append(e)
            // Saturates instead of overflowing: `%99999999999999999999$@` names no argument.
            let (times, o1) = number.multipliedReportingOverflow(by: 10)
            let (sum, o2) = times.addingReportingOverflow(v)
            number = o1 || o2 ? Int.max : sum
          } else {
            terminator = e
            break
          }
        }
        guard terminator == "$" else {
          // Not a positional placeholder (`%1` without `$`): keep the text as written.
          literal += "%" + digits + (terminator.map { String($0) } ?? "")
          continue
        }
        let type = chars.next()
        placeholder(
          number == Int.max ? Int.max : number - 1,
          "%" + digits + "$" + (type.map { String($0) } ?? ""))
      } else {
        literal.append("%")
        literal.append(d)
      }
    }
    if !literal.isEmpty { text(literal) }
  }
}

/// A piece of a catalog template: text as written, or the place of an argument.
public enum TemplatePiece: Equatable, Sendable {
  /// Literal text.
  case text(String)
  /// The argument at this 0-based index (none when it is out of range).
  case argument(Int)
}
