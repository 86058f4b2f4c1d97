import MVCLocalization

/// What an export says about where it came from: the tool, the language and the device.
///
/// The canonical formats (JSON Lines, JSON) write it in their header; the HTML player and the
/// Markdown report show it; `:trace load` reads it back.
public struct ExportHeader: Equatable, Sendable {
  /// The version of mvcsh that wrote the trace (`0.1.0`).
  public var toolVersion: String
  /// The language of the exported text (labels, explanations).
  public var language: Language
  /// The simulated device the trace was recorded on (`iPhone 15`); may be empty.
  public var device: String

  /// Creates a header.
  public init(toolVersion: String, language: Language, device: String) {
    self.toolVersion = toolVersion
    self.language = language
    self.device = device
  }
}
