import MVCLocalization
import MVCTutor

/// One thing wrong with a lesson file, found by ``LessonChecker``: where, and what, as a
/// catalog key with the values for its placeholders (so it reads in every language).
public struct LessonProblem: Equatable, Sendable {
  /// The lesson file's name.
  public var file: String
  /// The 1-based line.
  public var line: Int
  /// The catalog key saying what is wrong (`tutor.check.*` in tutor-errors.strings).
  public var key: String
  /// The values for its placeholders.
  public var arguments: [String]
  /// A mistake the parser found, worded by its own keys.
  public var parseError: LessonParseError?

  /// Creates a problem.
  public init(file: String, line: Int, key: String, arguments: [String] = []) {
    self.file = file
    self.line = line
    self.key = key
    self.arguments = arguments
  }

  /// A file that did not parse.
  public init(_ error: LessonParseError) {
    self.init(file: error.file, line: error.line, key: error.key, arguments: error.arguments)
    parseError = error
  }

  /// `FILE:LINE: message`, in the localizer's language.
  public func description(_ localizer: Localizer) -> String {
    if let parseError { return parseError.description(localizer) }
    return localizer.string(
      "tutor.lessonFile.at", [file, String(line), localizer.string(key, arguments)])
  }
}
