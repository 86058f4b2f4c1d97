import MVCRuntime

extension ScreenColour {
  /// The terminal colour a named `UIColor` is shown with; nil for `.clear` (nothing is
  /// painted, so what is beneath shows).
  public init?(_ colour: NamedColor) {
    switch colour {
    case .clear: return nil
    case .black, .darkGray, .label: self = .black
    case .red, .systemRed, .systemPink: self = .red
    case .green, .systemGreen, .systemMint: self = .green
    case .yellow, .systemYellow, .orange, .systemOrange, .brown, .systemBrown: self = .yellow
    case .blue, .systemBlue, .systemIndigo, .link, .tintColor: self = .blue
    case .magenta, .purple, .systemPurple: self = .magenta
    case .cyan, .systemTeal, .systemCyan: self = .cyan
    case .gray, .systemGray, .systemGray2, .systemGray3, .systemGray4, .secondaryLabel,
      .tertiaryLabel, .quaternaryLabel, .placeholderText, .separator, .opaqueSeparator:
      self = .gray
    case .white, .lightGray, .systemGray5, .systemGray6, .systemBackground,
      .secondarySystemBackground, .tertiarySystemBackground, .systemGroupedBackground,
      .secondarySystemGroupedBackground, .tertiarySystemGroupedBackground, .systemFill,
      .secondarySystemFill, .tertiarySystemFill, .quaternarySystemFill:
      self = .white
    }
  }
}
