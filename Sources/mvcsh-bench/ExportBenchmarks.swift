import Foundation
import MVCExport
import MVCLocalization
import MVCRuntime

/// Figures for the export issue: JSON Lines for 1 000 000 messages, streamed to a file (speed
/// beside copying a file of the same size, peak memory beside the trace held in memory), and
/// Mermaid, PlantUML and SVG for 10 000 messages.
enum ExportBenchmarks {
  static func run(into report: BenchmarkReport) {
    let base = MemoryStatus.current()
    guard let template = templateEvents() else {
      report.add(
        "export: building the sample trace", measured: "failed", reference: "-", meets: false)
      return
    }
    let trace = repeated(template, to: 1_000_000)
    let afterTrace = MemoryStatus.current()
    let traceBytes = max(afterTrace.residentBytes - base.residentBytes, 1)
    let exporter = TraceExporter(
      localizer: Localizer.embedded(language: .en),
      header: ExportHeader(toolVersion: "0.1.0", language: .en, device: "iPhone 15"))
    let directory = NSTemporaryDirectory() + "mvcsh-export-bench-\(getpid())"
    try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let exportPath = directory + "/trace.jsonl"
    let copyPath = directory + "/copy.jsonl"

    // Streaming export, with the peak resident size measured from here.
    MemoryStatus.resetPeak()
    var written = 0
    let exportSeconds = seconds {
      guard let file = fopen(exportPath, "wb") else { return }
      exporter.write(trace, as: .jsonl) { chunk in
        chunk.withUnsafeBufferPointer { written += fwrite($0.baseAddress, 1, $0.count, file) }
      }
      fclose(file)
    }
    let peak = MemoryStatus.current()
    let copySeconds = seconds { copy(exportPath, to: copyPath) }
    let megabytes = Double(written) / 1e6
    let exportRate = megabytes / exportSeconds
    let copyRate = megabytes / copySeconds
    report.add(
      "export 1 000 000 messages to JSON Lines (streamed to a file, \(format(megabytes)) MB)",
      measured: "\(format(exportRate)) MB/s (\(formatSeconds(exportSeconds)))",
      reference: "copying the same file: \(format(copyRate)) MB/s; goal ≥ 100 MB/s",
      meets: exportRate >= 100)
    let peakBytes = max(peak.peakBytes, peak.residentBytes) - base.residentBytes
    let ratio = Double(peakBytes) / Double(traceBytes)
    report.add(
      "export 1 000 000 messages: peak memory over the trace held in memory",
      measured: "\(format(Double(peakBytes) / 1e6)) MB peak, \(format(ratio))× the trace"
        + (peak.peakWasReset ? "" : " (peak not resettable: includes building the trace)"),
      reference: "trace in memory: \(format(Double(traceBytes) / 1e6)) MB; goal ≤ 2×",
      meets: ratio <= 2)

    // Reading back a JSON trace of about 1 MB, all on one line (`:trace load`).
    var count = 1_000
    var json: [UInt8] = []
    while json.count < 1_000_000 {
      count *= 2
      let part = Trace(events: Array(trace.events.prefix(count)), participants: trace.participants)
      json = exporter.exportBytes(part, as: .json).filter { $0 != 0x0A }
    }
    var loaded = 0
    let readTime = medianSeconds(runs: 3) {
      loaded = (try? TraceReader.read(json))?.trace.events.count ?? -1
    }
    report.add(
      "read back a \(format(Double(json.count) / 1e6)) MB single-line JSON trace "
        + "(\(loaded) messages, :trace load)",
      measured: formatSeconds(readTime),
      reference:
        "0.1.0: about 10 s for 0.5 MB (each key's column counted from the line start); goal < 1 s",
      meets: readTime < 1 && loaded == count)

    // Diagrams of 10 000 messages.
    let small = Trace(events: Array(trace.events.prefix(10_000)), participants: trace.participants)
    for format in [ExportFormat.mermaid, .plantuml, .svg] {
      var size = 0
      let time = medianSeconds(runs: 3) { size = exporter.export(small, as: format).utf8.count }
      report.add(
        "export 10 000 messages as \(format.rawValue) (\(self.format(Double(size) / 1e6)) MB)",
        measured: formatSeconds(time), reference: "goal < 1 s", meets: time < 1)
    }
  }

  /// The messages of the shell issue's acceptance round trip, driven through the runtime.
  static func templateEvents() -> Trace? {
    let w = World()
    do {
      _ = try w.perform { tx in
        try tx.declare(
          ClassInfo(
            name: "Contact", superclass: "Model", kind: .model,
            properties: [PropertySchema(name: "name", type: .string, defaultValue: .string("Ada"))],
            isUserDeclared: true))
      }
      let ada = try w.perform { try $0.instantiate("Contact", arguments: []) }
      let field = try w.perform { try $0.instantiate("TextField", arguments: []) }
      let label = try w.perform { try $0.instantiate("Label", arguments: []) }
      let editor = try w.perform {
        try $0.instantiate("ViewController", arguments: [("title", .string("Edit"))])
      }
      _ = try w.perform { tx in
        tx.bind(name: "ada", to: .object(ada))
        tx.bind(name: "field", to: .object(field))
        tx.bind(name: "label", to: .object(label))
        tx.bind(name: "editor", to: .object(editor))
      }
      for view in [field, label] {
        _ = try w.perform { tx in
          try tx.call(
            "bind(_:to:key:)", on: editor,
            arguments: [.object(view), .object(ada), .string("name")])
        }
      }
      let start = w.reader.trace.count
      _ = try w.perform {
        try $0.callFunction("type(_:_:)", arguments: [.object(field), .string("Grace")])
      }
      _ = try w.perform { try $0.setProperty("name", of: ada, to: .string("Linus")) }
      let reader = w.reader
      return reader.standaloneTrace(reader.trace[start...])
    } catch {
      return nil
    }
  }

  /// The template's events repeated until there are `count`, renumbered as one long session.
  static func repeated(_ template: Trace, to count: Int) -> Trace {
    var events: [TraceEvent] = []
    events.reserveCapacity(count)
    let first = template.events.first?.sequence ?? 1
    let firstTime = template.events.first?.time ?? 0
    var round = 0
    while events.count < count {
      for var event in template.events where events.count < count {
        let offset = round * template.events.count
        event.sequence = event.sequence - first + 1 + offset
        event.cause = event.cause.map { $0 - first + 1 + offset }
        event.time = event.time - firstTime + 1 + round * 2
        event.statement = event.time
        // Each recorded message owns its arguments, as in a real session.
        event.arguments = event.arguments.map { $0 }
        events.append(event)
      }
      round += 1
    }
    return Trace(events: events, participants: template.participants)
  }

  static func seconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  }

  /// Copies a file with a read/write loop of 64 KiB blocks, as the reference speed.
  static func copy(_ source: String, to destination: String) {
    guard let input = fopen(source, "rb"), let output = fopen(destination, "wb") else { return }
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = buffer.withUnsafeMutableBufferPointer {
        fread($0.baseAddress, 1, $0.count, input)
      }
      if count == 0 { break }
      _ = buffer.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, count, output) }
    }
    fclose(input)
    fclose(output)
  }

  static func format(_ value: Double) -> String { String(format: "%.1f", value) }
}

/// The process's resident memory, from /proc/self/status (Linux).
struct MemoryStatus {
  var residentBytes: Int
  var peakBytes: Int
  var peakWasReset: Bool

  nonisolated(unsafe) static var lastResetWorked = false

  static func current() -> MemoryStatus {
    var resident = 0
    var peak = 0
    if let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) {
      for line in text.split(separator: "\n") {
        let parts = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard parts.count >= 2, let kilobytes = Int(parts[1]) else { continue }
        if parts[0] == "VmRSS:" { resident = kilobytes * 1024 }
        if parts[0] == "VmHWM:" { peak = kilobytes * 1024 }
      }
    }
    return MemoryStatus(residentBytes: resident, peakBytes: peak, peakWasReset: lastResetWorked)
  }

  /// Resets the kernel's peak resident size (VmHWM) to the current size.
  static func resetPeak() {
    guard let file = fopen("/proc/self/clear_refs", "w") else {
      lastResetWorked = false
      return
    }
    lastResetWorked = fputs("5", file) >= 0
    lastResetWorked = fclose(file) == 0 && lastResetWorked
  }
}
