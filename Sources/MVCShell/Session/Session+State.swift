import MVCLocalization
import MVCRuntime
import MVCTutor

/// What the front end and the tests may read of a session, and the settings it may change.
extension Session {
  /// What the world holds.
  public var world: WorldReader { context.world }
  /// The presentation settings (language, colour, width).
  public var options: SessionOptions { context.options }
  /// The localized text catalogs.
  public var localizer: Localizer { context.localizer }
  /// Guided lessons: the lesson in progress and the learner's progress.
  public internal(set) var tutor: Tutor {
    get { context.tutor }
    set { context.tutor = newValue }
  }
  /// Whether `:quit` was entered.
  public var shouldQuit: Bool { context.state.shouldQuit }
  /// The source of every change that completed, in order: what `:save` writes.
  public var log: [String] { context.core.history.sources }
  /// Every input typed at the prompt this session, in order: what `:history` lists.
  public var inputs: [String] { context.state.inputs.entries }
  /// Whether each statement's messages are played step by step.
  public var stepMode: Bool { context.state.trace.stepMode }
  /// Whether the step player asks who receives each message before showing it (`:predict`).
  public var predictMode: Bool { context.state.trace.predictMode }
  /// The world, the interpreter and the history.
  var core: SessionCore { context.core }

  /// The width diagrams, `:screen` and wrapped prose fit in (the terminal's, when it changes).
  public func setWidth(_ columns: Int) {
    context.state.settings.options.width = max(20, columns)
  }

  /// Switches the language of every word the session prints, and the second language lesson
  /// texts are also shown in (nil: none).
  public func setLanguage(_ language: Language, second: Language? = nil) {
    context.state.settings.setLanguage(language, second: second)
  }

  /// Lays catalog files (`<language>/<name>.strings` by path) over the built-in words, for a
  /// teacher's own lessons or a translator trying a change.
  ///
  /// Files that cannot be trusted are refused, and then none is laid over: one that does not
  /// parse, or an entry with a placeholder that names no argument (`%0$@`,
  /// `%99999999999999999999$@`) or that the English entry of its key does not have
  /// (``CatalogCheck/overlayProblems(_:)``).
  /// - Parameter directory: where the files were read, for the refusal.
  /// - Returns: nil when the files are laid over; else the refusal, naming each file and line
  ///   and what is wrong, in the session's language (finished text, for standard error).
  public func useTranslations(_ files: [String: String], from directory: String) -> String? {
    let refusal = TranslationOverlay.apply(files, from: directory, to: &context.state.settings)
    if refusal == nil && context.state.lesson.folderReader == nil {
      context.state.settings.baseTranslationFiles = files
    }
    return refusal
  }
}
