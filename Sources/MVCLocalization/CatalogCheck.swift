import MVCStrings

/// Compares every translation catalog with the English source and reports what a translator
/// has to do: keys to translate, keys to delete, translations whose English has changed since,
/// placeholders that do not match, and files that do not parse.
///
/// Each translated entry carries, in the comment right before it, the English it was translated
/// from:
///
///     /* en: Messages of the last statement (%1$@): */
///     "trace.heading" = "上一条语句的消息（%1$@）：";
///
/// The text after `en:` is read with the escapes of a quoted string, so it can be copied from
/// the English file as it stands (`\"`, `\\n` …); write `*\/` for a `*/` in the English.
/// White space at either end is ignored. Files are compared one by one: `zh-Hans/ui.strings`
/// holds the keys of `en/ui.strings`.
public enum CatalogCheck {
  /// The language every other one is translated from.
  public static let source = Language.en

  /// Something a translator (or whoever edits the catalogs) has to fix.
  public struct Problem: Equatable, Sendable {
    /// What is wrong.
    public enum Kind: String, Equatable, Sendable, CaseIterable {
      /// A file is not valid `.strings` text.
      case parseError
      /// An English file has no counterpart in the language (one problem for all its keys).
      case missingFile
      /// An English key has no translation.
      case missing
      /// A translated key does not exist (any more) in the English file.
      case extra
      /// The English text changed after the entry was translated.
      case stale
      /// A translation has no `/* en: … */` comment, so staleness cannot be told.
      case noSource
      /// A translation's placeholders differ from the English ones, or it uses one the English
      /// entry of its key does not have.
      case placeholders
      /// A placeholder names a position no argument can have (`%0$@`, `%100$@`,
      /// `%99999999999999999999$@`), in any language.
      case badPlaceholder
      /// A key appears twice in one language; the later one wins at run time.
      case duplicate
    }

    /// What is wrong.
    public var kind: Kind
    /// The language folder (`zh-Hans`).
    public var language: String
    /// The catalog file, by path under Translations/ (`zh-Hans/ui.strings`).
    public var file: String
    /// The 1-based line, when the problem is at a place in the file.
    public var line: Int?
    /// The key concerned, if any.
    public var key: String?
    /// The placeholder concerned, as written (`%3$@`), if any.
    public var placeholder: String?
    /// A sentence saying what is wrong, in English (this is a tool for the people who write
    /// the catalogs).
    public var message: String

    /// Creates a problem.
    public init(
      kind: Kind, language: String, file: String, line: Int? = nil, key: String? = nil,
      placeholder: String? = nil, message: String
    ) {
      self.kind = kind
      self.language = language
      self.file = file
      self.line = line
      self.key = key
      self.placeholder = placeholder
      self.message = message
    }

    /// `file:line: message`, the way compilers print it.
    public var formatted: String {
      var place = file
      if let line { place += ":\(line)" }
      return place + ": " + message
    }
  }

  /// Every problem in a set of catalog files given as `[path: text]`, with paths such as
  /// `en/ui.strings` (as the files of Translations/ are named). Sorted by language, file and line.
  public static func problems(files: [String: String]) -> [Problem] {
    var problems: [Problem] = []
    var catalogs: [String: [String: [StringsFile.Entry]]] = [:]
    var unparsed: [String: Set<String>] = [:]
    for (path, text) in files {
      guard let (language, name) = split(path) else { continue }
      do {
        catalogs[language, default: [:]][name] = try StringsFile.parseEntries(text)
      } catch let error as StringsFile.ParseError {
        unparsed[language, default: []].insert(name)
        problems.append(
          Problem(
            kind: .parseError, language: language, file: path, line: error.line,
            message: "does not parse: expected \(error.expected)"))
      } catch {
        unparsed[language, default: []].insert(name)
        problems.append(
          Problem(
            kind: .parseError, language: language, file: path, message: "does not parse: \(error)"
          ))
      }
    }
    for (language, catalog) in catalogs {
      problems += duplicates(language: language, catalog: catalog)
      for (name, entries) in catalog {
        for entry in entries {
          problems += positionProblems(entry, language: language, path: language + "/" + name)
        }
      }
    }
    let english = catalogs[source.rawValue] ?? [:]
    let skipped = unparsed[source.rawValue] ?? []
    var languages = Set(catalogs.keys).union(unparsed.keys)
    for language in Language.allCases { languages.insert(language.rawValue) }
    languages.remove(source.rawValue)
    for language in languages {
      let translated = catalogs[language] ?? [:]
      let broken = unparsed[language] ?? []
      for name in Set(english.keys).union(translated.keys) {
        guard !skipped.contains(name), !broken.contains(name) else { continue }
        if translated[name] == nil, let keys = english[name], !keys.isEmpty {
          problems.append(
            Problem(
              kind: .missingFile, language: language, file: language + "/" + name,
              message: "does not exist; \(keys.count) \(plural(keys.count, "key")) of "
                + "\(source.rawValue)/\(name) to translate"))
          continue
        }
        problems += compare(
          english: english[name] ?? [], translated: translated[name] ?? [],
          language: language, name: name)
      }
    }
    return problems.sorted { a, b in
      if a.language != b.language { return a.language < b.language }
      if a.file != b.file { return a.file < b.file }
      if (a.line ?? 0) != (b.line ?? 0) { return (a.line ?? 0) < (b.line ?? 0) }
      return (a.key ?? "") < (b.key ?? "")
    }
  }

  /// A readable report: one summary line per language, then each problem as
  /// `file:line: message`, then the total. `problems` is 0 exactly when everything is
  /// translated and up to date.
  public static func report(files: [String: String]) -> (text: String, problems: Int) {
    let found = problems(files: files)
    var keysPerLanguage: [String: Int] = [:]
    var filesPerLanguage: [String: Int] = [:]
    for (path, text) in files {
      guard let (language, _) = split(path) else { continue }
      filesPerLanguage[language, default: 0] += 1
      let count = (try? StringsFile.parseEntries(text).count) ?? 0
      keysPerLanguage[language, default: 0] += count
    }
    var languages = Set(filesPerLanguage.keys).union(found.map(\.language))
    for language in Language.allCases { languages.insert(language.rawValue) }
    let ordered = [source.rawValue] + languages.subtracting([source.rawValue]).sorted()
    var text = ""
    for language in ordered {
      let own = found.filter { $0.language == language }
      let fileCount = filesPerLanguage[language] ?? 0
      let keyCount = keysPerLanguage[language] ?? 0
      text += "\(language): \(fileCount) \(plural(fileCount, "file")), "
      text += "\(keyCount) \(plural(keyCount, "key")), "
      text += own.isEmpty ? "OK\n" : summary(of: own) + "\n"
      for problem in own { text += "  " + problem.formatted + "\n" }
    }
    text +=
      found.isEmpty
      ? "All translations are complete and up to date.\n"
      : "\(found.count) \(plural(found.count, "problem")) in the translations.\n"
    return (text, found.count)
  }

  /// The placeholders of a format string as the comparison sees them: each positional one
  /// (`%2$@`) once, sorted, then every sequential one (`%@`, `%d`) as often as it appears.
  public static func placeholders(in text: String) -> [String] {
    var positional = Set<String>()
    var sequential: [String] = []
    var chars = Array(text)[...]
    while let c = chars.popFirst() {
      guard c == "%", let d = chars.first else { continue }
      if d == "%" {
        chars.removeFirst()
        continue
      }
      if d == "@" || d == "d" {
        chars.removeFirst()
        sequential.append("%" + String(d))
        continue
      }
      var digits = ""
      while let e = chars.first, e.isASCII, e.isNumber {
        digits.append(e)
        chars.removeFirst()
      }
      guard !digits.isEmpty, chars.first == "$" else { continue }
      chars.removeFirst()
      guard let type = chars.first, type == "@" || type == "d" else { continue }
      chars.removeFirst()
      positional.insert("%" + digits + "$" + String(type))
    }
    return positional.sorted() + sequential
  }

  // MARK: - Comparing

  static func compare(
    english: [StringsFile.Entry], translated: [StringsFile.Entry], language: String, name: String
  ) -> [Problem] {
    let path = language + "/" + name
    var problems: [Problem] = []
    var englishValues: [String: String] = [:]
    for entry in english { englishValues[entry.key] = entry.value }
    var translatedKeys = Set<String>()
    for entry in translated {
      translatedKeys.insert(entry.key)
      guard let current = englishValues[entry.key] else {
        problems.append(
          Problem(
            kind: .extra, language: language, file: path, line: entry.line, key: entry.key,
            message: "\"\(entry.key)\" is not in \(source.rawValue)/\(name); delete it"))
        continue
      }
      if let problem = sourceProblem(entry, current: current, language: language, path: path) {
        problems.append(problem)
      }
      let expected = placeholders(in: current)
      let found = placeholders(in: entry.value)
      // A position that names no argument is reported on its own (see positionProblems).
      guard badPositions(in: entry.value).isEmpty else { continue }
      if expected != found {
        problems.append(
          Problem(
            kind: .placeholders, language: language, file: path, line: entry.line, key: entry.key,
            message: "\"\(entry.key)\" has placeholders \(list(found)), "
              + "the English has \(list(expected))"))
      } else if let extra = placeholdersMissing(from: current, in: entry.value).first {
        problems.append(
          notInEnglish(entry, extra, language: language, path: path))
      }
    }
    var reported = Set<String>()
    for entry in english where !translatedKeys.contains(entry.key) {
      guard reported.insert(entry.key).inserted else { continue }
      problems.append(
        Problem(
          kind: .missing, language: language, file: path, key: entry.key,
          message: "\"\(entry.key)\" is not translated (en: \"\(entry.value)\")"))
    }
    return problems
  }

  /// Checks the `/* en: … */` comment of a translated entry against the current English.
  static func sourceProblem(
    _ entry: StringsFile.Entry, current: String, language: String, path: String
  ) -> Problem? {
    guard let comment = entry.comment, comment.hasPrefix("en:") else {
      return Problem(
        kind: .noSource, language: language, file: path, line: entry.line, key: entry.key,
        message: "\"\(entry.key)\" has no /* en: … */ comment with the English it translates")
    }
    let translatedFrom = trimmed(StringsFile.unescape(String(comment.dropFirst(3))))
    guard translatedFrom != trimmed(current) else { return nil }
    return Problem(
      kind: .stale, language: language, file: path, line: entry.line, key: entry.key,
      message: "\"\(entry.key)\" is stale: translated from \"\(translatedFrom)\", "
        + "the English is now \"\(current)\"")
  }

  static func duplicates(language: String, catalog: [String: [StringsFile.Entry]]) -> [Problem] {
    var seen: [String: (file: String, line: Int)] = [:]
    var problems: [Problem] = []
    for name in catalog.keys.sorted() {
      let path = language + "/" + name
      for entry in catalog[name] ?? [] {
        if let first = seen[entry.key] {
          problems.append(
            Problem(
              kind: .duplicate, language: language, file: path, line: entry.line, key: entry.key,
              message: "\"\(entry.key)\" is already defined at \(first.file):\(first.line)"))
        } else {
          seen[entry.key] = (path, entry.line)
        }
      }
    }
    return problems
  }

  // MARK: - Placeholders as the formatter reads them

  /// The largest position a placeholder may name: `%99$@`.
  public static let maximumPosition = 99

  /// The placeholders of a template (as written) whose position names no argument: `%0$@`,
  /// or one past ``maximumPosition`` (however many digits it has).
  public static func badPositions(in text: String) -> [String] {
    Localizer.placeholders(in: text).filter { $0.index < 0 || $0.index >= maximumPosition }
      .map(\.written)
  }

  /// The placeholders (as written) that `text` uses and `english` does not: each stands for an
  /// argument (`%2$@` for the second, the third `%@` for the third) that no placeholder of the
  /// English stands for. With no English entry, every placeholder of `text`.
  public static func placeholdersMissing(from english: String?, in text: String) -> [String] {
    let known = Set(Localizer.placeholders(in: english ?? "").map(\.index))
    var missing: [String] = []
    for use in Localizer.placeholders(in: text) where !known.contains(use.index) {
      if !missing.contains(use.written) { missing.append(use.written) }
    }
    return missing
  }

  static func positionProblems(_ entry: StringsFile.Entry, language: String, path: String)
    -> [Problem]
  {
    badPositions(in: entry.value).map { written in
      Problem(
        kind: .badPlaceholder, language: language, file: path, line: entry.line, key: entry.key,
        placeholder: written,
        message: "\"\(entry.key)\" uses \(written), which names no argument "
          + "(positions run from 1 to \(maximumPosition))")
    }
  }

  static func notInEnglish(
    _ entry: StringsFile.Entry, _ written: String, language: String, path: String
  ) -> Problem {
    Problem(
      kind: .placeholders, language: language, file: path, line: entry.line, key: entry.key,
      placeholder: written,
      message: "\"\(entry.key)\" uses \(written), which the English entry does not have")
  }

  // MARK: - Overlays

  /// What makes catalog files unfit to lay over the built-in ones (a `--translations`
  /// directory, given as `[path: text]` with paths such as `zh-Hans/ui.strings`): a file that
  /// does not parse, a placeholder position that names no argument, and a placeholder that the
  /// English entry of its key does not have. The English of a key is the overlay's own
  /// (`en/*.strings` among the files) or else the built-in one; an English entry of the overlay
  /// is held to the built-in English of its key, when there is one. Sorted by file and line.
  public static func overlayProblems(_ files: [String: String]) -> [Problem] {
    let builtIn = Catalogs.builtIn(source)
    var english = builtIn
    var parsed: [(language: String, path: String, entries: [StringsFile.Entry])] = []
    var problems: [Problem] = []
    for (path, text) in files {
      guard let (language, _) = split(path), Language(rawValue: language) != nil else { continue }
      do {
        let entries = try StringsFile.parseEntries(text)
        parsed.append((language, path, entries))
        if language == source.rawValue {
          for entry in entries { english[entry.key] = entry.value }
        }
      } catch let error as StringsFile.ParseError {
        problems.append(
          Problem(
            kind: .parseError, language: language, file: path, line: error.line,
            message: "does not parse: expected \(error.expected)"))
      } catch {
        problems.append(
          Problem(
            kind: .parseError, language: language, file: path, line: 1,
            message: "does not parse: \(error)"))
      }
    }
    for (language, path, entries) in parsed {
      for entry in entries {
        let bad = positionProblems(entry, language: language, path: path)
        problems += bad
        guard bad.isEmpty else { continue }
        let isEnglish = language == source.rawValue
        if isEnglish && builtIn[entry.key] == nil { continue }  // a new key: its own English
        let reference = isEnglish ? builtIn[entry.key] : english[entry.key]
        for written in placeholdersMissing(from: reference, in: entry.value) {
          problems.append(notInEnglish(entry, written, language: language, path: path))
        }
      }
    }
    return problems.sorted { a, b in
      if a.file != b.file { return a.file < b.file }
      if (a.line ?? 0) != (b.line ?? 0) { return (a.line ?? 0) < (b.line ?? 0) }
      return (a.placeholder ?? "") < (b.placeholder ?? "")
    }
  }

  // MARK: - Helpers

  /// `zh-Hans/ui.strings` → (`zh-Hans`, `ui.strings`); nil for anything else.
  static func split(_ path: String) -> (language: String, name: String)? {
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, !parts[0].isEmpty, parts[1].hasSuffix(".strings") else { return nil }
    return (String(parts[0]), String(parts[1]))
  }

  static func trimmed(_ text: String) -> String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
    guard let first = text.firstIndex(where: { !isSpace($0) }),
      let last = text.lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(text[first...last])
  }

  static func list(_ placeholders: [String]) -> String {
    placeholders.isEmpty ? "none" : placeholders.joined(separator: " ")
  }

  static func plural(_ count: Int, _ word: String) -> String { count == 1 ? word : word + "s" }

  static func summary(of problems: [Problem]) -> String {
    var parts: [String] = []
    for kind in Problem.Kind.allCases {
      let count = problems.filter { $0.kind == kind }.count
      if count > 0 { parts.append("\(count) \(label(kind))") }
    }
    return parts.joined(separator: ", ")
  }

  static func label(_ kind: Problem.Kind) -> String {
    switch kind {
    case .parseError: return "unparsable"
    case .missingFile: return "missing file"
    case .missing: return "missing"
    case .extra: return "extra"
    case .stale: return "stale"
    case .noSource: return "without en: comment"
    case .placeholders: return "placeholder mismatch"
    case .badPlaceholder: return "bad placeholder"
    case .duplicate: return "duplicate"
    }
  }
}
