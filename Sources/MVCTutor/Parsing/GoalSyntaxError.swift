import MVCLocalization

/// Why a goal's text could not be read: a catalog key (`tutor.goalSyntax.expectedInteger`) and
/// the values for its placeholders. Lesson files are written by teachers; the lesson parser adds
/// the file and line, and whoever shows the error picks the language.
public struct GoalSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The catalog key that says what is wrong and what was expected (in tutor-errors.strings).
  public var key: String
  /// The values for the key's placeholders: words of the goal, and lists of the words that
  /// would fit. They are code and stay as written in every language.
  public var arguments: [String]

  /// Creates an error from a catalog key and the values for its placeholders.
  public init(_ key: String, _ arguments: [String] = []) {
    self.key = key
    self.arguments = arguments
  }

  /// What is wrong, in English.
  public var message: String { message(Localizer.embedded(language: .en)) }

  /// What is wrong, in English.
  public var description: String { message }

  /// What is wrong, in the localizer's language.
  public func message(_ localizer: Localizer) -> String { localizer.string(key, arguments) }

  /// What is wrong, in the localizer's language.
  public func description(_ localizer: Localizer) -> String { message(localizer) }
}
