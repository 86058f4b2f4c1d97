import MVCLocalization
import Testing

@testable import MVCShell
@testable import MVCTutor

/// `mvcsh --check-lessons`: the built-in lessons are sound, and a broken folder is reported
/// problem by problem, each with its file and line.
@Suite struct LessonCheckerTests {
  static func check(_ files: [String: String], words: [String: String] = [:]) -> LessonCheckReport {
    LessonChecker(
      catalog: LessonCatalog(files: files),
      localizer: Localizer.embedded(language: .en, overlay: words)
    ).check()
  }

  @Test func everyBuiltInLessonPasses() {
    let report = LessonChecker(
      catalog: .embedded, localizer: Localizer.embedded(language: .en)
    ).check()
    let text = report.text(Localizer.embedded(language: .en))
    #expect(report.isClean, "\(text)")
    #expect(report.lessons == LessonCatalog.embedded.lessons.count)
    #expect(report.wrongAttempts >= report.steps - 5)
    #expect(report.wrongRejected == report.wrongAttempts)
    #expect(text.hasSuffix("syllabus points covered: \(report.pointsCovered.count)/27\n"))
  }

  /// The prose of the broken lesson, in English only.
  static let words = [
    "en/broken.strings": """
    "lesson.b.title" = "Broken";
    "lesson.b.one.say" = "Make a label.";
    "lesson.b.one.hint" = "A label.";
    """
  ]

  static let broken = """
    lesson: b
    title: lesson.b.title
    covers: 9
    setup: class Contact: Model { var name = "Ada" }

    step: one
    say: lesson.b.one.say
    solution: let label = Label(text: "?")
    solution: label.nothing = 1
    goal label: object label plays view
    goal contact: class Contact extends Model
    wrong any-view: let label = Button(title: "?")
    hint: lesson.b.one.hint
    hint: lesson.b.missing.hint
    """

  @Test func aBrokenFolderIsReportedWithFilesAndLines() {
    let files = [
      "01-broken.lesson": Self.broken,
      "02-command.lesson": "lesson: c\ntitle: lesson.b.title\nsetup: :save out.mvcsh\n",
    ]
    let report = Self.check(files, words: Self.words)
    let text = report.text(Localizer.embedded(language: .en))
    #expect(!report.isClean)
    #expect(
      text.contains("02-command.lesson:3: setup: takes a statement, not the command"), "\(text)")
    #expect(
      text.contains("01-broken.lesson:2: the key ‘lesson.b.title’ is missing from the zh-Hans"),
      "\(text)")
    #expect(
      text.contains("01-broken.lesson:14: the key ‘lesson.b.missing.hint’ is missing from the en"))
    #expect(
      text.contains("01-broken.lesson:9: the solution of step ‘one’ fails at ‘label.nothing = 1’"))
    #expect(
      text.contains("01-broken.lesson:11: goal ‘contact’ already holds when step ‘one’ starts"))
    #expect(text.contains("01-broken.lesson:12: the wrong attempt ‘any-view’ meets every goal"))
    #expect(
      text.hasSuffix(
        "lessons: 1, steps: 1, wrong attempts rejected: 0/1, syllabus points covered: 1/27\n"))
  }

  @Test func theSummaryReadsInEveryLanguage() {
    let report = Self.check(["01-broken.lesson": Self.broken], words: Self.words)
    let hant = report.text(Localizer.embedded(language: .zhHant))
    #expect(hant.contains("01-broken.lesson:12：錯誤嘗試「any-view」滿足了「one」這一步的所有目標"), "\(hant)")
    #expect(hant.hasSuffix("課程：1，步驟：1，被拒絕的錯誤嘗試：0/1，涵蓋的大綱要點：1/27\n"))
  }

  @Test func aGoalThatHoldsByNatureIsNotTrueFromTheStart() {
    #expect(LessonChecker.holdsByNature(.noMessage(MessageFilter(flagged: true))))
    #expect(!LessonChecker.holdsByNature(.messageCount(MessageFilter(), .equal, 1)))
  }
}
