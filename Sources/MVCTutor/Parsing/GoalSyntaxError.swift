/// Why a goal's text could not be read. The message is English: lesson files are written by
/// teachers, and the lesson parser adds the file and line.
public struct GoalSyntaxError: Error, Equatable, Sendable {
  /// What is wrong and what was expected.
  public var message: String

  /// Creates an error with its message.
  public init(_ message: String) { self.message = message }
}
