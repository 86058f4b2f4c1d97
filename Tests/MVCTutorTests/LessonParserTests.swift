import Foundation
import Testing

@testable import MVCTutor

@Suite struct LessonParserTests {
  static let valid = """
    # A comment
    lesson: demo
    title: lesson.demo.title
    setup: class Contact: Model { var name = "Ada" }

    step: first
    say: lesson.demo.first.say
    solution: let ada = Contact()
    solution: class Editor: ViewController {
    solution:   func save() { ada.name = "Grace" }
    solution: }
    goal ada: object ada is Contact
    hint: lesson.demo.first.hint
    after: lesson.demo.first.after

    step: watch
    say: lesson.demo.watch.say
    demo: ada.name = "Linus"
    goal changed: property ada.name == "Linus"
    """

  @Test func readsALesson() throws {
    let lesson = try LessonParser.parse(Self.valid, file: "00-demo.lesson")
    #expect(lesson.id == "demo")
    #expect(lesson.titleKey == "lesson.demo.title")
    #expect(lesson.setup == ["class Contact: Model { var name = \"Ada\" }"])
    #expect(lesson.steps.map(\.id) == ["first", "watch"])
    let first = lesson.steps[0]
    #expect(first.line == 6)
    #expect(first.solution[2] == "  func save() { ada.name = \"Grace\" }")
    #expect(first.goals.map(\.name) == ["ada"])
    #expect(first.goals.first?.line == 12)
    #expect(first.hintKeys == ["lesson.demo.first.hint"])
    #expect(first.afterKeys == ["lesson.demo.first.after"])
    #expect(lesson.steps[1].isDemonstration)
    #expect(lesson.statements(before: 1).count == 5)
    #expect(
      lesson.keys == [
        "lesson.demo.title", "lesson.demo.first.say", "lesson.demo.first.after",
        "lesson.demo.first.hint", "lesson.demo.watch.say",
      ])
  }

  /// Line ends written on Windows (`\r\n`, one Character in Swift) end lines too.
  @Test func aFileWrittenOnWindowsReadsTheSame() throws {
    let windows = Self.valid.replacingOccurrences(of: "\n", with: "\r\n")
    #expect(windows.unicodeScalars.filter { $0 == "\r" }.count > 10)
    let lesson = try LessonParser.parse(windows, file: "00-demo.lesson")
    #expect(lesson == (try LessonParser.parse(Self.valid, file: "00-demo.lesson")))
  }

  /// A mistake in a lesson file is reported with the file and the line it is on.
  static let mistakes: [(String, Int, String)] = [
    (
      Self.valid.replacingFirst("goal ada: object", with: "goal ada: objet"), 12,
      "unknown goal ‘objet’"
    ),
    (
      Self.valid.replacingFirst("property ada.name ==", with: "property ada.name ="), 19,
      "goal ‘changed’: expected a comparison"
    ),
    (
      Self.valid.replacingFirst("hint: lesson", with: "hnit: lesson"), 13,
      "unknown directive ‘hnit’"
    ),
    (Self.valid.replacingFirst("goal ada:", with: "goal:"), 12, "a goal needs a name"),
    (
      Self.valid.replacingFirst("lesson: demo", with: "lesson: Demo"), 2,
      "a lesson id uses lowercase"
    ),
    (
      Self.valid.replacingFirst("step: watch", with: "step: first"), 16,
      "there is already a step ‘first’"
    ),
    (Self.valid.replacingFirst("demo: ada", with: "solution: ada"), 16, "has no hint"),
    (Self.valid.replacingFirst("say: lesson.demo.watch.say", with: ""), 16, "has no say: line"),
    (
      Self.valid.replacingFirst("goal changed: property ada.name == \"Linus\"", with: ""), 16,
      "has no goal"
    ),
    (Self.valid.replacingFirst("lesson: demo\n", with: ""), 2, "must start with ‘lesson: ID’"),
    ("lesson: x\ntitle: t\nrequires: teleportation", 3, "unknown feature ‘teleportation’"),
    ("lesson: x\ntitle: t\nsay: k", 3, "belongs to a step"),
    ("lesson: x\ntitle: t\n", 3, "has no steps"),
    ("lesson: x\nstep: s\nsay: k\nsolution: 1\nsolution: x\ndemo: y", 6, "not both"),
    ("lesson: x\njust some words", 2, "expected ‘directive: value’"),
    ("lesson: x\nstep: s\nsay: k\nexport: svg all x.svg", 4, "export: takes what follows :export"),
    ("lesson: x\nstep: s\nsay: k\nexport: html", 4, "html, then all or a file name"),
    ("lesson: x\nstep: s\nsay: k\ndemo: y\nexport: html all x.html", 5, "not a demonstration"),
    ("lesson: x\ntitle: the title", 2, "expected a catalog key"),
  ]

  @Test func anExportLineIsPartOfTheStepsSolution() throws {
    let text = """
      lesson: x
      title: lesson.x.title
      step: keep
      say: lesson.x.keep.say
      export: html  all   trip.html
      goal kept: exported html all
      hint: lesson.x.keep.hint
      """
    let step = try #require(try LessonParser.parse(text, file: "30-x.lesson").steps.first)
    #expect(step.exports == ["html all trip.html"])
    #expect(step.solution.isEmpty)
    #expect(step.goals.map(\.goal) == [.exported(all: true)])
  }

  @Test func windowsLineEndsReadAsLines() throws {
    let lesson = try LessonParser.parse(Self.valid, file: "00-demo.lesson")
    let crlf = Self.valid.replacingOccurrences(of: "\n", with: "\r\n") + "\r\n"
    #expect(try LessonParser.parse(crlf, file: "00-demo.lesson") == lesson)
  }

  @Test(arguments: mistakes)
  func errorsNameTheFileAndLine(_ text: String, _ line: Int, _ fragment: String) {
    do {
      _ = try LessonParser.parse(text, file: "07-broken.lesson")
      Issue.record("the lesson parsed, but should not")
    } catch {
      #expect(error.file == "07-broken.lesson")
      #expect(error.line == line, "\(error)")
      #expect(error.message.contains(fragment), "\(error)")
      #expect(error.description.hasPrefix("07-broken.lesson:\(line): "))
    }
  }

  @Test func theCatalogReportsBrokenFilesAndDuplicateIDs() {
    let catalog = LessonCatalog(files: [
      "01-a.lesson": Self.valid,
      "02-b.lesson": Self.valid,
      "03-c.lesson": "lesson: c\ntitle: t\nstep s",
      "README.md": "not a lesson",
    ])
    #expect(catalog.lessons.map(\.id) == ["demo"])
    #expect(catalog.errors.map(\.file) == ["02-b.lesson", "03-c.lesson"])
    #expect(catalog.errors.first?.message.contains("already used by 01-a.lesson") == true)
    #expect(catalog.lesson(named: "1")?.id == "demo")
    #expect(catalog.lesson(named: "demo")?.id == "demo")
    #expect(catalog.lesson(named: "2") == nil)
  }
}

extension String {
  func replacingFirst(_ target: String, with replacement: String) -> String {
    guard let range = range(of: target) else { return self }
    return replacingCharacters(in: range, with: replacement)
  }
}
