import Foundation
import MVCTestSupport
import Testing

/// The tools the exports are checked with. `.ci/run` installs them all; on a developer's
/// machine a check whose tool is missing is skipped and listed by `make test`, in CI it fails.
extension RequiredTool {
  static let graphviz = RequiredTool.debian("graphviz")
  static let plantUML = RequiredTool.debian("plantuml")
  static let chromium = RequiredTool.debian("chromium")
  /// GitHub's Markdown renderer.
  static let cmarkGFM = RequiredTool.debian("cmark-gfm")
  static let python = RequiredTool.debian("python3")
  static let jsonschema = RequiredTool.debian("python3-jsonschema")
  /// Mermaid's own script: npm is out of reach, so `.ci/run` takes it from a PyPI wheel.
  static let mermaid = RequiredTool(
    "mermaid.min.js", install: "MERMAID_JS=/path/to/mermaid.min.js (.ci/run downloads one)")
}

/// Runs the real tools the exports are checked with (Graphviz, PlantUML, Chromium, Mermaid,
/// cmark-gfm).
enum ExternalTool {
  /// The full path of an executable on PATH, or nil.
  static func find(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") {
      let candidate = String(directory) + "/" + name
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  /// The first Chromium-family browser found.
  static var chromium: String? {
    ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"].lazy
      .compactMap(find).first
  }

  /// The path of `executable`, or (when it is missing) the check is skipped, or fails in CI.
  /// - Parameter consequence: what goes unchecked without it (`DOT output not rendered`).
  static func require(
    _ executable: String, from tool: RequiredTool, _ consequence: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> String {
    guard let path = find(executable) else {
      try tool.missing(consequence, sourceLocation: sourceLocation)
    }
    return path
  }

  /// The first Chromium-family browser, or the check is skipped (fails in CI).
  static func requireChromium(
    _ consequence: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> String {
    guard let path = chromium else {
      try RequiredTool.chromium.missing(consequence, sourceLocation: sourceLocation)
    }
    return path
  }

  /// Mermaid's script, from `MERMAID_JS` (or `/tmp/mermaid/mermaid.min.js`), or the check is
  /// skipped (fails in CI).
  static func requireMermaid(
    _ consequence: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> String {
    let path = ProcessInfo.processInfo.environment["MERMAID_JS"] ?? "/tmp/mermaid/mermaid.min.js"
    guard FileManager.default.fileExists(atPath: path) else {
      try RequiredTool.mermaid.missing(consequence, sourceLocation: sourceLocation)
    }
    return path
  }

  /// What a run produced.
  struct Result {
    var status: Int32
    var stdout: Data
    var stderr: String
    var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
  }

  /// Runs a tool with arguments and standard input, killing it after `timeout` seconds.
  static func run(
    _ executable: String, _ arguments: [String], input: Data = Data(), timeout: TimeInterval = 120
  ) throws -> Result {
    // A Chromium profile made for this run only is removed once it has ended.
    let profiles = arguments.compactMap { argument -> String? in
      guard argument.hasPrefix("--user-data-dir=") else { return nil }
      return String(argument.dropFirst("--user-data-dir=".count))
    }
    defer { for profile in profiles { try? FileManager.default.removeItem(atPath: profile) } }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    let group = DispatchGroup()
    nonisolated(unsafe) var out = Data()
    nonisolated(unsafe) var err = Data()
    group.enter()
    DispatchQueue.global().async {
      out = stdout.fileHandleForReading.readDataToEndOfFile()
      group.leave()
    }
    group.enter()
    DispatchQueue.global().async {
      err = stderr.fileHandleForReading.readDataToEndOfFile()
      group.leave()
    }
    stdin.fileHandleForWriting.write(input)
    try? stdin.fileHandleForWriting.close()
    if group.wait(timeout: .now() + timeout) == .timedOut {
      process.terminate()
      group.wait()
    }
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, stdout: out, stderr: String(decoding: err, as: UTF8.self))
  }

  /// A fresh temporary directory.
  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("mvcsh-export-tests-" + UUID().uuidString)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Where screenshots are kept for people to look at (`/tmp/mvcsh-export-screenshots`).
  static let screenshotDirectory: URL = {
    let url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent(
      "mvcsh-export-screenshots")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }()

  /// The arguments of one headless Chromium run. Each run gets a profile directory of its own:
  /// Chromium locks its profile, so two runs sharing one (parallel tests, or two checkouts
  /// testing at once) would make the second fail.
  static var chromiumArguments: [String] {
    let profile = NSTemporaryDirectory() + "mvcsh-chromium-\(getpid())-\(UUID().uuidString)"
    return [
      "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
      "--disable-dev-shm-usage", "--hide-scrollbars", "--user-data-dir=" + profile,
    ]
  }
}
