import MVCLocalization
import MVCTutor

/// The lessons a session offers and where it keeps the learner's progress, as the front end
/// sets them up; and the lesson checker (`mvcsh --check-lessons`).
extension Session {
  /// Keeps lesson progress in a file (read now if it exists, written after every change);
  /// nil keeps it in memory only.
  /// - Returns: a warning to show when an existing file could not be read, else nil.
  @discardableResult
  public func useLessonProgress(at path: String?) -> String? {
    context.tutor.progressPath = path
    guard let path else { return nil }
    let localizer = context.localizer
    let bytes: [UInt8]
    do {
      bytes = try context.fileSystem.read(path, limit: FileLimits.progress)
    } catch let error as FileSystemError {
      if error.isMissing { return nil }
      return context.finish(
        context.warning(
          localizer.string("error.cannotRead", [error.path, error.reason(localizer)])))
    } catch {
      return nil
    }
    guard let text = String(validating: bytes, as: UTF8.self),
      let book = ProgressBook(decoding: text)
    else {
      return context.finish(
        context.warning(localizer.string("tutor.error.badProgressFile", [path])))
    }
    context.tutor.progress = book
    return nil
  }

  /// Offers other lessons than the built-in ones (a directory given on the command line).
  public func useLessons(_ catalog: LessonCatalog) {
    context.tutor.catalog = catalog
    context.tutor.leave()
  }

  /// Offers a folder's lessons with its own translations, and remembers how to read it again
  /// for `:lessons reload`.
  /// - Parameter reread: reads the folder again (nil when it can no longer be read).
  /// - Returns: nil when the folder is in use; else why its translations were refused.
  @discardableResult
  public func useLessonFolder(
    _ folder: LessonFolder, reread: (@Sendable () -> LessonFolder?)? = nil
  ) -> String? {
    let refusal = LessonFolderFlow.use(folder, reread: reread, in: &context)
    return refusal
  }

  /// Checks the lessons on offer in every language (`mvcsh --check-lessons`).
  public func checkLessons() -> LessonCheckReport {
    let tutor = context.tutor
    return LessonChecker(
      catalog: tutor.catalog, localizer: context.localizer, features: tutor.features
    ).check()
  }

  /// A check's problems and summary in the learner's language, finished for the terminal.
  public func lessonCheckText(_ report: LessonCheckReport) -> String {
    TerminalText.visible(report.text(context.localizer))
  }
}
