import MVCLocalization
import MVCShell
import Testing

/// `--translations DIR`: catalog files laid over the built-in words are refused, all of them,
/// when one does not parse or uses a placeholder that names no argument or that the English
/// entry of its key does not have; the refusal names each file and line in the session's
/// language.
@Suite struct TranslationOverlayTests {
  static let hostile = [
    "zh-Hans/ui.strings": """
    /* en: Switched language. */
    "lang.switched" = "%99999999999999999999$@";
    "reset.done" = "%0$@ 重来";
    "undo.done" = "撤销了 %1$@ %2$@";
    """,
    "zh-Hant/words.strings": "\"x\" = \"y\"\n\"z\"",
  ]

  @Test(arguments: Language.allCases)
  func hostilePlaceholdersAreRefusedWithFileAndLine(_ language: Language) throws {
    let session = Session(options: SessionOptions(language: language))
    let refusal = try #require(session.useTranslations(Self.hostile, from: "words"))
    let l = Localizer.embedded(language: language)
    let expected =
      l.string("cli.error.translationsRefused", ["words"]) + "\n  "
      + l.string(
        "cli.error.translation.badPosition",
        ["zh-Hans/ui.strings", "2", "lang.switched", "%99999999999999999999$@", "99"]) + "\n  "
      + l.string(
        "cli.error.translation.badPosition",
        ["zh-Hans/ui.strings", "3", "reset.done", "%0$@", "99"]) + "\n  "
      + l.string(
        "cli.error.translation.notInEnglish",
        ["zh-Hans/ui.strings", "4", "undo.done", "%2$@"]) + "\n  "
      + l.string("cli.error.translation.unparsable", ["zh-Hant/words.strings", "2"]) + "\n"
    #expect(refusal == expected)
    #expect(!refusal.contains("‹"))
    // Nothing was laid over: the built-in words are still in use.
    #expect(
      session.execute(":lang zh-Hans").output == l.with(language: .zhHans).string("lang.switched")
        + "\n")
  }

  @Test func theEnglishRefusalReads() throws {
    let session = Session(options: SessionOptions())
    let refusal = try #require(session.useTranslations(Self.hostile, from: "words"))
    #expect(
      refusal == """
        mvcsh: the catalogs in 'words' were not used:
          zh-Hans/ui.strings:2: 'lang.switched' uses %99999999999999999999$@, which names no argument (positions run from 1 to 99)
          zh-Hans/ui.strings:3: 'reset.done' uses %0$@, which names no argument (positions run from 1 to 99)
          zh-Hans/ui.strings:4: 'undo.done' uses %2$@, which the English entry of this key does not have
          zh-Hant/words.strings:2: the file does not parse as a .strings catalog

        """)
  }

  @Test func aGoodOverlayIsLaidOver() {
    let session = Session(options: SessionOptions(language: .zhHant))
    let refusal = session.useTranslations(
      ["zh-Hant/ui.strings": "\"undo.done\" = \"還原了：%1$@\";"], from: "words")
    #expect(refusal == nil)
    _ = session.execute("let a = 1")
    #expect(session.execute(":undo").output == "還原了：let a = 1\n")
  }
}
