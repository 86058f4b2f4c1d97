/// A mistake in a lesson file, with the file and line, printed the way compilers print them:
/// `Lessons/04-mediator.lesson:12: unknown goal ‘propery’; expected one of: …`.
public struct LessonParseError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The lesson file's name.
  public var file: String
  /// The 1-based line.
  public var line: Int
  /// What is wrong, in English (a message for whoever writes lessons).
  public var message: String

  /// Creates an error at a place in a file.
  public init(file: String, line: Int, message: String) {
    self.file = file
    self.line = line
    self.message = message
  }

  /// `file:line: message`.
  public var description: String { "\(file):\(line): \(message)" }
}
