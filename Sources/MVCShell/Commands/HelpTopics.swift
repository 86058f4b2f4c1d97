import MVCLocalization
import MVCRuntime

/// The topics of `:help`: every statement form and every meta-command, each with an example.
/// The examples are code and stay in English; the prose comes from the catalogs
/// (`help.<topic>` for the one-line summary, `help.<topic>.more` for the details).
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
  ]

  /// Meta-commands, with an example use.
  static let commands: [Topic] = [
    Topic(name: "help", example: ":help bind"),
    Topic(name: "trace", example: ":trace        :trace all        :trace diagram"),
    Topic(name: "explain", example: ":explain 3"),
    Topic(name: "step", example: ":step on"),
    Topic(name: "inspect", example: ":inspect ada"),
    Topic(name: "graph", example: ":graph"),
    Topic(name: "views", example: ":views"),
    Topic(name: "screen", example: ":screen"),
    Topic(name: "tree", example: ":tree"),
    Topic(name: "layout", example: ":layout"),
    Topic(name: "responders", example: ":responders field"),
    Topic(name: "device", example: ":device        :device classic"),
    Topic(name: "lang", example: ":lang zh-Hans"),
    Topic(name: "undo", example: ":undo"),
    Topic(name: "reset", example: ":reset"),
    Topic(name: "export", example: ":export mermaid        :export html all trace.html"),
    Topic(name: "save", example: ":save contacts.mvcsh"),
    Topic(name: "load", example: ":load contacts.mvcsh"),
    Topic(name: "lessons", example: ":lessons"),
    Topic(name: "lesson", example: ":lesson mediator        :lesson 4 2        :lesson stop"),
    Topic(name: "hint", example: ":hint"),
    Topic(name: "solution", example: ":solution"),
    Topic(name: "check", example: ":check"),
    Topic(name: "next", example: ":next"),
    Topic(name: "prev", example: ":prev"),
    Topic(name: "restart", example: ":restart"),
    Topic(name: "quit", example: ":quit"),
  ]

  static var names: [String] { (statements.map(\.name) + commands.map { ":" + $0.name }) }
}

extension Session {
  func help(_ argument: String) -> SessionResponse {
    let topic = argument.trimmed()
    let l = localizer
    if topic.isEmpty {
      var out = Style.heading.paint(l.string("help.title")) + "\n\n"
      out += Style.heading.paint(l.string("help.statements")) + "\n"
      for t in HelpTopics.statements {
        out +=
          "  " + TextWidthPad.pad(t.name, 14)
          + TextWrap.lines(l.string("help.\(t.name)"), width: options.width - 16).joined(
            separator: "\n" + String(repeating: " ", count: 16)) + "\n"
      }
      out += "\n" + Style.heading.paint(l.string("help.commands")) + "\n"
      for t in HelpTopics.commands {
        out +=
          "  " + TextWidthPad.pad(":" + t.name, 14)
          + TextWrap.lines(l.string("help.cmd.\(t.name)"), width: options.width - 16).joined(
            separator: "\n" + String(repeating: " ", count: 16)) + "\n"
      }
      out += "\n" + TextWrap.wrap(l.string("help.more"), width: options.width) + "\n"
      return SessionResponse(output: out)
    }
    let isCommand = topic.hasPrefix(":")
    let name = isCommand ? String(topic.dropFirst()) : topic
    let list = isCommand ? HelpTopics.commands : HelpTopics.statements
    let found =
      list.first { $0.name == name }
      ?? (isCommand ? nil : HelpTopics.commands.first { $0.name == name })
    guard let t = found else {
      let suggestion = NearestNameSuggest.suggest(topic, HelpTopics.names)
      var text = l.string("error.unknownHelpTopic", [String(topic.prefix(40))])
      if let suggestion { text += "\n   = " + l.string("diag.didYouMean", [suggestion]) }
      return failure(text)
    }
    let commandTopic =
      HelpTopics.commands.contains { $0.name == t.name }
      && (isCommand || !HelpTopics.statements.contains { $0.name == t.name })
    let key = commandTopic ? "help.cmd.\(t.name)" : "help.\(t.name)"
    var out = Style.heading.paint((commandTopic ? ":" : "") + t.name) + " — " + l.string(key) + "\n"
    if l.has(key + ".more") {
      out += "\n" + TextWrap.wrap(l.string(key + ".more"), width: options.width) + "\n"
    }
    out += "\n" + l.string("help.example") + "\n"
    for line in t.example.split(separator: "\n") {
      out += "    " + Style.value.paint(String(line)) + "\n"
    }
    return SessionResponse(output: out)
  }
}

enum TextWidthPad {
  static func pad(_ s: String, _ width: Int) -> String { TextWidth.padded(s, to: width) }
}

enum NearestNameSuggest {
  static func suggest(_ name: String, _ candidates: [String]) -> String? {
    NearestName.suggestion(for: name, among: candidates)
  }
}
