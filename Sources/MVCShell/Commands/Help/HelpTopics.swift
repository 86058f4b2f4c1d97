import MVCLocalization
import MVCRuntime

/// The topics of `:help`: every statement form and every meta-command, each with an example
/// (a command's comes from its type). The examples are code and stay in English; the prose
/// comes from the catalogs (`help.<topic>` or `help.cmd.<command>` for the one-line summary,
/// the same key with `.more` for the details).
enum HelpTopics {
  struct Topic {
    var name: String
    var example: String
  }

  /// Statement forms, in the order a learner meets them.
  static let statements: [Topic] = [
    Topic(
      name: "class",
      example: "class Contact: Model { var name = \"Ada\"; var friends: [Contact] = [] }"),
    Topic(name: "let", example: "let ada = Contact()"),
    Topic(name: "property", example: "ada.name = \"Linus\"      // or just: ada.name"),
    Topic(
      name: "views",
      example: "let field = TextField(placeholder: \"Name\")\neditor.view.addSubview(field)"),
    Topic(name: "controller", example: "let editor = ViewController(title: \"Edit Contact\")"),
    Topic(name: "bind", example: "editor.bind(field, to: ada, key: \"name\")"),
    Topic(
      name: "target",
      example:
        "class Editor: ViewController { func save() { print(\"saved\") } }\nlet editor = Editor()\nbutton.addTarget(editor, action: #selector(save), for: .touchUpInside)"
    ),
    Topic(
      name: "delegate",
      example:
        "class Picker: ViewController, ListViewDelegate {\n  func listView(_ list: ListView, didSelectRowAt row: Int) { print(row) }\n}\nlist.delegate = picker"
    ),
    Topic(name: "observe", example: "ada.addObserver(editor, forKeyPath: \"name\")"),
    Topic(
      name: "notification",
      example:
        "NotificationCenter.default.addObserver(editor, selector: #selector(saved), name: \"Saved\")\nNotificationCenter.default.post(name: \"Saved\", object: ada)"
    ),
    Topic(name: "tap", example: "tap(saveButton)"),
    Topic(name: "type", example: "type(field, \"Grace\")"),
    Topic(name: "toggle", example: "toggle(favoriteSwitch)"),
    Topic(name: "select", example: "select(list, row: 0)"),
    Topic(
      name: "protocol",
      example: "protocol EditorDelegate: AnyObject { func editorDidSave(_ editor: Editor) }"),
    Topic(name: "window", example: "window.rootViewController = tabs\nwindow.makeKeyAndVisible()"),
    Topic(
      name: "child",
      example:
        "container.addChild(child)\ncontainer.view.addSubview(child.view)\nchild.didMove(toParent: container)"
    ),
    Topic(
      name: "navigation",
      example:
        "let nav = NavigationController(rootViewController: list)\nnav.pushViewController(detail, animated: true)\nnav.popViewController(animated: true)"
    ),
    Topic(
      name: "tabs",
      example:
        "let tabs = TabBarController()\ntabs.viewControllers = [nav, favorites, settings]\nfavorites.tabBarItem.badgeValue = \"2\"\ntabs.selectedIndex = 1"
    ),
    Topic(
      name: "present",
      example:
        "editor.modalPresentationStyle = .fullScreen\ndetail.present(editor, animated: true, completion: nil)\ndetail.dismiss(animated: true, completion: nil)"
    ),
    budget,
  ]

  /// What a statement may spend, last: a learner meets it only when something runs away.
  static let budget = Topic(
    name: "budget",
    example:
      "class A: Model { func f(_ n: Int) { if n != 0 { f(n - 1); f(n - 1) } } }\nlet a = A()\na.f(40)"
  )

  /// Meta-commands, with the example each command gives, in the order of ``CommandTable``.
  static var commands: [Topic] {
    CommandTable.commands.map { Topic(name: $0.name, example: $0.example) }
  }

  /// Every topic's name: statement forms, then commands with their colon.
  static var names: [String] { (statements.map(\.name) + commands.map { ":" + $0.name }) }
}
