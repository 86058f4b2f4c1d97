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
    /// What a fresh session runs before the example, so that the names the example uses exist
    /// (the tests run every example after its setup; `:help` does not show it).
    var setup = ""
    /// The example runs away on purpose (`budget`): the tests expect it to be stopped.
    var runsAway = false
  }

  /// Statement forms, in the order a learner meets them: models and their classes, views and
  /// controllers, the user's actions, view controllers working together, then the language
  /// itself (control flow, values, closures), what it does not have, and the budget.
  static let statements: [Topic] =
    models + viewsAndControllers + user + together + language + [unsupported, budget]

  static let contact = "class Contact: Model { var name = \"Ada\"; var friends: [Contact] = [] }"

  static let models: [Topic] = [
    Topic(name: "class", example: contact),
    Topic(name: "let", example: "let ada = Contact()\nvar count = 0", setup: contact),
    Topic(
      name: "property", example: "ada.name = \"Linus\"      // or just: ada.name",
      setup: contact + "\nlet ada = Contact()"),
    Topic(
      name: "func",
      example: """
        class Counter: Model {
          var count = 0
          func add(_ n: Int, times: Int) -> Int {
            count += n * times
            return count
          }
        }
        let counter = Counter()
        counter.add(2, times: 3)
        """),
    Topic(
      name: "init",
      example: """
        class Contact: NSObject {
          var name: String
          init(name: String) { self.name = name; super.init() }
        }
        class DetailViewController: UIViewController {
          let contact: Contact
          init(contact: Contact) {
            self.contact = contact
            super.init(nibName: nil, bundle: nil)
          }
          required init?(coder: NSCoder) { fatalError("no storyboards here") }
        }
        let detail = DetailViewController(contact: Contact(name: "Ada"))
        """),
    Topic(
      name: "override",
      example: """
        class Base: ViewController { func kind() -> String { return "base" } }
        class Screen: Base {
          override func viewDidLoad() { super.viewDidLoad(); print("loaded") }
          override func kind() -> String { return "screen, " + super.kind() }
        }
        let screen = Screen(title: "Main")
        screen.loadViewIfNeeded()
        screen.kind()
        """),
    Topic(
      name: "objc",
      example: """
        class Contact: NSObject { @objc dynamic var name = "Ada" }
        class Editor: UIViewController { @objc func save() { print("saved") } }
        let editor = Editor(); let save = UIButton()
        save.addTarget(editor, action: #selector(Editor.save), for: .touchUpInside)
        """),
    Topic(
      name: "protocol",
      example: "protocol EditorDelegate: AnyObject { func editorDidSave(_ editor: Editor) }",
      setup: "class Editor: ViewController { }"),
  ]

  static let editor = "let editor = ViewController(title: \"Edit Contact\")"

  static let viewsAndControllers: [Topic] = [
    Topic(
      name: "views",
      example: "let field = TextField(placeholder: \"Name\")\neditor.view.addSubview(field)",
      setup: editor),
    Topic(
      name: "controller",
      example: """
        class EditorController: ViewController {
          let field = TextField(placeholder: "Name")
          override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(field)
          }
        }
        let editor = EditorController(title: "Edit Contact")
        """),
    Topic(
      name: "bind", example: "editor.bind(field, to: ada, key: \"name\")",
      setup: """
        \(contact)
        let ada = Contact()
        \(editor)
        let field = TextField(placeholder: "Name")
        editor.view.addSubview(field)
        """),
    Topic(
      name: "target",
      example:
        "class Editor: UIViewController { @objc func save() { print(\"saved\") } }\nlet editor = Editor()\nbutton.addTarget(\n  editor, action: #selector(Editor.save), for: .touchUpInside)",
      setup: "let button = Button(title: \"Save\")"),
    Topic(
      name: "action",
      example: """
        let save = UIButton(type: .system)
        save.setTitle("Save", for: .normal)
        save.addAction(UIAction { _ in print("saved") }, for: .touchUpInside)
        let go = UIButton(primaryAction: UIAction(title: "Go") { _ in print("go") })
        tap(save)
        """),
    Topic(
      name: "delegate",
      example: """
        class Picker: ViewController, ListViewDelegate {
          func listView(_ list: ListView, didSelectRowAt row: Int) { print(row) }
        }
        let picker = Picker()
        list.delegate = picker
        """,
      setup: "let list = ListView(items: [\"Ada\", \"Grace\"])"),
    Topic(
      name: "observe",
      example: """
        class Editor: UIViewController {
          override func observeValue(
            forKeyPath keyPath: String?, of object: Any?,
            change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?
          ) {
            if let name = change?[.newKey] as? String { print("now", name) }
          }
        }
        let editor = Editor()
        ada.addObserver(editor, forKeyPath: "name", options: [.new], context: nil)
        let watch = ada.observe(\\.name) { contact, change in print(contact.name) }
        watch.invalidate()
        """,
      setup: "class Contact: NSObject { @objc dynamic var name = \"Ada\" }\nlet ada = Contact()\n"),
    Topic(
      name: "notification",
      example: """
        extension Notification.Name {
          static let contactSaved = Notification.Name("ContactSaved")
        }
        NotificationCenter.default.addObserver(
          editor, selector: #selector(Editor.saved), name: .contactSaved,
          object: ada)
        NotificationCenter.default.post(name: .contactSaved, object: ada)
        let token = NotificationCenter.default.addObserver(
          forName: .contactSaved, object: nil, queue: nil) { note in
          print(note.name)
        }
        NotificationCenter.default.removeObserver(token)
        """,
      setup: """
        \(contact)
        let ada = Contact()
        class Editor: ViewController { @objc func saved() { print("saved") } }
        let editor = Editor()
        """),
  ]

  static let user: [Topic] = [
    Topic(
      name: "tap", example: "tap(saveButton)", setup: "let saveButton = Button(title: \"Save\")"),
    Topic(
      name: "type", example: "type(field, \"Grace\")",
      setup: "let field = TextField(placeholder: \"Name\")"),
    Topic(
      name: "toggle", example: "toggle(favoriteSwitch)", setup: "let favoriteSwitch = Switch()"),
    Topic(
      name: "returnKey",
      example: """
        extension FormViewController {
          func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            if textField === nameField {
              phoneField.becomeFirstResponder()
            } else {
              textField.resignFirstResponder()
            }
            return true
          }
        }
        returnKey(form.nameField)          // begins editing, then on to phoneField
        form.phoneField.isFirstResponder   // true
        returnKey(form.phoneField)         // the keyboard goes away
        """,
      setup: """
        class FormViewController: UIViewController, UITextFieldDelegate {
          let nameField = UITextField(); let phoneField = UITextField()
          override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(nameField); view.addSubview(phoneField)
            nameField.delegate = self; phoneField.delegate = self
          }
        }
        let form = FormViewController()
        window.rootViewController = form; window.makeKeyAndVisible()
        """),
    Topic(
      name: "select", example: "select(list, row: 0)",
      setup: "let list = ListView(items: [\"Ada\", \"Grace\"])"),
    Topic(
      name: "swipeDown", example: "editor.isModalInPresentation = false\nswipeDown(editor)",
      setup: home
        + "\nlet editor = ViewController(title: \"Editor\")\nhome.present(editor, animated: true)"),
  ]

  /// A controller on screen, which the presentation topics present from.
  static let home = """
    let home = ViewController(title: "Home")
    window.rootViewController = home
    window.makeKeyAndVisible()
    """

  static let together: [Topic] = [
    Topic(
      name: "window", example: "window.rootViewController = tabs\nwindow.makeKeyAndVisible()",
      setup: "let tabs = TabBarController()\ntabs.viewControllers = [ViewController(title: \"A\")]"),
    Topic(
      name: "child",
      example:
        "container.addChild(child)\ncontainer.view.addSubview(child.view)\nchild.didMove(toParent: container)",
      setup: "let container = ViewController(title: \"Container\")\nlet child = ViewController()"),
    Topic(
      name: "navigation",
      example:
        "let nav = NavigationController(rootViewController: list)\nnav.pushViewController(detail, animated: true)\nnav.popViewController(animated: true)",
      setup:
        "let list = ViewController(title: \"Contacts\")\nlet detail = ViewController(title: \"Contact\")"
    ),
    Topic(
      name: "tabs",
      example:
        "let tabs = TabBarController()\ntabs.viewControllers = [nav, favorites, settings]\nfavorites.tabBarItem.badgeValue = \"2\"\ntabs.selectedIndex = 1",
      setup: """
        let nav = NavigationController(rootViewController: ViewController(title: "Contacts"))
        let favorites = ViewController(title: "Favorites")
        let settings = ViewController(title: "Settings")
        """),
    Topic(
      name: "present",
      example:
        "editor.modalPresentationStyle = .fullScreen\ndetail.present(editor, animated: true, completion: nil)\ndetail.dismiss(animated: true, completion: nil)",
      setup: """
        let detail = ViewController(title: "Contact")
        window.rootViewController = detail
        window.makeKeyAndVisible()
        \(editor)
        """),
    Topic(
      name: "completion",
      example: """
        let editor = ViewController(title: "Editor")
        home.present(editor, animated: true) { print("editor is on screen") }
        editor.dismiss(animated: true, completion: { print("editor is gone") })
        """,
      setup: home),
    Topic(
      name: "alert",
      example: """
        let alert = UIAlertController(
          title: "Delete?", message: "Really?", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Keep", style: .cancel, handler: nil))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in
          print("deleted")
        })
        home.present(alert, animated: true)
        tap(alert.actions[1])
        """,
      setup: home),
    Topic(
      name: "popover",
      example: """
        let picker = ViewController(title: "Colours")
        picker.modalPresentationStyle = .popover
        picker.popoverPresentationController?.sourceView = home.view
        home.present(picker, animated: true)
        """,
      setup: home),
  ]

  static let language: [Topic] = [
    Topic(
      name: "if",
      example: """
        let count = 3
        if count == 0 {
          print("none")
        } else if count < 5 {
          print("a few")
        } else {
          print("many")
        }
        let selected: String? = "Ada"
        if let name = selected, !name.isEmpty { print(name) }
        """),
    Topic(
      name: "guard",
      example: """
        class Greeter: Model {
          func greet(_ name: String?) -> String {
            guard let name = name, !name.isEmpty else { return "Hello, stranger" }
            return "Hello, \\(name)"
          }
        }
        Greeter().greet(nil)
        """),
    Topic(
      name: "switch",
      example: """
        let count = 4
        switch count {
        case 0: print("none")
        case 1...3: print("a few")
        case 4, 5: print("several")
        default: print("many")
        }
        switch editor.modalPresentationStyle {
        case .fullScreen, .overFullScreen: print("covers the screen")
        default: break
        }
        switch count {
        case let n where n > 10: print("large: \\(n)")
        case let n: print("small: \\(n)")
        }
        """,
      setup: editor),
    Topic(
      name: "for",
      example: """
        for name in ["Ada", "Grace"] { print(name) }
        for (i, name) in ["Ada", "Grace"].enumerated() { print(i, name) }
        for i in 0..<3 { print(i) }
        for c in "abc" { print(c) }
        for i in 1...10 {
          if i % 2 == 0 { continue }
          if i > 5 { break }
          print(i)
        }
        """),
    Topic(
      name: "while",
      example: """
        var n = 1
        while n < 100 { n *= 2 }
        repeat { n -= 30 } while n > 0
        n
        """),
    Topic(
      name: "operators",
      example: """
        let items = 3; let done = false
        1 + 2 * 3
        7 / 2; 7 % 2; 7.0 / 2
        items > 2 && !done ? "busy" : "idle"
        let nickname: String? = nil
        nickname ?? "none"
        0..<3; 1...3
        """),
    Topic(
      name: "interpolation",
      example: """
        let name = "Ada"; let count = 3
        "Hello, \\(name)! You have \\(count + 1) messages."
        print("\\(name) has \\(count > 1 ? "friends" : "a friend")")
        name.count; name.uppercased(); name.hasPrefix("A")
        """),
    Topic(
      name: "array",
      example: """
        var names = ["Grace", "Ada"]
        names.append("Linus"); names.insert("Alan", at: 0)
        names.count; names[1]; names.contains("Ada"); names.sorted()
        names.filter { $0.count > 3 }.map { $0.uppercased() }
        names.first(where: { $0.hasPrefix("L") }) ?? "none"
        names.reduce(0) { $0 + $1.count }
        names.joined(separator: ", ")
        """),
    Topic(
      name: "dictionary",
      example: """
        var ages = ["Ada": 36, "Grace": 85]
        ages["Linus"] = 54
        ages["Ada"] ?? 0
        ages["Grace"] = nil
        ages.count; ages.keys
        for (name, age) in ages { print("\\(name) is \\(age)") }
        var empty: [String: Int] = [:]
        """),
    Topic(
      name: "lifetime",
      example: """
        class Node: NSObject { var next: Node?; deinit { print("freed") } }
        var a = Node()
        a = Node()          // the first node is freed: its deinit runs
        var b = Node()
        a.next = b; b.next = a
        a = Node(); b = Node()   // the two hold each other: :leaks lists them
        """),
    Topic(
      name: "closure",
      example: """
        let double = { (n: Int) -> Int in return n * 2 }
        double(21)
        ["Ada", "Grace"].map { $0.uppercased() }
        class Loader: Model {
          var onDone: ((String) -> Void)?
          func load(completion: (String) -> Void) { completion("loaded") }
        }
        let loader = Loader()
        loader.load { result in print(result) }
        loader.onDone = { text in print("done: \\(text)") }
        loader.onDone?("now")
        """),
    Topic(
      name: "cast",
      example: """
        if let detail = nav.topViewController as? DetailViewController {
          detail.name = "Ada"
        }
        nav.topViewController is UITableViewController      // false
        let first = nav.viewControllers[0] as! DetailViewController
        let shown = first as UIViewController
        """,
      setup: """
        class DetailViewController: UIViewController { var name = "" }
        let nav = UINavigationController(rootViewController: DetailViewController())
        """),
    Topic(
      name: "observer",
      example: """
        class DetailViewController: UIViewController {
          let nameLabel = UILabel()
          var contact: Contact? {
            willSet { print("showing \\(newValue?.name ?? "nobody")") }
            didSet {
              if oldValue !== contact { nameLabel.text = contact?.name }
            }
          }
        }
        let detail = DetailViewController(); detail.contact = Contact()
        """,
      setup: "class Contact: NSObject { var name = \"Ada\" }"),
    Topic(
      name: "computed",
      example: """
        class Contact: NSObject {
          var first = "Ada"; var last = "Lovelace"; var rating = 0
          var fullName: String { first + " " + last }
          var isFavorite: Bool {
            get { rating > 0 }
            set { rating = newValue ? 5 : 0 }
          }
        }
        let ada = Contact(); let nameLabel = UILabel()
        nameLabel.text = ada.fullName; ada.isFavorite = true
        """),
    Topic(
      name: "extension",
      example: """
        extension ListViewController: UITableViewDataSource {
          func tableView(_ tv: UITableView, numberOfRowsInSection s: Int) -> Int {
            return names.count
          }
          func tableView(_ tv: UITableView, cellForRowAt path: IndexPath)
            -> UITableViewCell {
            let cell = tv.dequeueReusableCell(withIdentifier: "Cell", for: path)
            cell.textLabel?.text = names[path.row]; return cell
          }
        }
        """,
      setup: """
        class ListViewController: UIViewController {
          let tableView = UITableView()
          var names = ["Ada", "Grace"]
        }
        let list = ListViewController()
        list.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        """),
    Topic(
      name: "static",
      example: """
        class ContactStore: NSObject {
          static let shared = ContactStore()    // made the first time it is read
          var names = ["Ada", "Grace"]
        }
        class ContactCell: UITableViewCell { }
        extension ContactCell { static let reuseIdentifier = "ContactCell" }
        class ListViewController: UIViewController {
          let tableView = UITableView()
          var store: ContactStore?              // handed in, not read as .shared
        }
        let list = ListViewController()
        list.store = ContactStore.shared
        list.tableView.register(
          ContactCell.self, forCellReuseIdentifier: ContactCell.reuseIdentifier)
        """),
    Topic(
      name: "enum",
      example: """
        enum LoadState { case loading, loaded([String]), failed(message: String) }
        class ListViewController: UIViewController {
          let statusLabel = UILabel()
          var state: LoadState = .loading { didSet { switch state {
            case .loading: statusLabel.text = "Loading…"
            case .loaded(let names): statusLabel.text = "\\(names.count) contacts"
            case let .failed(message): statusLabel.text = "Failed: \\(message)"
          } } }
        }
        let list = ListViewController(); list.state = .loaded(["Ada", "Grace"])
        """),
    Topic(
      name: "struct",
      example: """
        struct Contact { var name: String; var phone = "" }   // a value
        class DetailViewController: UIViewController {
          let label = UILabel()
          var contact = Contact(name: "Ada") {
            didSet { label.text = contact.name }
          }
        }
        let detail = DetailViewController()
        detail.contact.name = "Grace"           // stored back: didSet runs
        var copy = detail.contact; copy.name = "Linus"
        print(detail.contact.name, copy.name)   // Grace Linus: two values
        """),
    Topic(
      name: "mainqueue",
      example: """
        class DetailViewController: UIViewController {
          let nameLabel = UILabel()
          func downloadDidFinish(_ contact: Contact) {
            DispatchQueue.main.async { self.nameLabel.text = contact.name }
            print("queued the label's update")
          }
        }
        let detail = DetailViewController()
        detail.downloadDidFinish(Contact())
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { print("later") }
        """,
      setup: "class Contact: NSObject { var name = \"Ada\" }"),
    Topic(name: "import", example: "import UIKit\nimport Foundation"),
    Topic(
      name: "uikit-names",
      example: """
        let label = UILabel()          // the same class as Label()
        class Contact: NSObject { var name = "Ada" }     // NSObject plays Model
        class Detail: UIViewController, UITextFieldDelegate { }
        let nav = UINavigationController(rootViewController: Detail())
        """),
  ]

  /// What Swift has that the sandbox does not: each comment names it and the line below writes
  /// the alternative.
  static let unsupported = Topic(
    name: "unsupported",
    example: """
      // func greet() at the prompt  →  a closure kept in a name
      let greet = { (name: String) in "Hello, \\(name)" }
      // let pair = ("Ada", 36)  →  two names
      let name = "Ada"; let age = 36
      """)

  /// What a statement may spend, last: a learner meets it only when something runs away.
  static let budget = Topic(
    name: "budget",
    example:
      "class A: Model { func f(_ n: Int) { if n != 0 { f(n - 1); f(n - 1) } } }\nlet a = A()\na.f(40)",
    runsAway: true
  )

  /// Meta-commands, with the example each command gives, in the order of ``CommandTable``.
  static var commands: [Topic] {
    CommandTable.commands.map { Topic(name: $0.name, example: $0.example) }
  }

  /// Every topic's name: statement forms, then commands with their colon.
  static var names: [String] { (statements.map(\.name) + commands.map { ":" + $0.name }) }
}
