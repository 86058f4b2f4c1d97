import Testing

@testable import MVCRuntime

/// The acceptance scenario of the view-controller issue, at the World API level: the seed's
/// own example (a tab bar controller with four tabs, the first a navigation controller whose
/// root lists contacts; a row pushes a configured detail; the detail presents an editor full
/// screen; the editor's delegate — the detail — receives the saved contact and dismisses it;
/// then an editor presented `.currentContext` covers only the tab that defines the context).
/// Learner-written methods are Swift closures standing in for the script layer.
@Suite struct SeedExampleTests {
  final class App {
    let world = World()
    let invoker = ScriptedInvoker()
    var names: [String: ObjectID] = [:]

    subscript(_ name: String) -> ObjectID { names[name] ?? ObjectID(-1) }

    init() throws {
      world.invoker = invoker
      try declareClasses()
    }

    func let_(_ name: String, _ id: ObjectID) {
      world.bind(name: name, to: .object(id))
      names[name] = id
    }

    func declareClasses() throws {
      let w = world
      let i = invoker
      try w.transaction {
        try w.declare(
          ClassInfo(
            name: "Contact", superclass: "Model", kind: .model,
            properties: [
              PropertySchema(name: "name", type: .string, defaultValue: .string("")),
              PropertySchema(name: "phone", type: .string, defaultValue: .string("")),
            ], isUserDeclared: true))
        w.declare(ProtocolInfo(name: "EditorDelegate", requirements: ["editor(_:didSave:)"]))
        try w.declare(
          ClassInfo(
            name: "EditorController", superclass: "ViewController",
            kind: .controller(.viewController),
            properties: [
              PropertySchema(
                name: "contact", type: .optional(.object("Contact")), defaultValue: .null),
              PropertySchema(
                name: "delegate", type: .optional(.object("EditorDelegate")), defaultValue: .null,
                isWeak: true),
              PropertySchema(
                name: "field", type: .optional(.object("TextField")), defaultValue: .null),
            ],
            methods: [
              "viewDidLoad()": i.method { w, me, _ in
                let contact = try w.property("contact", of: me)
                let name =
                  try contact.objectID.map { try w.property("name", of: $0) } ?? .string("")
                let field = try w.instantiate("TextField", arguments: [("text", name)])
                try w.setProperty("field", of: me, to: .object(field))
                try w.addSubview(field, to: try w.loadViewIfNeeded(me))
                return .void
              },
              "save()": i.method { w, me, _ in
                guard let contact = try w.property("contact", of: me).objectID,
                  let field = try w.property("field", of: me).objectID
                else { return .void }
                try w.setProperty("name", of: contact, to: try w.property("text", of: field))
                if let delegate = try w.property("delegate", of: me).objectID {
                  try w.deliver(
                    "editor(_:didSave:)", to: delegate, arguments: [.object(me), .object(contact)],
                    kind: .delegate)
                }
                return .void
              },
            ], isUserDeclared: true))
        try w.declare(
          ClassInfo(
            name: "DetailController", superclass: "ViewController",
            kind: .controller(.viewController),
            properties: [
              PropertySchema(
                name: "contact", type: .optional(.object("Contact")), defaultValue: .null),
              PropertySchema(
                name: "nameLabel", type: .optional(.object("Label")), defaultValue: .null),
            ],
            methods: [
              "viewDidLoad()": i.method { w, me, _ in
                let contact = try w.property("contact", of: me)
                let name =
                  try contact.objectID.map { try w.property("name", of: $0) } ?? .string("")
                let label = try w.instantiate("Label", arguments: [("text", name)])
                try w.setProperty("nameLabel", of: me, to: .object(label))
                try w.addSubview(label, to: try w.loadViewIfNeeded(me))
                return .void
              },
              "edit()": i.method { w, me, _ in
                let editor = try w.instantiate(
                  "EditorController", arguments: [("title", .string("Edit"))])
                w.bind(name: "editor", to: .object(editor))
                // Data goes down before the destination's view loads (prepare(for:sender:)).
                try w.setProperty("contact", of: editor, to: try w.property("contact", of: me))
                try w.setProperty("delegate", of: editor, to: .object(me))
                try w.setProperty("modalPresentationStyle", of: editor, to: .enumCase("fullScreen"))
                try w.present(editor, from: me, animated: true)
                return .void
              },
              "editor(_:didSave:)": i.method { w, me, args in
                if let label = try w.property("nameLabel", of: me).objectID,
                  let contact = args[1].objectID
                {
                  try w.setProperty("text", of: label, to: try w.property("name", of: contact))
                }
                try w.dismiss(from: me, animated: true)
                return .void
              },
            ], protocols: ["EditorDelegate"], isUserDeclared: true))
        try w.declare(
          ClassInfo(
            name: "ContactsController", superclass: "ViewController",
            kind: .controller(.viewController),
            properties: [
              PropertySchema(
                name: "contacts", type: .array(.object("Contact")), defaultValue: .array([])),
              PropertySchema(
                name: "list", type: .optional(.object("ListView")), defaultValue: .null),
            ],
            methods: [
              "viewDidLoad()": i.method { w, me, _ in
                guard case .array(let contacts) = try w.property("contacts", of: me) else {
                  return .void
                }
                let names = try contacts.compactMap(\.objectID).map {
                  try w.property("name", of: $0)
                }
                let list = try w.instantiate("ListView", arguments: [("items", .array(names))])
                try w.setProperty("delegate", of: list, to: .object(me))
                try w.setProperty("list", of: me, to: .object(list))
                try w.addSubview(list, to: try w.loadViewIfNeeded(me))
                return .void
              },
              "listView(_:didSelectRowAt:)": i.method { w, me, args in
                guard case .array(let contacts) = try w.property("contacts", of: me),
                  let row = args[1].intValue, let contact = contacts[row].objectID
                else { return .void }
                let title = try w.property("name", of: contact)
                let detail = try w.instantiate("DetailController", arguments: [("title", title)])
                w.bind(name: "detail", to: .object(detail))
                try w.setProperty("contact", of: detail, to: .object(contact))
                guard let nav = try w.property("navigationController", of: me).objectID else {
                  return .void
                }
                try w.pushViewController(detail, onto: nav, animated: true)
                return .void
              },
            ], isUserDeclared: true))
      }
    }

    /// Builds the seed's app: four tabs, the first a navigation controller listing contacts.
    func build() throws {
      let w = world
      try w.transaction {
        let ada = try w.instantiate(
          "Contact", arguments: [("name", .string("Ada")), ("phone", .string("555-0100"))])
        let grace = try w.instantiate("Contact", arguments: [("name", .string("Grace"))])
        let_("ada", ada)
        let_("grace", grace)
        let contacts = try w.instantiate(
          "ContactsController",
          arguments: [
            ("title", .string("Contacts")), ("contacts", .array([.object(ada), .object(grace)])),
          ])
        let_("contacts", contacts)
      }
      try w.transaction {
        let nav = try w.instantiate(
          "NavigationController", arguments: [("rootViewController", .object(self["contacts"]))])
        let_("nav", nav)
        for name in ["Favorites", "Recents", "Settings"] {
          let_(
            name.lowercased(),
            try w.instantiate("ViewController", arguments: [("title", .string(name))]))
        }
        let tabs = try w.instantiate("TabBarController", arguments: [])
        let_("tabs", tabs)
      }
      try w.transaction {
        try w.setProperty(
          "viewControllers", of: self["tabs"],
          to: .array(["nav", "favorites", "recents", "settings"].map { .object(self[$0]) }))
      }
      try w.transaction {
        try w.setProperty("rootViewController", of: w.window, to: .object(self["tabs"]))
      }
      try w.transaction { try w.makeKeyAndVisible() }
    }

    /// "receiver selector" for each event since a mark.
    func steps(since mark: Int) -> [String] {
      world.trace[mark...].map { "\(world.displayName(of: $0.receiver)) \($0.selector)" }
    }
  }

  /// Checks that `expected` occur in `lines` in this order (other lines may come between).
  func expectInOrder(
    _ lines: [String], _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var index = lines.startIndex
    for step in expected {
      guard let found = lines[index...].firstIndex(of: step) else {
        Issue.record("missing or out of order: \(step)", sourceLocation: sourceLocation)
        return
      }
      index = found + 1
    }
  }

  @Test func theSeedsAppWorksEndToEnd() throws {
    let app = try App()
    try app.build()
    let w = app.world
    #expect(ControllerInvariants.violations(in: w).isEmpty)
    #expect(
      w.visibleControllers().map { w.displayName(of: $0.controller) } == [
        "tabs", "nav", "contacts",
      ])

    // Tapping a row pushes a detail configured with that contact, before its view loads.
    var mark = w.trace.count
    let list = try #require(try w.property("list", of: app["contacts"]).objectID)
    try w.transaction { try w.select(list, row: 1) }
    let detail = try #require(w.globals["detail"]?.objectID)
    expectInOrder(
      app.steps(since: mark),
      [
        "contacts listView(_:didSelectRowAt:)", "detail setValue(_:forKey:)",
        "nav pushViewController(_:animated:)", "detail willMove(toParent:)", "detail viewDidLoad()",
        "contacts viewWillDisappear(_:)", "detail viewWillAppear(_:)",
        "contacts viewDidDisappear(_:)",
        "detail viewDidAppear(_:)", "detail didMove(toParent:)",
      ])
    #expect(try w.property("topViewController", of: app["nav"]) == .object(detail))

    // The detail presents the editor full screen: UIKit reroutes the presentation to the root.
    mark = w.trace.count
    try w.transaction { _ = try w.call("edit()", on: detail, arguments: []) }
    let editor = try #require(w.globals["editor"]?.objectID)
    expectInOrder(
      app.steps(since: mark),
      [
        "detail edit()", "editor setValue(_:forKey:)", "detail present(_:animated:completion:)",
        "editor viewDidLoad()", "tabs viewWillDisappear(_:)", "detail viewWillDisappear(_:)",
        "editor viewWillAppear(_:)", "editor viewDidAppear(_:)", "tabs viewDidDisappear(_:)",
        "detail viewDidDisappear(_:)",
      ])
    #expect(try w.property("presentingViewController", of: editor) == .object(app["tabs"]))
    #expect(try w.property("presentedViewController", of: detail) == .object(editor))
    #expect(w.visibleControllers().map(\.controller) == [editor])

    // The user edits; the editor tells its delegate (the detail), which dismisses it.
    let field = try #require(try w.property("field", of: editor).objectID)
    try w.transaction { try w.type(field, text: "Grace Hopper") }
    mark = w.trace.count
    try w.transaction { _ = try w.call("save()", on: editor, arguments: []) }
    expectInOrder(
      app.steps(since: mark),
      [
        "editor save()", "grace setValue(_:forKey:)", "detail editor(_:didSave:)",
        "detail dismiss(animated:completion:)", "editor viewWillDisappear(_:)",
        "tabs viewWillAppear(_:)", "detail viewWillAppear(_:)", "detail viewDidAppear(_:)",
        "editor viewDidDisappear(_:)",
      ])
    let delegateHop = w.trace[mark...].first { $0.selector == "editor(_:didSave:)" }
    #expect(delegateHop?.kind == .delegate)
    #expect(delegateHop?.sender == .object(editor))
    let label = try #require(try w.property("nameLabel", of: detail).objectID)
    #expect(w.record(label).properties["text"] == .string("Grace Hopper"))
    #expect(w.record(detail).vc.presented == nil)
    #expect(w.sourceCouplings().isEmpty)
    #expect(ControllerInvariants.violations(in: w).isEmpty)

    // Presented again, over the current context of the navigation controller in the tab.
    try w.transaction {
      try w.setProperty("definesPresentationContext", of: app["nav"], to: .bool(true))
    }
    let navFrame = try #require(w.computeLayout().windowFrames[try w.loadViewIfNeeded(app["nav"])])
    mark = w.trace.count
    let second = try w.transaction { () -> ObjectID in
      let second = try w.instantiate(
        "EditorController", arguments: [("title", .string("Edit again"))])
      try w.setProperty("contact", of: second, to: .object(app["grace"]))
      try w.setProperty("delegate", of: second, to: .object(detail))
      try w.setProperty("modalPresentationStyle", of: second, to: .enumCase("currentContext"))
      try w.present(second, from: detail, animated: true)
      return second
    }
    expectInOrder(
      app.steps(since: mark),
      [
        "detail present(_:animated:completion:)", "nav viewWillDisappear(_:)",
        "detail viewWillDisappear(_:)", "EditorController#\(second.raw) viewWillAppear(_:)",
        "EditorController#\(second.raw) viewDidAppear(_:)", "nav viewDidDisappear(_:)",
      ])
    #expect(try w.property("presentingViewController", of: second) == .object(app["nav"]))
    // It covers only that tab's content: the tab bar controller stays on screen with its bar.
    #expect(w.record(app["tabs"]).vc.appearance == .appeared)
    let layout = w.computeLayout()
    let secondView = try w.loadViewIfNeeded(second)
    #expect(layout.windowFrames[secondView] == navFrame)
    let tabBar = try #require(w.record(app["tabs"]).vc.bar)
    #expect(w.isViewInWindow(tabBar))
    #expect(ControllerInvariants.violations(in: w).isEmpty)
    // The responder chain from the editor's field runs through the presenter to the app.
    let chain = w.responderChain(from: secondView).map { w.displayName(of: $0.responder) }
    #expect(chain.contains("nav") && chain.last == "application")
  }

  @Test func aDestinationTypedAsItsSourceIsPointedOut() throws {
    let app = try App()
    try app.build()
    let w = app.world
    try w.transaction {
      try w.declare(
        ClassInfo(
          name: "NosyDetail", superclass: "ViewController", kind: .controller(.viewController),
          properties: [
            PropertySchema(
              name: "source", type: .optional(.object("ContactsController")), defaultValue: .null)
          ], isUserDeclared: true))
    }
    let nosy = try w.transaction { () -> ObjectID in
      let nosy = try w.instantiate("NosyDetail", arguments: [])
      try w.setProperty("source", of: nosy, to: .object(app["contacts"]))
      try w.pushViewController(nosy, onto: app["nav"], animated: false)
      return nosy
    }
    #expect(
      w.sourceCouplings()
        == [
          SourceCoupling(
            destination: nosy, property: "source", source: app["contacts"],
            declaredType: "ContactsController")
        ])
  }
}
