import MVCLocalization

/// `:lang` says which language the session speaks and which it knows; `:lang CODE` switches
/// every word it prints (`en`, `zh-Hans`, `zh-Hant`).
enum LangCommand: MetaCommand {
  static let name = "lang"
  static let example = ":lang zh-Hans"

  static func argumentWords(in session: Session) -> [String] {
    Language.allCases.map(\.rawValue)
  }

  static func run(_ argument: String, in session: Session) -> Reply {
    let code = argument.trimmed()
    let known = Language.allCases.map(\.rawValue).joined(separator: ", ")
    guard !code.isEmpty else {
      return Reply(
        output: session.localizer.string(
          "lang.current", [session.options.language.rawValue, known]) + "\n")
    }
    guard let language = Language(code: code) else {
      return session.failure(
        session.localizer.string("error.unknownLanguage", [String(code.prefix(20)), known]))
    }
    session.setLanguage(language)
    // Said in the language just chosen.
    return Reply(output: session.localizer.string("lang.switched") + "\n")
  }
}
