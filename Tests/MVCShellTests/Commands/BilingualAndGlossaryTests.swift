import MVCLocalization
import MVCTutor
import Testing

@testable import MVCShell

/// `:lang` with two languages, `--lang zh-Hans+en`, `:glossary`, and the English gloss on a
/// term's first use in a Chinese lesson.
@Suite struct BilingualAndGlossaryTests {
  @Test func settingsAreReadAsWrittenAndOnlyTheValidPairsAccepted() {
    #expect(LanguageSetting(code: "zh-Hans+en") == LanguageSetting(.zhHans, .en))
    #expect(LanguageSetting(code: "en+zh_TW") == LanguageSetting(.en, .zhHant))
    #expect(LanguageSetting(code: "zh-Hant")?.isBilingual == false)
    #expect(LanguageSetting(code: "zh-Hans+zh-Hant") == nil)
    #expect(LanguageSetting(code: "en+en") == nil)
    #expect(LanguageSetting(code: "zh-Hans+") == nil)
    #expect(LanguageSetting(code: "fr+en") == nil)
    #expect(LanguageSetting.valid.map(\.code).count == 7)
  }

  @Test func theCommandLineTakesTwoLanguages() throws {
    let options = try CommandLineOptions.parse(["--lang", "zh-Hant+en"], environment: [:])
    #expect(options.language == .zhHant)
    #expect(options.secondLanguage == .en)
  }

  @Test func langSaysTheSettingAndRefusesABadOneListingTheValidOnes() {
    let session = CommandTest.session("")
    #expect(session.execute(":lang zh-Hans+en").output.contains("语言：简体中文"))
    #expect(session.execute(":lang").output.contains("zh-Hans+en"))
    let bad = session.execute(":lang fr+en")
    #expect(bad.failed)
    // The error speaks the first language only, and lists every valid setting.
    #expect(bad.output.contains("没有“fr+en”这种语言"))
    for setting in LanguageSetting.valid { #expect(bad.output.contains(setting.code)) }
    #expect(LangCommand.argumentWords(in: session.context).contains("en+zh-Hant"))
  }

  @Test func lessonTextsComeInBothLanguagesTheFirstFirst() {
    let session = CommandTest.session("")
    _ = session.execute(":lang zh-Hans+en")
    let lesson = session.execute(":lesson 1").output
    let chinese = lesson.range(of: "在模型-视图-控制器（MVC）中")
    let english = lesson.range(of: "In Model-View-Controller, every object")
    #expect(chinese != nil && english != nil, "\(lesson)")
    if let chinese, let english { #expect(chinese.lowerBound < english.lowerBound) }
    // Goals too, and the interface around them in the first language only.
    #expect(lesson.contains("类 `Contact` 继承自 `Model`"))
    #expect(lesson.contains("class `Contact` inherits from `Model`"))
    #expect(lesson.contains("目标："))
    #expect(!lesson.contains("Goals:"))
    let hint = session.execute(":hint").output
    #expect(hint.contains("提示 1/") && hint.contains("A kind of object is a class"))
    // Errors stay in the first language.
    let error = session.execute(":glossary").output
    #expect(error.contains("术语表"))
  }

  @Test func theSecondLanguageIsDimmedWhenColourIsOn() {
    let session = Session(
      options: SessionOptions(language: .en, colour: true, secondLanguage: .zhHant))
    let lesson = session.execute(":lesson 1").output
    #expect(lesson.contains("\u{1B}[2m  在模型-視圖-控制器（MVC）裡"))
  }

  @Test func explainGivesTheRuleInBothLanguages() {
    let session = CommandTest.session("")
    _ = session.execute("class Contact: Model { var name = \"Ada\" }")
    _ = session.execute("let ada = Contact()")
    _ = session.execute(":lang en+zh-Hans")
    let out = session.execute(":explain 1").output
    #expect(out.contains("An object is created"))
    #expect(out.contains("创建了一个对象"))
    #expect(out.contains("kind: creation"))
  }

  @Test func everyTermIsInAllThreeLanguagesWithADefinition() {
    let l = Localizer.embedded(language: .en)
    let glossary = Glossary(localizer: l)
    #expect(glossary.entries.count >= 25)
    for entry in glossary.entries {
      for language in Language.allCases {
        #expect(l.with(language: language).has(entry.termKey, in: language), "\(entry.id)")
        let definition = l.with(language: language).exact(entry.definitionKey, in: language)
        #expect(definition?.isEmpty == false, "\(entry.id) \(language)")
      }
    }
  }

  @Test func glossaryFindsATermByAnyOfItsNamesInAnyLanguage() {
    let session = CommandTest.session("")
    for word in ["delegate", "DELEGATE", "委托", "委派", "代理", "委託"] {
      let out = session.execute(":glossary " + word).output
      #expect(out.contains("delegate") && out.contains("委托") && out.contains("委派"), "\(word)")
      #expect(out.contains("An object another one calls"), "\(word)")
    }
    let all = session.execute(":glossary").output
    #expect(all.contains("target-action · 目标-动作 · 目標-動作"))
    let unknown = session.execute(":glossary delegat")
    #expect(unknown.failed && unknown.output.contains("did you mean ‘delegate’"))
    #expect(GlossaryCommand.argumentWords(in: session.context).contains("委派"))
  }

  @Test func aChineseLessonGlossesEachTermOnItsFirstUseOnly() {
    let glossary = Glossary(localizer: Localizer.embedded(language: .zhHans))
    var glossed: Set<String> = []
    let first = glossary.glossingFirstUse(
      "视图控制器管理视图。委托把它交给 `委托` 的委托。", in: .zhHans, glossed: &glossed)
    // The longest term wins, code is left alone, one gloss a sentence, and only the first use
    // is glossed: 视图 waits for a sentence of its own.
    #expect(first == "视图控制器（view controller）管理视图。委托（delegate）把它交给 `委托` 的委托。")
    let again = glossary.glossingFirstUse("委托和视图", in: .zhHans, glossed: &glossed)
    #expect(again == "委托和视图（view）")
    // A term already glossed in the text, or used as a verb, is left as written.
    var fresh: Set<String> = []
    #expect(
      glossary.glossingFirstUse("模型（model）通知它的控制器。通知来了", in: .zhHans, glossed: &fresh)
        == "模型（model）通知它的控制器（controller）。通知（notification）来了")
    var english: Set<String> = []
    #expect(glossary.glossingFirstUse("the delegate", in: .en, glossed: &english) == "the delegate")
  }

  @Test func theGlossKnowsItsSense() {
    // 通知 is the noun "notification" and the verb "notify": only the noun is glossed so.
    let glossary = Glossary(localizer: Localizer.embedded(language: .zhHans))
    var glossed: Set<String> = []
    #expect(
      glossary.glossingFirstUse("控制器会通知 `label`，然后收到通知。", in: .zhHans, glossed: &glossed)
        == "控制器（controller）会通知 `label`，然后收到通知。")
    #expect(glossed == ["controller"])
    #expect(
      glossary.glossingFirstUse("收到通知以后，它会更新。", in: .zhHans, glossed: &glossed)
        == "收到通知（notification）以后，它会更新。")
    var hant: Set<String> = []
    let traditional = Glossary(localizer: Localizer.embedded(language: .zhHant))
    #expect(
      traditional.glossingFirstUse("它繫結標籤。繫結的另一端是模型。", in: .zhHant, glossed: &hant)
        == "它繫結標籤。繫結（binding）的另一端是模型。")
  }

  @Test func aGlossIsNeverInsideAParenthesisNorFollowedByABlank() {
    let glossary = Glossary(localizer: Localizer.embedded(language: .zhHans))
    var glossed: Set<String> = []
    #expect(
      glossary.glossingFirstUse("按钮（一个视图）发出动作。视图 `label` 显示名字。", in: .zhHans, glossed: &glossed)
        == "按钮（一个视图）发出动作。视图（view）`label` 显示名字。")
  }

  @Test func aLessonInChineseShowsTheEnglishOfATermOnce() {
    let session = CommandTest.session("", language: .zhHant)
    let out = session.execute(":lesson 1").output
    #expect(out.contains("模型（model）層"))
    #expect(out.components(separatedBy: "（model）").count == 2)
  }
}
