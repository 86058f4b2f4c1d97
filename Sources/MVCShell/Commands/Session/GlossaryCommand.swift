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

  static func argumentWords(in context: CommandContext) -> [String] {
    let glossary = Glossary(localizer: context.localizer)
    var words: [String] = []
    for entry in glossary.entries {
      for name in glossary.names(entry) where !name.contains(" ") && !words.contains(name) {
        words.append(name)
      }
    }
    return words
  }

  static func run(_ argument: String, in context: inout CommandContext) -> Reply {
    let l = context.localizer
    let glossary = Glossary(localizer: l)
    let word = argument.trimmed()
    guard !word.isEmpty else { return Reply(output: list(glossary, in: &context)) }
    guard let entry = glossary.entry(named: word) else {
      let typed = String(word.prefix(40))
      if let nearest = glossary.nearest(to: typed) {
        return context.failure(l.string("glossary.error.unknown", [typed, nearest]))
      }
      return context.failure(l.string("glossary.error.unknownNoMatch", [typed]))
    }
    return Reply(output: one(entry, of: glossary, in: &context))
  }

  /// Every term: its three headwords on one line, its definition beneath.
  private static func list(_ glossary: Glossary, in context: inout CommandContext) -> StyledText {
    let l = context.localizer
    var out =
      Style.heading.paint(l.string("glossary.heading", [String(glossary.entries.count)])) + "\n"
    for entry in glossary.entries {
      let words = Language.allCases.map { glossary.term(entry, in: $0) }
      out += "\n  " + Style.heading.paint(words.joined(separator: " · ")) + "\n"
      out += definition(entry, in: &context)
    }
    return out
  }

  /// One term: its names in each language, then its definition.
  private static func one(
    _ entry: Glossary.Entry, of glossary: Glossary, in context: inout CommandContext
  )
    -> StyledText
  {
    let l = context.localizer
    var out = Style.heading.paint(glossary.term(entry, in: context.options.language)) + "\n"
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
    out += definition(entry, in: &context)
    return out
  }

  /// The definition in the session's language (and in the second one beneath, dimmed).
  private static func definition(_ entry: Glossary.Entry, in context: inout CommandContext)
    -> StyledText
  {
    let text = context.localizer.string(entry.definitionKey)
    var out = StyledText(context.wrap(text, indent: "    ") + "\n")
    if let second = context.secondLocalizer {
      out += Style.dim.paint(context.wrap(second.string(entry.definitionKey), indent: "    "))
      out += "\n"
    }
    return out
  }
}
