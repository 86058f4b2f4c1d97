import MVCLocalization

/// `:lang` says which language the session speaks and which it knows; `:lang CODE` switches
/// every word it prints (`en`, `zh-Hans`, `zh-Hant`), and `:lang zh-Hans+en` (or `en+zh-Hant`…)
/// also shows lesson prose, hints, goals, questions and `:explain` in the second language,
/// beneath the first.
enum LangCommand: MetaCommand {
  static let name = "lang"
  static let example = ":lang zh-Hans+en"

  static func argumentWords(in context: CommandContext) -> [String] {
    LanguageSetting.valid.map(\.code)
  }

  static func run(_ argument: String, in context: inout CommandContext) -> Reply {
    let code = argument.trimmed()
    let l = context.localizer
    let known = LanguageSetting.valid.map(\.code).joined(separator: l.string("list.separator"))
    guard !code.isEmpty else {
      let setting = context.options.languageSetting
      let key = setting.isBilingual ? "lang.currentBilingual" : "lang.current"
      return Reply(output: context.wrap(l.string(key, [setting.code, known]), indent: "") + "\n")
    }
    guard let setting = LanguageSetting(code: code) else {
      return context.failure(
        l.string("error.unknownLanguage", [String(code.prefix(20)), known]))
    }
    context.state.settings.setLanguage(setting.primary, second: setting.secondary)
    // Said in the language just chosen.
    let words = context.localizer
    let out =
      setting.secondary.map {
        words.string("lang.switchedBilingual", [words.string("lang.name." + $0.rawValue)])
      } ?? words.string("lang.switched")
    return Reply(output: context.wrap(out, indent: "") + "\n")
  }
}
