import MVCLocalization

/// How a session presents itself: language, colour, width, and whether a person is typing.
public struct SessionOptions: Sendable {
  /// The language of every word the session prints.
  public var language: Language
  /// The language lesson prose, hints, goals, questions and `:explain` are also shown in,
  /// beneath the first (dimmed); nil for one language. Errors, `:help` and prompts never.
  public var secondLanguage: Language?
  /// Whether to colour output with ANSI escapes (only on a TTY, never with NO_COLOR).
  public var colour: Bool
  /// Whether to colour diagnostics, which go to standard error (a terminal or not, apart from
  /// standard output); the same as ``colour`` unless said otherwise.
  public var diagnosticColour: Bool
  /// Whether a person types at a prompt (interactive) or a script is piped in.
  public var interactive: Bool
  /// The terminal width that diagrams and `:screen` fit in.
  public var width: Int
  /// Whether diagnostic headlines (`error: …`) wrap to ``width``: yes on a terminal and in
  /// transcripts; no when standard error is piped, so that tools read one line a message.
  public var wrapsDiagnostics = true

  public init(
    language: Language = .en, colour: Bool = false, interactive: Bool = false, width: Int = 80,
    diagnosticColour: Bool? = nil, secondLanguage: Language? = nil
  ) {
    self.language = language
    self.secondLanguage = secondLanguage == language ? nil : secondLanguage
    self.colour = colour
    self.diagnosticColour = diagnosticColour ?? colour
    self.interactive = interactive
    self.width = width
  }

  /// The language setting as `:lang` shows it (`zh-Hans+en`).
  public var languageSetting: LanguageSetting { LanguageSetting(language, secondLanguage) }
}
