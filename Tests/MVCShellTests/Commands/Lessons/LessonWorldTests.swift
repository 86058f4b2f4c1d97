import MVCShell
import MVCTutor
import Testing

/// The lesson's world stays true: freeing an object a goal needs is a dead end told at once,
/// and a class is not declared again while objects of it exist.
@Suite struct LessonWorldTests {
  /// A step whose goal needs the controller named `detail`, which the learner may free.
  static let freeable = LessonCatalog(files: [
    "freeable.lesson": """
    lesson: freeable
    title: lesson.navigation.title
    setup: var detail: ViewController? = ViewController(title: "Ada")

    step: rename
    say: lesson.navigation.push.say.1
    solution: detail?.title = "Grace"
    goal renamed: property detail.title == "Grace"
    hint: lesson.navigation.push.hint.1
    """
  ])

  @Test func freeingANeededObjectIsADeadEndNamingTheStatement() {
    let session = CommandTest.session("")
    session.useLessons(Self.freeable)
    _ = session.execute(":lesson freeable")
    let freed = session.execute("detail = nil")
    #expect(!freed.failed)
    let told = freed.output.split(separator: "\n").joined(separator: " ")
    #expect(
      told.contains("can no longer be met: ‘detail = nil’ freed detail, which it needs."),
      "\(freed.output)")
    #expect(told.contains("Type :undo to take it back, or :restart"))
    // Told once; :undo brings it back and the step can be solved.
    #expect(!session.execute("let other = Label()").output.contains("can no longer be met"))
    _ = session.execute(":undo")
    _ = session.execute(":undo")
    #expect(session.execute("detail?.title = \"Grace\"").output.contains("Step 1 done"))
  }

  @Test func aNameBoundAgainToANewObjectIsNoDeadEnd() {
    let session = CommandTest.session("")
    session.useLessons(Self.freeable)
    _ = session.execute(":lesson freeable")
    let rebound = session.execute("detail = ViewController(title: \"B\")")
    #expect(!rebound.failed, "\(rebound.output)")
    #expect(!rebound.output.contains("can no longer be met"))
  }

  @Test func aClassWithObjectsCannotBeDeclaredAgainInALesson() {
    let session = CommandTest.session(":lesson roles 2")
    let refused = expectRefusal(
      "class Contact: Model { var name = \"Grace\" }", in: session,
      saying: "class ‘Contact’ already has objects", "Type :restart")
    #expect(!refused.output.contains("✓"))
  }

  @Test func outsideALessonOrWithoutObjectsAClassMayBeDeclaredAgain() {
    let free = CommandTest.session(
      "class Contact: Model { var name = \"Ada\" }\nlet ada = Contact()")
    #expect(!free.execute("class Contact: Model { var name = \"Grace\" }").failed)
    let lesson = CommandTest.session(":lesson roles")
    #expect(!lesson.execute("class Contact: Model { var name = \"A\" }").failed)
    #expect(!lesson.execute("class Contact: Model { var name = \"Ada\" }").failed)
  }
}
