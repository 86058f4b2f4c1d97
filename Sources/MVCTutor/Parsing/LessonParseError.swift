import MVCLocalization

/// A mistake in a lesson file, with the file and line, printed the way compilers print them:
/// `Lessons/04-mediator.lesson:12: unknown goal ‘propery’; expected one of: …`.
///
/// What is wrong is a catalog key (`tutor.lessonFile.duplicateStep`) with the values for its
/// placeholders, so the same error reads in every language. A mistake inside a goal keeps the
/// goal's own ``GoalSyntaxError`` (``goalError``), which is localized with the rest.
public struct LessonParseError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The lesson file's name.
  public var file: String
  /// The 1-based line.
  public var line: Int
  /// The catalog key that says what is wrong (in tutor-errors.strings).
  public var key: String
  /// The values for the key's placeholders (names, directives, lists of what would fit). When
  /// there is a ``goalError``, its message fills the placeholder after these.
  public var arguments: [String]
  /// The mistake in a goal's text that this error reports, if that is what it is
  /// (``LessonParseError/inGoal(file:line:name:error:)``).
  public var goalError: GoalSyntaxError?

  /// Creates an error at a place in a file.
  /// - Parameters:
  ///   - key: the catalog key saying what is wrong.
  ///   - arguments: the values for its placeholders.
  ///   - goalError: a goal's own error, whose message fills the key's last placeholder.
  public init(
    file: String, line: Int, key: String, arguments: [String] = [],
    goalError: GoalSyntaxError? = nil
  ) {
    self.file = file
    self.line = line
    self.key = key
    self.arguments = arguments
    self.goalError = goalError
  }

  /// A goal whose text could not be read: `goal ‘NAME’: ` and the goal's own error.
  public static func inGoal(file: String, line: Int, name: String, error: GoalSyntaxError)
    -> LessonParseError
  {
    LessonParseError(
      file: file, line: line, key: "tutor.lessonFile.inGoal", arguments: [name], goalError: error)
  }

  /// What is wrong, in English (a message for whoever writes lessons).
  public var message: String { message(Self.english) }

  /// `file:line: message`, in English.
  public var description: String { description(Self.english) }

  /// What is wrong, in the localizer's language; a goal's error is localized too.
  public func message(_ localizer: Localizer) -> String {
    var filled = arguments
    if let goalError { filled.append(goalError.message(localizer)) }
    return localizer.string(key, filled)
  }

  /// `file:line: message`, the message in the localizer's language.
  public func description(_ localizer: Localizer) -> String {
    localizer.string("tutor.lessonFile.at", [file, String(line), message(localizer)])
  }

  /// The English catalogs.
  private static var english: Localizer { Localizer.embedded(language: .en) }
}
