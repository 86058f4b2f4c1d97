/// Every lesson, in order, read from lesson files (`01-roles.lesson`, …): the order is the
/// files' names, so a number prefix sets it.
public struct LessonCatalog: Equatable, Sendable {
  /// The lessons that parsed, in order.
  public var lessons: [Lesson]
  /// The files that did not parse, with the first mistake in each.
  public var errors: [LessonParseError]

  /// Reads lesson files given as `[file name: text]`; files not ending in `.lesson` are ignored.
  public init(files: [String: String]) {
    var lessons: [Lesson] = []
    var errors: [LessonParseError] = []
    for (name, text) in files.sorted(by: { $0.key < $1.key }) where name.hasSuffix(".lesson") {
      do {
        let lesson = try LessonParser.parse(text, file: name)
        if let other = lessons.first(where: { $0.id == lesson.id }) {
          errors.append(
            LessonParseError(
              file: name, line: 1, key: "tutor.lessonFile.lessonIDUsed",
              arguments: [lesson.id, other.file]))
          continue
        }
        lessons.append(lesson)
      } catch {
        errors.append(error)
      }
    }
    self.lessons = lessons
    self.errors = errors
  }

  /// The lessons built into the executable (Lessons/*.lesson).
  public static let embedded = LessonCatalog(files: EmbeddedLessons.files)

  /// A lesson by id, or by its number in the list (`3`).
  public func lesson(named name: String) -> Lesson? {
    if let number = Int(name), number >= 1, number <= lessons.count { return lessons[number - 1] }
    return lessons.first { $0.id == name }
  }

  /// The position of a lesson in the list.
  public func index(of id: String) -> Int? { lessons.firstIndex { $0.id == id } }
}
