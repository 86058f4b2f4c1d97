import MVCLocalization

/// Laying catalog files over the built-in words (`--translations`, a lesson folder's own), or
/// refusing all of them when one cannot be trusted.
enum TranslationOverlay {
  /// Lays `files` over the built-in catalogs in `settings`; nil when done, else the refusal in
  /// the settings' language, naming each file and line and what is wrong (made visible, for
  /// standard error). Nothing changes when they are refused.
  static func apply(
    _ files: [String: String], from directory: String, to settings: inout SessionSettings
  ) -> String? {
    let problems = CatalogCheck.overlayProblems(files)
    guard !problems.isEmpty else {
      settings.localizer = Localizer.embedded(language: settings.options.language, overlay: files)
      return nil
    }
    let localizer = settings.localizer
    var text = localizer.string("cli.error.translationsRefused", [directory]) + "\n"
    for problem in problems {
      let place = [problem.file, String(problem.line ?? 1)]
      let key = problem.key ?? ""
      let placeholder = problem.placeholder ?? ""
      switch problem.kind {
      case .badPlaceholder:
        let highest = String(CatalogCheck.maximumPosition)
        text +=
          "  "
          + localizer.string(
            "cli.error.translation.badPosition", place + [key, placeholder, highest])
      case .parseError:
        text += "  " + localizer.string("cli.error.translation.unparsable", place)
      default:
        text +=
          "  " + localizer.string("cli.error.translation.notInEnglish", place + [key, placeholder])
      }
      text += "\n"
    }
    return TerminalText.visible(text)
  }
}
