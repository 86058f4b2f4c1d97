import MVCExport

/// `:export FORMAT [all] [FILE]`: the last statement's trace (or the whole session's) as
/// Mermaid, PlantUML, DOT, JSON, HTML…: to the screen without FILE (or with `-`), except HTML,
/// SVG and Perfetto, which go to `trace.html`, `trace.svg`, `trace.perfetto.json` in the current
/// folder (``DefaultExportFile``); else to the file, atomically (a directory, a device or a FIFO
/// is never replaced).
enum ExportCommand: MetaCommand {
  static let name = "export"
  static let example = ":export mermaid        :export html all trace.html"

  static func argumentWords(in session: Session) -> [String] {
    ExportFormat.allCases.map(\.rawValue) + ["all"]
  }

  static func run(_ argument: String, in session: Session) -> Reply {
    let l = session.localizer
    var words = argument.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    let formats = ExportFormat.allCases.map(\.rawValue).joined(separator: ", ")
    guard let first = words.first else {
      return session.failure(
        l.string("error.missingArgument", [":export", "FORMAT [all] [FILE]"]))
    }
    guard let format = ExportFormat(rawValue: first.lowercased()) else {
      return session.failure(l.string("error.unknownFormat", [String(first.prefix(20)), formats]))
    }
    words.removeFirst()
    var all = false
    if words.first == "all" {
      all = true
      words.removeFirst()
    }
    let path = words.joined(separator: " ")
    if session.loadedTrace == nil && session.world.trace.isEmpty {
      return session.failure(l.string("trace.emptyAll"))
    }
    let parts = session.exportTraceParts(format, all: all)
    // What the format's usual viewer would refuse or cut, and what the export did: one line each.
    let notices = session.exportNotices(format, all: all).map { $0.message(l) + "\n" }.joined()
    // `-` and `/dev/stdout` are the screen too, as for `--output` (never a file to replace).
    if path == "-" || path == "/dev/stdout"
      || (path.isEmpty && !DefaultExportFile.isWrittenToFile(format))
    {
      return Reply(
        output: parts.map { String(decoding: $0, as: UTF8.self) }.joined(separator: "\n") + notices)
    }
    if path.isEmpty {
      // The formats written to a default file (HTML, SVG, Perfetto) are never split.
      let bytes = Array(parts.joined())
      let written: String
      switch session.writeDefaultExport(format, bytes) {
      case .success(let file): written = file
      case .failure(let failed): return failed.response
      }
      var output = l.string("export.done", [format.rawValue, String(bytes.count), written]) + "\n"
      output += l.string("export.use." + format.rawValue) + "\n"
      if let note = tooLargeToLoad(format, bytes.count, session) { output += note + "\n" }
      return recorded(argument, Reply(output: output + notices), in: session)
    }
    var output = ""
    for (index, bytes) in parts.enumerated() {
      let name = format.partFileName(path, part: index + 1, of: parts.count)
      if let failed = session.writeFile(name, bytes) { return failed }
      output += l.string("export.done", [format.rawValue, String(bytes.count), name]) + "\n"
      if let note = tooLargeToLoad(format, bytes.count, session) { output += note + "\n" }
    }
    return recorded(argument, Reply(output: output + notices), in: session)
  }

  /// A lesson step may ask for the export (an `exported` goal): the file is written, so the
  /// step's goals are checked again.
  static func recorded(_ argument: String, _ reply: Reply, in session: Session) -> Reply {
    guard session.tutor.active != nil else { return reply }
    session.tutor.recordExport(argument.split(separator: " ").joined(separator: " "))
    var reply = reply
    reply += session.lessonAfterStatements()
    return reply
  }

  /// A note when a JSON Lines or JSON export is larger than `:trace load` reads back.
  static func tooLargeToLoad(_ format: ExportFormat, _ count: Int, _ session: Session) -> String? {
    guard format == .jsonl || format == .json, count > FileLimits.trace else { return nil }
    return session.localizer.string("export.tooLargeToLoad", [FileLimits.shown(FileLimits.trace)])
  }
}
