import Foundation

/// Runs the real tools the exports are checked with (Graphviz, PlantUML, Chromium), when they
/// are installed. `.ci/run` installs them; on a machine without them the checks say so.
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

  /// The arguments every headless Chromium run shares.
  static let chromiumArguments = [
    "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
    "--disable-dev-shm-usage", "--hide-scrollbars",
    "--user-data-dir=" + NSTemporaryDirectory()
      + "mvcsh-chromium-profile",
  ]
}
