import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// What mvcsh reads and writes on a real file system: nothing but regular files, each kind up
/// to a size limit; writes that fail (a file-size limit, a full disk) or are killed half-way
/// leave the old file whole and no temporary file behind.
@Suite("mvcsh and its files", .serialized)
struct FileSafetyEndToEndTests {
  // MARK: Loading

  @Test(
    "a script that loads itself stops with an error, however the line is written",
    arguments: [":load SELF", "\t:load SELF", "  :loa SELF", ":lo SELF", " \t:l\u{6F}ad  SELF"])
  func aScriptThatLoadsItself(line: String) throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("self.mvcsh")
    try directory.write(
      "self.mvcsh", "let a = 1\n" + line.replacingOccurrences(of: "SELF", with: path) + "\n")
    for arguments in [["-c", ":load \(path)"], [path]] {
      let run = try PipedRun.run(arguments, timeout: 20)
      #expect(!run.killedBySignal, "\(arguments) crashed with signal \(run.status)")
      #expect(run.status == 1, "\(arguments): \(run.standardError)")
      #expect(
        (run.standardOutput + run.standardError).contains(
          "\(path) is already being loaded: a script cannot load itself"),
        "\(arguments): \(run.standardOutput.prefix(300))")
    }
  }

  @Test(":load and :trace load refuse a device, a FIFO or a directory at once")
  func devicesFIFOsAndDirectoriesAreRefused() throws {
    let directory = try TemporaryDirectory()
    let fifo = directory.file("fifo")
    try #require(mkfifo(fifo, 0o600) == 0)
    var arguments: [String] = []
    for path in ["/dev/zero", fifo, directory.path] {
      arguments += ["-c", ":load \(path)", "-c", ":trace load \(path)"]
    }
    let run = try PipedRun.shell(#"exec "$MVCSH" "$@""#, arguments, timeout: 20)
    #expect(run.status == 1, "\(run.standardError)")
    // Refusals are diagnostics: on standard error.
    let output = run.standardError
    #expect(run.standardOutput.isEmpty)
    #expect(output.contains("cannot read /dev/zero: it is a device, not a regular file"))
    #expect(output.contains("cannot read \(fifo): it is a pipe (FIFO), not a regular file"))
    #expect(output.contains("cannot read \(directory.path): it is a directory, not a regular"))
    #expect(output.components(separatedBy: "error: cannot read").count == 7, "\(output)")
  }

  @Test("a script named on the command line may be a pipe, never a device or a directory")
  func scriptFiles() throws {
    for path in ["/dev/zero", "/tmp"] {
      let run = try PipedRun.shell(#"exec "$MVCSH" "$1""#, [path])
      #expect(run.status == 2)
      #expect(run.standardError.contains("not a regular file"), "\(run.standardError)")
    }
    let piped = try PipedRun.shell(#"printf 'let p = 4\np\n' | "$MVCSH" /dev/stdin"#)
    #expect(piped.status == 0, "\(piped.standardError)")
    #expect(piped.standardOutput.contains("4"))
  }

  @Test("files over their limit are refused before they are read, and input stops at its limit")
  func sizeLimits() throws {
    let directory = try TemporaryDirectory()
    // Sparse files: as large as they claim, without the disk space.
    let script = directory.file("huge.mvcsh")
    let trace = directory.file("huge.jsonl")
    try #require(FileManager.default.createFile(atPath: script, contents: nil))
    try #require(FileManager.default.createFile(atPath: trace, contents: nil))
    try #require(truncate(script, 16 << 20 + 1) == 0)
    try #require(truncate(trace, 256 << 20 + 1) == 0)
    let loads = try PipedRun.shell(
      #"exec "$MVCSH" -c ":load $1" -c ":trace load $2""#, [script, trace])
    #expect(loads.status == 1)
    #expect(loads.standardError.contains("cannot read \(script): it is larger than 16 MB"))
    #expect(loads.standardError.contains("cannot read \(trace): it is larger than 256 MB"))
    let named = try PipedRun.shell(#"exec "$MVCSH" "$1""#, [script])
    #expect(named.status == 2)
    #expect(named.standardError.contains("it is larger than 16 MB"), "\(named.standardError)")
    // Standard input cannot be sized first: reading stops at the limit.
    let endless = try PipedRun.shell(#"exec "$MVCSH" - < /dev/zero"#, timeout: 30)
    #expect(endless.status == 2, "\(endless.standardError)")
    #expect(endless.standardError.contains("'standard input': it is larger than 16 MB"))
  }

  @Test("--lessons and --translations leave out what is not a regular file, and say so")
  func teacherDirectories() throws {
    let directory = try TemporaryDirectory()
    let lessons = directory.file("lessons")
    let translations = directory.file("translations")
    let manager = FileManager.default
    try manager.createDirectory(atPath: lessons, withIntermediateDirectories: true)
    try manager.createDirectory(atPath: translations + "/en", withIntermediateDirectories: true)
    try manager.createDirectory(
      atPath: translations + "/zh-Hant", withIntermediateDirectories: true)
    // A good lesson, written on Windows.
    let lesson = [
      "lesson: hello", "title: lesson.hello.title", "", "step: create", "say: lesson.hello.say",
      "solution: let label = Label()", "goal made: object label is Label",
      "hint: lesson.hello.say", "",
    ]
    try lesson.joined(separator: "\r\n").write(
      toFile: lessons + "/01-hello.lesson", atomically: true, encoding: .utf8)
    try manager.createSymbolicLink(
      atPath: lessons + "/02-zero.lesson", withDestinationPath: "/dev/zero")
    try #require(mkfifo(lessons + "/03-fifo.lesson", 0o600) == 0)
    try #require(manager.createFile(atPath: lessons + "/04-big.lesson", contents: nil))
    try #require(truncate(lessons + "/04-big.lesson", 2 << 20) == 0)
    let catalog = [
      #""lesson.hello.title" = "Hello, labels";"#, #""lesson.hello.say" = "Make a label.";"#,
    ]
    try (catalog.joined(separator: "\r\n") + "\r\n").write(
      toFile: translations + "/en/hello.strings", atomically: true, encoding: .utf8)
    try manager.createSymbolicLink(
      atPath: translations + "/en/zero.strings", withDestinationPath: "/dev/zero")
    try #require(mkfifo(translations + "/zh-Hant/fifo.strings", 0o600) == 0)

    let run = try PipedRun.shell(
      #"exec "$MVCSH" --lessons "$1" --translations "$2" -c :lessons -c ":lesson hello""#,
      [lessons, translations], timeout: 20)
    #expect(run.status == 0, "\(run.standardError)")
    let errors = run.standardError
    #expect(errors.contains("02-zero.lesson': it is a device, not a regular file (left out)"))
    #expect(errors.contains("03-fifo.lesson': it is a pipe (FIFO), not a regular file"))
    #expect(errors.contains("04-big.lesson': it is larger than 1 MB"))
    #expect(errors.contains("zero.strings': it is a device, not a regular file (left out)"))
    #expect(errors.contains("fifo.strings': it is a pipe (FIFO)"))
    // The lesson with Windows line ends reads as lines.
    #expect(run.standardOutput.contains("Hello, labels"), "\(run.standardOutput)")
    #expect(run.standardOutput.contains("Make a label."))
  }

  @Test("a script and a :load-ed session with Windows line ends read as lines")
  func windowsLineEnds() throws {
    let directory = try TemporaryDirectory()
    // A mistake on line 3, which is reported as line 3 (not line 1 of one long line).
    let script = try directory.write(
      "crlf.mvcsh", "let w = Label(text: \"win\")\r\n\r\nnosuch\r\nw.text\r\n")
    for arguments in [[script], ["-c", ":load \(script)"]] {
      let run = try PipedRun.run(arguments)
      #expect(run.status == 1)
      #expect(run.standardOutput.contains("\"win\""), "\(arguments): \(run.standardOutput)")
      // Named as compilers name it: the file, line 3, column 1.
      #expect(
        run.standardError.contains(script + ":3:1: error: "), "\(arguments): \(run.standardError)")
    }
  }

  // MARK: Writing

  static let script = """
    class Contact: Model { var name = "Ada" }
    let ada = Contact()
    let label = Label()
    let editor = ViewController(title: "Edit")
    editor.bind(label, to: ada, key: "name")
    ada.name = "Linus"
    """

  /// The names in a directory (to see that no temporary file was left behind).
  static func names(_ directory: TemporaryDirectory) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
  }

  /// Sets a file-size limit of 512 bytes, then runs the rest of the line with SIGXFSZ's default
  /// action (a test runner may ignore it, and an ignored signal stays ignored across exec).
  static let limited =
    #"d=; if env --default-signal=XFSZ true 2>/dev/null; then d="env --default-signal=XFSZ"; fi; "#
    + "ulimit -f 1; exec $d "

  @Test("under a file-size limit a write fails with a message; the old file stays; no signal")
  func fileSizeLimit() throws {
    let directory = try TemporaryDirectory()
    let script = try directory.write("app.mvcsh", Self.script)
    let output = try directory.write("out.html", "old\n")
    let export = try PipedRun.shell(
      Self.limited + #""$MVCSH" "$1" --export html --output "$2""#, [script, output])
    #expect(!export.killedBySignal, "killed by signal \(export.status)")
    #expect(export.status == 1)
    #expect(export.standardError.contains("cannot write '\(output)': File too large"))
    #expect(try String(contentsOfFile: output, encoding: .utf8) == "old\n")
    #expect(try Self.names(directory) == ["app.mvcsh", "out.html"])

    let long = String(repeating: "x", count: 4000)
    let save = try PipedRun.shell(
      Self.limited + #""$MVCSH" -c "$1" -c ":save $2" -c "let after = 7" -c after"#,
      ["let s = \"\(long)\"", output])
    #expect(!save.killedBySignal)
    #expect(save.status == 1)
    #expect(save.standardError.contains("cannot write \(output): File too large"))
    #expect(save.standardOutput.hasSuffix("7\n"), "it did not go on: \(save.standardOutput)")
    #expect(try String(contentsOfFile: output, encoding: .utf8) == "old\n")
    #expect(try Self.names(directory) == ["app.mvcsh", "out.html"])

    let piped = try PipedRun.shell(
      Self.limited + #""$MVCSH" "$1" --export html > "$2""#, [script, directory.file("o")])
    #expect(!piped.killedBySignal)
    #expect(piped.status == 1)
    #expect(piped.standardError.contains("cannot write 'standard output': File too large"))
  }

  @Test(
    "on a full disk a write fails with a message, the old file stays, nothing is left over",
    .enabled(if: PrivateMount.isAvailable, "needs unshare and a user namespace for a small tmpfs"))
  func fullDisk() throws {
    let directory = try TemporaryDirectory()
    let disk = directory.file("disk")
    try FileManager.default.createDirectory(atPath: disk, withIntermediateDirectories: true)
    // A label with a long text: a long session to save, and messages to export.
    let long = String(repeating: "y", count: 20_000)
    let run = try PrivateMount.run(
      """
      printf 'old\\n' > "$1/out.mvcsh"
      dd if=/dev/zero of="$1/fill" bs=4096 2>/dev/null
      "$MVCSH" -c "$2" -c ":save $1/out.mvcsh" -c ":export html all $1/t.html" 2>&1
      echo "status=$?"
      cat "$1/out.mvcsh"
      ls -1A "$1"
      """, [disk, "let label = Label(text: \"\(long)\")"])
    #expect(run.standardOutput.contains("cannot write \(disk)/out.mvcsh: No space left on device"))
    #expect(run.standardOutput.contains("cannot write \(disk)/t.html: No space left on device"))
    #expect(
      run.standardOutput.hasSuffix("status=1\nold\nfill\nout.mvcsh\n"),
      "\(run.standardOutput.suffix(300))")
  }

  @Test(":save, :export and --output never replace a FIFO or a directory")
  func neverReplacedFIFOsOrDirectories() throws {
    let directory = try TemporaryDirectory()
    let script = try directory.write("app.mvcsh", Self.script)
    let fifo = directory.file("fifo")
    try #require(mkfifo(fifo, 0o600) == 0)
    let folder = directory.file("folder")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    for target in [fifo, folder] {
      let export = try PipedRun.run([script, "--export", "dot", "--output", target])
      #expect(export.status == 1)
      #expect(export.standardError.contains("cannot write '\(target)': it is a"))
      let commands = try PipedRun.run([
        "-c", Self.script.replacingOccurrences(of: "\n", with: "; "), "-c", ":save \(target)", "-c",
        ":export json \(target)",
      ])
      #expect(commands.status == 1)
      #expect(
        commands.standardError.components(separatedBy: "cannot write \(target): it is a").count
          == 3)
    }
    var information = stat()
    #expect(lstat(fifo, &information) == 0 && information.st_mode & S_IFMT == S_IFIFO)
    #expect(lstat(folder, &information) == 0 && information.st_mode & S_IFMT == S_IFDIR)
    #expect(try Self.names(directory) == ["app.mvcsh", "fifo", "folder"])
  }

  @Test(
    "--output never replaces a device, even through a link; /dev/stdout is standard output",
    .enabled(if: geteuid() == 0, "needs root to make a device node"))
  func neverReplacedDevices() throws {
    let directory = try TemporaryDirectory()
    let script = try directory.write("app.mvcsh", Self.script)
    let device = directory.file("null")
    // Major 1, minor 3: what /dev/null is.
    try #require(mknod(device, S_IFCHR | 0o666, dev_t(1 << 8 | 3)) == 0)
    try FileManager.default.createSymbolicLink(
      atPath: directory.file("link"), withDestinationPath: device)
    for target in [device, directory.file("link")] {
      let run = try PipedRun.run([script, "--export", "dot", "--output", target])
      #expect(run.status == 1)
      #expect(run.standardError.contains("it is a device, not a regular file"))
    }
    var information = stat()
    #expect(lstat(device, &information) == 0 && information.st_mode & S_IFMT == S_IFCHR)
    let standard = try PipedRun.run([script, "--export", "dot", "--output", "/dev/stdout"])
    #expect(standard.status == 0)
    #expect(standard.standardOutput.hasPrefix("digraph"))
    #expect(lstat("/dev/stdout", &information) == 0 && information.st_mode & S_IFMT == S_IFLNK)
  }

  @Test("--output - writes to standard output, not to a file named -")
  func dashIsStandardOutput() throws {
    let directory = try TemporaryDirectory()
    let script = try directory.write("app.mvcsh", Self.script)
    let run = try PipedRun.run(
      [script, "--export", "mermaid", "--output", "-"], directory: directory.path)
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardOutput.hasPrefix("sequenceDiagram"))
    #expect(try Self.names(directory) == ["app.mvcsh"])
  }

  @Test("replacing a file keeps its permissions and writes through symbolic links")
  func permissionsAndLinks() throws {
    let directory = try TemporaryDirectory()
    let manager = FileManager.default
    let kept = try directory.write("kept.mvcsh", "old\n")
    try #require(chmod(kept, 0o640) == 0)
    try manager.createDirectory(atPath: directory.file("real"), withIntermediateDirectories: true)
    // One link to a file that exists, one (relative) to a file not made yet.
    try directory.write("real/existing.mvcsh", "old\n")
    try manager.createSymbolicLink(
      atPath: directory.file("existing-link"),
      withDestinationPath: directory.file("real/existing.mvcsh"))
    try manager.createSymbolicLink(
      atPath: directory.file("new-link"), withDestinationPath: "real/new.mvcsh")
    var arguments = ["-c", "let a = Label()"]
    for name in ["kept.mvcsh", "existing-link", "new-link"] {
      arguments += ["-c", ":save \(directory.file(name))"]
    }
    let run = try PipedRun.run(arguments)
    #expect(run.status == 0, "\(run.standardOutput)")
    let attributes = try manager.attributesOfItem(atPath: kept)
    #expect((attributes[.posixPermissions] as? Int) == 0o640)
    for (link, target) in [
      ("existing-link", "real/existing.mvcsh"), ("new-link", "real/new.mvcsh"),
    ] {
      #expect(
        try manager.destinationOfSymbolicLink(atPath: directory.file(link)).hasSuffix(target),
        "\(link) is no longer a link")
      #expect(
        try String(contentsOfFile: directory.file(target), encoding: .utf8) == "let a = Label()\n")
    }
    #expect(try Self.names(directory) == ["existing-link", "kept.mvcsh", "new-link", "real"])
  }

  @Test("a write killed at any moment leaves the old file or the new, and no temporary file")
  func killedMidWrite() throws {
    let directory = try TemporaryDirectory()
    var lines = [Self.script]
    for index in 0..<1500 { lines.append("ada.name = \"name \(index)\"") }
    let script = try directory.write("app.mvcsh", lines.joined(separator: "\n") + "\n")
    let output = directory.file("out.html")
    // The whole new file, and how long it takes to write.
    let started = Date()
    // A sanitized debug build on a busy machine needs far longer than the usual 20 s.
    let reference = try PipedRun.run(
      [script, "--export", "html", "--output", output], timeout: 180)
    let duration = Date().timeIntervalSince(started)
    try #require(reference.status == 0, "\(reference.standardError)")
    let new = try Data(contentsOf: URL(fileURLWithPath: output))
    let old = Data("old\n".utf8)
    let binary = try MVCShellBinary.require()
    var outcomes: Set<String> = []
    for step in 0..<12 {
      try old.write(to: URL(fileURLWithPath: output))
      let process = Process()
      process.executableURL = URL(fileURLWithPath: binary)
      process.arguments = [script, "--export", "html", "--output", output]
      process.environment = TestEnvironment.base
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      usleep(useconds_t(duration * Double(step) / 10 * 1_000_000))
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      let written = try Data(contentsOf: URL(fileURLWithPath: output))
      #expect(
        written == old || written == new, "step \(step): a torn file of \(written.count) bytes")
      outcomes.insert(written == old ? "old" : "new")
      #expect(try Self.names(directory) == ["app.mvcsh", "out.html"], "step \(step)")
    }
    #expect(outcomes.contains("old"))
  }

  // MARK: History

  private func startShell(
    history: String, environment: [String: String] = [:]
  ) throws -> PseudoTerminalSession {
    let terminal = try PseudoTerminalSession(
      environment: ["MVCSH_HISTORY": history, "NO_COLOR": "1"].merging(environment) { _, new in new
      })
    try #require(ready(terminal), "no prompt; screen:\n\(terminal.screen.text)")
    return terminal
  }

  private func ready(_ terminal: PseudoTerminalSession) -> Bool {
    terminal.wait { $0.screen.cursorLine == "mvcsh>" && $0.screen.column == 7 && $0.isEditing }
  }

  private func enter(_ line: String, in terminal: PseudoTerminalSession) throws {
    terminal.send(line)
    try #require(terminal.waitForCursorLine("mvcsh> " + line), "screen:\n\(terminal.screen.text)")
    terminal.send(PseudoTerminalSession.Key.enter)
    try #require(ready(terminal), "no prompt after \(line); screen:\n\(terminal.screen.text)")
  }

  private func quit(_ terminal: PseudoTerminalSession) {
    terminal.send(PseudoTerminalSession.Key.controlD)
    #expect(terminal.waitForExit() == 0, "screen:\n\(terminal.screen.text)")
  }

  @Test("a history file in another format is set aside under a new name, not overwritten")
  func historyInAnotherFormat() throws {
    let directory = try TemporaryDirectory()
    let history = try directory.write("history.txt", "ls -la\ncd ~\n")
    for (round, kept) in [(1, "history.txt.old-1"), (2, "history.txt.old-2")] {
      if round == 2 { try directory.write("history.txt", "another tool's history\n") }
      let terminal = try startShell(history: history)
      #expect(
        terminal.transcript.contains(
          "'\(history)' is not an mvcsh history file; it was kept as '\(directory.file(kept))'"),
        "screen:\n\(terminal.screen.text)")
      try enter("let a = \(round)", in: terminal)
      quit(terminal)
      let saved = try String(contentsOfFile: history, encoding: .utf8)
      #expect(saved.hasPrefix("_HiStOrY_V2_\n"))
      #expect(saved.contains("let\\040a\\040=\\040\(round)"), "\(saved)")
    }
    #expect(
      try String(contentsOfFile: directory.file("history.txt.old-1"), encoding: .utf8)
        == "ls -la\ncd ~\n")
    #expect(
      try String(contentsOfFile: directory.file("history.txt.old-2"), encoding: .utf8)
        == "another tool's history\n")
  }

  @Test("a symbolic link to the history is written through, and stays a link")
  func historyThroughALink() throws {
    let directory = try TemporaryDirectory()
    try FileManager.default.createDirectory(
      atPath: directory.file("dotfiles"), withIntermediateDirectories: true)
    let link = directory.file("history")
    try FileManager.default.createSymbolicLink(
      atPath: link, withDestinationPath: "dotfiles/history")
    for round in 1...2 {
      let terminal = try startShell(history: link)
      try enter("let round\(round) = 1", in: terminal)
      quit(terminal)
    }
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "dotfiles/history")
    let saved = try String(contentsOfFile: directory.file("dotfiles/history"), encoding: .utf8)
    #expect(saved.contains("round1") && saved.contains("round2"), "\(saved)")
    let attributes = try FileManager.default.attributesOfItem(
      atPath: directory.file("dotfiles/history"))
    #expect((attributes[.posixPermissions] as? Int) == 0o600)
  }

  @Test("a history file over 4 MB is left alone, and history is kept in memory")
  func historyTooLarge() throws {
    let directory = try TemporaryDirectory()
    let history = directory.file("history")
    try #require(FileManager.default.createFile(atPath: history, contents: nil))
    try #require(truncate(history, 5 << 20) == 0)
    let terminal = try startShell(history: history)
    #expect(
      terminal.transcript.contains(
        "cannot read history from '\(history)': it is larger than 4 MB, the most mvcsh reads"),
      "screen:\n\(terminal.screen.text)")
    #expect(terminal.transcript.contains("this session's history is kept in memory only"))
    try enter("let a = 1", in: terminal)
    quit(terminal)
    let attributes = try FileManager.default.attributesOfItem(atPath: history)
    #expect((attributes[.size] as? Int) == 5 << 20)
    #expect(try Self.names(directory) == ["history"])
  }

  @Test("an ~/.editrc that is a FIFO is not read (the shell starts), and a warning says why")
  func editorSettingsFIFO() throws {
    let directory = try TemporaryDirectory()
    try #require(mkfifo(directory.file(".editrc"), 0o600) == 0)
    let terminal = try startShell(
      history: directory.file("history"), environment: ["HOME": directory.path])
    #expect(
      terminal.transcript.contains(
        "the line editor's settings in '\(directory.path)/.editrc' were not read: it is a pipe"))
    quit(terminal)
  }

  @Test(
    "on a full disk the history keeps what it had, and the learner is told once",
    .enabled(if: PrivateMount.isAvailable, "needs unshare and a user namespace for a small tmpfs"))
  func historyOnAFullDisk() throws {
    let directory = try TemporaryDirectory()
    let disk = directory.file("disk")
    try FileManager.default.createDirectory(atPath: disk, withIntermediateDirectories: true)
    let script = """
      mount -t tmpfs -o size=64k tmpfs "$1" || exit 99
      printf '_HiStOrY_V2_\\nlet\\\\040old\\\\040=\\\\0401\\n' > "$1/history"
      dd if=/dev/zero of="$1/fill" bs=4096 2>/dev/null
      MVCSH_HISTORY="$1/history" "$MVCSH"
      echo "=== after one"
      cat "$1/history"
      MVCSH_HISTORY="$1/history" "$MVCSH"
      echo "=== after two"
      cat "$1/history"
      ls -1A "$1"
      """
    let terminal = try PseudoTerminalSession(
      arguments: PrivateMount.arguments + ["sh", "-c", script, "sh", disk],
      environment: ["MVCSH": try MVCShellBinary.require(), "NO_COLOR": "1"],
      executable: PrivateMount.unshare)
    // One line, then leave: the history must still hold what it had.
    try #require(ready(terminal), "no prompt; screen:\n\(terminal.screen.text)")
    try enter("let a = 1", in: terminal)
    terminal.send(PseudoTerminalSession.Key.controlD)
    try #require(terminal.waitForOutput(containing: "=== after one"))
    // Two lines: two failed saves, one warning.
    try #require(ready(terminal), "no second prompt; screen:\n\(terminal.screen.text)")
    let second = terminal.outputLength
    try enter("let b = 2", in: terminal)
    try enter("let c = 3", in: terminal)
    terminal.send(PseudoTerminalSession.Key.controlD)
    #expect(terminal.waitForExit() == 0)
    let transcript = terminal.transcript.replacingOccurrences(of: "\r\n", with: "\n")
    let warning = "cannot save history to '\(disk)/history': No space left on device"
    #expect(transcript.components(separatedBy: warning).count == 3, "\(transcript)")
    #expect(
      terminal.output(since: second).components(separatedBy: warning).count == 2,
      "\(terminal.output(since: second))")
    let old = "_HiStOrY_V2_\nlet\\040old\\040=\\0401\n"
    let afterOne = transcript.components(separatedBy: "=== after one\n").last ?? ""
    #expect(afterOne.hasPrefix(old + "mvcsh"), "\(afterOne.prefix(200))")
    let afterTwo = transcript.components(separatedBy: "=== after two\n").last ?? ""
    #expect(afterTwo == old + "fill\nhistory\n", "\(afterTwo)")
  }
}

/// A small tmpfs of the test's own, mounted in a private mount namespace (`unshare`) so that
/// it needs no root, is seen by no other process, and vanishes with the namespace.
enum PrivateMount {
  static let unshare = "/usr/bin/unshare"
  static let arguments = ["--user", "--map-root-user", "--mount"]

  /// Whether this machine lets the tests make one.
  static let isAvailable: Bool = {
    guard FileManager.default.isExecutableFile(atPath: unshare),
      let directory = try? TemporaryDirectory()
    else { return false }
    let run = try? PipedRun.run(
      arguments + ["sh", "-c", #"mount -t tmpfs -o size=64k tmpfs "$1""#, "sh", directory.path],
      executable: unshare)
    return run?.status == 0
  }()

  /// Runs `script` with `sh` in a private namespace where a 128 KB tmpfs is mounted on `$1`
  /// first (the first of `arguments`); mvcsh's path is in `$MVCSH`.
  static func run(_ script: String, _ arguments: [String]) throws -> PipedRun {
    let mounted = #"mount -t tmpfs -o size=128k tmpfs "$1" || exit 99"# + "\n" + script
    return try PipedRun.run(
      Self.arguments + ["sh", "-c", mounted, "sh"] + arguments,
      environment: ["MVCSH": try MVCShellBinary.require()], executable: unshare)
  }
}
