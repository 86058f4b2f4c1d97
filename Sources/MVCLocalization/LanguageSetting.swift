/// The language a session speaks, and optionally a second one shown beneath it: `zh-Hans`, or
/// `zh-Hans+en` (lesson prose, hints, goals, questions and `:explain` in Simplified Chinese,
/// each followed by its English). The rest of the interface speaks only the first language.
public struct LanguageSetting: Equatable, Sendable {
  /// The language every word is said in first (errors, `:help`, prompts only in this one).
  public var primary: Language
  /// The language lesson texts are also shown in, beneath the first; nil for one language.
  public var secondary: Language?

  /// A setting of one language, or of two.
  public init(_ primary: Language, _ secondary: Language? = nil) {
    self.primary = primary
    self.secondary = secondary == primary ? nil : secondary
  }

  /// Reads a setting as it is written: `en`, `zh-Hant`, `zh_TW.UTF-8` (one language, as
  /// ``Language/init(code:)`` reads it), or two joined by `+`: `zh-Hans+en`, `en+zh-Hant`.
  /// Only the pairs of ``valid`` are accepted (Chinese with English, either first); nil
  /// for anything else.
  public init?(code: String) {
    let parts = code.split(separator: "+", omittingEmptySubsequences: false)
    switch parts.count {
    case 1:
      guard let language = Language(code: String(parts[0])) else { return nil }
      self.init(language)
    case 2:
      guard let first = Language(code: String(parts[0])),
        let second = Language(code: String(parts[1])),
        first != second, first == .en || second == .en
      else { return nil }
      self.init(first, second)
    default:
      return nil
    }
  }

  /// The setting as `:lang` and `--lang` accept it: `zh-Hans+en`.
  public var code: String {
    primary.rawValue + (secondary.map { "+" + $0.rawValue } ?? "")
  }

  /// Whether lesson texts are shown in two languages.
  public var isBilingual: Bool { secondary != nil }

  /// Every setting accepted, in the order `:lang`, `--lang` and completion list them: the
  /// three languages, then each Chinese with English beneath and English with each Chinese.
  public static let valid: [LanguageSetting] = [
    LanguageSetting(.en), LanguageSetting(.zhHans), LanguageSetting(.zhHant),
    LanguageSetting(.zhHans, .en), LanguageSetting(.zhHant, .en),
    LanguageSetting(.en, .zhHans), LanguageSetting(.en, .zhHant),
  ]
}
