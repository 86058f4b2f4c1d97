import MVCLocalization

/// How a session presents itself: language, colour, width, and whether a person is typing.
public struct SessionOptions: Sendable {
  /// The language of every word the session prints.
  public var language: Language
  /// Whether to colour output with ANSI escapes (only on a TTY, never with NO_COLOR).
  public var colour: Bool
  /// Whether a person types at a prompt (interactive) or a script is piped in.
  public var interactive: Bool
  /// The terminal width that diagrams and `:screen` fit in.
  public var width: Int

  public init(
    language: Language = .en, colour: Bool = false, interactive: Bool = false, width: Int = 80
  ) {
    self.language = language
    self.colour = colour
    self.interactive = interactive
    self.width = width
  }
}
