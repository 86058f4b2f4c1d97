import MVCTutor

/// Putting a teacher's lesson folder in use (the command line's `--lessons DIR`, and
/// `:lessons reload`): its lessons, with its own translations laid over the base ones.
enum LessonFolderFlow {
  /// Offers a folder's lessons with its own translations, and remembers how to read it again.
  /// - Parameter reread: reads the folder again (nil: keep the reader already known).
  /// - Returns: nil when the folder is in use; else why its translations were refused (and
  ///   nothing changed).
  static func use(
    _ folder: LessonFolder, reread: (@Sendable () -> LessonFolder?)?,
    in context: inout CommandContext
  ) -> String? {
    if !folder.translationFiles.isEmpty || context.state.lesson.folderReader != nil {
      var files = context.state.settings.baseTranslationFiles
      for (path, text) in folder.translationFiles { files[path] = text }
      if let refusal = TranslationOverlay.apply(
        files, from: folder.directory, to: &context.state.settings)
      {
        return refusal
      }
    }
    if let reread { context.state.lesson.folderReader = reread }
    context.tutor.catalog = LessonCatalog(files: folder.lessonFiles)
    context.tutor.leave()
    return nil
  }
}
