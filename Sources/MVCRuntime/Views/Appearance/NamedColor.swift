/// The colours `UIColor` names (`.red`, `.systemBlue`, `.systemBackground`), as Swift writes
/// them. The sandbox has these colours only: a colour made from components
/// (`UIColor(red:green:blue:alpha:)`) is refused, as there is nothing to show it with.
public enum NamedColor: String, Sendable, CaseIterable {
  case black, darkGray, lightGray, white, gray, red, green, blue, cyan, yellow, magenta
  case orange, purple, brown, clear
  case systemRed, systemGreen, systemBlue, systemOrange, systemYellow, systemPink, systemPurple
  case systemTeal, systemIndigo, systemBrown, systemMint, systemCyan
  case systemGray, systemGray2, systemGray3, systemGray4, systemGray5, systemGray6
  case label, secondaryLabel, tertiaryLabel, quaternaryLabel, placeholderText, link
  case separator, opaqueSeparator, tintColor
  case systemBackground, secondarySystemBackground, tertiarySystemBackground
  case systemGroupedBackground, secondarySystemGroupedBackground
  case tertiarySystemGroupedBackground
  case systemFill, secondarySystemFill, tertiarySystemFill, quaternarySystemFill

  /// The type's name in messages.
  public static let typeName = "UIColor"
}
