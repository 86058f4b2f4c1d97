import Foundation

/// The result of running mvcsh with pipes on all three standard streams.
struct PipedRun {
  var status: Int32
  var standardOutput: String
  var standardError: String

  /// Whether the process was killed by a signal (`status` is then the signal's number).
  var killedBySignal = false

  /// Runs the binary with `arguments`, feeding `input` on standard input, and waits for it
  /// (up to `timeout` seconds; a hung process is killed and reported as status -1).
  /// - Parameters:
  ///   - directory: the working directory (the test's own by default).
  ///   - executable: a program to run instead of mvcsh (`/bin/sh`, to set a limit first).
  static func run(
    _ arguments: [String], input: String = "", environment: [String: String] = [:],
    timeout: TimeInterval = 20, directory: String? = nil, executable: String? = nil
  ) throws -> PipedRun {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try executable ?? MVCShellBinary.require())
    process.arguments = arguments
    process.environment = TestEnvironment.base.merging(environment) { _, new in new }
    if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()

    // Read both outputs while the child runs, so a full pipe never blocks it.
    let collected = Collected()
    let group = DispatchGroup()
    for (pipe, isError) in [(stdout, false), (stderr, true)] {
      group.enter()
      DispatchQueue.global().async {
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        collected.store(data, isError: isError)
        group.leave()
      }
    }
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()

    if group.wait(timeout: .now() + timeout) == .timedOut {
      process.terminate()
      return PipedRun(status: -1, standardOutput: "", standardError: "timed out")
    }
    process.waitUntilExit()
    return PipedRun(
      status: process.terminationStatus,
      standardOutput: String(decoding: collected.output, as: UTF8.self),
      standardError: String(decoding: collected.error, as: UTF8.self),
      killedBySignal: process.terminationReason == .uncaughtSignal)
  }

  /// Runs `script` with `/bin/sh -c`, the mvcsh binary's path in `$MVCSH` and `arguments` as
  /// `$1`, `$2`…; the script runs under a 4 GB limit on memory, so a regression that reads
  /// endlessly fails the test instead of exhausting the machine.
  static func shell(
    _ script: String, _ arguments: [String] = [], input: String = "",
    environment: [String: String] = [:], timeout: TimeInterval = 20, directory: String? = nil
  ) throws -> PipedRun {
    // AddressSanitizer reserves terabytes of address space up front, which a limit on virtual
    // memory forbids; a sanitized binary (`make sanitize`) is held to its RSS limit instead.
    let sanitized = ProcessInfo.processInfo.environment["ASAN_OPTIONS"] != nil
    let limit = sanitized ? "" : "ulimit -v 4194304; "
    return try run(
      ["-c", limit + script, "sh"] + arguments, input: input,
      environment: environment.merging(["MVCSH": try MVCShellBinary.require()]) { _, new in new },
      timeout: timeout, directory: directory, executable: "/bin/sh")
  }

  private final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var output = Data()
    private(set) var error = Data()

    func store(_ data: Data, isError: Bool) {
      lock.lock()
      defer { lock.unlock() }
      if isError { error = data } else { output = data }
    }
  }
}

/// The environment every end-to-end run starts from: a UTF-8 locale, an xterm, and no
/// inherited colour or history settings (each test gives its own history file).
enum TestEnvironment {
  static let base: [String: String] = {
    var environment: [String: String] = [
      "TERM": "xterm", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8",
      "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
    ]
    // A history path nobody else uses, in case a test forgets to set one.
    environment["MVCSH_HISTORY"] = NSTemporaryDirectory() + "/mvcsh-e2e-unused-history"
    environment["HOME"] = NSTemporaryDirectory()
    // The sanitizers' settings, when a sanitized build is tested (scripts/sanitize.sh).
    for name in [
      "ASAN_OPTIONS", "LSAN_OPTIONS", "ASAN_SYMBOLIZER_PATH", "SWIFT_BACKTRACE",
    ] {
      if let value = ProcessInfo.processInfo.environment[name] { environment[name] = value }
    }
    return environment
  }()
}
