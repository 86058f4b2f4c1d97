/// A language the sandbox speaks. English is the source; Chinese comes in both scripts.
public enum Language: String, CaseIterable, Sendable, Codable {
  case en
  case zhHans = "zh-Hans"
  case zhHant = "zh-Hant"

  /// Reads a language code as people write it: `zh-Hans`, `zh_CN.UTF-8`, `zh_TW`, `en_US`,
  /// `zh_TW.UTF-8@radical`. `C`, `POSIX` and languages the sandbox does not speak give nil.
  public init?(code: String) {
    let base = code.split(whereSeparator: { $0 == "." || $0 == "@" }).first.map(String.init) ?? ""
    let normalized = String(base.map { $0 == "_" ? "-" : $0 }).lowercased()
    switch normalized {
    case "en": self = .en
    case _ where normalized.hasPrefix("en-"): self = .en
    case "zh-hans", "zh-cn", "zh-sg", "zh": self = .zhHans
    case _ where normalized.hasPrefix("zh-hans"): self = .zhHans
    case "zh-hant", "zh-tw", "zh-hk", "zh-mo": self = .zhHant
    case _ where normalized.hasPrefix("zh-hant"): self = .zhHant
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
