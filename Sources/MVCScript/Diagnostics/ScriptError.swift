import MVCRuntime

/// An error in a statement: what went wrong (a catalog key and its arguments), where, and a
/// name worth suggesting. The shell turns it into text with a caret under the column.
public struct ScriptError: Error, Equatable, Sendable {
  /// The catalog key of the message (`error.expected`, `error.unknownName`, …).
  public var key: String
  /// The values that fill the message's placeholders.
  public var arguments: [String]
  /// Where in the source the problem is.
  public var range: SourceRange?
  /// A close known name ("did you mean …?").
  public var suggestion: String?

  public init(
    _ key: String, _ arguments: [String] = [], at range: SourceRange?, suggestion: String? = nil
  ) {
    self.key = key
    self.arguments = arguments
    self.range = range
    self.suggestion = suggestion
  }

  /// Wraps a runtime error, pointing at the part of the statement that caused it.
  public init(_ error: RuntimeError, at range: SourceRange?) {
    self.init(error.key, error.arguments, at: range, suggestion: error.suggestion)
  }
}
