/// `UIFont.TextStyle` (`UIFont.preferredFont(forTextStyle: .body)`): the Dynamic Type styles,
/// at the default ("Large") text size.
public enum FontTextStyle: String, Sendable, CaseIterable {
  case largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote
  case caption1, caption2

  /// The type's name in messages.
  public static let typeName = "UIFont.TextStyle"

  /// The point size at the default text size.
  public var pointSize: Double {
    switch self {
    case .largeTitle: return 34
    case .title1: return 28
    case .title2: return 22
    case .title3: return 20
    case .headline, .body: return 17
    case .callout: return 16
    case .subheadline: return 15
    case .footnote: return 13
    case .caption1: return 12
    case .caption2: return 11
    }
  }

  /// The weight of the system font the style uses.
  public var weight: FontWeight { self == .headline ? .semibold : .regular }
}

/// `UIFont.Weight` (`UIFont.systemFont(ofSize: 17, weight: .bold)`).
public enum FontWeight: String, Sendable, CaseIterable {
  case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

  /// The type's name in messages.
  public static let typeName = "UIFont.Weight"

  /// The system font's name at this weight, as `fontName` reports it (`.SFUI-Semibold`).
  public var systemFontName: String {
    ".SFUI-" + rawValue.prefix(1).uppercased() + rawValue.dropFirst()
  }

  /// Whether `:screen` draws text of this weight bold.
  public var isBold: Bool {
    switch self {
    case .semibold, .bold, .heavy, .black: return true
    default: return false
    }
  }
}
