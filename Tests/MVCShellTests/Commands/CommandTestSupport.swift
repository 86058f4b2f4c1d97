import MVCLocalization
import MVCShell
import MVCTestSupport
import MVCTutor
import Testing

/// What the command tests share: a session that has run a small app, and a check that a line
/// is refused without changing anything.
enum CommandTest {
  /// A contact bound to a label in a controller that is on screen, then renamed: the last
  /// statement sends three messages (the model's change, its observer, the label's update).
  static let contacts = """
    class Contact: Model { var name = "Ada" }
    let ada = Contact(); let label = Label(); let field = TextField()
    let editor = ViewController(title: "Edit")
    editor.view.addSubview(label)
    editor.view.addSubview(field)
    window.rootViewController = editor
    window.makeKeyAndVisible()
    editor.bind(label, to: ada, key: "name")
    ada.name = "Grace"
    """

  /// A lesson whose first step is a demonstration, done before the learner types anything, and
  /// not its last (every built-in lesson ends with its demonstration): what `:check` and
  /// `:next` do with a step already done.
  static let watchFirst = LessonCatalog(files: [
    "watch-first.lesson": """
    lesson: watch-first
    title: lesson.roles.title

    step: watch
    say: lesson.roles.view.say.1
    demo: let label = Label(text: "?")
    goal label: object label plays view

    step: controller
    say: lesson.roles.controller.say.1
    solution: let editor = ViewController(title: "Contact")
    goal editor: object editor plays controller
    hint: lesson.roles.controller.hint.1
    """
  ])

  /// A session (English, no colour, 80 columns, files in memory) that has run `script`.
  static func session(
    _ script: String = contacts, language: Language = .en, interactive: Bool = false,
    files: MemoryFileSystem = MemoryFileSystem(),
    programs: any ExternalPrograms = NoExternalPrograms(),
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> Session {
    let session = Session(
      options: SessionOptions(language: language, interactive: interactive, width: 80),
      fileSystem: files, programs: programs)
    if !script.isEmpty {
      let run = session.runScript(script, bail: true)
      #expect(!run.failed, "the script failed:\n\(run.output)", sourceLocation: sourceLocation)
    }
    return session
  }
}

/// Programs a test stands in for: records what was opened and answers edits as told.
final class FakePrograms: ExternalPrograms {
  /// Whether the opener succeeds.
  var opens: Bool
  /// Every target opened, in order.
  var opened: [String] = []
  /// What each edit comes to, given the text it was handed.
  var editor: (String) -> EditOutcome
  /// Every text handed to the editor, in order.
  var edited: [String] = []

  init(opens: Bool = true, editor: @escaping (String) -> EditOutcome = { .saved($0) }) {
    self.opens = opens
    self.editor = editor
  }

  func open(_ target: String) -> Bool {
    opened.append(target)
    return opens
  }

  func edit(_ text: String, suffix: String) -> EditOutcome {
    edited.append(text)
    return editor(text)
  }
}

/// Runs a line the session must refuse: it fails, what it says contains each of `words`, and
/// the world (every object, name and message) and the session's log are as they were.
@discardableResult
func expectRefusal(
  _ line: String, in session: Session, saying words: String...,
  sourceLocation: SourceLocation = #_sourceLocation
) -> SessionResponse {
  let before = WorldSnapshot(session.world)
  let log = session.log
  let response = session.execute(line)
  #expect(response.failed, "\(line) was not refused", sourceLocation: sourceLocation)
  #expect(
    response.output.hasPrefix("error: "), "\(line): \(response.output)",
    sourceLocation: sourceLocation)
  // A refusal is a diagnostic: the front end writes it on standard error.
  #expect(
    response.standardOutput.isEmpty, "\(line) wrote on standard output: \(response.output)",
    sourceLocation: sourceLocation)
  for word in words {
    #expect(
      response.output.contains(word), "\(line) did not say ‘\(word)’:\n\(response.output)",
      sourceLocation: sourceLocation)
  }
  expectUnchanged(session.world, since: before, "\(line)", sourceLocation: sourceLocation)
  #expect(session.log == log, "\(line) changed the log", sourceLocation: sourceLocation)
  return response
}
