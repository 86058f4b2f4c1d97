/// How a run of output text is coloured: a property of the run, never a character in it.
///
/// A style is attached to text by ``paint(_:)``, which makes a ``StyledText`` run; only
/// ``TerminalText/finish(_:colour:)`` turns it into an ANSI escape (when colour is on). No
/// character of the text itself (typed, loaded from a file, or taken from a lesson or a
/// catalog) can ever stand for a style.
public enum Style: CaseIterable, Sendable {
  case error
  case warning
  case heading
  case dim
  case model
  case view
  case controller
  case value
  case prompt
  case highlight

  /// The SGR sequence that starts the style.
  var ansi: String {
    switch self {
    case .error: return "\u{1B}[1;31m"
    case .warning: return "\u{1B}[33m"
    case .heading: return "\u{1B}[1m"
    case .dim: return "\u{1B}[2m"
    case .model: return "\u{1B}[32m"
    case .view: return "\u{1B}[34m"
    case .controller: return "\u{1B}[35m"
    case .value: return "\u{1B}[36m"
    case .prompt: return "\u{1B}[1;32m"
    case .highlight: return "\u{1B}[7m"
    }
  }

  /// The SGR sequence that ends every style.
  static let resetANSI = "\u{1B}[0m"

  /// Text in this style: one run of styled text.
  public func paint(_ text: String) -> StyledText {
    StyledText(text, style: self)
  }
}
