import MVCExport
import MVCLocalization
import MVCRuntime

/// `:trace [all] [diagram]` shows the messages of the last statement that sent any (or of the
/// whole session, or of a loaded trace) as a numbered list or a sequence diagram;
/// `:trace load FILE` reads an exported trace and plays it in the step player.
enum TraceCommand: MetaCommand {
  static let name = "trace"
  static let example = ":trace      :trace all      :trace diagram      :trace load trace.jsonl"

  static func argumentWords(in context: CommandContext) -> [String] { ["all", "diagram", "load"] }

  static func run(_ argument: String, in context: inout CommandContext) -> Reply {
    let l = context.localizer
    let words = argument.split(separator: " ").map(String.init)
    if words.first == "load" {
      return load(String(argument.dropFirst(4)).trimmed(), in: &context)
    }
    let all = words.contains("all")
    let diagram = words.contains("diagram")
    for word in words where word != "all" && word != "diagram" {
      return context.failure(
        l.string("error.badArgument", [":trace", word, "all, diagram, load FILE"]))
    }
    let world = context.world
    let trace: Trace
    if let loaded = context.state.trace.loaded {
      trace = loaded
    } else if all {
      trace = TraceSelection.statementTrace(
        world.trace, of: context.world, history: context.core.history)
    } else {
      // The last statement that sent messages (reading a property sends none).
      trace = world.standaloneTrace(TraceSelection.lastStatementEvents(of: context.world))
    }
    guard !trace.events.isEmpty else {
      return Reply(output: l.string(all ? "trace.emptyAll" : "trace.empty") + "\n")
    }
    let vocabulary = TraceVocabulary(trace: trace, localizer: l)
    let statement = trace.events.first?.statement ?? 0
    let source = context.core.history.source(ofStatement: statement) ?? ""
    let heading: String
    if all || context.state.trace.loaded != nil {
      heading = l.string("trace.headingAll", [String(trace.events.count)])
    } else {
      let shown = TextWidth.truncated(
        source.split(separator: "\n").first.map(String.init) ?? "", to: 50)
      heading = l.string("trace.heading", [shown, String(trace.events.count)])
    }
    let width = context.options.width
    if !diagram, context.state.trace.loaded != nil, !trace.statements.isEmpty {
      return Reply(output: Style.heading.paint(heading) + "\n" + byStatement(trace, &context))
    }
    let body =
      diagram
      ? StyledText(SequenceDiagramRenderer.render(vocabulary, width: width))
      : TraceListRenderer.render(vocabulary, width: width)
    return Reply(output: Style.heading.paint(heading) + "\n" + body)
  }

  /// A loaded trace that kept its statements' sources, listed statement by statement: each
  /// group of messages under the statement that sent them, with the same message numbers.
  private static func byStatement(_ trace: Trace, _ context: inout CommandContext) -> StyledText {
    let l = context.localizer
    let sources = Dictionary(
      trace.statements.map { ($0.number, $0.source) }, uniquingKeysWith: { first, _ in first })
    var out = StyledText()
    var start = 0
    while start < trace.events.count {
      let statement = trace.events[start].statement
      var end = start
      while end < trace.events.count, trace.events[end].statement == statement { end += 1 }
      var part = trace
      part.events = Array(trace.events[start..<end])
      let source = sources[statement] ?? ""
      let shown = TextWidth.truncated(
        source.split(separator: "\n").first.map(String.init) ?? "", to: 50)
      out += Style.heading.paint(l.string("trace.heading", [shown, String(end - start)])) + "\n"
      out += TraceListRenderer.render(
        TraceVocabulary(trace: part, localizer: l), width: context.options.width)
      start = end
    }
    return out
  }

  /// `:trace load FILE`: reads a JSON Lines or JSON trace and plays it in the step player.
  /// A bad file says what is wrong and where, and the session stays as it was.
  private static func load(_ path: String, in context: inout CommandContext) -> Reply {
    let l = context.localizer
    guard !path.isEmpty else {
      return context.failure(l.string("error.missingArgument", [":trace load", "FILE"]))
    }
    let bytes: [UInt8]
    switch context.readFile(path, limit: FileLimits.trace) {
    case .success(let read): bytes = read
    case .failure(let failed): return failed.response
    }
    let loaded: LoadedTrace
    do {
      loaded = try TraceReader.read(bytes)
    } catch {
      return context.failure(l.string("error.badTraceFile", [path, error.message(l)]))
    }
    context.state.trace.loaded = loaded.trace
    let playback = Playback(sequences: loaded.trace.events.map(\.sequence))
    var output = StyledText(
      l.string(
        "trace.loaded", [path, String(loaded.trace.events.count), loaded.header.toolVersion]) + "\n"
    )
    if context.options.interactive && playback.count > 0 {
      return Reply(output: output, playback: playback)
    }
    output += StepPlayback.renderAll(playback, in: context)
    return Reply(output: output)
  }
}
