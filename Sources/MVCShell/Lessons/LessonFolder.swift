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
