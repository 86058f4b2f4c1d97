import MVCLocalization
import Testing

@testable import MVCShell
@testable import MVCTutor

/// The lesson format's newer parts: covers, wrong attempts, questions, conditional hints, and
/// the goals that cannot be gamed.
@Suite struct LessonFormatTests {
  static let text = """
    lesson: demo
    title: lesson.demo.title
    covers: 7, 13
    step: first
    say: lesson.demo.first.say
    solution: let a = Label(text: "x")
    goal a: object a is exactly Label
    wrong alias: let b = Label()
    wrong alias: let a = b
    wrong other: let a = View()
    hint: lesson.demo.first.hint.1
    hint when a unmet: lesson.demo.first.hint.2
    hint when b exists: lesson.demo.first.hint.3
    predict: lesson.demo.first.predict
    choice: `editor`
    choice: lesson.demo.first.nobody
    answer: 1
    explain: lesson.demo.first.why
    """

  @Test func everyNewDirectiveIsRead() throws {
    let lesson = try LessonParser.parse(Self.text, file: "01-demo.lesson")
    #expect(lesson.covers == [7, 13])
    #expect(lesson.coversLine == 3)
    let step = lesson.steps[0]
    #expect(step.wrongAttempts.map(\.name) == ["alias", "other"])
    #expect(step.wrongAttempts[0].lines == ["let b = Label()", "let a = b"])
    #expect(step.wrongAttempts[0].lineNumbers == [8, 9])
    #expect(step.hints.map(\.condition) == [nil, .goalUnmet("a"), .nameExists("b")])
    let prediction = try #require(step.prediction)
    #expect(prediction.choices == [.code("editor"), .words(key: "lesson.demo.first.nobody")])
    #expect(prediction.choice(answering: "1") == 0)
    #expect(prediction.choice(answering: " editor ") == 0)
    #expect(prediction.choice(answering: "`editor`") == 0)
    #expect(prediction.choice(answering: "9") == nil)
    #expect(lesson.keys.contains("lesson.demo.first.why"))
    #expect(step.solutionLines == [6])
  }

  @Test func predictionsAreKeptWithTheProgress() throws {
    var book = ProgressBook()
    book[lesson: "roles"].predictions = ["across": true, "view": false]
    let text = book.encoded
    #expect(text.contains("lesson roles predicted=across+,view-"))
    #expect(ProgressBook(decoding: text) == book)
  }

  @Test func anAliasIsNotANewLabel() {
    let session = Session(options: SessionOptions())
    for line in [
      "class Contact: Model { var name = \"Ada\" }", "let ada = Contact()",
      "let field = TextField()", "let label = Label()", "let editor = ViewController()",
      "editor.bind(field, to: ada, key: \"name\")", "let badge = field",
    ] {
      _ = session.execute(line)
    }
    let goals = GoalEvaluator(world: session.world, traceStart: 0)
    #expect(
      goals.holds(
        .bound(view: ObjectPath(root: "badge"), model: ObjectPath(root: "ada"), key: "name")))
    #expect(!goals.holds(.objectIsExactly(name: "badge", className: "Label")))
    #expect(!goals.holds(.distinct(ObjectPath(root: "badge"), ObjectPath(root: "field"))))
    #expect(goals.holds(.distinct(ObjectPath(root: "label"), ObjectPath(root: "field"))))
  }

  @Test func checkSaysWhatHappenedInstead() throws {
    let session = Session(options: SessionOptions())
    _ = session.execute(":lesson mediator 2")
    _ = session.execute("let other = ViewController()")
    _ = session.execute("ada.name = \"Grace\"")
    let out = session.execute(":check").output
    #expect(out.contains("the nearest message:"), "\(out)")
    #expect(out.contains("not to `editor`") || out.contains("not from `field`"), "\(out)")
    #expect(!out.contains(">="))
  }

  @Test func aDeadEndIsToldAtOnceWithItsStatement() throws {
    let session = Session(options: SessionOptions())
    _ = session.execute(":lesson observing 4")
    let post = "NotificationCenter.default.post(name: \"ContactSaved\", object: ada)"
    let out = session.execute(post + "; " + post).output.split(separator: "\n").joined(
      separator: " ")
    #expect(out.contains("can no longer be met"), "\(out)")
    #expect(out.contains("‘NotificationCenter.default.post(name: \"ContactSaved\", object: ada)’"))
    #expect(out.contains(":undo"))
    let undo = session.execute(":undo").output
    #expect(undo.contains("Undone:"), "\(undo)")
  }

  @Test func undoAtTheStartOfAStepGoesBackAStepAndSaysSo() {
    let session = Session(options: SessionOptions())
    _ = session.execute(":lesson roles 2")
    let out = session.execute(":undo").output
    #expect(out.contains("back at step 1"), "\(out)")
    #expect(session.tutor.active?.stepIndex == 0)
  }

  @Test func nextAtTheEndOfALessonStartsTheNextLesson() {
    let session = Session(options: SessionOptions())
    _ = session.execute(":lesson roles 4")
    let out = session.execute(":next").output
    #expect(out.contains("On to the next lesson."), "\(out)")
    #expect(session.tutor.active?.lesson.id == "model-graph")
  }

  @Test func aCompletedLessonSaysWhatItTaught() {
    let session = Session(options: SessionOptions())
    var out = session.execute(":lesson views").output
    for step in LessonCatalog.embedded.lesson(named: "views")?.steps ?? []
    where !step.isDemonstration {
      for line in step.solution { out += session.execute(line).output }
    }
    // The demonstration asks its question first.
    if session.tutor.active?.isPredictionPending == true { out += session.execute("2").output }
    #expect(out.contains("What this lesson taught:"), "\(out)")
    #expect(out.contains("9. a view draws itself"))
    let progress = session.execute(":progress").output
    #expect(progress.contains("views"), "\(progress)")
    #expect(progress.contains("Syllabus points covered: 3 of 27."), "\(progress)")
  }
}

/// `receiver-class=`: a message to an object of a class, which no name need reach (a
/// controller pushed without a name and freed when popped).
@Suite struct ReceiverClassFilterTests {
  static func session() -> Session {
    let session = Session(options: SessionOptions())
    for line in [
      "window.makeKeyAndVisible()", "class Detail: ViewController { }",
      "class Special: Detail { }", "let list = ViewController(title: \"List\")",
      "let nav = NavigationController(rootViewController: list)",
      "window.rootViewController = nav",
    ] {
      _ = session.execute(line)
    }
    return session
  }

  @Test func aFreedControllerWithNoNameMeetsTheGoal() throws {
    let session = Self.session()
    let start = session.world.trace.count
    _ = session.execute("nav.pushViewController(Detail(title: \"Ada\"), animated: true)")
    let pushed = GoalEvaluator(world: session.world, traceStart: start)
    let freed = try GoalParser.parse("message selector=deinit receiver-class=Detail")
    let order = try GoalParser.parse(
      "message selector=viewDidAppear(_:) receiver-class=Detail before selector=deinit receiver-class=Detail"
    )
    #expect(!pushed.holds(freed))
    #expect(!pushed.holds(order))
    _ = session.execute("nav.popViewController(animated: true)")
    let popped = GoalEvaluator(world: session.world, traceStart: start)
    #expect(popped.holds(freed))
    #expect(popped.holds(order))
    #expect(!popped.holds(try GoalParser.parse("message selector=deinit receiver-class=Special")))
  }

  @Test func aSubclassCountsAndANamedControllerStaysAlive() throws {
    let session = Self.session()
    let start = session.world.trace.count
    _ = session.execute("let kept = Special(title: \"Kept\")")
    _ = session.execute("nav.pushViewController(kept, animated: true)")
    _ = session.execute("nav.popViewController(animated: true)")
    let goals = GoalEvaluator(world: session.world, traceStart: start)
    #expect(!goals.holds(try GoalParser.parse("message selector=deinit receiver-class=Detail")))
    #expect(
      goals.holds(try GoalParser.parse("message selector=viewDidDisappear receiver-class=Detail")))
    #expect(goals.holds(.alive(ObjectPath(root: "kept"))))
    #expect(!goals.holds(.freed("kept")))
  }

  @Test func aMissNamesTheClassAndTheGoalReadsInWords() throws {
    let session = Self.session()
    let start = session.world.trace.count
    _ = session.execute("list.title = \"Contacts\"")
    let filter = MessageFilter(selector: "setValue(_:forKey:)", receiverClass: "Detail")
    let goals = GoalEvaluator(world: session.world, traceStart: start)
    guard case .message(_, let differences, _)? = goals.miss(.message(filter)) else {
      Issue.record("no nearest message")
      return
    }
    #expect(differences == [.receiverClass])
    #expect(filter.source == "selector=setValue(_:forKey:) receiver-class=Detail")
    let words = GoalDescriber(localizer: session.localizer).describe(filter)
    #expect(words.contains("received by an object of class `Detail`"))
  }
}
