import Foundation
import MVCLocalization
import MVCStrings
import MVCTestSupport
import Testing

/// The term lint of docs/glossary.md (issue 23). Every zh-Hans and zh-Hant catalog entry uses
/// the one term of each concept (`## Term lint`), zh-Hant says no Mainland word (`## Mainland
/// words in zh-Hant`), no ASCII punctuation touches Chinese text, and no entry is an unchanged
/// copy of the English unless it is code or listed under `## Untranslated on purpose`.
///
/// The checks are pure functions over a key, a value and the tables read from the glossary;
/// `lint(files:rules:)` applies them to catalog files, which it reads with `StringsFile`.
enum TermLint {
  /// docs/glossary.md is not in the shape the lint reads; the description says where and what,
  /// so that a renamed heading or a broken table fails the test instead of checking nothing.
  struct GlossaryError: Error, CustomStringConvertible {
    /// What is wrong, naming the heading.
    var description: String
  }

  /// One row of the `## Term lint` table.
  struct Concept: Equatable, Sendable {
    /// The concept's name (the first column), used in findings.
    var name: String
    /// The one term of each Chinese script.
    var terms: [Language: String]
    /// The words that must never appear in a script's catalogs.
    var forbidden: [Language: [String]]
  }

  /// One row of the `## Mainland words in zh-Hant` table.
  struct MainlandWord: Equatable, Sendable {
    /// The Mainland word, as it would appear in zh-Hant text.
    var word: String
    /// What Taiwan says instead (one or more words).
    var taiwanForms: [String]
  }

  /// Everything the lint reads from docs/glossary.md.
  struct Rules: Equatable, Sendable {
    /// The rows of the term-lint table.
    var concepts: [Concept]
    /// The rows of the Mainland-words table.
    var mainlandWords: [MainlandWord]
    /// The keys whose Chinese may be the English unchanged.
    var untranslatedKeys: Set<String>
  }

  /// Something the lint found in one entry.
  struct Finding: Equatable, Sendable, CustomStringConvertible {
    /// Which check found it.
    enum Kind: Equatable, Sendable {
      /// A word the term-lint table forbids in this script.
      case forbiddenTerm
      /// A Mainland word in zh-Hant.
      case mainlandWord
      /// An ASCII punctuation mark touching a Chinese character.
      case asciiPunctuation
      /// A space between full-width punctuation and the Chinese character after it.
      case spaceAfterFullWidth
      /// The English text unchanged.
      case untranslated
    }

    /// Which check found it.
    var kind: Kind
    /// The entry's key.
    var key: String
    /// The word or the stretch of text the finding is about.
    var text: String
    /// What is wrong and what to write instead.
    var message: String

    /// The key and the message, as the test reports them.
    var description: String { "\"\(key)\": \(message)" }
  }

  /// What the lint found in a set of catalog files.
  struct CatalogResult: Sendable {
    /// How many entries of each script were checked.
    var entriesChecked: [Language: Int]
    /// One line per finding: `zh-Hant/ui.strings:12: "key": message`.
    var problems: [String]
  }

  /// The scripts the lint checks.
  static let checkedLanguages: [Language] = [.zhHans, .zhHant]
}

// MARK: - Reading docs/glossary.md

extension TermLint {
  /// The heading of the table of concepts with their forbidden words.
  static let termHeading = "## Term lint"
  /// The columns of that table, in order.
  static let termColumns = [
    "concept", "en", "zh-Hans", "zh-Hans forbidden", "zh-Hant", "zh-Hant forbidden",
  ]
  /// The heading of the table of Mainland words.
  static let mainlandHeading = "## Mainland words in zh-Hant"
  /// The columns of that table, in order.
  static let mainlandColumns = ["word", "Taiwan form"]
  /// The heading of the list of keys that may stay English.
  static let untranslatedHeading = "## Untranslated on purpose"
  /// Characters that show a word list was written with the wrong separator.
  static let foreignSeparators: Set<Character> = ["，", "、", "；", ";", "/", " "]

  /// Reads the two tables and the list the lint needs from the text of docs/glossary.md;
  /// throws when a heading is missing or a table is empty or malformed.
  static func rules(fromGlossary markdown: String) throws -> Rules {
    let termRows = try table(under: termHeading, columns: termColumns, in: markdown)
    let concepts = try termRows.map { row in
      let concept = Concept(
        name: row[0],
        terms: [.zhHans: row[2], .zhHant: row[4]],
        forbidden: [
          .zhHans: try words(row[3], under: termHeading),
          .zhHant: try words(row[5], under: termHeading),
        ])
      guard !row[0].isEmpty, !row[2].isEmpty, !row[4].isEmpty else {
        throw GlossaryError(
          description: "a row under “\(termHeading)” lacks its concept or a term: "
            + row.joined(separator: " | "))
      }
      return concept
    }
    try checkNoTermIsForbidden(concepts)
    let mainlandRows = try table(under: mainlandHeading, columns: mainlandColumns, in: markdown)
    let mainlandWords = try mainlandRows.map { row in
      let taiwanForms = try words(row[1], under: mainlandHeading)
      guard !row[0].isEmpty, !taiwanForms.isEmpty else {
        throw GlossaryError(
          description: "a row under “\(mainlandHeading)” lacks its word or Taiwan form: "
            + row.joined(separator: " | "))
      }
      return MainlandWord(word: row[0], taiwanForms: taiwanForms)
    }
    return Rules(
      concepts: concepts, mainlandWords: mainlandWords,
      untranslatedKeys: try untranslatedKeys(in: markdown))
  }

  /// The lines under a heading, up to the next heading of level one or two; throws unless the
  /// heading is there exactly once.
  static func section(_ heading: String, in markdown: String) throws -> [Substring] {
    let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
    let starts = lines.indices.filter { trimmed(lines[$0]) == heading }
    guard starts.count == 1, let start = starts.first else {
      throw GlossaryError(
        description: "docs/glossary.md has \(starts.count) headings “\(heading)”, "
          + "expected exactly one")
    }
    let body = lines[(start + 1)...]
    let end = body.firstIndex { $0.hasPrefix("# ") || $0.hasPrefix("## ") } ?? lines.endIndex
    return Array(lines[(start + 1)..<end])
  }

  /// The rows (without header and delimiter) of the first markdown table under a heading;
  /// throws unless its header has exactly these columns, a delimiter row follows, at least one
  /// row comes after it and every row has one cell per column.
  static func table(under heading: String, columns: [String], in markdown: String) throws
    -> [[String]]
  {
    let body = try section(heading, in: markdown)
    guard let first = body.firstIndex(where: isTableLine) else {
      throw GlossaryError(description: "no table under “\(heading)” in docs/glossary.md")
    }
    let rows = try body[first...].prefix(while: isTableLine).map { try cells($0, under: heading) }
    guard rows.first == columns else {
      throw GlossaryError(
        description: "the table under “\(heading)” has the columns \(rows.first ?? []), "
          + "expected \(columns)")
    }
    guard rows.count > 1, rows[1].count == columns.count, rows[1].allSatisfy(isDelimiterCell)
    else {
      throw GlossaryError(description: "the table under “\(heading)” has no | --- | row")
    }
    let entries = Array(rows.dropFirst(2))
    guard !entries.isEmpty else {
      throw GlossaryError(description: "the table under “\(heading)” has no rows")
    }
    for row in entries where row.count != columns.count {
      throw GlossaryError(
        description: "a row under “\(heading)” has \(row.count) cells, expected "
          + "\(columns.count): " + row.joined(separator: " | "))
    }
    return entries
  }

  /// Whether a line belongs to a markdown table.
  static func isTableLine(_ line: Substring) -> Bool { trimmed(line).hasPrefix("|") }

  /// The trimmed cells of a table line `| a | b |`.
  static func cells(_ line: Substring, under heading: String) throws -> [String] {
    let text = trimmed(line)
    guard text.count >= 2, text.hasSuffix("|") else {
      throw GlossaryError(description: "a table line under “\(heading)” does not end in |: \(text)")
    }
    return text.dropFirst().dropLast()
      .split(separator: "|", omittingEmptySubsequences: false)
      .map { trimmed($0) }
  }

  /// Whether a cell is a delimiter (`---`, `:---:`).
  static func isDelimiterCell(_ cell: String) -> Bool {
    cell.contains("-") && cell.allSatisfy { $0 == "-" || $0 == ":" }
  }

  /// The words of a `,`-separated cell (an empty cell has none); throws on a word that holds
  /// another separator, which would never match and so check nothing.
  static func words(_ cell: String, under heading: String) throws -> [String] {
    let words = cell.split(separator: ",").map { trimmed($0) }.filter { !$0.isEmpty }
    for word in words where word.contains(where: foreignSeparators.contains) {
      throw GlossaryError(
        description: "“\(word)” under “\(heading)” holds a separator other than ,: "
          + "separate words with , only")
    }
    return words
  }

  /// Throws when a forbidden word is part of a term of the same script: the lint would flag
  /// the right word.
  static func checkNoTermIsForbidden(_ concepts: [Concept]) throws {
    for language in checkedLanguages {
      for concept in concepts {
        for word in concept.forbidden[language] ?? [] {
          for other in concepts {
            guard let term = other.terms[language], term.contains(word) else { continue }
            throw GlossaryError(
              description: "“\(termHeading)” forbids \(word) in \(language.rawValue) for "
                + "“\(concept.name)”, but it is part of \(term), the term for “\(other.name)”")
          }
        }
      }
    }
  }

  /// The keys listed as `` - `key` `` under `## Untranslated on purpose`; throws on any other
  /// kind of item, or when there is none.
  static func untranslatedKeys(in markdown: String) throws -> Set<String> {
    var keys = Set<String>()
    for line in try section(untranslatedHeading, in: markdown) where trimmed(line).hasPrefix("- ") {
      let item = trimmed(trimmed(line).dropFirst(2))
      guard item.count > 2, item.hasPrefix("`"), item.hasSuffix("`"),
        item.filter({ $0 == "`" }).count == 2
      else {
        throw GlossaryError(
          description: "an item under “\(untranslatedHeading)” is not a key in backquotes: "
            + item)
      }
      keys.insert(String(item.dropFirst().dropLast()))
    }
    guard !keys.isEmpty else {
      throw GlossaryError(description: "no keys under “\(untranslatedHeading)”")
    }
    return keys
  }

  /// Text without the white space at either end.
  static func trimmed<Text: StringProtocol>(_ text: Text) -> String {
    text.trimmingCharacters(in: .whitespaces)
  }
}

// MARK: - Prose, code and Chinese characters

extension TermLint {
  /// What stands in for each character of code: neither Chinese nor punctuation, so nothing
  /// next to it is flagged, and no word runs across it.
  static let codeMark: Character = "\u{FFFC}"

  /// The characters of a value with every character of a backquoted code span (backquotes
  /// included) and of a placeholder (`%1$@`, `%@`, `%d`) replaced by `codeMark`, so that an
  /// index still points at the same character of the value. An unmatched backquote, and what
  /// follows it, is prose.
  static func prose(_ value: String) -> [Character] {
    var characters = Array(value)
    var index = 0
    while index < characters.count {
      if characters[index] == "`",
        let close = characters[(index + 1)...].firstIndex(of: "`")
      {
        for position in index...close { characters[position] = codeMark }
        index = close + 1
      } else if characters[index] == "%",
        let length = placeholderLength(in: characters, at: index)
      {
        for position in index..<(index + length) { characters[position] = codeMark }
        index += length
      } else {
        index += 1
      }
    }
    return characters
  }

  /// The length of the placeholder that starts with the `%` at `index` (`%@`, `%d`, `%2$@`,
  /// `%2$d`, as `CatalogCheck.placeholders(in:)` reads them); nil when there is none.
  static func placeholderLength(in characters: [Character], at index: Int) -> Int? {
    var end = index + 1
    while end < characters.count, characters[end].isASCII, characters[end].isNumber { end += 1 }
    if end > index + 1 {
      guard end < characters.count, characters[end] == "$" else { return nil }
      end += 1
    }
    guard end < characters.count, characters[end] == "@" || characters[end] == "d" else {
      return nil
    }
    return end + 1 - index
  }

  /// Whether a character is a CJK ideograph (U+4E00–U+9FFF, U+3400–U+4DBF).
  static func isIdeograph(_ character: Character) -> Bool {
    guard let scalar = character.unicodeScalars.first else { return false }
    return (0x4E00...0x9FFF).contains(scalar.value) || (0x3400...0x4DBF).contains(scalar.value)
  }

  /// The value around one character, for a finding (line breaks shown as `\n`).
  static func excerpt(_ characters: [Character], around index: Int, radius: Int = 5) -> String {
    let lower = max(0, index - radius)
    let upper = min(characters.count, index + radius + 1)
    return String(characters[lower..<upper]).replacingOccurrences(of: "\n", with: "\\n")
  }
}

// MARK: - The checks

extension TermLint {
  /// ASCII marks that must not touch Chinese text.
  static let asciiMarks: Set<Character> = [",", ".", ";", ":", "!", "?", "(", ")"]
  /// Full-width marks that take no space before the Chinese character after them.
  static let fullWidthMarks: Set<Character> = ["）", "，", "。", "：", "；"]

  /// Every finding of every check in one entry of a Chinese catalog.
  static func findings(
    key: String, value: String, english: String?, language: Language, rules: Rules
  ) -> [Finding] {
    var found = forbiddenTermFindings(
      key: key, value: value, language: language, concepts: rules.concepts)
    if language == .zhHant {
      found += mainlandWordFindings(key: key, value: value, words: rules.mainlandWords)
    }
    found += asciiPunctuationFindings(key: key, value: value)
    found += spaceFindings(key: key, value: value)
    found += untranslatedFindings(
      key: key, value: value, english: english, allowedKeys: rules.untranslatedKeys)
    return found
  }

  /// A word the term-lint table forbids in this script, outside code.
  static func forbiddenTermFindings(
    key: String, value: String, language: Language, concepts: [Concept]
  ) -> [Finding] {
    let text = String(prose(value))
    var found: [Finding] = []
    for concept in concepts {
      for word in concept.forbidden[language] ?? [] where text.contains(word) {
        let term = concept.terms[language] ?? ""
        found.append(
          Finding(
            kind: .forbiddenTerm, key: key, text: word,
            message: "\(word) is forbidden in \(language.rawValue) for “\(concept.name)”; "
              + "write \(term) (docs/glossary.md, Term lint)"))
      }
    }
    return found
  }

  /// A Mainland word outside code (for zh-Hant values).
  static func mainlandWordFindings(key: String, value: String, words: [MainlandWord])
    -> [Finding]
  {
    let text = String(prose(value))
    return words.filter { text.contains($0.word) }.map { word in
      Finding(
        kind: .mainlandWord, key: key, text: word.word,
        message: "\(word.word) is a Mainland word; Taiwan says "
          + word.taiwanForms.joined(separator: " or ")
          + " (docs/glossary.md, Mainland words in zh-Hant)")
    }
  }

  /// An ASCII `,` `.` `;` `:` `!` `?` `(` `)` right before or after a Chinese character,
  /// outside code and placeholders.
  static func asciiPunctuationFindings(key: String, value: String) -> [Finding] {
    let original = Array(value)
    let text = prose(value)
    var found: [Finding] = []
    for index in text.indices where asciiMarks.contains(text[index]) {
      let touchesBefore = index > 0 && isIdeograph(text[index - 1])
      let touchesAfter = index + 1 < text.count && isIdeograph(text[index + 1])
      guard touchesBefore || touchesAfter else { continue }
      let snippet = excerpt(original, around: index)
      found.append(
        Finding(
          kind: .asciiPunctuation, key: key, text: snippet,
          message: "ASCII “\(text[index])” touches Chinese text in “\(snippet)”; "
            + "use full-width punctuation, or a space before code"))
    }
    return found
  }

  /// A space after `）` `，` `。` `：` `；` followed by a Chinese character, outside code.
  static func spaceFindings(key: String, value: String) -> [Finding] {
    let original = Array(value)
    let text = prose(value)
    var found: [Finding] = []
    for index in text.indices where fullWidthMarks.contains(text[index]) {
      var next = index + 1
      while next < text.count, text[next] == " " { next += 1 }
      guard next > index + 1, next < text.count, isIdeograph(text[next]) else { continue }
      let snippet = excerpt(original, around: index)
      found.append(
        Finding(
          kind: .spaceAfterFullWidth, key: key, text: snippet,
          message: "a space after full-width “\(text[index])” in “\(snippet)”; "
            + "full-width punctuation takes no space"))
    }
    return found
  }

  /// A value byte for byte the same as the English, unless its key is allowed, it has no
  /// letters (code, numbers, symbols) or it is a single token (no white space).
  static func untranslatedFindings(
    key: String, value: String, english: String?, allowedKeys: Set<String>
  ) -> [Finding] {
    guard let english, value.utf8.elementsEqual(english.utf8), !allowedKeys.contains(key),
      value.contains(where: \.isLetter), value.contains(where: \.isWhitespace)
    else { return [] }
    return [
      Finding(
        kind: .untranslated, key: key, text: value,
        message: "is the English unchanged (“\(value)”); translate it, or list the key under "
          + "“Untranslated on purpose” in docs/glossary.md if it is code")
    ]
  }

  /// Applies the checks to every entry of every zh-Hans and zh-Hant file (`zh-Hant/ui.strings`
  /// → text), comparing with the English of the same key.
  static func lint(files: [String: String], rules: Rules) -> CatalogResult {
    let english = Catalogs.table(for: .en, from: files)
    var result = CatalogResult(entriesChecked: [:], problems: [])
    for (path, text) in files.sorted(by: { $0.key < $1.key }) {
      guard let language = checkedLanguages.first(where: { path.hasPrefix($0.rawValue + "/") })
      else { continue }
      let entries: [StringsFile.Entry]
      do {
        entries = try StringsFile.parseEntries(text)
      } catch {
        result.problems.append("\(path): does not parse: \(error)")
        continue
      }
      for entry in entries {
        result.entriesChecked[language, default: 0] += 1
        let found = findings(
          key: entry.key, value: entry.value, english: english[entry.key],
          language: language, rules: rules)
        result.problems += found.map { "\(path):\(entry.line): \($0)" }
      }
    }
    return result
  }
}

// MARK: - Tests

/// The term lint over the real catalogs, and each of its checks proved on a seeded mistake.
@Suite struct TermLintTests {
  /// docs/glossary.md of this checkout.
  static let glossaryFile = TranslationFiles.folder.deletingLastPathComponent()
    .appendingPathComponent("docs")
    .appendingPathComponent("glossary.md")

  /// The rules the real glossary sets.
  static func realRules() throws -> TermLint.Rules {
    try TermLint.rules(fromGlossary: String(contentsOf: glossaryFile, encoding: .utf8))
  }

  /// Fails on every forbidden term, Mainland word, ASCII mark against Chinese, space after
  /// full-width punctuation and unchanged English in the catalogs, naming file, line and key.
  @Test func theRealCatalogsPassTheTermLint() throws {
    let result = TermLint.lint(files: try TranslationFiles.read(), rules: try Self.realRules())
    for language in TermLint.checkedLanguages {
      let count = result.entriesChecked[language] ?? 0
      #expect(count > 1000, "only \(count) \(language.rawValue) entries were read")
    }
    let report = result.problems.joined(separator: "\n")
    #expect(result.problems.isEmpty, "\n\(result.problems.count) term-lint findings:\n\(report)")
  }

  /// The real glossary's tables are read column by column, not merely found.
  @Test func theRealGlossaryTablesAreRead() throws {
    let rules = try Self.realRules()
    let pop = try #require(rules.concepts.first(where: { $0.name == "pop" }))
    #expect(pop.terms == [.zhHans: "弹出", .zhHant: "彈出"])
    #expect(pop.forbidden[.zhHant] == ["推出"])
    let information = try #require(rules.mainlandWords.first(where: { $0.word == "信息" }))
    #expect(information.taiwanForms == ["訊息", "資訊"])
    #expect(rules.untranslatedKeys.contains("views.window"))
  }

  /// A key listed as untranslated on purpose exists, so the list cannot hold typos.
  @Test func everyKeyUntranslatedOnPurposeIsAnEnglishKey() throws {
    let english = Catalogs.table(for: .en, from: try TranslationFiles.read())
    for key in try Self.realRules().untranslatedKeys.sorted() where english[key] == nil {
      Issue.record("docs/glossary.md lists \(key) as untranslated on purpose; en has no such key")
    }
  }

  // MARK: - Seeded mistakes

  /// A small glossary in the real one's shape.
  static let glossaryText = """
    # Glossary

    ## Term lint

    Words the catalogs must not use.

    | concept | en | zh-Hans | zh-Hans forbidden | zh-Hant | zh-Hant forbidden |
    | --- | --- | --- | --- | --- | --- |
    | pop | pop | 弹出 | 推出 | 彈出 | 推出 |
    | sibling | sibling | 同级 | 兄弟,同层 | 同層 | 兄弟, 同級 |
    | delegate | delegate | 委托 |  | 委派 |  |

    ## Mainland words in zh-Hant

    | word | Taiwan form |
    | --- | --- |
    | 信息 | 訊息,資訊 |

    ## Untranslated on purpose

    - `app.name`
    """

  /// The rules of the small glossary.
  static func seededRules() throws -> TermLint.Rules {
    try TermLint.rules(fromGlossary: glossaryText)
  }

  /// The kinds of finding in one entry (zh-Hant unless told) with no English counterpart.
  func kinds(_ value: String, _ language: Language = .zhHant) throws -> [TermLint.Finding.Kind] {
    TermLint.findings(
      key: "k", value: value, english: nil, language: language, rules: try Self.seededRules()
    ).map(\.kind)
  }

  /// The seeded glossary's rows, word lists (an empty cell is no words) and keys.
  @Test func theSeededGlossaryIsRead() throws {
    let rules = try Self.seededRules()
    try #require(rules.concepts.map(\.name) == ["pop", "sibling", "delegate"])
    #expect(rules.concepts[1].forbidden == [.zhHans: ["兄弟", "同层"], .zhHant: ["兄弟", "同級"]])
    #expect(rules.concepts[2].forbidden == [.zhHans: [], .zhHant: []])
    let information = TermLint.MainlandWord(word: "信息", taiwanForms: ["訊息", "資訊"])
    #expect(rules.mainlandWords == [information])
    #expect(rules.untranslatedKeys == ["app.name"])
  }

  /// A forbidden word (推出 for pop) is one finding that names the word, the concept and the
  /// term to use; each script has its own list.
  @Test func aForbiddenWordIsOneFindingNamingWordAndConcept() throws {
    let found = TermLint.findings(
      key: "x", value: "推出控制器", english: "pop the controller", language: .zhHant,
      rules: try Self.seededRules())
    #expect(found.map(\.kind) == [.forbiddenTerm])
    #expect(found.first?.text == "推出")
    #expect(found.first?.description.hasPrefix("\"x\": 推出") == true)
    #expect(found.first?.message.contains("“pop”") == true)
    #expect(found.first?.message.contains("彈出") == true)
    #expect(try kinds("兄弟控制器", .zhHans) == [.forbiddenTerm])
    #expect(try kinds("同层控制器", .zhHans) == [.forbiddenTerm])
    #expect(try kinds("同層控制器", .zhHant).isEmpty)
  }

  /// Backquoted code is never flagged, and a code span does not join the text around it.
  @Test func wordsInCodeSpansAreNeverFlagged() throws {
    #expect(try kinds("`推出`").isEmpty)
    #expect(try kinds("不要寫 `推出`，要寫彈出").isEmpty)
    #expect(try kinds("`信息` 是簡體字").isEmpty)
    #expect(try kinds("推`x`出").isEmpty)
    #expect(try kinds("`推出` 和推出") == [.forbiddenTerm])
  }

  /// 信息 in zh-Hant is a finding that names the Taiwan forms; zh-Hans may say it.
  @Test func aMainlandWordIsFlaggedInZhHantOnly() throws {
    let found = TermLint.findings(
      key: "z", value: "預設的信息", english: nil, language: .zhHant,
      rules: try Self.seededRules())
    #expect(found.map(\.kind) == [.mainlandWord])
    #expect(found.first?.text == "信息")
    #expect(found.first?.message.contains("訊息 or 資訊") == true)
    #expect(try kinds("默认的信息", .zhHans).isEmpty)
  }

  /// Each ASCII mark touching a Chinese character is one finding with the text around it.
  @Test func asciiPunctuationAgainstChineseIsFlagged() throws {
    let found = TermLint.asciiPunctuationFindings(key: "y", value: "模型,視圖")
    #expect(found.map(\.kind) == [.asciiPunctuation])
    #expect(found.first?.text == "模型,視圖")
    for value in ["(模型", "模型)", "完成.", "注意:模型", "是嗎?", "好!", "甲;乙"] {
      #expect(TermLint.asciiPunctuationFindings(key: "y", value: value).count == 1, "\(value)")
    }
  }

  /// Commands, selectors, numbers, ellipses, URLs, placeholders and full-width punctuation
  /// are not flagged.
  @Test func codePlaceholdersAndFullWidthPunctuationAreNotFlagged() {
    let clean = [
      "模型，視圖（MVC）：完成。", "輸入 :help 查看說明", "用 `:trace`顯示", "呼叫 `save()`。",
      "呼叫 save() 方法", "版本 1.2 已發布", "等等 ... 再說",
      "打開 https://example.com/a.html 看看",
      "第 %1$@ 行：%2$@", "%1$@,%2$@ 和 %@.", "`select(list, row: 0)`，然後", "名為“Save”的按鈕",
    ]
    for value in clean {
      #expect(TermLint.asciiPunctuationFindings(key: "k", value: value).isEmpty, "\(value)")
      #expect(TermLint.spaceFindings(key: "k", value: value).isEmpty, "\(value)")
    }
  }

  /// A space between ） ， 。 ： ； and a Chinese character is flagged; before code, Latin
  /// text or a line break it is not.
  @Test func aSpaceAfterFullWidthPunctuationBeforeChineseIsFlagged() {
    for value in ["模型， 視圖", "（MVC） 模型", "完成。 下一步", "注意：  模型", "甲； 乙"] {
      let found = TermLint.spaceFindings(key: "k", value: value)
      #expect(found.map(\.kind) == [.spaceAfterFullWidth], "\(value)")
    }
    for value in ["完成。 `x`", "（MVC） MVC", "結果：\n模型", "`甲， 乙`"] {
      #expect(TermLint.spaceFindings(key: "k", value: value).isEmpty, "\(value)")
    }
  }

  /// A value that is the English unchanged is a finding naming the key.
  @Test func anUnchangedCopyOfTheEnglishIsFlagged() {
    let found = TermLint.untranslatedFindings(
      key: "hint", value: "Type :help for help.", english: "Type :help for help.",
      allowedKeys: [])
    #expect(found.map(\.kind) == [.untranslated])
    #expect(found.first?.key == "hint")
  }

  /// Listed keys, values without letters, single tokens and canonically equal but different
  /// bytes are not findings.
  @Test func codeNumbersSingleTokensAndListedKeysMayStayEnglish() {
    let allowed: Set<String> = ["app.name"]
    let exempt: [(key: String, value: String)] = [
      ("app.name", "my sandbox"), ("screen.time", "9:41"), ("tutor.goal", "%1$@ %2$@"),
      ("views.window", "window"), ("empty", ""),
    ]
    for (key, value) in exempt {
      let found = TermLint.untranslatedFindings(
        key: key, value: value, english: value, allowedKeys: allowed)
      #expect(found.isEmpty, "\(key)")
    }
    let translated = TermLint.untranslatedFindings(
      key: "hint", value: "輸入 :help", english: "Type :help", allowedKeys: allowed)
    #expect(translated.isEmpty)
    let composed = TermLint.untranslatedFindings(
      key: "hint", value: "Cafe\u{301} open", english: "Caf\u{E9} open", allowedKeys: allowed)
    #expect(composed.isEmpty, "only a byte-identical copy counts")
  }

  /// The lint reads values (not the `/* en: … */` comments) of zh files only, and names file,
  /// line and key.
  @Test func theLintNamesFileLineAndKey() throws {
    let files = [
      "en/ui.strings": "\"x\" = \"pop it\";\n\"same\" = \"Save the file\";",
      "zh-Hans/ui.strings": "/* en: pop it 推出 */\n\"x\" = \"弹出它\";\n"
        + "/* en: Save the file */\n\"same\" = \"保存文件\";",
      "zh-Hant/ui.strings": "/* en: pop it */\n\"x\" = \"推出它\";\n"
        + "/* en: Save the file */\n\"same\" = \"Save the file\";",
    ]
    let result = TermLint.lint(files: files, rules: try Self.seededRules())
    #expect(result.entriesChecked == [.zhHans: 2, .zhHant: 2])
    #expect(result.problems.count == 2)
    #expect(result.problems.first?.hasPrefix("zh-Hant/ui.strings:2: \"x\": 推出 ") == true)
    #expect(result.problems.last?.hasPrefix("zh-Hant/ui.strings:4: \"same\": is the ") == true)
  }

  // MARK: - A glossary the lint cannot read

  /// What `rules(fromGlossary:)` says about a glossary, or nil when it reads it.
  func rejection(of markdown: String) -> String? {
    do {
      _ = try TermLint.rules(fromGlossary: markdown)
      return nil
    } catch {
      return "\(error)"
    }
  }

  /// The seeded glossary with one piece of text replaced.
  func editedGlossary(replacing old: String, with new: String) -> String {
    Self.glossaryText.replacingOccurrences(of: old, with: new)
  }

  /// A renamed heading fails with a message that names the heading the lint looks for.
  @Test func aMissingHeadingIsAnError() {
    #expect(rejection(of: Self.glossaryText) == nil)
    let renamed = editedGlossary(replacing: "## Term lint", with: "## Term check")
    #expect(rejection(of: renamed)?.contains("## Term lint") == true)
    let noMainland = editedGlossary(replacing: "## Mainland words in zh-Hant", with: "## Mainland")
    #expect(rejection(of: noMainland)?.contains("## Mainland words in zh-Hant") == true)
    let noList = editedGlossary(replacing: "## Untranslated on purpose", with: "## English")
    #expect(rejection(of: noList)?.contains("## Untranslated on purpose") == true)
  }

  /// A glossary with a broken table or list fails instead of checking nothing: wrong columns,
  /// no delimiter row, no rows, a row with too many or too few cells, an empty Taiwan form,
  /// a word list separated by 、, a forbidden word that is a term, an item that is not a key
  /// and a list with no keys.
  @Test(arguments: [
    ("| concept | en | zh-Hans |", "| concept | en | zh-Hans, |"),
    ("| --- | --- | --- | --- | --- | --- |", ""),
    ("| word | Taiwan form |\n| --- | --- |\n| 信息 | 訊息,資訊 |", "| word | Taiwan form |"),
    ("| 信息 | 訊息,資訊 |", "| 信息 | 訊息 | 資訊 |"),
    ("| 信息 | 訊息,資訊 |", "| 信息 | |"),
    ("| pop | pop | 弹出 | 推出 |", "| pop | pop | 弹出 | 推出 |\n| 推出 |"),
    ("兄弟,同层", "兄弟、同层"),
    ("| 推出 | 彈出 | 推出 |", "| 推出 | 彈出 | 彈出 |"),
    ("- `app.name`", "- app.name"),
    ("- `app.name`", "Nothing yet."),
    ("## Term lint\n\nWords the catalogs must not use.\n\n| concept", "## Term lint\n\n concept"),
  ])
  func aMalformedGlossaryIsAnError(old: String, new: String) {
    let broken = editedGlossary(replacing: old, with: new)
    #expect(broken != Self.glossaryText, "the seeded change did not apply")
    #expect(rejection(of: broken) != nil)
  }
}
