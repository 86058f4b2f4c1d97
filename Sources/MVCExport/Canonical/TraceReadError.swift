import MVCLocalization

/// Why a trace file could not be read, and where: a catalog key, its arguments, and the line
/// and column of the problem.
///
/// Messages are looked up in the `export.error.*` entries of the catalogs, so the shell shows
/// them in the learner's language: `line 3, column 17: the file ends in the middle of a value`.
public struct TraceReadError: Error, Equatable, Sendable {
  /// A value to fill into the message: literal text, or another catalog key to look up first.
  public enum Argument: Equatable, Sendable {
    case text(String)
    case key(String)
  }

  /// The catalog key that says what is wrong (`export.error.unexpectedEnd`).
  public var key: String
  /// The values for the key's placeholders.
  public var arguments: [Argument]
  /// Where the problem is; nil when it concerns the file as a whole.
  public var position: SourcePosition?

  /// Creates an error.
  public init(_ key: String, _ arguments: [Argument] = [], at position: SourcePosition? = nil) {
    self.key = key
    self.arguments = arguments
    self.position = position
  }

  /// The error as one sentence in the localizer's language, prefixed with its position.
  public func message(_ localizer: Localizer) -> String {
    let filled = arguments.map { argument -> String in
      switch argument {
      case .text(let text): return text
      case .key(let key): return localizer.string(key)
      }
    }
    let what = localizer.string(key, filled)
    guard let position else { return what }
    return localizer.string(
      "export.error.at", [String(position.line), String(position.column), what])
  }
}
