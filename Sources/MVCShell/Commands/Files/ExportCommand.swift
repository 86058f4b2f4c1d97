import MVCExport

/// `:export FORMAT [all] [FILE]`: the last statement's trace (or the whole session's) as
/// Mermaid, PlantUML, DOT, JSON, HTML…: to the screen without FILE (or with `-`), except HTML,
/// SVG and Perfetto, which go to `trace.html`, `trace.svg`, `trace.perfetto.json` in the current
/// folder (``DefaultExportFile``); else to the file, atomically (a directory, a device or a FIFO
/// is never replaced). ``ExportFlow`` does the work, as for the command line's `--export`.
enum ExportCommand: MetaCommand {
  static let name = "export"
  static let example = ":export mermaid        :export html all trace.html"

  static func argumentWords(in context: CommandContext) -> [String] {
    ExportFormat.allCases.map(\.rawValue) + ["all"]
  }

  static func run(_ argument: String, in context: inout CommandContext) -> Reply {
    let l = context.localizer
    var words = argument.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    let formats = ExportFormat.allCases.map(\.rawValue).joined(separator: ", ")
    guard let first = words.first else {
      return context.failure(
        l.string("error.missingArgument", [":export", "FORMAT [all] [FILE]"]))
    }
    guard let format = ExportFormat(rawValue: first.lowercased()) else {
      return context.failure(l.string("error.unknownFormat", [String(first.prefix(20)), formats]))
    }
    words.removeFirst()
    var all = false
    if words.first == "all" {
      all = true
      words.removeFirst()
    }
    let path = words.joined(separator: " ")
    if context.state.trace.loaded == nil && context.world.trace.isEmpty {
      return context.failure(l.string("trace.emptyAll"))
    }
    let destination = ExportFlow.Destination.of(path, format, defaultFile: true)
    let outcome: ExportOutcome
    switch ExportFlow.export(format, all: all, to: destination, in: &context) {
    case .success(let done): outcome = done
    case .failure(let failed): return ExportFlow.refusal(failed, in: context)
    }
    // What the format's usual viewer would refuse or cut, and what the export did: one line each.
    let notices = outcome.notices.map { $0.message(l) + "\n" }.joined()
    if let screen = outcome.screen {
      return Reply(output: String(decoding: screen, as: UTF8.self) + notices)
    }
    var output = ""
    for file in outcome.files {
      output +=
        l.string("export.done", [format.rawValue, String(file.byteCount), file.path]) + "\n"
    }
    if destination == .defaultFile { output += l.string("export.use." + format.rawValue) + "\n" }
    if outcome.tooLargeToLoad {
      output += l.string("export.tooLargeToLoad", [FileLimits.shown(FileLimits.trace)]) + "\n"
    }
    return recorded(argument, Reply(output: output + notices), in: &context)
  }

  /// A lesson step may ask for the export (an `exported` goal): the file is written, so the
  /// step's goals are checked again.
  static func recorded(_ argument: String, _ reply: Reply, in context: inout CommandContext)
    -> Reply
  {
    guard context.tutor.active != nil else { return reply }
    context.tutor.recordExport(argument.split(separator: " ").joined(separator: " "))
    var reply = reply
    reply += LessonFlow.afterStatements(in: &context)
    return reply
  }
}
