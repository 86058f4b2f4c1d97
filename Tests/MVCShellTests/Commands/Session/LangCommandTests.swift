import MVCLocalization
import MVCShell
import Testing

/// `:lang [CODE]`: which language the session speaks, or a switch to another.
@Suite struct LangCommandTests {
  @Test func languageSwitchesEveryWord() {
    let session = Session(options: SessionOptions(language: .en))
    _ = session.runScript("let l = Label()\nl.text = \"x\"", bail: false)
    let english = session.execute(":trace").output
    _ = session.execute(":lang zh-Hans")
    let chinese = session.execute(":trace").output
    #expect(english.contains("view update"))
    #expect(!chinese.contains("view update"))
    #expect(!chinese.contains("‹"), "untranslated text in zh-Hans:\n\(chinese)")
    _ = session.execute(":lang zh-Hant")
    let traditional = session.execute(":trace").output
    #expect(!traditional.contains("‹"), "untranslated text in zh-Hant:\n\(traditional)")
    #expect(traditional != chinese)
  }

  @Test func theCurrentLanguageAndASwitchSaidInTheNewOne() {
    let session = CommandTest.session("")
    #expect(
      session.execute(":lang").output
        == "Language: en (available: en, zh-Hans, zh-Hant, zh-Hans+en, zh-Hant+en,\n"
        + "en+zh-Hans, en+zh-Hant)\n")
    #expect(session.execute(":lang zh-Hant").output == "語言：繁體中文。\n")
    #expect(session.options.language == .zhHant)
    #expect(session.execute(":lang en").output == "Language: English.\n")
  }

  @Test func anUnknownLanguageIsRefusedAndTheLanguageStays() {
    let session = CommandTest.session("", language: .zhHans)
    let response = session.execute(":lang xx")
    #expect(response.failed)
    #expect(response.output.contains("xx"))
    // A list in Chinese is joined with 、.
    #expect(response.output.contains("en、zh-Hans、zh-Hant"))
    #expect(session.options.language == .zhHans)
    let english = CommandTest.session("")
    // Wide enough that the headline stays on one line (at 80 columns it wraps).
    english.setWidth(200)
    expectRefusal(
      ":lang klingon", in: english,
      saying: "there is no language ‘klingon’; expected one of: en, zh-Hans, zh-Hant, zh-Hans+en")
    #expect(english.options.language == .en)
  }
}
