import MVCLocalization
import MVCTutor

/// A folder of lessons a teacher shares as one course: its `.lesson` files and the catalogs
/// in its `<language>/*.strings`, as the front end read them.
public struct LessonFolder: Sendable {
  /// The folder, as given on the command line.
  public var directory: String
  /// The lesson files by name (`04-mediator.lesson`).
  public var lessonFiles: [String: String]
  /// The catalogs by path (`zh-Hant/lessons.strings`), laid over the built-in words.
  public var translationFiles: [String: String]

  /// Creates a folder's contents.
  public init(
    directory: String, lessonFiles: [String: String], translationFiles: [String: String] = [:]
  ) {
    self.directory = directory
    self.lessonFiles = lessonFiles
    self.translationFiles = translationFiles
  }
}

extension Session {
  /// Offers a folder's lessons with its own translations, and remembers how to read it again
  /// for `:lessons reload`.
  /// - Parameter reread: reads the folder again (nil when it can no longer be read).
  /// - Returns: nil when the folder is in use; else why its translations were refused.
  @discardableResult
  public func useLessonFolder(
    _ folder: LessonFolder, reread: (@Sendable () -> LessonFolder?)? = nil
  ) -> String? {
    if !folder.translationFiles.isEmpty || lessonFolderReader != nil {
      let base = baseTranslationFiles
      var files = base
      for (path, text) in folder.translationFiles { files[path] = text }
      defer { baseTranslationFiles = base }
      if let refusal = useTranslations(files, from: folder.directory) { return refusal }
    }
    if let reread { lessonFolderReader = reread }
    useLessons(LessonCatalog(files: folder.lessonFiles))
    return nil
  }

  /// Checks the lessons on offer in every language (`mvcsh --check-lessons`).
  public func checkLessons() -> LessonCheckReport {
    LessonChecker(catalog: tutor.catalog, localizer: localizer, features: tutor.features).check()
  }

  /// A check's problems and summary in the learner's language, finished for the terminal.
  public func lessonCheckText(_ report: LessonCheckReport) -> String {
    TerminalText.visible(report.text(localizer))
  }
}
