/// An error the simulated world raises: a message key and its arguments, localized by the shell.
///
/// The runtime never formats text for people. Each error names a catalog key (`error.…`) and
/// carries the values that fill its placeholders, in order.
public struct RuntimeError: Error, Equatable, Sendable {
  /// The catalog key of the message, for example `error.unknownProperty`.
  public var key: String
  /// The arguments that fill the message's placeholders, already in display form.
  public var arguments: [String]
  /// A name worth suggesting ("did you mean …?"), when one is close enough.
  public var suggestion: String?

  /// Creates an error for a catalog key.
  public init(_ key: String, _ arguments: [String] = [], suggestion: String? = nil) {
    self.key = key
    self.arguments = arguments
    self.suggestion = suggestion
  }
}
