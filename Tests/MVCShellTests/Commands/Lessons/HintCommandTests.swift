import MVCShell
import MVCTutor
import Testing

/// `:hint`: the step's hints, one more each time, the last one repeated; conditional ones only
/// while they apply, and never one whose code the learner already ran.
@Suite struct HintCommandTests {
  /// A lesson with a conditional hint: one more once `badge` exists.
  static let conditional = LessonCatalog(files: [
    "badge.lesson": """
    lesson: badge
    title: lesson.mediator.title
    setup: class Contact: Model { var name = "Ada" }
    setup: let ada = Contact()
    setup: let editor = ViewController(title: "Edit")

    step: second-view
    say: lesson.mediator.second-view.say.1
    solution: let badge = Label()
    solution: editor.view.addSubview(badge)
    solution: editor.bind(badge, to: ada, key: "name")
    goal badge-bound: bound badge to ada.name
    goal badge-inside: subview badge of editor.view
    hint: lesson.mediator.second-view.hint.1
    hint when badge exists: lesson.mediator.bind.hint.1
    hint when badge-inside unmet: lesson.views.hierarchy.hint.1
    hint: lesson.mediator.second-view.hint.2
    """
  ])

  @Test func conditionalHintsAreOfferedOnlyWhileTheyApply() {
    let session = CommandTest.session("")
    session.useLessons(Self.conditional)
    _ = session.execute(":lesson badge")
    #expect(session.execute(":hint").output.contains("Hint 1 of 3:"))
    _ = session.execute("let badge = Label()")
    let second = session.execute(":hint").output
    #expect(second.contains("Hint 2 of 4:\n  The controller does the binding"), "\(second)")
    _ = session.execute("editor.view.addSubview(badge)")
    let third = session.execute(":hint").output
    #expect(third.contains("Hint 3 of 3:\n  `let badge = Label()`"), "\(third)")
  }

  @Test func aHintWhoseCodeWasAllRunIsNotRepeated() {
    // Removing the child in the wrong order runs every statement of the last hint, yet
    // leaves the goal that wants the warning first unmet.
    let session = CommandTest.session(":lesson containment 4")
    for line in [
      "list.view.removeFromSuperview()", "list.removeFromParent()", "list.willMove(toParent: nil)",
    ] {
      #expect(!session.execute(line).failed, "\(line)")
    }
    #expect(session.tutor.active?.isStepDone == false)
    #expect(session.execute(":hint").output.contains("Hint 1 of 3:"))
    #expect(session.execute(":hint").output.contains("Hint 2 of 3:"))
    let left = session.execute(":hint").output
    #expect(left.hasPrefix("You already ran what the remaining hints suggest"), "\(left)")
    #expect(!left.contains("list.removeFromParent()"))
  }

  @Test func aHintWithSomeOfItsCodeStillToRunIsShown() {
    let session = CommandTest.session(":lesson containment 4")
    _ = session.execute("list.willMove(toParent: nil)")
    _ = session.execute(":hint")
    _ = session.execute(":hint")
    #expect(session.execute(":hint").output.contains("Hint 3 of 3:"))
  }

  @Test func hintsComeInOrderAndTheLastRepeats() {
    let session = CommandTest.session(":lesson roles")
    let first = session.execute(":hint")
    #expect(!first.failed)
    #expect(
      first.output.contains("Hint 1 of 3:\n  A kind of object is a class"), "\(first.output)")
    #expect(!first.output.contains("last hint"))
    // The hint looks first: what the learner's world still lacks.
    #expect(
      first.output.hasPrefix("Not met yet: class `Contact` inherits from `Model`.\nHint 1 of 3:"),
      "\(first.output)")
    #expect(session.execute(":hint").output.contains("Hint 2 of 3:"))
    let third = session.execute(":hint").output
    #expect(third.contains("Hint 3 of 3"))
    #expect(third.contains("That was the last hint. :solution shows an answer."))
    #expect(session.execute(":hint").output == third)
    #expect(session.tutor.active?.hintsShown == 3)
  }

  @Test func aDemonstrationHasNoHints() {
    let session = CommandTest.session(":lesson roles 4")
    #expect(session.execute(":hint").output.hasPrefix("This step is a demonstration"))
  }

  @Test func withoutALessonItIsRefused() {
    expectRefusal(
      ":hint", in: CommandTest.session(),
      saying: "no lesson is running; type :lessons to choose one")
  }
}
