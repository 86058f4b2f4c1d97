import Foundation
import MVCTestSupport
import Testing

@testable import MVCLocalization

@Suite struct CatalogCheckTests {
  /// Fails whenever someone adds or changes an English string without translating it, or
  /// edits a catalog so that it no longer parses. The report says what to fix.
  @Test func theRealCatalogsHaveNoProblems() throws {
    let report = CatalogCheck.report(files: try TranslationFiles.read())
    #expect(report.problems == 0, "\n\(report.text)")
  }

  // MARK: - The kinds of problem, on small catalogs

  static let english = """
    /* header */
    "greeting" = "Hello, %1$@!";
    "count" = "%1$@ of %2$@";
    "quote" = "say \\"hi\\" */";
    """

  func check(_ hans: String, hant: String? = nil) -> [CatalogCheck.Problem] {
    CatalogCheck.problems(files: [
      "en/ui.strings": Self.english,
      "zh-Hans/ui.strings": hans,
      "zh-Hant/ui.strings": hant ?? hans,
    ]).filter { $0.language == "zh-Hans" }
  }

  static let complete = """
    /* en: Hello, %1$@! */
    "greeting" = "你好，%1$@！";
    /* en: %1$@ of %2$@ */
    "count" = "第 %1$@ 个，共 %2$@ 个";
    /* en: say \\"hi\\" *\\/ */
    "quote" = "说“嗨” */";
    """

  @Test func aCompleteTranslationHasNoProblems() {
    #expect(check(Self.complete).isEmpty)
  }

  @Test func reportsMissingKeys() {
    let hans = Self.complete.split(separator: "\n").prefix(4).joined(separator: "\n")
    let problems = check(hans)
    #expect(problems.map(\.kind) == [.missing])
    #expect(problems.first?.key == "quote")
    #expect(problems.first?.file == "zh-Hans/ui.strings")
    #expect(problems.first?.line == nil)
  }

  @Test func aMissingFileIsOneProblem() {
    let problems = CatalogCheck.problems(files: [
      "en/ui.strings": Self.english, "zh-Hant/ui.strings": Self.complete,
    ])
    #expect(problems.map(\.kind) == [.missingFile])
    #expect(
      problems.first?.formatted
        == "zh-Hans/ui.strings: does not exist; 3 keys of en/ui.strings to translate")
  }

  @Test func reportsKeysOnlyInTheTranslation() {
    let problems = check(Self.complete + "\n/* en: Old */\n\"old\" = \"旧\";")
    #expect(problems.map(\.kind) == [.extra])
    #expect(problems.first?.key == "old")
    #expect(problems.first?.line == 8)
  }

  @Test func aFileWithoutEnglishCounterpartIsAllExtra() {
    let problems = CatalogCheck.problems(files: [
      "en/ui.strings": Self.english, "zh-Hans/ui.strings": Self.complete,
      "zh-Hant/ui.strings": Self.complete, "zh-Hans/gone.strings": "/* en: x */\n\"x\" = \"叉\";",
    ])
    #expect(problems.map(\.kind) == [.extra])
    #expect(problems.first?.file == "zh-Hans/gone.strings")
  }

  @Test func reportsStaleTranslations() {
    let hans = Self.complete.replacingOccurrences(
      of: "/* en: Hello, %1$@! */", with: "/* en: Hi, %1$@! */")
    let problems = check(hans)
    #expect(problems.map(\.kind) == [.stale])
    #expect(problems.first?.line == 2)
    #expect(problems.first?.message.contains("Hi, %1$@!") == true)
    #expect(problems.first?.message.contains("Hello, %1$@!") == true)
  }

  @Test func whiteSpaceAroundTheEnglishDoesNotMakeItStale() {
    let problems = CatalogCheck.problems(files: [
      "en/ui.strings": "\"prompt\" = \"next > \";",
      "zh-Hans/ui.strings": "/*   en: next >  */\n\"prompt\" = \"下一步 > \";",
      "zh-Hant/ui.strings": "/* en:next > */\n\"prompt\" = \"下一步 > \";",
    ])
    #expect(problems.isEmpty)
  }

  @Test func reportsTranslationsWithoutTheirEnglish() {
    let hans = Self.complete.replacingOccurrences(
      of: "/* en: Hello, %1$@! */", with: "/* greeting */")
    #expect(check(hans).map(\.kind) == [.noSource])
    let bare = Self.complete.replacingOccurrences(of: "/* en: Hello, %1$@! */\n", with: "")
    #expect(check(bare).map(\.kind) == [.noSource])
  }

  @Test func reportsPlaceholderMismatches() {
    let hans = Self.complete.replacingOccurrences(
      of: "第 %1$@ 个，共 %2$@ 个", with: "第 %1$@ 个，共 %@ 个")
    let problems = check(hans)
    #expect(problems.map(\.kind) == [.placeholders])
    #expect(problems.first?.key == "count")
    #expect(problems.first?.message.contains("%1$@ %@") == true)
    #expect(problems.first?.message.contains("%1$@ %2$@") == true)
  }

  @Test func placeholdersMayBeReorderedOrRepeated() {
    let hans = Self.complete.replacingOccurrences(
      of: "第 %1$@ 个，共 %2$@ 个", with: "共 %2$@ 个中的第 %1$@ 个（%1$@）")
    #expect(check(hans).isEmpty)
  }

  @Test func placeholdersAreReadLikeTheLocalizerReadsThem() {
    #expect(CatalogCheck.placeholders(in: "%2$@ %1$@ %1$@") == ["%1$@", "%2$@"])
    #expect(CatalogCheck.placeholders(in: "%@ and %@, %d%%") == ["%@", "%@", "%d"])
    #expect(CatalogCheck.placeholders(in: "100% sure, 50%") == [])
    #expect(CatalogCheck.placeholders(in: "%12$@ %3$d") == ["%12$@", "%3$d"])
  }

  @Test func reportsFilesThatDoNotParseWithTheirLine() {
    let broken = "/* en: Hello, %1$@! */\n\"greeting\" = \"你好\"\n\"count\" = \"x\";"
    let problems = CatalogCheck.problems(files: [
      "en/ui.strings": Self.english, "zh-Hans/ui.strings": broken,
      "zh-Hant/ui.strings": Self.complete,
    ])
    #expect(problems.map(\.kind) == [.parseError])
    #expect(problems.first?.file == "zh-Hans/ui.strings")
    #expect(problems.first?.line == 3)
    #expect(problems.first?.formatted.hasPrefix("zh-Hans/ui.strings:3: does not parse") == true)
  }

  @Test func anEnglishFileThatDoesNotParseIsReportedOnce() {
    let problems = CatalogCheck.problems(files: [
      "en/ui.strings": "\"a\" = ", "zh-Hans/ui.strings": Self.complete,
      "zh-Hant/ui.strings": Self.complete,
    ])
    #expect(problems.map(\.kind) == [.parseError])
    #expect(problems.first?.language == "en")
  }

  @Test func reportsDuplicateKeysAcrossFilesOfALanguage() {
    let problems = CatalogCheck.problems(files: [
      "en/a.strings": "\"k\" = \"A\";", "en/b.strings": "\n\"k\" = \"B\";",
      "zh-Hans/a.strings": "/* en: A */\n\"k\" = \"甲\";",
      "zh-Hans/b.strings": "/* en: B */\n\"k\" = \"乙\";",
      "zh-Hant/a.strings": "/* en: A */\n\"k\" = \"甲\";",
      "zh-Hant/b.strings": "/* en: B */\n\"k\" = \"乙\";",
    ])
    #expect(problems.map(\.kind) == [.duplicate, .duplicate, .duplicate])
    #expect(
      problems.first?.formatted == "en/b.strings:2: \"k\" is already defined at en/a.strings:1")
  }

  @Test func theReportSummarisesEachLanguage() {
    let hans = Self.complete.replacingOccurrences(
      of: "/* en: Hello, %1$@! */", with: "/* en: Hi, %1$@! */")
    let report = CatalogCheck.report(files: [
      "en/ui.strings": Self.english, "zh-Hans/ui.strings": hans,
      "zh-Hant/ui.strings": Self.complete,
    ])
    #expect(report.problems == 1)
    let lines = report.text.split(separator: "\n").map(String.init)
    #expect(
      lines == [
        "en: 1 file, 3 keys, OK",
        "zh-Hans: 1 file, 3 keys, 1 stale",
        "  zh-Hans/ui.strings:2: \"greeting\" is stale: translated from \"Hi, %1$@!\", "
          + "the English is now \"Hello, %1$@!\"",
        "zh-Hant: 1 file, 3 keys, OK",
        "1 problem in the translations.",
      ])
  }

  @Test func aCleanReportSaysSo() {
    let report = CatalogCheck.report(files: [
      "en/ui.strings": Self.english, "zh-Hans/ui.strings": Self.complete,
      "zh-Hant/ui.strings": Self.complete,
    ])
    #expect(report.problems == 0)
    #expect(report.text.hasSuffix("All translations are complete and up to date.\n"))
  }
}

/// The static tables start-up reads (written by mvcsh-embed, `make embed`) hold exactly what
/// the Swift reader finds in Translations/, so the two readers can never disagree.
@Suite struct EmbeddedTableTests {
  @Test(arguments: Language.allCases)
  func theStaticTablesEqualTheParsedCatalogs(_ language: Language) throws {
    let parsed = Catalogs.table(for: language, from: try TranslationFiles.read())
    let embedded = Catalogs.builtIn(language)
    #expect(embedded.count == parsed.count, "run make embed")
    for (key, value) in parsed where embedded[key] != value {
      Issue.record("\(language.rawValue): \(key) differs; run make embed")
    }
  }

  @Test func aLookupFindsEveryKeyAndNothingElse() {
    let localizer = Localizer.embedded(language: .en)
    for key in Catalogs.builtIn(.en).keys { #expect(localizer.has(key), "\(key)") }
    #expect(!localizer.has("no.such.key"))
    #expect(!localizer.has(""))
    #expect(!localizer.has("banner.hin"))
    #expect(!localizer.has("banner.hintt"))
  }
}
