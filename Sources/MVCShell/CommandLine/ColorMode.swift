/// When to colour output with ANSI escapes: `--color=auto|always|never` (`--no-color` is
/// `never`).
public enum ColorMode: String, CaseIterable, Sendable {
  /// Colour only on a terminal, and never with `NO_COLOR` set and non-empty or `TERM=dumb`.
  case auto
  /// Colour even into a pipe or with `NO_COLOR` (an explicit flag wins over the environment).
  case always
  /// Never colour.
  case never

  /// Whether to colour, given whether the output goes to a terminal and the environment.
  /// - Parameters:
  ///   - outputIsTerminal: standard output is a terminal and a person is typing at it.
  ///   - environment: the process environment (only `NO_COLOR` and `TERM` are read).
  public func enablesColour(outputIsTerminal: Bool, environment: [String: String]) -> Bool {
    switch self {
    case .always: return true
    case .never: return false
    case .auto:
      guard outputIsTerminal else { return false }
      if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
      if environment["TERM"] == "dumb" { return false }
      return true
    }
  }
}
