/// How a run of output text is coloured: a property of the run, never a character in it.
///
/// A style is attached to text by ``paint(_:)``, which makes a ``StyledText`` run; only
/// ``TerminalText/finish(_:colour:)`` turns it into an ANSI escape (when colour is on). No
/// character of the text itself (typed, loaded from a file, or taken from a lesson or a
/// catalog) can ever stand for a style.
public indirect enum Style: Equatable, Sendable {
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
  /// A view's background colour on the simulated screen (`:screen` with colour on), with the
  /// style of the text drawn over it (nil: plain).
  case background(ScreenColour, text: Style?)

  /// The SGR sequence that starts the style.
  var ansi: String {
    switch self {
    case .background(let colour, let text): return (text?.ansi ?? "") + colour.ansi
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

/// The colours of a terminal's palette that `:screen` paints views' backgrounds with: each
/// named `UIColor` is shown as the nearest of them.
public enum ScreenColour: Sendable, Equatable, CaseIterable {
  case black, red, green, yellow, blue, magenta, cyan, white, gray

  /// The SGR sequence that sets the background (and a readable text colour over it).
  var ansi: String {
    switch self {
    case .black: return "\u{1B}[40;97m"
    case .red: return "\u{1B}[41;97m"
    case .green: return "\u{1B}[42;30m"
    case .yellow: return "\u{1B}[43;30m"
    case .blue: return "\u{1B}[44;97m"
    case .magenta: return "\u{1B}[45;97m"
    case .cyan: return "\u{1B}[46;30m"
    case .white: return "\u{1B}[47;30m"
    case .gray: return "\u{1B}[100;97m"
    }
  }
}
