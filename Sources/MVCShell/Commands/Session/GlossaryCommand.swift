import MVCLocalization
import MVCRuntime
import MVCTutor

/// `:glossary` lists the terms lessons teach, each in English, Simplified and Traditional
/// Chinese with a one-line definition in the session's language; `:glossary TERM` shows one,
/// found by any of its names in any of the three languages (`delegate`, `委托`, `委派`, `代理`),
/// case ignored. The words come from the catalogs (`glossary.strings`), never from code.
enum GlossaryCommand: MetaCommand {
  static let name = "glossary"
  static let example = ":glossary delegate"

  static func argumentWords(in session: Session) -> [String] {
    let glossary = Glossary(localizer: session.localizer)
    var words: [String] = []
    for entry in glossary.entries {
      for name in glossary.names(entry) where !name.contains(" ") && !words.contains(name) {
        words.append(name)
      }
    }
    return words
  }

  static func run(_ argument: String, in session: Session) -> Reply {
    let l = session.localizer
    let glossary = Glossary(localizer: l)
    let word = argument.trimmed()
    guard !word.isEmpty else { return Reply(output: list(glossary, in: session)) }
    guard let entry = glossary.entry(named: word) else {
      let typed = String(word.prefix(40))
      if let nearest = glossary.nearest(to: typed) {
        return session.failure(l.string("glossary.error.unknown", [typed, nearest]))
      }
      return session.failure(l.string("glossary.error.unknownNoMatch", [typed]))
    }
    return Reply(output: one(entry, of: glossary, in: session))
  }

  /// Every term: its three headwords on one line, its definition beneath.
  private static func list(_ glossary: Glossary, in session: Session) -> StyledText {
    let l = session.localizer
    var out =
      Style.heading.paint(l.string("glossary.heading", [String(glossary.entries.count)])) + "\n"
    for entry in glossary.entries {
      let words = Language.allCases.map { glossary.term(entry, in: $0) }
      out += "\n  " + Style.heading.paint(words.joined(separator: " · ")) + "\n"
      out += definition(entry, in: session)
    }
    return out
  }

  /// One term: its names in each language, then its definition.
  private static func one(_ entry: Glossary.Entry, of glossary: Glossary, in session: Session)
    -> StyledText
  {
    let l = session.localizer
    var out = Style.heading.paint(glossary.term(entry, in: session.options.language)) + "\n"
    for language in Language.allCases {
      let term = glossary.term(entry, in: language)
      let synonyms = glossary.synonyms(entry, in: language)
      let words =
        synonyms.isEmpty
        ? term
        : l.string("glossary.also", [term, synonyms.joined(separator: l.string("list.separator"))])
      // The label says the language and ends with its colon (`English: `, `英文：`).
      let label = l.string("glossary.label." + language.rawValue)
      out += "  " + TextWidth.padded(label, to: 14) + words + "\n"
    }
    out += definition(entry, in: session)
    return out
  }

  /// The definition in the session's language (and in the second one beneath, dimmed).
  private static func definition(_ entry: Glossary.Entry, in session: Session) -> StyledText {
    let text = session.localizer.string(entry.definitionKey)
    var out = StyledText(session.wrap(text, indent: "    ") + "\n")
    if let second = session.secondLocalizer {
      out += Style.dim.paint(session.wrap(second.string(entry.definitionKey), indent: "    "))
      out += "\n"
    }
    return out
  }
}
