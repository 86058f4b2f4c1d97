import MVCLocalization

/// How the session speaks: its options (language, colour, width) and the catalogs its words
/// come from (the built-in ones, with any overlay laid over them).
struct SessionSettings {
  /// The presentation settings.
  var options: SessionOptions
  /// The localized text catalogs, in ``SessionOptions/language``.
  var localizer: Localizer
  /// The catalogs `--translations` laid over the built-in words, kept so a lesson folder's
  /// own are laid over them again when it is reread.
  var baseTranslationFiles: [String: String] = [:]

  /// Settings with the built-in catalogs in the options' language.
  init(options: SessionOptions) {
    self.options = options
    self.localizer = Localizer.embedded(language: options.language)
  }

  /// The catalogs in the second language lesson texts are shown in, or nil for one language.
  var secondLocalizer: Localizer? {
    options.secondLanguage.map { localizer.with(language: $0) }
  }

  /// The width diagnostic headlines wrap to: the session's, unless they go where tools read
  /// them (``SessionOptions/wrapsDiagnostics``).
  var diagnosticWidth: Int { options.wrapsDiagnostics ? options.width : Int.max }

  /// Switches the language of every word, and the second language lesson texts are also shown
  /// in (nil: none).
  mutating func setLanguage(_ language: Language, second: Language?) {
    options.language = language
    options.secondLanguage = second == language ? nil : second
    localizer = localizer.with(language: language)
  }
}
