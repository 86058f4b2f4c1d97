import Foundation
import MVCLocalization
import MVCShell
import MVCTestSupport
import Testing

/// A whole lesson session per language, as a learner would type it (hints, a wrong turn,
/// the solution, :check, :prev, :restart, :next), compared with Golden/<name>.<lang>.out.
/// Set RECORD_GOLDEN=1 to re-record (the run fails), then read every changed file before
/// accepting it.
@Suite struct GoldenLessonTests {
  static let script = """
    :lessons
    :lesson mediator
    :hint
    editor.bind(field, to: ada, key: "name")
    :check
    :hint
    :hint
    :solution
    editor.bind(label, to: ada, key: "name")
    :lesson
    type(field, "Grace")
    :prev
    :restart
    :next
    :check
    ada.name = "Linus"
    nobody
    3
    let badge = Label()
    editor.view.addSubview(badge)
    editor.bind(badge, to: ada, key: "name")
    :lessons
    """

  @Test(arguments: Language.allCases)
  func lessonSessionMatchesGolden(_ language: Language) throws {
    let session = Session(options: SessionOptions(language: language, width: 80))
    let output = session.runScript(Self.script, bail: false, echo: true).output
    GoldenFile(directory: RepositoryFiles.golden)
      .check(output, named: "mediator.\(language.rawValue).out")
  }

  /// Lessons 15–17, each walked in English with a wrong turn, a hint, :check and every
  /// question answered (one of them wrongly): Golden/<id>.en.out.
  static let conceptScripts: [String: String] = [
    "responder-chain": """
    :lesson responder-chain
    class MailTabs: ViewController { var archived = 0; func archiveMessage(_ sender: Button) { archived += 1 } }
    :check
    class MailTabs: TabBarController { var archived = 0; func archiveMessage(_ sender: Button) { archived += 1 } }
    let inbox = Mailbox(title: "Inbox")
    let nav = NavigationController(rootViewController: inbox)
    let tabs = MailTabs()
    tabs.viewControllers = [nav, settings]
    window.rootViewController = tabs
    :responders inbox.archiveButton
    :hint
    inbox.archiveButton.addTarget(nil, action: #selector(MailTabs.archiveMessage(_:)), for: .touchUpInside)
    tap(inbox.archiveButton)
    inbox
    class MessageScreen: Mailbox { var archivedHere = false; func archiveMessage(_ sender: Button) { archivedHere = true; navigationController?.popViewController(animated: true) } }
    let reading = MessageScreen(title: "Hello")
    nav.pushViewController(reading, animated: true)
    reading.archiveButton.addTarget(nil, action: #selector(MessageScreen.archiveMessage(_:)), for: .touchUpInside)
    tap(reading.archiveButton)
    reading
    tabs.archived
    """,
    "presentation-context": """
    :lesson presentation-context
    let composer = ViewController(title: "New Message")
    composer.modalPresentationStyle = .fullScreen
    :hint
    inbox.present(composer, animated: true, completion: nil)
    tabs
    let draft = ViewController(title: "Draft")
    draft.modalPresentationStyle = .currentContext
    inbox.present(draft, animated: true, completion: nil)
    1
    :screen
    tabs.selectedIndex = 1
    2
    tabs.definesPresentationContext = true
    :check
    :restart
    inbox.definesPresentationContext = true
    let note = ViewController(title: "Note")
    note.modalPresentationStyle = .currentContext
    inbox.present(note, animated: true, completion: nil)
    both
    :screen
    """,
    "lifetimes": """
    :lesson lifetimes
    let detail = Detail(title: "Ada")
    nav.pushViewController(detail, animated: true)
    nav.popViewController(animated: true)
    :check
    :restart
    nav.pushViewController(Detail(title: "Ada"), animated: true)
    nav.popViewController(animated: true)
    2
    var reader: Detail? = Detail(title: "Grace")
    nav.pushViewController(reader!, animated: true)
    nav.popViewController(animated: true)
    1
    reader = nil
    var chooser: Chooser? = Chooser(title: "Choose")
    chooser?.keep(StrongPicker(title: "Pick"))
    chooser = nil
    3
    :leaks
    :hint
    var other: Chooser? = Chooser(title: "Choose again")
    other?.hold(Picker(title: "Pick"))
    other = nil
    :leaks
    :lessons
    """,
  ]

  @Test(arguments: ["responder-chain", "presentation-context", "lifetimes"])
  func conceptLessonMatchesGolden(_ id: String) throws {
    let session = Session(options: SessionOptions(language: .en, width: 80))
    let script = try #require(Self.conceptScripts[id])
    let output = session.runScript(script, bail: false, echo: true).output
    GoldenFile(directory: RepositoryFiles.golden).check(output, named: "\(id).en.out")
  }
}
