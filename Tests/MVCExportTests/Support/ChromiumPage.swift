import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A page in headless Chromium driven over the DevTools protocol (`--remote-debugging-pipe`):
/// key presses that are real input events (the browser runs its own default actions for them,
/// as for a person's), script evaluated in the page, and the page's address.
///
/// The protocol's messages are JSON, each ended by a NUL byte; the browser reads them on its
/// file descriptor 3 and answers on 4.
final class ChromiumPage {
  private let pid: pid_t
  private let toBrowser: Int32
  private let fromBrowser: Int32
  private let profile: String
  private var buffer: [UInt8] = []
  private var nextID = 1
  private var session: String?

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// Starts Chromium and opens `url` in a page `width` × `height` pixels large.
  init(chromium: String, url: String, width: Int, height: Int) throws {
    var input: [Int32] = [0, 0]
    var output: [Int32] = [0, 0]
    guard pipe(&input) == 0, pipe(&output) == 0 else { throw Failure(description: "no pipe") }
    // Out of the way of 3 and 4, which the browser gets.
    let browserReads = fcntl(input[0], F_DUPFD, 10)
    let browserWrites = fcntl(output[1], F_DUPFD, 10)
    close(input[0])
    close(output[1])
    toBrowser = input[1]
    fromBrowser = output[0]
    profile = NSTemporaryDirectory() + "mvcsh-devtools-\(getpid())-\(UUID().uuidString)"
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, browserReads, 3)
    posix_spawn_file_actions_adddup2(&actions, browserWrites, 4)
    for descriptor in [browserReads, browserWrites, toBrowser, fromBrowser] {
      posix_spawn_file_actions_addclose(&actions, descriptor)
    }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let arguments = [
      chromium, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
      "--disable-extensions", "--disable-dev-shm-usage", "--hide-scrollbars",
      "--user-data-dir=" + profile, "--window-size=\(width),\(height)",
      "--remote-debugging-pipe", "about:blank",
    ]
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var child: pid_t = 0
    let status = posix_spawn(&child, chromium, &actions, nil, &argv, environ)
    close(browserReads)
    close(browserWrites)
    guard status == 0 else {
      close(toBrowser)
      close(fromBrowser)
      throw Failure(description: "chromium did not start: \(status)")
    }
    pid = child
    let target = try send("Target.createTarget", ["url": "about:blank"], inPage: false)
    guard let targetID = target["targetId"] as? String else {
      throw Failure(description: "no target: \(target)")
    }
    let attached = try send(
      "Target.attachToTarget", ["targetId": targetID, "flatten": true], inPage: false)
    session = attached["sessionId"] as? String
    guard session != nil else { throw Failure(description: "not attached: \(attached)") }
    // The page's size before it loads, so that it starts as at that width.
    try send(
      "Emulation.setDeviceMetricsOverride",
      ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": false])
    try send("Page.navigate", ["url": url])
  }

  deinit {
    close(toBrowser)
    close(fromBrowser)
    kill(pid, SIGKILL)
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    try? FileManager.default.removeItem(atPath: profile)
  }

  /// The value of a JavaScript expression in the page (a promise is awaited), as JSON gives it.
  @discardableResult
  func evaluate(_ expression: String) throws -> Any? {
    let result = try send(
      "Runtime.evaluate",
      ["expression": expression, "returnByValue": true, "awaitPromise": true])
    if let exception = result["exceptionDetails"] {
      throw Failure(description: "\(expression) threw \(exception)")
    }
    let value = (result["result"] as? [String: Any])?["value"]
    return value is NSNull ? nil : value
  }

  /// Waits (up to `seconds`) until an expression is true in the page.
  func wait(until expression: String, seconds: Double = 20) throws {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if (try? evaluate("Boolean(\(expression))")) as? Bool == true { return }
      usleep(50_000)
    }
    throw Failure(description: "timed out waiting for \(expression)")
  }

  /// Presses and releases a key (`ArrowRight`, `ArrowLeft`, `ArrowUp`, `ArrowDown`, `Home`,
  /// `End`) on whatever has the focus, as a keyboard does.
  func press(_ key: String) throws {
    let codes = [
      "ArrowLeft": 37, "ArrowUp": 38, "ArrowRight": 39, "ArrowDown": 40, "Home": 36, "End": 35,
    ]
    let code = codes[key] ?? 0
    for type in ["rawKeyDown", "keyUp"] {
      try send(
        "Input.dispatchKeyEvent",
        [
          "type": type, "key": key, "code": key, "windowsVirtualKeyCode": code,
          "nativeVirtualKeyCode": code,
        ])
    }
  }

  /// Sends a command and returns its result.
  @discardableResult
  private func send(_ method: String, _ parameters: [String: Any], inPage: Bool = true) throws
    -> [String: Any]
  {
    let id = nextID
    nextID += 1
    var message: [String: Any] = ["id": id, "method": method, "params": parameters]
    if inPage, let session { message["sessionId"] = session }
    var bytes = [UInt8](try JSONSerialization.data(withJSONObject: message))
    bytes.append(0)
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes { write(toBrowser, $0.baseAddress, $0.count) }
      guard count > 0 else { throw Failure(description: "the browser closed its pipe") }
      written += count
    }
    let deadline = Date().addingTimeInterval(30)
    while Date() < deadline {
      while let end = buffer.firstIndex(of: 0) {
        let data = Data(buffer[..<end])
        buffer.removeSubrange(...end)
        guard let reply = try JSONSerialization.jsonObject(with: data) as? [String: Any],
          reply["id"] as? Int == id
        else { continue }
        if let error = reply["error"] { throw Failure(description: "\(method): \(error)") }
        return reply["result"] as? [String: Any] ?? [:]
      }
      var poller = pollfd(fd: fromBrowser, events: Int16(POLLIN), revents: 0)
      guard poll(&poller, 1, 1000) >= 0 else { continue }
      if poller.revents == 0 { continue }
      var chunk = [UInt8](repeating: 0, count: 1 << 16)
      let count = chunk.withUnsafeMutableBytes { read(fromBrowser, $0.baseAddress, $0.count) }
      guard count > 0 else { throw Failure(description: "the browser ended during \(method)") }
      buffer.append(contentsOf: chunk[..<count])
    }
    throw Failure(description: "no answer to \(method)")
  }
}
