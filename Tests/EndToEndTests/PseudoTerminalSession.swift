import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Runs mvcsh on a pseudo-terminal, as a person at an 80-column xterm would: the child gets
/// the terminal's slave side as standard input, output and error; the test writes keys to the
/// master side and reads everything the child draws, feeding it to a ``TerminalScreen``.
///
/// Every wait polls until a condition holds or a generous timeout passes, so the tests do not
/// depend on timing.
final class PseudoTerminalSession {
  /// Keys, spelled as a terminal sends them.
  enum Key {
    static let enter = "\r"
    static let tab = "\t"
    static let left = "\u{1B}[D"
    static let right = "\u{1B}[C"
    static let up = "\u{1B}[A"
    static let down = "\u{1B}[B"
    static let controlA = "\u{1}"
    static let controlC = "\u{3}"
    static let controlD = "\u{4}"
    static let controlE = "\u{5}"
  }

  /// How long a wait may take before the test fails.
  static let timeout: TimeInterval = 10

  private let master: Int32
  /// Kept open to read the terminal's mode (see ``isEditing``).
  private let slave: Int32
  private let process: Process
  private var bytes: [UInt8] = []
  /// What the child has drawn, interpreted.
  private(set) var screen: TerminalScreen

  /// Everything the child wrote so far, decoded as UTF-8 (escape sequences included).
  var transcript: String { String(decoding: bytes, as: UTF8.self) }

  /// Starts mvcsh on a new pseudo-terminal.
  /// - Parameters:
  ///   - arguments: the command-line arguments.
  ///   - environment: added to ``TestEnvironment/base``.
  ///   - standardInput: text to pipe on standard input instead of the terminal.
  ///   - executable: a program to run instead of mvcsh (one that runs mvcsh in turn, such as
  ///     `unshare … sh -c '…; mvcsh'`).
  init(
    arguments: [String] = [], environment: [String: String] = [:], standardInput: String? = nil,
    columns: Int = 80, rows: Int = 24, executable: String? = nil
  ) throws {
    let binary = try executable ?? MVCShellBinary.require()
    var master: Int32 = -1
    var slave: Int32 = -1
    var size = winsize(
      ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    guard openpty(&master, &slave, nil, nil, &size) == 0 else {
      throw TerminalError("openpty failed: \(String(cString: strerror(errno)))")
    }
    // Other tests start processes concurrently: keep both ends out of them.
    _ = fcntl(master, F_SETFD, FD_CLOEXEC)
    _ = fcntl(slave, F_SETFD, FD_CLOEXEC)
    _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)

    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = arguments
    process.environment = TestEnvironment.base.merging(environment) { _, new in new }
    let terminal = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
    process.standardOutput = terminal
    process.standardError = terminal
    do {
      if let standardInput {
        // Small enough to fit in the pipe's buffer before the child starts reading.
        let pipe = Pipe()
        process.standardInput = pipe
        pipe.fileHandleForWriting.write(Data(standardInput.utf8))
        try pipe.fileHandleForWriting.close()
      } else {
        process.standardInput = terminal
      }
      try process.run()
    } catch {
      close(master)
      close(slave)
      throw error
    }
    self.master = master
    self.slave = slave
    self.process = process
    self.screen = TerminalScreen(columns: columns, rows: rows)
  }

  deinit {
    if process.isRunning { process.terminate() }
    close(master)
    close(slave)
  }

  /// Sends SIGINT, as the terminal driver does when Ctrl-C is pressed while a program runs
  /// outside line editing. (The child is not a session leader with this terminal as its
  /// controlling terminal, so the `^C` byte alone would not raise the signal.)
  func sendInterruptSignal() {
    kill(process.processIdentifier, SIGINT)
  }

  /// Types text (or keys) at the terminal.
  func send(_ text: String) {
    var remaining = Array(text.utf8)
    while !remaining.isEmpty {
      let written = remaining.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
      if written > 0 {
        remaining.removeFirst(written)
      } else if errno != EAGAIN && errno != EINTR {
        return
      } else {
        _ = readAvailable(waitingUpTo: 0.01)
      }
    }
  }

  /// Reads what the child draws until `condition` holds.
  /// - Returns: whether it held before the timeout.
  @discardableResult
  func wait(
    timeout: TimeInterval = PseudoTerminalSession.timeout,
    until condition: (PseudoTerminalSession) -> Bool
  ) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while true {
      if condition(self) { return true }
      let remaining = deadline.timeIntervalSinceNow
      if remaining <= 0 { return false }
      if !readAvailable(waitingUpTo: min(remaining, 0.2)) && !process.isRunning {
        return condition(self)
      }
    }
  }

  /// Waits until the screen shows `text` anywhere.
  @discardableResult
  func waitForScreen(containing text: String) -> Bool {
    wait { $0.screen.text.contains(text) }
  }

  /// Waits until the raw output contains `text` after the first `after` bytes.
  @discardableResult
  func waitForOutput(containing text: String, afterOffset after: Int = 0) -> Bool {
    wait { session in
      session.bytes.count > after
        && String(decoding: session.bytes[after...], as: UTF8.self).contains(text)
    }
  }

  /// The number of bytes read so far (to wait for something new after a point).
  var outputLength: Int { bytes.count }

  /// What the child wrote after the first `offset` bytes, decoded as UTF-8.
  func output(since offset: Int) -> String {
    String(decoding: bytes[min(offset, bytes.count)...], as: UTF8.self)
  }

  /// Waits until the cursor's line, trimmed, reads exactly `text`.
  @discardableResult
  func waitForCursorLine(_ text: String) -> Bool {
    wait { $0.screen.cursorLine == text }
  }

  /// Waits for the child to exit and returns its status, or nil after the timeout.
  func waitForExit(timeout: TimeInterval = PseudoTerminalSession.timeout) -> Int32? {
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning && Date() < deadline {
      _ = readAvailable(waitingUpTo: 0.1)
    }
    guard !process.isRunning else { return nil }
    process.waitUntilExit()
    while readAvailable(waitingUpTo: 0.05) {}
    return process.terminationStatus
  }

  /// Whether libedit is waiting for a key: the terminal is in its raw mode (ICANON off).
  ///
  /// libedit draws the prompt first and switches the terminal to raw mode only when it reads
  /// the first key, so a test that types as soon as it sees the prompt can race the switch
  /// (the kernel would echo the keys too). Waiting for this avoids that.
  var isEditing: Bool {
    var attributes = termios()
    guard tcgetattr(slave, &attributes) == 0 else { return false }
    return attributes.c_lflag & tcflag_t(ICANON) == 0
  }

  /// Whether the child is still running.
  var isRunning: Bool { process.isRunning }

  /// Reads whatever is available within `seconds`; false when nothing came.
  private func readAvailable(waitingUpTo seconds: TimeInterval) -> Bool {
    var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
    let ready = poll(&descriptor, 1, Int32(max(0, seconds * 1000)))
    guard ready > 0 else { return false }
    var chunk = [UInt8](repeating: 0, count: 4096)
    let count = chunk.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
    guard count > 0 else { return false }
    bytes.append(contentsOf: chunk[0..<count])
    screen.feed(chunk[0..<count])
    return true
  }
}

/// A failure setting up the pseudo-terminal.
struct TerminalError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
