import CLibEdit
import Glibc
import MVCShell

/// The programs the session starts, as POSIX starts them (`posix_spawn`, then `waitpid`): the
/// desktop's opener for `:open`, and the learner's editor for `:edit`. Each inherits the
/// terminal and the environment, and mvcsh waits for it to end.
final class PosixPrograms: ExternalPrograms {
  /// The environment mvcsh started with (`VISUAL`, `EDITOR`, `TMPDIR`).
  let environment: [String: String]

  init(environment: [String: String]) { self.environment = environment }

  /// The program that opens a file or URL in the program the desktop chose for it.
  static var opener: String {
    #if os(macOS)
      return "open"
    #else
      return "xdg-open"
    #endif
  }

  /// The opener's complaints (xdg-open lists every browser it did not find) are not shown:
  /// mvcsh says itself what to do when nothing opened the file.
  func open(_ target: String) -> Bool {
    run([Self.opener, target], searchingPath: true, quiet: true) == 0
  }

  func edit(_ text: String, suffix: String) -> EditOutcome {
    let editor =
      [environment["VISUAL"], environment["EDITOR"], "vi"].compactMap { $0 }
      .first { !$0.allSatisfy(\.isWhitespace) } ?? "vi"
    var directory = environment["TMPDIR"] ?? "/tmp"
    if !directory.hasPrefix("/") { directory = "/tmp" }
    if directory.count > 1 && directory.hasSuffix("/") { directory.removeLast() }
    var template = Array((directory + "/mvcsh-edit-XXXXXX" + suffix).utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
      guard let base = buffer.baseAddress else { return -1 }
      return mkstemps(base, Int32(suffix.utf8.count))
    }
    guard descriptor >= 0 else { return .fileProblem(ProcessControl.lastErrorText) }
    let path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    defer { unlink(path) }
    do {
      try PosixFileSystem.writeAll(descriptor, Array(text.utf8), path: path)
      close(descriptor)
    } catch {
      close(descriptor)
      return .fileProblem((error as? FileSystemError)?.reason ?? "\(error)")
    }
    // Through the shell, as git and crontab run it: `$EDITOR` may carry options (`code -w`).
    guard let status = run(["/bin/sh", "-c", editor + " \"$1\"", "sh", path], searchingPath: false)
    else { return .cannotStart(editor: editor) }
    // The shell answers 127 when it cannot find the command, 126 when it cannot run it.
    if status == 127 || status == 126 { return .cannotStart(editor: editor) }
    guard status == 0 else { return .failed(editor: editor, status: Int(status)) }
    do {
      let bytes = try PosixFileSystem().read(path, limit: FileLimits.script)
      return .saved(String(decoding: bytes, as: UTF8.self))
    } catch {
      return .fileProblem((error as? FileSystemError)?.reason ?? "\(error)")
    }
  }

  /// Starts a program with arguments and waits for it.
  /// - Returns: its exit status (128 + the signal when a signal ended it), or nil when it could
  ///   not be started.
  /// - Parameter quiet: the program's standard error goes to `/dev/null`.
  private func run(_ arguments: [String], searchingPath: Bool, quiet: Bool = false) -> Int32? {
    StandardStreams.flush()
    var pointers = arguments.map { strdup($0) }
    pointers.append(nil)
    defer { for pointer in pointers { free(pointer) } }
    guard let program = pointers.first ?? nil, let environment = mvcsh_environ() else {
      return nil
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    if quiet {
      posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
    }
    var child = pid_t()
    let started = pointers.withUnsafeBufferPointer { argv -> Int32 in
      guard let list = argv.baseAddress else { return EINVAL }
      return searchingPath
        ? posix_spawnp(&child, program, &actions, nil, list, environment)
        : posix_spawn(&child, program, &actions, nil, list, environment)
    }
    guard started == 0 else { return nil }
    var status: Int32 = 0
    while waitpid(child, &status, 0) < 0 {
      if errno != EINTR { return nil }
    }
    // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift does not import (they are macros).
    let signal = status & 0x7F
    if signal == 0 { return (status >> 8) & 0xFF }
    return 128 + signal
  }
}
