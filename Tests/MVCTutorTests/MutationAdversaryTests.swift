import MVCLocalization
import Testing

@testable import MVCShell
@testable import MVCTutor

/// The checker's adversary: it changes each step's solution the ways a learner who games the
/// tutor would, and reports every change that still completes the step, with its line; a
/// lesson accepts one only with `allow KIND LINE: reason`. Wrong attempts run to their end.
@Suite struct MutationAdversaryTests {
  static let words = Dictionary(
    uniqueKeysWithValues: ["en", "zh-Hans", "zh-Hant"].map { language in
      (
        language + "/adversary.strings",
        """
        "lesson.m.title" = "Mediation";
        "lesson.m.edit.say" = "As the user, change Ada's name to Grace.";
        "lesson.m.edit.hint" = "Type into `field`.";
        "lesson.m.edit.q" = "Who writes the name into ada?";
        "lesson.m.edit.why" = "The controller the field reports to.";
        """
      )
    })

  /// A one-step lesson whose goals are given; the solution is the user's edit.
  static func lesson(goals: [String], extra: [String] = [], first: String? = nil) -> String {
    ([
      """
      lesson: m
      title: lesson.m.title
      covers: 8
      setup: class Contact: Model { var name = "Ada" }
      setup: let ada = Contact()
      setup: let field = TextField(placeholder: "Name")
      setup: let editor = ViewController(title: "Edit")
      setup: let other = ViewController(title: "Other")
      setup: editor.view.addSubview(field)
      setup: editor.bind(field, to: ada, key: "name")

      step: edit
      say: lesson.m.edit.say
      \(first ?? "# the solution")
      solution: type(field, "Grace")
      wrong prompt: ada.name = "Grace"
      hint: lesson.m.edit.hint
      """
    ] + goals.map { "goal g\(goals.firstIndex(of: $0) ?? 0): " + $0 } + extra).joined(
      separator: "\n")
  }

  static func check(_ lesson: String, teaching: Bool = false) -> (LessonCheckReport, String) {
    var checker = LessonChecker(
      catalog: LessonCatalog(files: ["01-m.lesson": lesson]),
      localizer: Localizer.embedded(language: .en, overlay: Self.words))
    checker.checksTeaching = teaching
    let report = checker.check()
    return (report, report.text(Localizer.embedded(language: .en)))
  }

  @Test func anEndStateGoalLetsTheOutcomeThroughAndACauseGoalKillsIt() {
    // Only the end state: setting the field and the model from the prompt completes it.
    let (weak, weakText) = Self.check(
      Self.lesson(goals: ["property ada.name == \"Grace\"", "property field.text == \"Grace\""]))
    #expect(
      weakText.contains(
        "01-m.lesson:15: the adversary's change ‘field.text = \"Grace\"; ada.name = \"Grace\"’ "
          + "(outcome, line 15) still completes step ‘edit’"), "\(weakText)")
    #expect(!weak.isClean)
    // The cause: the user's edit reached the model through the controller.
    let (strong, strongText) = Self.check(
      Self.lesson(goals: ["message receiver=ada key=name caused-by=user within=editor"]))
    #expect(strong.isClean, "\(strongText)")
    #expect(strongText.contains("01-m.lesson: mutants killed 2/2, accepted 0"), "\(strongText)")
  }

  @Test func anAcceptedMutantIsShownWithItsReasonAndAnUnusedAllowIsAProblem() {
    let goals = ["message receiver=ada key=name caused-by=user within=editor"]
    let note = "solution: let note = Label(text: \"n\")"
    // Leaving the note out still completes the step: a survivor until it is accepted.
    let (open, openText) = Self.check(Self.lesson(goals: goals, first: note))
    #expect(!open.isClean)
    #expect(openText.contains("(drop, line 14) still completes step ‘edit’"), "\(openText)")
    let accepted = Self.lesson(
      goals: goals, extra: ["allow drop 14: the note is not what the step is about"], first: note)
    let (report, text) = Self.check(accepted)
    #expect(report.isClean, "\(text)")
    #expect(
      text.contains(
        "01-m.lesson:19: accepted: ‘—’ (drop, line 14) completes step ‘edit’, because the note "
          + "is not what the step is about"), "\(text)")
    #expect(text.contains("(accepted: 1)"), "\(text)")
    // A change after the statement that completes the step cannot matter: none is tried.
    let late = Self.lesson(goals: goals, extra: [note.replacingOccurrences(of: "note", with: "n2")])
    #expect(Self.check(late).0.isClean, "\(Self.check(late).1)")
    let unused = Self.lesson(goals: goals, extra: ["allow alias 15: there is no alias here"])
    let (bad, badText) = Self.check(unused)
    #expect(!bad.isClean)
    #expect(
      badText.contains(
        "01-m.lesson:19: allow alias 15 accepts no change that completes step ‘edit’"),
      "\(badText)")
  }

  /// A wrong attempt whose first line fails still runs on: the old checker stopped there and
  /// counted it rejected although its second line completes the step.
  @Test func aWrongAttemptRunsToItsEnd() {
    let lesson = Self.lesson(
      goals: ["property ada.name == \"Grace\""],
      extra: ["wrong late: ada.nickname = \"x\"", "wrong late: ada.name = \"Grace\""])
    let (report, text) = Self.check(lesson)
    #expect(text.contains("the wrong attempt ‘prompt’ meets every goal"), "\(text)")
    #expect(text.contains("the wrong attempt ‘late’ meets every goal"), "\(text)")
    #expect(report.wrongRejected == 0)
  }

  @Test func anAliasAndAnotherControllerAreTried() {
    let statements = SolutionStatement.grouping(
      ["class A: Model {", "  var x = 1", "}", "let badge = Label(text: \"x\")", "editor.show()"],
      lines: [10, 11, 12, 13, 14])
    #expect(statements.map(\.line) == [10, 13, 14])
    #expect(statements[0].isDeclaration)
    #expect(statements[1].binding?.name == "badge")
    #expect(statements[1].madeClass == "Label")
    #expect(
      SwiftLiteral.replacingIdentifier("editor", with: "other", in: "editor.bind(f, to: editor)")
        == "other.bind(f, to: other)")
    #expect(
      SwiftLiteral.replacingIdentifier("editor", with: "x", in: "a.editor = \"editor\"")
        == "a.editor = \"editor\"")
    #expect(SwiftLiteral.quoted("a\"b\\\n") == "\"a\\\"b\\\\\\n\"")
  }

  /// A question asked once the learner's statement met the goals: its code answer must be
  /// something the goals check, or the "✓ Right." could praise what this world did not do.
  @Test func aCodeAnswerNoGoalChecksIsReported() {
    let question = [
      "predict: lesson.m.edit.q", "choice: `editor`", "choice: `other`", "answer: 1",
      "explain: lesson.m.edit.why",
    ]
    let (_, unbacked) = Self.check(
      Self.lesson(goals: ["property ada.name == \"Grace\""], extra: question), teaching: true)
    #expect(
      unbacked.contains(
        "the question of step ‘edit’ is answered after the learner's own statements met its "
          + "goals, yet no goal checks its answer editor"), "\(unbacked)")
    let (_, backed) = Self.check(
      Self.lesson(
        goals: ["message receiver=ada key=name caused-by=user within=editor"], extra: question),
      teaching: true)
    #expect(!backed.contains("no goal checks its answer"), "\(backed)")
    #expect(LessonChecker.mentions("message within=editor", "editor"))
    #expect(!LessonChecker.mentions("message within=editorView", "editor"))
    #expect(LessonChecker.mentions("child list.table of x", "list.table"))
  }
}
