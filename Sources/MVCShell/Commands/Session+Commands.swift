import MVCExport
import MVCLocalization
import MVCRuntime
import MVCScript

extension Session {
  /// Every meta-command, in the order `:help` lists them.
  static let commands: [MetaCommand] = [
    MetaCommand("help", arguments: { _ in HelpTopics.names }) { s, a in s.help(a) },
    MetaCommand("trace", arguments: { _ in ["all", "diagram", "load"] }) { s, a in s.traceCommand(a)
    },
    MetaCommand("explain") { s, a in s.explain(a) },
    MetaCommand("step", arguments: { _ in ["on", "off"] }) { s, a in s.step(a) },
    MetaCommand("inspect", arguments: { s in s.objectNames() }) { s, a in s.inspect(a) },
    MetaCommand("graph") { session, _ in session.graph() },
    MetaCommand("views") { session, _ in session.views() },
    MetaCommand("screen") { session, _ in session.screen() },
    MetaCommand("tree") { session, _ in session.tree() },
    MetaCommand("layout") { session, _ in session.layout() },
    MetaCommand("responders", arguments: { s in s.objectNames() }) { s, a in s.responders(a) },
    MetaCommand("device", arguments: { _ in Device.presets.map(\.name) }) { s, a in s.device(a) },
    MetaCommand("lang", arguments: { _ in Language.allCases.map(\.rawValue) }) { s, a in s.lang(a)
    },
    MetaCommand("undo") { session, _ in session.undo() },
    MetaCommand("reset") { session, _ in session.reset() },
    MetaCommand("export", arguments: { _ in ExportFormat.allCases.map(\.rawValue) + ["all"] }) {
      s, a in s.exportCommand(a)
    },
    MetaCommand("save") { s, a in s.save(a) },
    MetaCommand("load") { s, a in s.load(a) },
    MetaCommand("lessons") { session, _ in session.lessonsCommand() },
    MetaCommand("lesson", arguments: { s in s.lessonArguments() }) { s, a in s.lessonCommand(a) },
    MetaCommand("hint") { session, _ in session.hintCommand() },
    MetaCommand("solution") { session, _ in session.solutionCommand() },
    MetaCommand("check") { session, _ in session.checkCommand() },
    MetaCommand("next") { session, _ in session.nextCommand() },
    MetaCommand("prev") { session, _ in session.prevCommand() },
    MetaCommand("restart") { session, _ in session.restartCommand() },
    MetaCommand("quit") { session, _ in
      session.shouldQuit = true
      return SessionResponse(output: "")
    },
  ]

  /// The names of all meta-commands, with their colon.
  public static var commandNames: [String] { commands.map { ":" + $0.name } }

  /// Finds a command by its name or an unambiguous prefix (`:tr` is `:trace`).
  static func command(named name: String) -> (MetaCommand?, [String]) {
    if let exact = commands.first(where: { $0.name == name }) { return (exact, []) }
    let matches = commands.filter { $0.name.hasPrefix(name) }
    if matches.count == 1 { return (matches[0], []) }
    return (nil, matches.map { ":" + $0.name })
  }

  func runCommand(_ line: String) -> SessionResponse {
    let body = line.dropFirst()
    let name = String(body.prefix { !$0.isWhitespace })
    let rest = String(body.dropFirst(name.count)).trimmed()
    if name == "?" || name == "h" { return help(rest) }
    if name == "q" || name == "exit" {
      return Session.commands.first { $0.name == "quit" }?.run(self, rest)
        ?? SessionResponse(output: "")
    }
    let (command, ambiguous) = Session.command(named: name)
    guard let command else {
      let shownName = ":" + String(name.prefix(40))
      if !ambiguous.isEmpty {
        return failure(
          localizer.string(
            "error.ambiguousCommand", [shownName, ambiguous.joined(separator: ", ")]))
      }
      let suggestion = NearestName.suggestion(for: ":" + name, among: Session.commandNames)
      var text = localizer.string("error.unknownCommand", [shownName])
      if let suggestion { text += "\n   = " + localizer.string("diag.didYouMean", [suggestion]) }
      return failure(text)
    }
    return command.run(self, rest)
  }

  func failure(_ message: String) -> SessionResponse {
    SessionResponse(
      output: localizer.string(
        "diag.message", [Style.error.paint(localizer.string("diag.error")), message])
        + "\n", failed: true)
  }

  func objectNames() -> [String] {
    world.globals.filter { $0.value.objectID != nil }.map(\.key).sorted()
  }

  // MARK: :trace, :explain, :step

  func traceCommand(_ argument: String) -> SessionResponse {
    let words = argument.split(separator: " ").map(String.init)
    if words.first == "load" {
      return traceLoad(String(argument.dropFirst(4)).trimmed())
    }
    let all = words.contains("all")
    let diagram = words.contains("diagram")
    for word in words where word != "all" && word != "diagram" {
      return failure(
        localizer.string("error.badArgument", [":trace", word, "all, diagram, load FILE"]))
    }
    let trace: Trace
    if let loaded = loadedTrace {
      trace = loaded
    } else if all {
      trace = world.standaloneTrace(world.trace)
    } else {
      // The last statement that sent messages (reading a property sends none).
      trace = world.standaloneTrace(lastStatementEvents())
    }
    guard !trace.events.isEmpty else {
      return SessionResponse(
        output: localizer.string(all ? "trace.emptyAll" : "trace.empty") + "\n")
    }
    let vocabulary = TraceVocabulary(trace: trace, localizer: localizer)
    let statement = trace.events.first?.statement ?? 0
    let source = core.history.source(ofStatement: statement) ?? ""
    let heading: String
    if all || loadedTrace != nil {
      heading = localizer.string("trace.headingAll", [String(trace.events.count)])
    } else {
      let shown = TextWidth.truncated(
        source.split(separator: "\n").first.map(String.init) ?? "", to: 50)
      heading = localizer.string("trace.heading", [shown, String(trace.events.count)])
    }
    let body =
      diagram
      ? SequenceDiagramRenderer.render(vocabulary, width: options.width)
      : TraceListRenderer.render(vocabulary, width: options.width)
    return SessionResponse(output: Style.heading.paint(heading) + "\n" + body)
  }

  func explain(_ argument: String) -> SessionResponse {
    guard let number = Int(argument.trimmed()), let event = event(number) else {
      let count = loadedTrace?.events.count ?? world.trace.count
      return failure(
        localizer.string("error.noSuchStep", [String(argument.prefix(20)), String(count)]))
    }
    let trace = loadedTrace ?? world.standaloneTrace(world.trace[max(0, number - 40)..<number])
    let v = TraceVocabulary(trace: trace, localizer: localizer)
    var out =
      Style.heading.paint(
        "[\(event.sequence)] " + v.name(event.sender) + " → " + v.name(event.receiver)) + "\n"
    out += "  " + v.call(event) + "\n"
    out += "  " + localizer.string("explain.kind", [v.kind(event.kind)]) + "\n"
    out += "  " + localizer.string("explain.role", [v.role(event.role)]) + "\n"
    if let cause = event.cause, let causeEvent = self.event(cause) {
      let causeText =
        "[\(cause)] " + v.name(causeEvent.sender) + " → " + v.name(causeEvent.receiver) + ": "
        + v.call(causeEvent)
      out += "  " + localizer.string("explain.cause", [causeText]) + "\n"
    } else {
      out += "  " + localizer.string("explain.cause", [localizer.string("explain.noCause")]) + "\n"
    }
    if let operation = event.operation {
      out += "  " + localizer.string("trace.during", [operation]) + "\n"
    }
    out += "\n  " + TextWrap.wrap(v.rule(event), width: options.width - 2, indent: "  ") + "\n"
    if let flag = v.flag(event) {
      out +=
        "  "
        + Style.warning.paint(TextWrap.wrap("⚠ " + flag, width: options.width - 2, indent: "    "))
        + "\n"
    }
    return SessionResponse(output: out)
  }

  func step(_ argument: String) -> SessionResponse {
    switch argument.trimmed() {
    case "on": stepMode = true
    case "off": stepMode = false
    case "":
      return SessionResponse(output: localizer.string(stepMode ? "step.isOn" : "step.isOff") + "\n")
    default:
      return failure(localizer.string("error.badArgument", [":step", argument, "on, off"]))
    }
    return SessionResponse(output: localizer.string(stepMode ? "step.nowOn" : "step.nowOff") + "\n")
  }

  // MARK: :inspect, :graph, :views

  /// Resolves `ada` or `editor.view.subviews`-style paths through the reader: nothing is made,
  /// loaded or recorded. The last part may name an object UIKit makes on first use that is not
  /// made yet; a part before it may not.
  func resolvePath(_ path: String) -> Result<ResolvedPath, ScriptError> {
    let parts = path.split(separator: ".").map(String.init)
    guard let first = parts.first, let root = world.globals[first] else {
      let name = parts.first ?? path
      return .failure(
        ScriptError(
          "error.unknownName", [name], at: nil,
          suggestion: NearestName.suggestion(for: name, among: world.globals.keys)))
    }
    var value = root
    var walked = first
    for (index, part) in parts.enumerated().dropFirst() {
      guard let id = value.objectID else {
        return .failure(ScriptError("error.noMember", [part, world.typeName(of: value)], at: nil))
      }
      switch world.property(part, of: id) {
      case .value(let next)?:
        value = next
      case .notYetMade(let lazy)?:
        if index == parts.count - 1 {
          return .success(.notYetMade(lazy, owner: id, key: part))
        }
        return .failure(
          ScriptError("error.notYetMade", [walked + "." + part, lazy.className], at: nil))
      case nil:
        let failure = world.unknownPropertyFailure(part, of: id)
        return .failure(ScriptError(failure, at: nil))
      }
      walked += "." + part
    }
    return .success(.value(value))
  }

  func inspect(_ argument: String) -> SessionResponse {
    let path = argument.trimmed()
    guard !path.isEmpty else {
      return failure(localizer.string("error.missingArgument", [":inspect", "NAME"]))
    }
    switch resolvePath(path) {
    case .failure(let error):
      return SessionResponse(output: diagnostic(error, source: path, startLine: 1), failed: true)
    case .success(.notYetMade(let lazy, let owner, _)):
      let what = localizer.string("lazy.\(lazy.rawValue)", [world.displayName(of: owner)])
      return SessionResponse(
        output: localizer.string("inspect.notYetMade", [path, lazy.className, what]) + "\n")
    case .success(.value(let value)):
      guard let id = value.objectID else {
        return SessionResponse(output: ValueFormatter.summary(value, in: world) + "\n")
      }
      return SessionResponse(output: InspectRenderer.render(id, in: world, localizer: localizer))
    }
  }

  func graph() -> SessionResponse {
    SessionResponse(output: ObjectGraphRenderer.render(world, localizer: localizer))
  }

  // MARK: :lang, :undo, :reset, :save, :load

  func lang(_ argument: String) -> SessionResponse {
    let code = argument.trimmed()
    guard !code.isEmpty else {
      return SessionResponse(
        output: localizer.string(
          "lang.current",
          [options.language.rawValue, Language.allCases.map(\.rawValue).joined(separator: ", ")])
          + "\n")
    }
    guard let language = Language(code: code) else {
      return failure(
        localizer.string(
          "error.unknownLanguage",
          [String(code.prefix(20)), Language.allCases.map(\.rawValue).joined(separator: ", ")]))
    }
    setLanguage(language)
    return SessionResponse(output: localizer.string("lang.switched") + "\n")
  }

  func undo() -> SessionResponse {
    guard let undone = core.undo() else {
      return failure(localizer.string("error.nothingToUndo"))
    }
    loadedTrace = nil
    return SessionResponse(
      output: localizer.string("undo.done", [TextWidth.truncated(undone, to: 60)]) + "\n")
  }

  func reset() -> SessionResponse {
    resetWorld()
    return SessionResponse(output: localizer.string("reset.done") + "\n")
  }

  func save(_ argument: String) -> SessionResponse {
    let path = argument.trimmed()
    guard !path.isEmpty else {
      return failure(localizer.string("error.missingArgument", [":save", "FILE"]))
    }
    let text = log.joined(separator: "\n") + (log.isEmpty ? "" : "\n")
    if let failed = writeFile(path, Array(text.utf8)) { return failed }
    return SessionResponse(output: localizer.string("save.done", [String(log.count), path]) + "\n")
  }

  func load(_ argument: String) -> SessionResponse {
    let path = argument.trimmed()
    guard !path.isEmpty else {
      return failure(localizer.string("error.missingArgument", [":load", "FILE"]))
    }
    let bytes: [UInt8]
    switch readFile(path) {
    case .success(let read): bytes = read
    case .failure(let failed): return failed.response
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      return failure(localizer.string("error.fileNotUTF8", [path]))
    }
    let savedShowLines = showLineNumbers
    let savedLine = currentLine
    showLineNumbers = true
    defer {
      showLineNumbers = savedShowLines
      currentLine = savedLine
    }
    var output = ""
    var failed = false
    var number = 0
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      number += 1
      currentLine = number
      let trimmed = line.drop { $0 == " " }
      if trimmed.hasPrefix(":load") { continue }
      let response = executeRaw(String(line))
      output += inline(response.parts)
      failed = failed || response.failed
    }
    core.interrupt()
    output += localizer.string("load.done", [path]) + "\n"
    return SessionResponse(output: output, failed: failed)
  }
}

extension String {
  func trimmed() -> String {
    var s = Substring(self)
    while let f = s.first, f.isWhitespace { s.removeFirst() }
    while let l = s.last, l.isWhitespace { s.removeLast() }
    return String(s)
  }
}
