import Testing

@testable import MVCLocalization

@Suite struct LocalizerTests {
  let tables: [Language: [String: String]] = [
    .en: ["all": "All", "hansOnly": "Hans only", "enOnly": "English only", "hi": "Hi, %1$@"],
    .zhHans: ["all": "全部", "hansOnly": "仅简体", "hi": "你好，%1$@"],
    .zhHant: ["all": "全部（繁）"],
  ]

  @Test func findsTheStringInItsOwnLanguage() {
    #expect(Localizer(tables: tables, language: .zhHant).string("all") == "全部（繁）")
    #expect(Localizer(tables: tables, language: .zhHans).string("all") == "全部")
    #expect(Localizer(tables: tables, language: .en).string("all") == "All")
  }

  @Test func traditionalFallsBackToSimplifiedThenEnglishWithAMarker() {
    let l = Localizer(tables: tables, language: .zhHant)
    #expect(l.string("hansOnly") == "‹zh-Hans› 仅简体")
    #expect(l.string("enOnly") == "‹en› English only")
    #expect(l("hi", ["Ada"]) == "‹zh-Hans› 你好，Ada")
  }

  @Test func simplifiedFallsBackToEnglishWithAMarker() {
    #expect(Localizer(tables: tables, language: .zhHans).string("enOnly") == "‹en› English only")
  }

  @Test func aMissingKeyShowsAMarkerNeverTheRawKey() {
    let text = Localizer(tables: tables, language: .zhHant).string("error.nowhere")
    #expect(text == "‹?› nowhere")
  }

  @Test func hasAndFirstLookAtTheEnglishSource() {
    let l = Localizer(tables: tables, language: .zhHans)
    #expect(l.has("enOnly"))
    #expect(!l.has("missing"))
    #expect(l.first(of: ["missing", "hi", "all"], ["Ada"]) == "你好，Ada")
    #expect(l.first(of: ["missing"]) == nil)
  }

  @Test func withLanguageKeepsTheTables() {
    let l = Localizer(tables: tables, language: .en).with(language: .zhHans)
    #expect(l.language == .zhHans)
    #expect(l.string("all") == "全部")
  }

  @Test(arguments: [
    ("%1$@ of %2$@", ["3", "7"], "3 of 7"),
    ("共 %2$@ 个中的第 %1$@ 个", ["3", "7"], "共 7 个中的第 3 个"),
    ("%1$@ needs %1$@ %2$@", [":save", "FILE"], ":save needs :save FILE"),
    ("%@ and %@", ["a", "b"], "a and b"),
    ("%d items", ["4"], "4 items"),
    ("100%% sure", [], "100% sure"),
    ("%1$@ and %2$@", ["only"], "only and "),
    ("%@ %@", ["one"], "one "),
    ("%10$@", ["1", "2", "3", "4", "5", "6", "7", "8", "9", "ten"], "ten"),
    ("trailing %", [], "trailing %"),
    ("%x stays", [], "%x stays"),
    ("%1 apples", ["x"], "%1 apples"),
    ("50%1", ["x"], "50%1"),
    ("no placeholders", ["ignored"], "no placeholders"),
  ])
  func formatsPlaceholders(template: String, arguments: [String], expected: String) {
    #expect(Localizer.format(template, arguments) == expected)
  }
}
