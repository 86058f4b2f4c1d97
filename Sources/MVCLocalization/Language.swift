/// A language the sandbox speaks. English is the source; Chinese comes in both scripts.
public enum Language: String, CaseIterable, Sendable, Codable {
  case en
  case zhHans = "zh-Hans"
  case zhHant = "zh-Hant"

  /// Reads a language code as people write it: `zh-Hans`, `zh_CN.UTF-8`, `zh_TW`, `en_US`.
  public init?(code: String) {
    let base = code.split(separator: ".").first.map(String.init) ?? code
    let normalized = base.replacingOccurrences(of: "_", with: "-").lowercased()
    switch normalized {
    case "en", _ where normalized.hasPrefix("en-"): self = .en
    case "zh-hans", "zh-cn", "zh-sg", "zh", _ where normalized.hasPrefix("zh-hans"): self = .zhHans
    case "zh-hant", "zh-tw", "zh-hk", "zh-mo", _ where normalized.hasPrefix("zh-hant"): self = .zhHant
    default: return nil
    }
  }

  /// The language the environment asks for: `LANGUAGE` (its first known entry), then
  /// `LC_ALL`, `LC_MESSAGES`, `LANG`; English when none names a language the sandbox speaks.
  public static func fromEnvironment(_ environment: [String: String]) -> Language {
    if let list = environment["LANGUAGE"], !list.isEmpty {
      for code in list.split(separator: ":") {
        if let language = Language(code: String(code)) { return language }
      }
    }
    for key in ["LC_ALL", "LC_MESSAGES", "LANG"] {
      if let value = environment[key], !value.isEmpty {
        return Language(code: value) ?? .en
      }
    }
    return .en
  }

  /// The languages to look in, in order, when a string is missing in this one.
  public var fallbackChain: [Language] {
    switch self {
    case .en: return [.en]
    case .zhHans: return [.zhHans, .en]
    case .zhHant: return [.zhHant, .zhHans, .en]
    }
  }
}

extension String {
  fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
    split(separator: Character(target), omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
