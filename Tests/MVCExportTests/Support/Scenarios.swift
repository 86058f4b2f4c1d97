import MVCTestSupport
@testable import MVCRuntime

/// Worlds driven through the runtime API (the script language is not ready), and the traces
/// they record.
enum Scenarios {
  /// The shell issue's acceptance round trip: a Contact named "Ada", a text field and a label
  /// bound to it through a view controller "editor"; the user types "Grace"; then the network
  /// sets the name to "Linus".
  static func roundTrip() throws -> (world: World, trace: Trace) {
    let w = World()
    try w.statement {
      try w.declare(
        ClassInfo(
          name: "Contact", superclass: "Model", kind: .model,
          properties: [
            PropertySchema(name: "name", type: .string, defaultValue: .string("Ada")),
            PropertySchema(
              name: "friends", type: .array(.object("Contact")), defaultValue: .array([])),
          ],
          isUserDeclared: true))
    }
    let ada = try w.statement {
      let id = try w.instantiate("Contact", arguments: [])
      w.bind(name: "ada", to: .object(id))
      return id
    }
    let field = try w.statement {
      let id = try w.instantiate("TextField", arguments: [("placeholder", .string("Name"))])
      w.bind(name: "field", to: .object(id))
      return id
    }
    let label = try w.statement {
      let id = try w.instantiate("Label", arguments: [])
      w.bind(name: "label", to: .object(id))
      return id
    }
    let editor = try w.statement {
      let id = try w.instantiate("ViewController", arguments: [("title", .string("Edit"))])
      w.bind(name: "editor", to: .object(id))
      return id
    }
    try w.statement {
      let view = try w.loadViewIfNeeded(editor)
      try w.addSubview(field, to: view)
      try w.addSubview(label, to: view)
    }
    try w.statement { try w.bind(controller: editor, view: field, model: ada, key: "name") }
    try w.statement { try w.bind(controller: editor, view: label, model: ada, key: "name") }
    let start = w.trace.count
    try w.statement { try w.type(field, text: "Grace") }
    try w.statement { try w.setProperty("name", of: ada, to: .string("Linus")) }
    return (w, w.standaloneTrace(w.trace[start...]))
  }

  /// The whole session of the round trip, setup included.
  static func roundTripSession() throws -> (world: World, trace: Trace) {
    let (w, _) = try roundTrip()
    return (w, w.standaloneTrace(w.trace))
  }

  /// Hops the pattern discourages (a view writing a model, a model calling a view), a data
  /// source question with its reply, a notification, a responder-chain hop, a self call, and
  /// names and values that must be escaped in every format.
  static func flaggedAndHostile() throws -> (world: World, trace: Trace) {
    let w = World()
    try w.statement {
      try w.declare(
        ClassInfo(
          name: "Note", superclass: "Model", kind: .model,
          properties: [
            PropertySchema(name: "body", type: .string, defaultValue: .string("")),
            PropertySchema(name: "next", type: .optional(.object("Note")), defaultValue: .null),
          ],
          isUserDeclared: true))
    }
    let note = try w.statement {
      let id = try w.instantiate("Note", arguments: [])
      w.bind(name: "end", to: .object(id))
      return id
    }
    let other = try w.statement {
      let id = try w.instantiate("Note", arguments: [])
      w.bind(name: "笔记;#\"q\"", to: .object(id))
      return id
    }
    try w.statement { try w.setProperty("next", of: note, to: .object(other)) }
    let list = try w.statement {
      let id = try w.instantiate("ListView", arguments: [])
      w.bind(name: "<list> & **bold**", to: .object(id))
      return id
    }
    let controller = try w.statement {
      let id = try w.instantiate("ViewController", arguments: [("title", .string("列表"))])
      w.bind(name: "listVC", to: .object(id))
      return id
    }
    try w.statement { try w.setProperty("delegate", of: list, to: .object(controller)) }
    let start = w.trace.count
    _ = try w.statement {
      try w.deliver(
        "setValue(_:forKey:)", to: note,
        arguments: [
          .string("end; # \"quoted\" \u{1B}[31m red\nline2 | pipe `tick`"), .string("body"),
        ],
        kind: .modelMutation, from: .object(list))
    }
    _ = try w.statement {
      try w.deliver(
        "tableView(_:numberOfRowsInSection:)", to: controller,
        arguments: [.object(list), .int(0)], kind: .dataSource, from: .object(list)
      ) {
        try w.deliver("viewIfLoaded", to: controller, kind: .call, from: .object(controller))
      }
    }
    _ = try w.statement {
      try w.deliver(
        "reloadData()", to: list, arguments: [], kind: .viewUpdate, from: .object(note))
    }
    try w.statement {
      try w.deliver(
        "noteDidChange(_:)", to: controller,
        arguments: [.enumCase("saved"), .double(2.5), .bool(true), .null],
        kind: .notification, from: .object(w.notificationCenter))
      try w.deliver(
        "next", to: controller, arguments: [.string("save(_:)")], kind: .responderChain,
        from: .object(list))
    }
    return (w, w.standaloneTrace(w.trace[start...]))
  }

  /// Text that each export format would read as its own syntax if it were not escaped: one
  /// message per attack, each short enough to be shown whole, and a participant named with
  /// the DOT and Mermaid ones.
  static let injections = [
    "%%{init: {'theme':'dark'}}%%", "end; note over a: x",
    "<script>document.title='pwned'</script>",
    "<img src=x onerror=\"document.title='pwned'\">", "]]> --> <!-- x", "@enduml !include x",
    "%getenv(\"HOME\") $HOME", "\"]; node [color=red label=\"", "| a | b | `tick` ```",
    "line 1\nline 2\r\n| x |", "`` ` ``` a|b ` x", " `edge` ",
  ]

  /// Names Markdown would read as its own syntax (a table's pipes, code spans, emphasis,
  /// links, autolinks, strikethrough, math, headings, HTML), each given to an object that then
  /// shows it as its text: so each reaches a report's table both as a name and in a message.
  static let injectedNames = [
    "a|b `c` ``d`` \\|e", "*em* _u_ **b** __c__ ~~s~~", "[x](http://e.com) ![i](y) [r]",
    "http://e.com www.e.com a@b.com", "<b>x</b> &amp; &#124; $m$ \\", "n1\nn2 # h ###",
  ]

  static func injection() throws -> (world: World, trace: Trace) {
    let w = World()
    let label = try w.statement {
      let id = try w.instantiate("Label", arguments: [])
      w.bind(name: "x\"]; evil [label=\"y", to: .object(id))
      return id
    }
    let named = try injectedNames.map { name in
      try w.statement {
        let id = try w.instantiate("Label", arguments: [])
        w.bind(name: name, to: .object(id))
        return id
      }
    }
    let start = w.trace.count
    for text in injections {
      try w.statement { try w.setProperty("text", of: label, to: .string(text)) }
    }
    for (id, name) in zip(named, injectedNames) {
      try w.statement { try w.setProperty("text", of: id, to: .string(name)) }
    }
    return (w, w.standaloneTrace(w.trace[start...]))
  }
}
