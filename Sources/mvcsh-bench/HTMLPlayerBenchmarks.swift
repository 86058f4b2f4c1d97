import Foundation
import MVCExport
import MVCLocalization
import MVCRuntime

/// The HTML player of a 10 000-message trace in headless Chromium: how long until the page is
/// drawn, and how long a step takes (the page measures itself when opened with `#bench`: the
/// time from navigation to the first frame, and 200 steps each with its style and layout).
/// `MVCSH_BENCH_PAGE=FILE` keeps a copy of the measured page.
enum HTMLPlayerBenchmarks {
  static func run(into report: BenchmarkReport) {
    let browser = ["chromium", "chromium-browser", "google-chrome"].lazy.compactMap { name in
      (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
        .map { String($0) + "/" + name }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }.first
    guard let browser, let template = ExportBenchmarks.templateEvents() else {
      report.add(
        "HTML player, 10 000 messages, in Chromium", measured: "skipped (no chromium)",
        reference: "goal: open < 1 s, step < 16 ms", meets: true)
      return
    }
    let trace = ExportBenchmarks.repeated(template, to: 10_000)
    let exporter = TraceExporter(
      localizer: Localizer.embedded(language: .en),
      header: ExportHeader(toolVersion: "0.1.0", language: .en, device: "iPhone 15"))
    let directory = NSTemporaryDirectory() + "mvcsh-html-bench-\(getpid())"
    try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let page = directory + "/player.html"
    let html = exporter.export(trace, as: .html)
    _ = FileManager.default.createFile(atPath: page, contents: Data(html.utf8))
    // `MVCSH_BENCH_PAGE=FILE` keeps a copy of the page, to open and profile it by hand.
    if let keep = ProcessInfo.processInfo.environment["MVCSH_BENCH_PAGE"] {
      _ = FileManager.default.createFile(atPath: keep, contents: Data(html.utf8))
    }
    var opens: [Double] = []
    var steps: [Double] = []
    var worst = 0.0
    for run in 0..<3 {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: browser)
      process.arguments = [
        "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--hide-scrollbars",
        "--user-data-dir=\(directory)/profile-\(run)", "--window-size=1280,900",
        "--virtual-time-budget=5000", "--dump-dom", "file://\(page)#bench",
      ]
      let output = Pipe()
      process.standardOutput = output
      process.standardError = FileHandle.nullDevice
      guard (try? process.run()) != nil else { continue }
      let dom = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      func figure(_ name: String) -> Double? {
        dom.components(separatedBy: name + "=\"").dropFirst().first.flatMap {
          Double($0.prefix { $0 != "\"" })
        }
      }
      if let open = figure("data-open-ms") { opens.append(open) }
      if let step = figure("data-step-ms") { steps.append(step) }
      worst = max(worst, figure("data-step-max-ms") ?? 0)
    }
    let open = opens.sorted().dropFirst(opens.count / 2).first ?? -1
    let step = steps.sorted().dropFirst(steps.count / 2).first ?? -1
    report.add(
      "HTML player, 10 000 messages (\(String(format: "%.1f", Double(html.utf8.count) / 1e6)) MB): "
        + "open in headless Chromium",
      measured: open < 0 ? "failed" : String(format: "%.0f ms", open),
      reference: "0.1.0: 3.7 s; goal < 1 s", meets: open >= 0 && open < 1000)
    report.add(
      "HTML player, 10 000 messages: one step (style and layout included)",
      measured: step < 0 ? "failed" : String(format: "%.2f ms (slowest %.1f ms)", step, worst),
      reference: "0.1.0: about 60 ms; goal < 16 ms", meets: step >= 0 && step < 16)
  }
}
