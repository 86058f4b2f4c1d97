import MVCExport
import MVCLocalization
import MVCRuntime

extension Session {
  /// The events `:trace` shows by default: those of the last statement that sent messages.
  func lastStatementEvents() -> Slice<TraceLog> {
    let trace = world.trace
    guard let lastIndex = trace.indices.last else { return trace[...] }
    let last = trace.statement(at: lastIndex)
    var start = lastIndex
    while start > 0 && trace.statement(at: start - 1) == last { start -= 1 }
    return trace[start...]
  }

  /// The header written into exported traces: tool version, language, device.
  var exportHeader: ExportHeader {
    ExportHeader(toolVersion: Session.version, language: options.language, device: deviceName)
  }

  /// The name of the simulated device, as exports record it.
  var deviceName: String { world.device.model }

  /// Exports the last statement's trace, or the whole session's, in a format.
  public func exportTrace(_ format: ExportFormat, all: Bool) -> [UInt8] {
    let trace: Trace
    if let loaded = loadedTrace {
      trace = loaded
    } else {
      trace = world.standaloneTrace(all ? world.trace[...] : lastStatementEvents())
    }
    let exporter = TraceExporter(localizer: localizer, header: exportHeader)
    return exporter.exportBytes(trace, as: format, world: loadedTrace == nil ? world : nil)
  }

  /// `:export FORMAT [all] [FILE]`: to the screen without FILE, else to the file, atomically.
  func exportCommand(_ argument: String) -> SessionResponse {
    var words = argument.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    let formats = ExportFormat.allCases.map(\.rawValue).joined(separator: ", ")
    guard let first = words.first else {
      return failure(localizer.string("error.missingArgument", [":export", "FORMAT [all] [FILE]"]))
    }
    guard let format = ExportFormat(rawValue: first.lowercased()) else {
      return failure(localizer.string("error.unknownFormat", [String(first.prefix(20)), formats]))
    }
    words.removeFirst()
    var all = false
    if words.first == "all" {
      all = true
      words.removeFirst()
    }
    let path = words.joined(separator: " ")
    if loadedTrace == nil && world.trace.isEmpty {
      return failure(localizer.string("trace.emptyAll"))
    }
    let bytes = exportTrace(format, all: all)
    guard !path.isEmpty else {
      return SessionResponse(output: String(decoding: bytes, as: UTF8.self))
    }
    if let failed = writeFile(path, bytes) { return failed }
    return SessionResponse(
      output: localizer.string("export.done", [format.rawValue, String(bytes.count), path]) + "\n")
  }

  /// `:trace load FILE`: reads a JSON Lines or JSON trace and plays it in the step player.
  /// A bad file says what is wrong and where, and the session stays as it was.
  func traceLoad(_ path: String) -> SessionResponse {
    guard !path.isEmpty else {
      return failure(localizer.string("error.missingArgument", [":trace load", "FILE"]))
    }
    let bytes: [UInt8]
    switch readFile(path) {
    case .success(let read): bytes = read
    case .failure(let failed): return failed.response
    }
    let loaded: LoadedTrace
    do {
      loaded = try TraceReader.read(bytes)
    } catch {
      return failure(localizer.string("error.badTraceFile", [path, error.message(localizer)]))
    }
    loadedTrace = loaded.trace
    let playback = Playback(sequences: loaded.trace.events.map(\.sequence))
    var output =
      localizer.string(
        "trace.loaded", [path, String(loaded.trace.events.count), loaded.header.toolVersion]) + "\n"
    if options.interactive && playback.count > 0 {
      return SessionResponse(output: output, playback: playback)
    }
    for index in 0..<playback.count { output += renderStepRaw(index, of: playback) }
    return SessionResponse(output: output)
  }
}
