import MVCTestSupport
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

    /// The object the world shows by `name` (`grace`, `contacts.list`), as a value.
    func o(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) -> Value {
      guard let record = world.records.first(where: { world.displayName(of: $0.id) == name })
      else {
        Issue.record("no object is shown as \(name)", sourceLocation: sourceLocation)
        return .void
      }
      return .object(record.id)
    }

    func let_(_ name: String, _ id: ObjectID) {
      world.bind(name: name, to: .object(id))
      names[name] = id
    }

    func declareClasses() throws {
      let w = world
      let i = invoker
      try w.statement {
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
      try w.statement {
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
      try w.statement {
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
      try w.statement {
        try w.setProperty(
          "viewControllers", of: self["tabs"],
          to: .array(["nav", "favorites", "recents", "settings"].map { .object(self[$0]) }))
      }
      try w.statement {
        try w.setProperty("rootViewController", of: w.window, to: .object(self["tabs"]))
      }
      try w.statement { try w.makeKeyAndVisible() }
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
    try w.statement { try w.select(list, row: 1) }
    let detail = try #require(w.globals["detail"]?.objectID)
    let selecting = TraceProbe(w, since: mark)
    let touch = selecting.expect(
      "touchesEnded(_:with:)", from: .user, to: "contacts.list", kind: .userInput, cause: .uncaused,
      role: .userToView, arguments: [])
    let didSelect = selecting.expect(
      "listView(_:didSelectRowAt:)", from: "contacts.list", to: "contacts", kind: .delegate,
      cause: .by(touch), role: .viewToController, arguments: [app.o("contacts.list"), .int(1)])
    selecting.expect(
      "init(title:)", from: "contacts", to: "detail", kind: .creation, cause: .by(didSelect),
      role: .controllerToController, arguments: [.string("Grace")])
    selecting.expect(
      "setValue(_:forKey:)", from: "contacts", to: "detail", kind: .call, cause: .by(didSelect),
      role: .controllerToController, arguments: [app.o("grace"), .string("contact")])
    let push = selecting.expect(
      "pushViewController(_:animated:)", from: "contacts", to: "nav", kind: .containment,
      cause: .by(didSelect), role: .controllerToController,
      arguments: [app.o("detail"), .bool(true)])
    selecting.expect(
      "willMove(toParent:)", from: "nav", to: "detail", kind: .containment, cause: .by(push),
      role: .controllerToController, arguments: [app.o("nav")],
      operation: "pushViewController(_:animated:)")
    selecting.expect(
      "loadView()", from: "detail", to: "detail", kind: .lifecycle, cause: .by(push),
      role: .controllerToController)
    let detailDidLoad = selecting.expect(
      "viewDidLoad()", from: "detail", to: "detail", kind: .lifecycle, cause: .by(push),
      role: .controllerToController)
    selecting.expect(
      "init(text:)", from: "detail", to: "detail.nameLabel", kind: .creation,
      cause: .by(detailDidLoad), role: .controllerToView, arguments: [.string("Grace")])
    selecting.expect(
      "setValue(_:forKey:)", from: "detail", to: "detail", kind: .call, cause: .by(detailDidLoad),
      role: .controllerToController, arguments: [app.o("detail.nameLabel"), .string("nameLabel")])
    selecting.expect(
      "addSubview(_:)", from: "detail", to: "detail.view", kind: .call, cause: .by(detailDidLoad),
      role: .controllerToView, arguments: [app.o("detail.nameLabel")])
    selecting.expect(
      "viewWillDisappear(_:)", from: "nav", to: "contacts", kind: .lifecycle, cause: .by(push),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "pushViewController(_:animated:)")
    selecting.expect(
      "viewWillAppear(_:)", from: "nav", to: "detail", kind: .lifecycle, cause: .by(push),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "pushViewController(_:animated:)")
    selecting.expect(
      "viewIsAppearing(_:)", from: "nav", to: "detail", kind: .lifecycle, cause: .by(push),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "pushViewController(_:animated:)")
    selecting.expect(
      "viewWillLayoutSubviews()", from: "nav", to: "detail", kind: .lifecycle, cause: .by(push),
      role: .controllerToController, operation: "pushViewController(_:animated:)")
    selecting.expect(
      "viewDidLayoutSubviews()", from: "nav", to: "detail", kind: .lifecycle, cause: .by(push),
      role: .controllerToController, operation: "pushViewController(_:animated:)")
    selecting.tick()
    selecting.expect(
      "viewDidDisappear(_:)", from: "nav", to: "contacts", kind: .lifecycle, cause: .by(push),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "pushViewController(_:animated:)")
    selecting.expect(
      "viewDidAppear(_:)", from: "nav", to: "detail", kind: .lifecycle, cause: .by(push),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "pushViewController(_:animated:)")
    selecting.expect(
      "didMove(toParent:)", from: "nav", to: "detail", kind: .containment, cause: .by(push),
      role: .controllerToController, arguments: [app.o("nav")],
      operation: "pushViewController(_:animated:)")
    selecting.finish()
    #expect(try w.property("topViewController", of: app["nav"]) == .object(detail))

    // The detail presents the editor full screen: UIKit reroutes the presentation to the root.
    mark = w.trace.count
    try w.statement { _ = try w.call("edit()", on: detail, arguments: []) }
    let editor = try #require(w.globals["editor"]?.objectID)
    let editing = TraceProbe(w, since: mark)
    let edit = editing.expect(
      "edit()", from: .outside, to: "detail", kind: .call, cause: .uncaused,
      role: .outsideToController)
    editing.expect(
      "init(title:)", from: "detail", to: "editor", kind: .creation, cause: .by(edit),
      role: .controllerToController, arguments: [.string("Edit")])
    editing.expect(
      "setValue(_:forKey:)", from: "detail", to: "editor", kind: .call, cause: .by(edit),
      role: .controllerToController, arguments: [app.o("grace"), .string("contact")])
    editing.expect(
      "setValue(_:forKey:)", from: "detail", to: "editor", kind: .call, cause: .by(edit),
      role: .controllerToController, arguments: [app.o("detail"), .string("delegate")])
    editing.expect(
      "setValue(_:forKey:)", from: "detail", to: "editor", kind: .call, cause: .by(edit),
      role: .controllerToController,
      arguments: [.enumCase("fullScreen"), .string("modalPresentationStyle")])
    let present = editing.expect(
      "present(_:animated:completion:)", from: "detail", to: "detail", kind: .presentation,
      cause: .by(edit), role: .controllerToController,
      arguments: [app.o("editor"), .bool(true), .null])
    editing.expect(
      "loadView()", from: "editor", to: "editor", kind: .lifecycle, cause: .by(present),
      role: .controllerToController)
    let editorDidLoad = editing.expect(
      "viewDidLoad()", from: "editor", to: "editor", kind: .lifecycle, cause: .by(present),
      role: .controllerToController)
    editing.expect(
      "init(text:)", from: "editor", to: "editor.field", kind: .creation, cause: .by(editorDidLoad),
      role: .controllerToView, arguments: [.string("Grace")])
    editing.expect(
      "setValue(_:forKey:)", from: "editor", to: "editor", kind: .call, cause: .by(editorDidLoad),
      role: .controllerToController, arguments: [app.o("editor.field"), .string("field")])
    editing.expect(
      "addSubview(_:)", from: "editor", to: "editor.view", kind: .call, cause: .by(editorDidLoad),
      role: .controllerToView, arguments: [app.o("editor.field")])
    editing.expect(
      "viewWillDisappear(_:)", from: "tabs", to: "tabs", kind: .lifecycle, cause: .by(present),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "present(_:animated:completion:)")
    editing.expect(
      "viewWillDisappear(_:)", from: "tabs", to: "nav", kind: .lifecycle, cause: .by(present),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "present(_:animated:completion:)")
    editing.expect(
      "viewWillDisappear(_:)", from: "nav", to: "detail", kind: .lifecycle, cause: .by(present),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "present(_:animated:completion:)")
    editing.expect(
      "viewWillAppear(_:)", from: "tabs", to: "editor", kind: .lifecycle, cause: .by(present),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "present(_:animated:completion:)")
    editing.expect(
      "viewIsAppearing(_:)", from: "tabs", to: "editor", kind: .lifecycle, cause: .by(present),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "present(_:animated:completion:)")
    editing.expect(
      "viewWillLayoutSubviews()", from: "tabs", to: "editor", kind: .lifecycle, cause: .by(present),
      role: .controllerToController, operation: "present(_:animated:completion:)")
    editing.expect(
      "viewDidLayoutSubviews()", from: "tabs", to: "editor", kind: .lifecycle, cause: .by(present),
      role: .controllerToController, operation: "present(_:animated:completion:)")
    editing.tick()
    editing.expect(
      "viewDidAppear(_:)", from: "tabs", to: "editor", kind: .lifecycle, cause: .by(present),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "present(_:animated:completion:)")
    editing.expect(
      "viewDidDisappear(_:)", from: "tabs", to: "tabs", kind: .lifecycle, cause: .by(present),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "present(_:animated:completion:)")
    editing.expect(
      "viewDidDisappear(_:)", from: "tabs", to: "nav", kind: .lifecycle, cause: .by(present),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "present(_:animated:completion:)")
    editing.expect(
      "viewDidDisappear(_:)", from: "nav", to: "detail", kind: .lifecycle, cause: .by(present),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "present(_:animated:completion:)")
    editing.finish()
    #expect(try w.property("presentingViewController", of: editor) == .object(app["tabs"]))
    #expect(try w.property("presentedViewController", of: detail) == .object(editor))
    #expect(w.visibleControllers().map(\.controller) == [editor])

    // The user edits; the editor tells its delegate (the detail), which dismisses it.
    let field = try #require(try w.property("field", of: editor).objectID)
    try w.statement { try w.type(field, text: "Grace Hopper") }
    mark = w.trace.count
    try w.statement { _ = try w.call("save()", on: editor, arguments: []) }
    let saving = TraceProbe(w, since: mark)
    let save = saving.expect(
      "save()", from: .outside, to: "editor", kind: .call, cause: .uncaused,
      role: .outsideToController)
    saving.expect(
      "setValue(_:forKey:)", from: "editor", to: "grace", kind: .modelMutation, cause: .by(save),
      role: .controllerToModel, arguments: [.string("Grace Hopper"), .string("name")])
    let didSave = saving.expect(
      "editor(_:didSave:)", from: "editor", to: "detail", kind: .delegate, cause: .by(save),
      role: .controllerToController, arguments: [app.o("editor"), app.o("grace")])
    saving.expect(
      "setValue(_:forKey:)", from: "detail", to: "detail.nameLabel", kind: .viewUpdate,
      cause: .by(didSave), role: .controllerToView,
      arguments: [.string("Grace Hopper"), .string("text")])
    let dismiss = saving.expect(
      "dismiss(animated:completion:)", from: "detail", to: "detail", kind: .presentation,
      cause: .by(didSave), role: .controllerToController, arguments: [.bool(true), .null])
    saving.expect(
      "viewWillDisappear(_:)", from: "tabs", to: "editor", kind: .lifecycle, cause: .by(dismiss),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "dismiss(animated:completion:)")
    saving.expect(
      "viewWillAppear(_:)", from: "tabs", to: "tabs", kind: .lifecycle, cause: .by(dismiss),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "dismiss(animated:completion:)")
    saving.expect(
      "viewWillAppear(_:)", from: "tabs", to: "nav", kind: .lifecycle, cause: .by(dismiss),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "dismiss(animated:completion:)")
    saving.expect(
      "viewWillAppear(_:)", from: "nav", to: "detail", kind: .lifecycle, cause: .by(dismiss),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "dismiss(animated:completion:)")
    saving.expect(
      "viewIsAppearing(_:)", from: "tabs", to: "tabs", kind: .lifecycle, cause: .by(dismiss),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "dismiss(animated:completion:)")
    saving.expect(
      "viewWillLayoutSubviews()", from: "tabs", to: "tabs", kind: .lifecycle, cause: .by(dismiss),
      role: .controllerToController, operation: "dismiss(animated:completion:)")
    saving.expect(
      "viewDidLayoutSubviews()", from: "tabs", to: "tabs", kind: .lifecycle, cause: .by(dismiss),
      role: .controllerToController, operation: "dismiss(animated:completion:)")
    saving.expect(
      "viewIsAppearing(_:)", from: "tabs", to: "nav", kind: .lifecycle, cause: .by(dismiss),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "dismiss(animated:completion:)")
    saving.expect(
      "viewWillLayoutSubviews()", from: "tabs", to: "nav", kind: .lifecycle, cause: .by(dismiss),
      role: .controllerToController, operation: "dismiss(animated:completion:)")
    saving.expect(
      "viewDidLayoutSubviews()", from: "tabs", to: "nav", kind: .lifecycle, cause: .by(dismiss),
      role: .controllerToController, operation: "dismiss(animated:completion:)")
    saving.expect(
      "viewIsAppearing(_:)", from: "nav", to: "detail", kind: .lifecycle, cause: .by(dismiss),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "dismiss(animated:completion:)")
    saving.expect(
      "viewWillLayoutSubviews()", from: "nav", to: "detail", kind: .lifecycle, cause: .by(dismiss),
      role: .controllerToController, operation: "dismiss(animated:completion:)")
    saving.expect(
      "viewDidLayoutSubviews()", from: "nav", to: "detail", kind: .lifecycle, cause: .by(dismiss),
      role: .controllerToController, operation: "dismiss(animated:completion:)")
    // The field the user typed into was editing: leaving the window ends its editing, as
    // the dismissal starts (the keyboard goes down with it).
    saving.expect("resignFirstResponder()", from: "window", kind: .call, cause: .by(dismiss))
    saving.tick()
    saving.expect(
      "viewDidAppear(_:)", from: "tabs", to: "tabs", kind: .lifecycle, cause: .by(dismiss),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "dismiss(animated:completion:)")
    saving.expect(
      "viewDidAppear(_:)", from: "tabs", to: "nav", kind: .lifecycle, cause: .by(dismiss),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "dismiss(animated:completion:)")
    saving.expect(
      "viewDidAppear(_:)", from: "nav", to: "detail", kind: .lifecycle, cause: .by(dismiss),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "dismiss(animated:completion:)")
    saving.expect(
      "viewDidDisappear(_:)", from: "tabs", to: "editor", kind: .lifecycle, cause: .by(dismiss),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "dismiss(animated:completion:)")
    saving.finish()
    let label = try #require(try w.property("nameLabel", of: detail).objectID)
    #expect(w.record(label).properties["text"] == .string("Grace Hopper"))
    #expect(w.record(detail).vc.presented == nil)
    #expect(w.sourceCouplings().isEmpty)
    #expect(ControllerInvariants.violations(in: w).isEmpty)

    // Presented again, over the current context of the navigation controller in the tab.
    try w.statement {
      try w.setProperty("definesPresentationContext", of: app["nav"], to: .bool(true))
    }
    let navFrame = try #require(w.computeLayout().windowFrames[try w.loadViewIfNeeded(app["nav"])])
    mark = w.trace.count
    let second = try w.statement { () -> ObjectID in
      let second = try w.instantiate(
        "EditorController", arguments: [("title", .string("Edit again"))])
      try w.setProperty("contact", of: second, to: .object(app["grace"]))
      try w.setProperty("delegate", of: second, to: .object(detail))
      try w.setProperty("modalPresentationStyle", of: second, to: .enumCase("currentContext"))
      try w.present(second, from: detail, animated: true)
      return second
    }
    let secondView = try #require(w.record(second).rootView)
    let secondField = try #require(try w.property("field", of: second).objectID)
    let presentingAgain = TraceProbe(w, since: mark)
    presentingAgain.expect(
      "init(title:)", from: .outside, to: .object(second), kind: .creation, cause: .uncaused,
      role: .outsideToController, arguments: [.string("Edit again")])
    presentingAgain.expect(
      "setValue(_:forKey:)", from: .outside, to: .object(second), kind: .call, cause: .uncaused,
      role: .outsideToController, arguments: [app.o("grace"), .string("contact")])
    presentingAgain.expect(
      "setValue(_:forKey:)", from: .outside, to: .object(second), kind: .call, cause: .uncaused,
      role: .outsideToController, arguments: [app.o("detail"), .string("delegate")])
    presentingAgain.expect(
      "setValue(_:forKey:)", from: .outside, to: .object(second), kind: .call, cause: .uncaused,
      role: .outsideToController,
      arguments: [.enumCase("currentContext"), .string("modalPresentationStyle")])
    let presentAgain = presentingAgain.expect(
      "present(_:animated:completion:)", from: .outside, to: "detail", kind: .presentation,
      cause: .uncaused, role: .outsideToController,
      arguments: [.object(second), .bool(true), .null])
    presentingAgain.expect(
      "loadView()", from: .object(second), to: .object(second), kind: .lifecycle,
      cause: .by(presentAgain), role: .controllerToController)
    let secondDidLoad = presentingAgain.expect(
      "viewDidLoad()", from: .object(second), to: .object(second), kind: .lifecycle,
      cause: .by(presentAgain), role: .controllerToController)
    presentingAgain.expect(
      "init(text:)", from: .object(second), to: .object(secondField), kind: .creation,
      cause: .by(secondDidLoad), role: .controllerToView, arguments: [.string("Grace Hopper")])
    presentingAgain.expect(
      "setValue(_:forKey:)", from: .object(second), to: .object(second), kind: .call,
      cause: .by(secondDidLoad), role: .controllerToController,
      arguments: [.object(secondField), .string("field")])
    presentingAgain.expect(
      "addSubview(_:)", from: .object(second), to: .object(secondView), kind: .call,
      cause: .by(secondDidLoad), role: .controllerToView, arguments: [.object(secondField)])
    presentingAgain.expect(
      "viewWillDisappear(_:)", from: "tabs", to: "nav", kind: .lifecycle, cause: .by(presentAgain),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "present(_:animated:completion:)")
    presentingAgain.expect(
      "viewWillDisappear(_:)", from: "nav", to: "detail", kind: .lifecycle,
      cause: .by(presentAgain), role: .controllerToController, arguments: [.bool(true)],
      operation: "present(_:animated:completion:)")
    presentingAgain.expect(
      "viewWillAppear(_:)", from: "nav", to: .object(second), kind: .lifecycle,
      cause: .by(presentAgain), role: .controllerToController, arguments: [.bool(true)],
      operation: "present(_:animated:completion:)")
    presentingAgain.expect(
      "viewIsAppearing(_:)", from: "nav", to: .object(second), kind: .lifecycle,
      cause: .by(presentAgain), role: .controllerToController, arguments: [.bool(true)],
      operation: "present(_:animated:completion:)")
    presentingAgain.expect(
      "viewWillLayoutSubviews()", from: "nav", to: .object(second), kind: .lifecycle,
      cause: .by(presentAgain), role: .controllerToController,
      operation: "present(_:animated:completion:)")
    presentingAgain.expect(
      "viewDidLayoutSubviews()", from: "nav", to: .object(second), kind: .lifecycle,
      cause: .by(presentAgain), role: .controllerToController,
      operation: "present(_:animated:completion:)")
    presentingAgain.tick()
    presentingAgain.expect(
      "viewDidAppear(_:)", from: "nav", to: .object(second), kind: .lifecycle,
      cause: .by(presentAgain), role: .controllerToController, arguments: [.bool(true)],
      operation: "present(_:animated:completion:)")
    presentingAgain.expect(
      "viewDidDisappear(_:)", from: "tabs", to: "nav", kind: .lifecycle, cause: .by(presentAgain),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "present(_:animated:completion:)")
    presentingAgain.expect(
      "viewDidDisappear(_:)", from: "nav", to: "detail", kind: .lifecycle, cause: .by(presentAgain),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "present(_:animated:completion:)")
    presentingAgain.finish()
    #expect(try w.property("presentingViewController", of: second) == .object(app["nav"]))
    // It covers only that tab's content: the tab bar controller stays on screen with its bar.
    #expect(w.record(app["tabs"]).vc.appearance == .appeared)
    let layout = w.computeLayout()
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
    try w.statement {
      try w.declare(
        ClassInfo(
          name: "NosyDetail", superclass: "ViewController", kind: .controller(.viewController),
          properties: [
            PropertySchema(
              name: "source", type: .optional(.object("ContactsController")), defaultValue: .null)
          ], isUserDeclared: true))
    }
    let nosy = try w.statement { () -> ObjectID in
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
