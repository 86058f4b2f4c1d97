import MVCLocalization
import MVCRuntime

/// The terms lessons teach, in the three languages, read from the catalogs
/// (`Translations/<language>/glossary.strings`), never from code: for each term `ID`, the keys
/// `glossary.ID.term` (the headword), `glossary.ID.also` (other names in use, separated by
/// `, ` or `、`; may be empty), `glossary.ID.definition` (one line) and, for a term whose
/// words are also verbs in a language, `glossary.ID.nounOnly` (those words: glossed only where
/// they stand as the noun the English headword names, 通知 in 收到通知 but not in 通知它).
public struct Glossary: Sendable {
  /// One term: its catalog id and how to find its words.
  public struct Entry: Sendable, Equatable {
    /// The id in the catalog keys (`delegate`, `target-action`).
    public let id: String
    /// The key of the headword, then those of its synonyms and definition.
    public var termKey: String { "glossary." + id + ".term" }
    /// The key of the other names the term goes by.
    public var alsoKey: String { "glossary." + id + ".also" }
    /// The key of its one-line definition.
    public var definitionKey: String { "glossary." + id + ".definition" }
    /// The key of the words that are glossed only as nouns (they are verbs too).
    public var nounOnlyKey: String { "glossary." + id + ".nounOnly" }
  }

  /// Every term, sorted by its English headword.
  public let entries: [Entry]
  let localizer: Localizer

  /// The glossary the catalogs of `localizer` hold.
  public init(localizer: Localizer) {
    self.localizer = localizer
    let suffix = ".term"
    let ids = localizer.keys(withPrefix: "glossary.").compactMap { key -> String? in
      guard key.hasSuffix(suffix) else { return nil }
      return String(key.dropFirst("glossary.".count).dropLast(suffix.count))
    }
    entries = ids.map(Entry.init(id:)).sorted {
      (localizer.exact($0.termKey, in: .en) ?? $0.id).lowercased()
        < (localizer.exact($1.termKey, in: .en) ?? $1.id).lowercased()
    }
  }

  /// A term's headword in one language (the English one when the language has none).
  public func term(_ entry: Entry, in language: Language) -> String {
    localizer.exact(entry.termKey, in: language) ?? localizer.exact(entry.termKey, in: .en)
      ?? entry.id
  }

  /// The other names a term goes by in one language.
  public func synonyms(_ entry: Entry, in language: Language) -> [String] {
    Self.list(localizer.exact(entry.alsoKey, in: language) ?? "")
  }

  /// The words of a term that are verbs too in one language, glossed only as nouns.
  public func nounOnlyWords(_ entry: Entry, in language: Language) -> Set<String> {
    Set(Self.list(localizer.exact(entry.nounOnlyKey, in: language) ?? ""))
  }

  /// A catalog list: items separated by `,` or `、`, blanks around them dropped.
  private static func list(_ text: String) -> [String] {
    text.split(whereSeparator: { $0 == "," || $0 == "、" }).map {
      String($0).trimmingCharacters(in: " ")
    }.filter { !$0.isEmpty }
  }

  /// Every name a term is written as, in every language: headwords, then synonyms.
  public func names(_ entry: Entry) -> [String] {
    var names: [String] = []
    for language in Language.allCases {
      for name in [term(entry, in: language)] + synonyms(entry, in: language)
      where !names.contains(name) {
        names.append(name)
      }
    }
    return names
  }

  /// The term a word names, in any of the three languages (a headword or a synonym, its case
  /// ignored, `-`, `_` and spaces alike), or nil.
  public func entry(named word: String) -> Entry? {
    let wanted = Self.comparable(word)
    guard !wanted.isEmpty else { return nil }
    return entries.first { entry in
      Self.comparable(entry.id) == wanted || names(entry).contains { Self.comparable($0) == wanted }
    }
  }

  /// The name nearest a word that names no term (for "did you mean …?"), or nil.
  public func nearest(to word: String) -> String? {
    let all = entries.flatMap(names)
    return NearestName.suggestion(for: word, among: all)
  }

  /// A word as lookups compare it: lower case, `-` `_` and spaces dropped.
  static func comparable(_ word: String) -> String {
    String(word.lowercased().filter { $0 != "-" && $0 != "_" && $0 != " " && $0 != "/" })
  }

  // MARK: English on first use

  /// Characters that, right after a term, show it is used as a verb (通知它, 委托给, 绑定到,
  /// 弹出过): such a use is not glossed.
  static let verbFollowers: Set<Character> = Set("它他她了过過给給谁誰你我到")
  /// Characters that, right after a word that is also a verb, show it stands as a noun: a
  /// particle or punctuation (通知的, 通知会, 通知。) — or the end of the text.
  static let nounFollowers: Set<Character> = Set("的会會中是被也都就和与與或还還已来來，。；：、！？）」』")
  /// Characters that, right before such a word, show it stands as a noun (收到通知, 这个通知,
  /// 发出通知).
  static let nounPrecursors: Set<Character> = Set("的个個条條则則到出这這那该該此份种種")
  /// Characters after which a clause starts.
  static let clauseStarts: Set<Character> = Set("。！？；，：\n")
  /// Characters that end a sentence: a sentence gets at most one gloss.
  static let sentenceEnds: Set<Character> = Set("。！？；!?\n")

  /// Chinese text with the English headword after the first use of each term not yet in
  /// `glossed`: 委托（delegate）. Code spans (`` `…` ``) are left alone, the longest term
  /// wins where terms overlap (视图控制器 over 视图), and a term already followed by a
  /// parenthesis (模型（model）) is only counted as glossed. A gloss is only added where it
  /// reads well and means what the term means: at most one a sentence, never inside another
  /// parenthesis, never after a term used as a verb (通知它; a word listed as noun-only is
  /// glossed only where it stands as a noun), and never followed by a blank. A term left
  /// unglossed is glossed at its next use. English text is returned as is.
  /// - Parameter glossed: the ids already glossed (in this lesson); updated.
  public func glossingFirstUse(
    _ text: String, in language: Language, glossed: inout Set<String>
  ) -> String {
    guard language != .en else { return text }
    var forms: [(form: [Character], id: String, english: String, nounOnly: Bool)] = []
    for entry in entries {
      let english = term(entry, in: .en)
      let nounOnly = nounOnlyWords(entry, in: language)
      for name in [term(entry, in: language)] + synonyms(entry, in: language)
      where name != english && !name.isEmpty {
        forms.append((Array(name), entry.id, english, nounOnly.contains(name)))
      }
    }
    forms.sort { $0.form.count > $1.form.count }
    let characters = Array(text)
    var out = ""
    var index = 0
    var inCode = false
    var parentheses = 0
    var sentenceGlossed = false
    while index < characters.count {
      let c = characters[index]
      if c == "`" {
        inCode.toggle()
        out.append(c)
        index += 1
        continue
      }
      if !inCode,
        let match = forms.first(where: { candidate in
          index + candidate.form.count <= characters.count
            && Array(characters[index..<(index + candidate.form.count)]) == candidate.form
        })
      {
        let previous = out.last
        out += String(match.form)
        index += match.form.count
        let next: Character? = index < characters.count ? characters[index] : nil
        if next == "（" || next == "(" {
          glossed.insert(match.id)
          continue
        }
        // 通知它, 呈现了, 委托给: the word used as a verb is not the term; the next use is.
        if let next, Self.verbFollowers.contains(next) { continue }
        if match.nounOnly && !Self.standsAsNoun(previous: previous, next: next) { continue }
        guard parentheses == 0, !sentenceGlossed, !glossed.contains(match.id) else { continue }
        glossed.insert(match.id)
        sentenceGlossed = true
        out += "（" + match.english + "）"
        // A blank after a full-width parenthesis reads as a gap: it goes.
        while index < characters.count, characters[index] == " " { index += 1 }
        continue
      }
      if !inCode {
        if c == "（" || c == "(" { parentheses += 1 }
        if (c == "）" || c == ")") && parentheses > 0 { parentheses -= 1 }
        if Self.sentenceEnds.contains(c) { sentenceGlossed = false }
      }
      out.append(c)
      index += 1
    }
    return out
  }

  /// Whether a word that is also a verb stands as a noun, by the characters around it.
  /// At the start of a sentence or clause a word is its subject (委托把它交给…).
  static func standsAsNoun(previous: Character?, next: Character?) -> Bool {
    guard let next else { return true }
    guard let previous, !clauseStarts.contains(previous) else { return true }
    if nounFollowers.contains(next) { return true }
    return nounPrecursors.contains(previous)
  }
}

extension String {
  fileprivate func trimmingCharacters(in set: Character) -> String {
    var s = Substring(self)
    while s.first == set { s = s.dropFirst() }
    while s.last == set { s = s.dropLast() }
    return String(s)
  }
}
