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
        "lessons: 1, steps: 1, wrong attempts rejected: 0/1, mutants killed: 0/0 (accepted: 0), "
          + "syllabus points covered: 1/27\n"))
  }

  @Test func theSummaryReadsInEveryLanguage() {
    let report = Self.check(["01-broken.lesson": Self.broken], words: Self.words)
    let hant = report.text(Localizer.embedded(language: .zhHant))
    #expect(hant.contains("01-broken.lesson:12：錯誤嘗試「any-view」滿足了「one」這一步的所有目標"), "\(hant)")
    #expect(
      hant.hasSuffix("課程：1，步驟：1，被拒絕的錯誤嘗試：0/1，被消滅的變異：0/0（已接受：0），涵蓋的大綱要點：1/27\n"))
  }

  /// A lesson of one step, with no question, whose prose dictates the statement: each is a
  /// problem with its file and line, in a teacher's folder as in the built-in lessons.
  @Test func aLessonThatDictatesIsReported() {
    let words = [
      "en/dictation.strings": """
      "lesson.d.title" = "Dictation";
      "lesson.d.one.say" = "Type `let label = Label(text: \\"?\\")`.";
      "lesson.d.one.hint" = "`Label` takes `text:`.";
      "lesson.d.one.after" = "Now `nav.pushViewController(detail, animated: true)` would push it.";
      "lesson.d.one.fine" = "Name it `label`; `Label(text:)` makes it, and `label.text` reads it.";
      """
    ]
    let lesson = """
      lesson: d
      title: lesson.d.title
      covers: 9

      step: one
      say: lesson.d.one.fine
      say: lesson.d.one.say
      solution: let label = Label(text: "?")
      goal label: object label is Label
      wrong button: let label = Button(title: "?")
      hint: lesson.d.one.hint
      after: lesson.d.one.after
      """
    let report = Self.check(["01-dictation.lesson": lesson], words: words)
    let text = report.text(Localizer.embedded(language: .en))
    #expect(
      text.contains(
        "01-dictation.lesson:2: lesson ‘d’ has 1 steps; a lesson needs at least 4"), "\(text)")
    #expect(text.contains("01-dictation.lesson:2: lesson ‘d’ asks no question"), "\(text)")
    #expect(
      text.contains(
        "01-dictation.lesson:7: ‘lesson.d.one.say’ holds a statement to type (‘let label = Label(text: \"?\")’)"
      ), "\(text)")
    #expect(
      text.contains(
        "01-dictation.lesson:12: ‘lesson.d.one.after’ holds a statement to type (‘nav.pushViewController(detail, animated: true)’)"
      ), "\(text)")
    #expect(!text.contains("‘lesson.d.one.fine’ holds"), "\(text)")
    let hans = report.text(Localizer.embedded(language: .zhHans))
    #expect(hans.contains("01-dictation.lesson:2：课程“d”只有 1 步；一课至少要有 4 步"), "\(hans)")
    let hant = report.text(Localizer.embedded(language: .zhHant))
    #expect(hant.contains("01-dictation.lesson:2：課程「d」沒有提出任何問題"), "\(hant)")
  }

  /// The teaching checks can be turned off, as the hint ladder's can.
  @Test func theTeachingChecksCanBeTurnedOff() {
    var checker = LessonChecker(
      catalog: LessonCatalog(files: ["01-broken.lesson": Self.broken]),
      localizer: Localizer.embedded(language: .en, overlay: Self.words))
    checker.checksTeaching = false
    let keys = checker.check().problems.map(\.key)
    #expect(!keys.contains("tutor.check.tooFewSteps"))
    #expect(!keys.contains("tutor.check.noPrediction"))
    #expect(
      LessonChecker(
        catalog: LessonCatalog(files: ["01-broken.lesson": Self.broken]),
        localizer: Localizer.embedded(language: .en, overlay: Self.words)
      ).check().problems.map(\.key).contains("tutor.check.tooFewSteps"))
  }

  @Test func aGoalThatHoldsByNatureIsNotTrueFromTheStart() {
    #expect(LessonChecker.holdsByNature(.noMessage(MessageFilter(flagged: true))))
    #expect(!LessonChecker.holdsByNature(.messageCount(MessageFilter(), .equal, 1)))
  }
}
