import MVCLocalization
import MVCShell
import MVCTestSupport
import MVCTutor
import Testing

/// `:goal`: what the current step wants, drawn from its solution replayed in a shadow world,
/// beside what the learner has; the learner's world never changes.
@Suite struct GoalCommandTests {
  /// A lesson whose first step puts a label in a controller's view and makes it the root (a
  /// structure and a screen goal), and whose second is a demonstration.
  static let lessons = LessonCatalog(files: [
    "shadow-goal.lesson": """
    lesson: shadow-goal
    title: lesson.roles.title
    setup: let editor = ViewController(title: "Edit")
    setup: let label = Label(text: "Hi")

    step: show
    say: lesson.roles.view.say.1
    solution: editor.view.addSubview(label)
    solution: window.rootViewController = editor
    solution: window.makeKeyAndVisible()
    goal root: property window.rootViewController == editor
    goal inside: subview label of editor.view
    goal loaded: message selector=viewDidLoad() receiver=editor
    hint: lesson.roles.controller.hint.1

    step: watch
    say: lesson.roles.view.say.1
    demo: label.text = "Bye"
    goal bye: property label.text == "Bye"
    """
  ])

  private func lessonSession(width: Int = 80, language: Language = .en) -> Session {
    let session = Session(options: SessionOptions(language: language, width: width))
    session.useLessons(Self.lessons)
    #expect(!session.execute(":lesson shadow-goal").failed)
    return session
  }

  /// Runs `:goal` and checks that nothing of the world, the log or the lesson changed.
  private func goal(in session: Session, sourceLocation: SourceLocation = #_sourceLocation)
    -> String
  {
    let before = WorldSnapshot(session.world)
    let log = session.log
    let active = session.tutor.active
    let response = session.execute(":goal")
    #expect(!response.failed, "\(response.output)", sourceLocation: sourceLocation)
    expectUnchanged(session.world, since: before, ":goal", sourceLocation: sourceLocation)
    #expect(session.log == log, sourceLocation: sourceLocation)
    #expect(session.tutor.active == active, sourceLocation: sourceLocation)
    return response.output
  }

  @Test func outsideALessonItSaysSo() {
    let session = CommandTest.session()
    expectRefusal(":goal", in: session, saying: "no lesson is running", ":lessons")
  }

  @Test func itDrawsTheTreeTheScreenAndTheMessagesTheGoalsAreAbout() {
    let output = goal(in: lessonSession())
    #expect(output.hasPrefix("What step 1 wants, beside what you have now\n"))
    #expect(output.contains(":tree — the view-controller hierarchy"))
    #expect(output.contains(":screen — the window"))
    #expect(output.contains(":trace — the step's messages"))
    #expect(!output.contains(":graph"))
    // Side by side at 80 columns for the tree: the goal's window is visible, yours is not.
    #expect(output.contains("│ + window — key window, visible"))
    #expect(output.contains("- (no messages)"))
    #expect(output.contains("viewDidLoad()"))
    #expect(output.hasSuffix("Your world has\nnot changed.\n"))
  }

  @Test func theGoalIsComputedFromTheStepStartNotFromWhatTheLearnerDid() {
    let session = lessonSession()
    let first = goal(in: session)
    #expect(!session.execute("editor.view.addSubview(label)").failed)
    let second = goal(in: session)
    // The shared messages (loadView, viewDidLoad, addSubview) are no longer marked.
    let marked = { (text: String) in text.split(separator: "\n").filter { $0.contains("+ ") }.count
    }
    #expect(marked(second) < marked(first))
    #expect(
      second.contains("  [2] outside → editor.view: addSubview(label)")
        || second.contains("addSubview(label)"))
  }

  @Test func aNarrowTerminalStacksThePanels() {
    let output = goal(in: lessonSession(width: 60))
    #expect(!output.contains("yours now  "))
    #expect(output.contains("\nyours now\n"))
    #expect(output.contains("\nthe goal\n"))
  }

  @Test func aDemonstrationHasNothingToDraw() {
    let session = lessonSession()
    _ = session.execute("editor.view.addSubview(label)")
    _ = session.execute("window.rootViewController = editor")
    _ = session.execute("window.makeKeyAndVisible()")
    #expect(session.tutor.active?.stepIndex == 1)
    #expect(goal(in: session).contains("Step 2 is a demonstration"))
  }

  @Test func itSpeaksTheLearnersLanguage() {
    let hans = goal(in: lessonSession(language: .zhHans))
    #expect(hans.contains("第 1 步要达到的样子"))
    let hant = goal(in: lessonSession(language: .zhHant))
    #expect(hant.contains("你的世界完全沒有改變"))
  }
}
