import MVCLocalization

/// Something the learner should know about an export as it is written: its usual viewer would
/// refuse it or cut it, and what the export did about it (split the diagram, cut it into pages).
///
/// A catalog key (`export.notice.*`) and its arguments; the shell prints it as one line.
public struct ExportNotice: Equatable, Sendable {
  /// The catalog key of the sentence.
  public var key: String
  /// The values of its placeholders.
  public var arguments: [String]

  /// Creates a notice.
  public init(_ key: String, _ arguments: [String] = []) {
    self.key = key
    self.arguments = arguments
  }

  /// The notice as one line in the localizer's language.
  public func message(_ localizer: Localizer) -> String { localizer.string(key, arguments) }
}
