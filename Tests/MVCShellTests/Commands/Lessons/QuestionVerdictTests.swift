import MVCLocalization
import MVCShell
import Testing

@testable import MVCTutor

/// A step's question is judged by the learner's own world: each choice's `when:` goals say when
/// it is right, so "✓ Right." is said only of what this learner's world did, a learner who built
/// the step another way is told the answer their world gives (without the lesson's explanation,
/// written for its own world), and an answer no choice describes counts neither way.
@Suite struct QuestionVerdictTests {
  /// A step whose goal only asks that some `save()` action ran: who receives it depends on the
  /// target the learner chose.
  static let lesson = """
    lesson: verdict
    title: lesson.actions-delegates.title
    setup: class Contact: Model { var name = "Ada"; func save() { } }
    setup: let ada = Contact()
    setup: class Editor: ViewController { func save() { } }
    setup: let editor = Editor(title: "Edit")
    setup: let other = Editor(title: "Other")
    setup: let third = Editor(title: "Third")
    setup: let saveButton = Button(title: "Save")

    step: tap
    say: lesson.actions-delegates.tap.say.1
    solution: saveButton.addTarget(editor, action: #selector(Editor.save), for: .touchUpInside)
    solution: tap(saveButton)
    goal saved: message selector=save() kind=targetAction
    hint: lesson.actions-delegates.tap.hint.idea
    predict: lesson.actions-delegates.tap.predict
    choice: `saveButton`
    when: message selector=save() receiver=saveButton
    choice: `editor`
    when: message selector=save() receiver=editor
    choice: `other`
    when: message selector=save() receiver=other
    answer: 2
    explain: lesson.actions-delegates.tap.predict.why

    step: watch
    say: lesson.actions-delegates.tap.say.1
    demo: tap(saveButton)
    goal saved-again: message selector=save() kind=targetAction
    predict: lesson.actions-delegates.tap.predict
    choice: `editor`
    when: message selector=save() receiver=editor
    choice: `other`
    when: message selector=save() receiver=other
    answer: 1
    explain: lesson.actions-delegates.tap.predict.why
    """

  static func session(wiring target: String) -> (Session, SessionResponse) {
    let session = CommandTest.session("")
    session.useLessons(LessonCatalog(files: ["01-verdict.lesson": lesson]))
    _ = session.execute(":lesson verdict")
    _ = session.execute(
      "saveButton.addTarget(\(target), action: #selector(Editor.save), for: .touchUpInside)")
    let asked = session.execute("tap(saveButton)")
    return (session, asked)
  }

  @Test func theLessonsOwnWayIsRightAsBefore() {
    let (session, asked) = Self.session(wiring: "editor")
    #expect(asked.output.contains("Who receives the `save()` message?"))
    #expect(session.execute("editor").output.hasPrefix("✓ Right."))
    #expect(session.tutor.progress[lesson: "verdict"].predictions["tap"] == true)
  }

  @Test func anotherWiringIsJudgedByWhatItsWorldDid() {
    // The learner's button sends save() to other: the lesson's answer (editor) would be a lie.
    let (session, _) = Self.session(wiring: "other")
    let said = session.execute("editor").output
    #expect(said.hasPrefix("✗ Not quite: in your world the answer is other."), "\(said)")
    #expect(!said.contains("`addTarget` named `editor`"), "the lesson's explanation misleads here")
    #expect(said.contains("✓ Step 1 done."), "\(said)")
    #expect(session.tutor.progress[lesson: "verdict"].predictions["tap"] == false)
  }

  @Test func theChoiceThatHappenedIsRightEvenIfTheLessonExpectedAnother() {
    let (session, _) = Self.session(wiring: "other")
    #expect(session.execute("3").output.hasPrefix("✓ Right."))
    #expect(session.tutor.progress[lesson: "verdict"].predictions["tap"] == true)
  }

  @Test func anAnswerNoChoiceDescribesCountsNeitherWay() {
    let (session, _) = Self.session(wiring: "third")
    let said = session.execute("2").output
    #expect(said.hasPrefix("None of these choices is what your world did"), "\(said)")
    #expect(!said.contains("✓ Right") && !said.contains("✗"))
    #expect(session.tutor.progress[lesson: "verdict"].predictions["tap"] == nil)
  }

  @Test func aDemonstrationIsJudgedAfterItRuns() {
    // While the demonstration's question waits the learner rewires the button; the demo's tap
    // then reaches other, and the verdict follows what ran, not what the lesson wrote.
    let (session, _) = Self.session(wiring: "editor")
    _ = session.execute("1")
    #expect(session.tutor.active?.step.id == "watch")
    #expect(session.tutor.active?.isPredictionPending == true)
    _ = session.execute("saveButton.removeTarget(nil, action: nil, for: .touchUpInside)")
    _ = session.execute(
      "saveButton.addTarget(other, action: #selector(Editor.save), for: .touchUpInside)")
    let said = session.execute("editor").output
    #expect(said.hasPrefix("✗ Not quite: in your world the answer is other."), "\(said)")
    #expect(said.contains("saveButton → other: save()"), "\(said)")
  }

  @Test func theVerdictInChineseToo() {
    let session = CommandTest.session("", language: .zhHans)
    session.useLessons(LessonCatalog(files: ["01-verdict.lesson": Self.lesson]))
    _ = session.execute(":lesson verdict")
    _ = session.execute(
      "saveButton.addTarget(other, action: #selector(Editor.save), for: .touchUpInside)")
    _ = session.execute("tap(saveButton)")
    let said = session.execute("editor").output
    #expect(said.hasPrefix("✗ 不太对：在你的世界里，答案是 other。"), "\(said)")
  }

  // MARK: The format and the checker

  @Test func whenLinesBelongToTheChoiceBeforeThem() throws {
    let parsed = try LessonParser.parse(Self.lesson, file: "01-verdict.lesson")
    let prediction = try #require(parsed.steps[0].prediction)
    #expect(
      prediction.conditions.map { $0.map(\.source) } == [
        ["message selector=save() receiver=saveButton"],
        ["message selector=save() receiver=editor"],
        ["message selector=save() receiver=other"],
      ])
    #expect(prediction.isJudgedByWorld)
  }

  @Test func aWhenLineBeforeAnyChoiceIsAnError() {
    let text = """
      lesson: w
      title: lesson.b.title
      step: one
      say: lesson.b.one.say
      solution: let a = Label()
      goal a: object a plays view
      predict: lesson.b.q
      when: object a plays view
      """
    #expect(throws: LessonParseError.self) {
      try LessonParser.parse(text, file: "w.lesson")
    }
    do {
      _ = try LessonParser.parse(text, file: "w.lesson")
    } catch {
      #expect(error.key == "tutor.lessonFile.whenAfterChoice")
      #expect(error.line == 8)
    }
  }

  static func checked(_ choices: String) -> String {
    let text = """
      lesson: q
      title: lesson.actions-delegates.title
      covers: 9
      step: one
      say: lesson.actions-delegates.tap.say.1
      solution: let label = Label(text: "?")
      goal label: object label plays view
      wrong none: let x = 1
      hint: lesson.actions-delegates.tap.hint.idea
      predict: lesson.actions-delegates.tap.predict
      \(choices)
      answer: 1
      explain: lesson.actions-delegates.tap.predict.why
      """
    var checker = LessonChecker(
      catalog: LessonCatalog(files: ["01-q.lesson": text]),
      localizer: Localizer.embedded(language: .en))
    checker.checksMutants = false
    checker.checksTeaching = false
    return checker.check().text(Localizer.embedded(language: .en))
  }

  @Test func theCheckerWantsEveryChoiceJudged() {
    let text = Self.checked("choice: `label`\nwhen: object label plays view\nchoice: `x`")
    #expect(text.contains("01-q.lesson:10: choice 2 of the question of step ‘one’ has no when:"))
  }

  @Test func theCheckerWantsTheAnswerToBeWhatTheSolutionDid() {
    let text = Self.checked(
      "choice: `label`\nwhen: object label plays model\nchoice: `x`\nwhen: object label plays controller"
    )
    #expect(
      text.contains(
        "01-q.lesson:12: the answer of the question of step ‘one’ is choice 1, but after the "
          + "step's solution its when: goals do not hold"), "\(text)")
  }

  @Test func theCheckerRefusesASecondChoiceThatAlsoHolds() {
    let text = Self.checked(
      "choice: `label`\nwhen: object label plays view\nchoice: `x`\nwhen: object label is Label")
    #expect(
      text.contains(
        "01-q.lesson:14: after the solution of step ‘one’, the when: goals of choice 2"),
      "\(text)")
  }

  @Test func everyBuiltInQuestionIsJudgedByTheWorld() {
    for lesson in LessonCatalog.embedded.lessons {
      for step in lesson.steps {
        guard let prediction = step.prediction else { continue }
        #expect(
          prediction.conditions.count == prediction.choices.count
            && prediction.conditions.allSatisfy { !$0.isEmpty },
          "\(lesson.file) step \(step.id)")
      }
    }
  }
}
