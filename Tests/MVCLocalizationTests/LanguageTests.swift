import Testing

@testable import MVCLocalization

@Suite struct LanguageTests {
  @Test(arguments: [
    ("en", Language.en), ("en_US.UTF-8", .en), ("en-GB", .en), ("EN", .en),
    ("zh-Hans", .zhHans), ("zh_CN.UTF-8", .zhHans), ("zh_SG", .zhHans), ("zh", .zhHans),
    ("zh-Hans-CN", .zhHans), ("zh-Hant", .zhHant), ("zh_TW", .zhHant), ("zh_TW.UTF-8", .zhHant),
    ("zh_HK", .zhHant), ("zh_MO.Big5", .zhHant), ("zh-Hant-TW", .zhHant),
    ("zh_TW@radical", .zhHant),
  ])
  func readsLanguageCodes(code: String, language: Language) {
    #expect(Language(code: code) == language)
  }

  @Test(arguments: ["C", "POSIX", "C.UTF-8", "fr_FR.UTF-8", "", "ja"])
  func unknownCodesAreNil(code: String) {
    #expect(Language(code: code) == nil)
  }

  @Test(arguments: [
    (["LANG": "zh_CN.UTF-8"], Language.zhHans),
    (["LANG": "zh_TW"], .zhHant),
    (["LANG": "zh_HK.UTF-8"], .zhHant),
    (["LANG": "C"], .en),
    (["LANG": "POSIX"], .en),
    (["LC_ALL": "C", "LANG": "zh_CN.UTF-8"], .en),
    (["LC_ALL": "zh_TW.UTF-8", "LANG": "en_US.UTF-8"], .zhHant),
    (["LC_MESSAGES": "zh_CN.UTF-8", "LANG": "en_US.UTF-8"], .zhHans),
    (["LANGUAGE": "fr:zh_TW:zh_CN", "LANG": "en_US.UTF-8"], .zhHant),
    (["LANGUAGE": "de:fr", "LANG": "zh_CN.UTF-8"], .zhHans),
    (["LANGUAGE": "", "LANG": "zh_TW"], .zhHant),
    ([:], .en),
  ])
  func readsTheEnvironment(environment: [String: String], language: Language) {
    #expect(Language.fromEnvironment(environment) == language)
  }

  @Test func fallbackChains() {
    #expect(Language.en.fallbackChain == [.en])
    #expect(Language.zhHans.fallbackChain == [.zhHans, .en])
    #expect(Language.zhHant.fallbackChain == [.zhHant, .zhHans, .en])
  }
}
