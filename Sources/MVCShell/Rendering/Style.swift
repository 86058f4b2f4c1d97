/// Colours for output, written as private-use marker characters while text is assembled and
/// turned into ANSI escapes (or removed) by ``TerminalText/finish(_:colour:)`` at the very end.
///
/// Because markers only become escapes after every control character in the text has been
/// made visible, nothing a learner typed can ever reach the terminal as an escape sequence.
public enum Style: UInt32, CaseIterable, Sendable {
  case reset = 0xF8F0
  case error = 0xF8F1
  case warning = 0xF8F2
  case heading = 0xF8F3
  case dim = 0xF8F4
  case model = 0xF8F5
  case view = 0xF8F6
  case controller = 0xF8F7
  case value = 0xF8F8
  case prompt = 0xF8F9
  case highlight = 0xF8FA

  var marker: Character { Character(Unicode.Scalar(rawValue) ?? "?") }

  var ansi: String {
    switch self {
    case .reset: return "\u{1B}[0m"
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

  /// Text wrapped in this style's markers.
  public func paint(_ text: String) -> String {
    String(marker) + text + String(Style.reset.marker)
  }
}
