import MVCShell
import Testing

/// `:lessons`: every lesson with its number, id, title and the learner's progress.
@Suite struct LessonsCommandTests {
  @Test func everyLessonNumberedWithItsProgress() throws {
    let session = CommandTest.session("")
    let lessons = session.tutor.catalog.lessons
    let list = session.execute(":lessons")
    #expect(!list.failed)
    let lines = list.output.split(separator: "\n").map(String.init)
    try #require(lines.count > lessons.count)
    #expect(lines[0] == "Lessons (0 of \(lessons.count) done):")
    #expect(lines[1].hasPrefix(" 1   roles "))
    #expect(lines[1].hasSuffix(" Model, view, controller: three roles"))
    for (index, lesson) in lessons.enumerated() {
      let number = String(index + 1)
      #expect(lines[index + 1].hasPrefix(" " + number + " "), "\(lesson.id) is not numbered")
      #expect(lines[index + 1].contains(" \(lesson.id) "), "\(lesson.id) is not listed")
    }
    #expect(list.output.contains("Start one with :lesson ID or its number."))
  }

  @Test func theLessonInProgressIsMarkedWithTheStepsDone() throws {
    let session = CommandTest.session(
      ":lesson roles\nclass Contact: Model { var name = \"Ada\" }\nlet ada = Contact()")
    let lines = session.execute(":lessons").output.split(separator: "\n")
    let line = try #require(lines.dropFirst().first)
    #expect(line.hasPrefix("▸1   roles"))
    // At 80 columns the status does not fit beside this title: it goes under it, aligned.
    let under = try #require(lines.dropFirst(2).first)
    #expect(under == String(repeating: " ", count: 31) + "1 of 4 steps", "\(line)\n\(under)")
  }
}
