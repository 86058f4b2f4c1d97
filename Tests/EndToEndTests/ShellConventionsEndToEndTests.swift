import Foundation
import Testing

/// mvcsh behaving like the shells people know: diagnostics on standard error, named as
/// compilers name them in a script; `:open` with the desktop's opener; `:edit` with the
/// learner's editor; a start-up file; `-q`; `:history`.
@Suite("shell conventions", .serialized)
struct ShellConventionsEndToEndTests {
  typealias Key = PseudoTerminalSession.Key

  static let prompt = "mvcsh> "

  // MARK: Diagnostics

  @Test("in a script every diagnostic goes to standard error and starts FILE:LINE:COL: error:")
  func scriptDiagnostics() throws {
    let directory = try TemporaryDirectory()
    let script = try directory.write(
      "broken.mvcsh",
      "let label = Label(text: \"after\")\n  undeclaredName.text = \"x\"\n:tarce\nlabel.text\n")
    let run = try PipedRun.run([script], directory: directory.path)
    #expect(run.status == 1)
    #expect(run.standardOutput == "\"after\"\n", "stdout: \(run.standardOutput)")
    let lines = run.standardError.split(separator: "\n").map(String.init)
    #expect(lines.first == script + ":2:3: error: nothing is called ‘undeclaredName’")
    #expect(lines.contains("   |   undeclaredName.text = \"x\""))
    #expect(!run.standardError.contains("-->"))
    #expect(
      lines.contains(script + ":3:1: error: there is no command :tarce; type :help to see them all")
    )
    #expect(lines.contains("   = did you mean ‘:trace’?"))
  }

  @Test("standard input is <stdin>, in every language; -c names no file")
  func standardInputDiagnostics() throws {
    for (language, message) in [
      ("en", "nothing is called"), ("zh-Hans", "没有名为"), ("zh-Hant", "沒有名為"),
    ] {
      let run = try PipedRun.run(["--lang", language], input: "let a = 1\nnosuch\n")
      #expect(run.status == 1)
      #expect(run.standardOutput.isEmpty, "\(language): \(run.standardOutput)")
      #expect(run.standardError.hasPrefix("<stdin>:2:1: error: "), "\(run.standardError)")
      #expect(run.standardError.contains(message), "\(language): \(run.standardError)")
    }
    let command = try PipedRun.run(["-c", "nosuch"])
    #expect(command.standardOutput.isEmpty)
    #expect(command.standardError.hasPrefix("error: nothing is called ‘nosuch’\n  --> "))
  }

  @Test("output and diagnostics keep their order when both go to one file")
  func orderIsKept() throws {
    let run = try PipedRun.shell(
      "\"$MVCSH\" 2>&1", input: "print(\"one\")\nnosuch\nprint(\"two\")\n")
    let lines = run.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.first == "one")
    #expect(lines.dropFirst().first == "<stdin>:2:1: error: nothing is called ‘nosuch’")
    #expect(lines.last == "two")
  }

  @Test("at the prompt a diagnostic goes to standard error too")
  func interactiveDiagnosticsOnStandardError() throws {
    let directory = try TemporaryDirectory()
    let errors = directory.file("errors.txt")
    let binary = try MVCShellBinary.require()
    let terminal = try PseudoTerminalSession(
      arguments: ["-c", "exec \"$0\" 2>\"$1\"", binary, errors],
      environment: ["MVCSH_HISTORY": directory.file("history")], executable: "/bin/sh")
    try #require(waitForPrompt(terminal), "screen:\n\(terminal.screen.text)")
    let shown = try enter("nosuch", in: terminal)
    #expect(!shown.contains("nothing is called"))
    let written = try String(contentsOfFile: errors, encoding: .utf8)
    #expect(written.hasPrefix("error: nothing is called ‘nosuch’\n  --> column 1\n"))
    quit(terminal)
  }

  // MARK: :open

  /// A directory with a fake `xdg-open` (and `open`) that logs what it was asked to open and
  /// exits with `status`.
  private func fakeOpener(in directory: TemporaryDirectory, status: Int) throws -> String {
    let bin = directory.file("bin")
    try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
    for name in ["xdg-open", "open"] {
      let path = try directory.write(
        "bin/" + name,
        "#!/bin/sh\nprintf '%s\\n' \"$1\" >> \"\(directory.file("opened.log"))\"\nexit \(status)\n")
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
    }
    return bin
  }

  static let statements = ["-c", "let l = Label()", "-c", "l.text = \"x\""]

  @Test(":open writes trace.html in the current folder and opens it with xdg-open")
  func openWithTheOpener() throws {
    let directory = try TemporaryDirectory()
    let bin = try fakeOpener(in: directory, status: 0)
    let run = try PipedRun.run(
      Self.statements + ["-c", ":open"], environment: ["PATH": bin + ":/usr/bin:/bin"],
      directory: directory.path)
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardOutput.contains("to trace.html.\nOpened trace.html.\n"))
    let html = try String(contentsOfFile: directory.file("trace.html"), encoding: .utf8)
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    let log = try String(contentsOfFile: directory.file("opened.log"), encoding: .utf8)
    let opened = log.trimmingCharacters(in: .newlines)
    #expect(opened.hasSuffix("/trace.html") && opened.hasPrefix("/"), "\(log)")
    #expect(
      FileManager.default.contentsEqual(atPath: opened, andPath: directory.file("trace.html")))
  }

  @Test("when nothing can open it, :open prints the file:// URL; :export svg writes trace.svg")
  func openWithoutAnOpener() throws {
    for status in [3, -1] {
      let directory = try TemporaryDirectory()
      // -1: no opener on the PATH at all.
      let path = try status < 0 ? directory.path : fakeOpener(in: directory, status: status)
      let run = try PipedRun.run(
        Self.statements + ["-c", ":open svg", "-c", ":export perfetto"],
        environment: ["PATH": path], directory: directory.path)
      #expect(run.status == 0, "\(run.standardError)")
      #expect(run.standardOutput.contains("open this address in a web browser:\n  file:///"))
      #expect(run.standardOutput.contains("/trace.svg\n"))
      #expect(FileManager.default.fileExists(atPath: directory.file("trace.svg")))
      #expect(run.standardOutput.contains("to trace.perfetto.json."))
      #expect(FileManager.default.fileExists(atPath: directory.file("trace.perfetto.json")))
    }
  }

  // MARK: :edit, :history, start-up file, -q

  private func waitForPrompt(_ terminal: PseudoTerminalSession) -> Bool {
    terminal.wait { $0.screen.cursorLine == "mvcsh>" && $0.screen.column == 7 && $0.isEditing }
  }

  @discardableResult
  private func enter(_ line: String, in terminal: PseudoTerminalSession) throws -> String {
    terminal.send(line)
    try #require(
      terminal.waitForCursorLine(Self.prompt + line), "screen:\n\(terminal.screen.text)")
    let start = terminal.outputLength
    terminal.send(Key.enter)
    try #require(
      waitForPrompt(terminal), "no prompt after \(line); screen:\n\(terminal.screen.text)")
    return terminal.output(since: start)
  }

  private func quit(_ terminal: PseudoTerminalSession) {
    terminal.send(Key.controlD)
    #expect(terminal.waitForExit() == 0, "screen:\n\(terminal.screen.text)")
  }

  @Test(":edit opens $EDITOR on the last statement and runs what it saved; :history lists both")
  func editAndHistory() throws {
    let directory = try TemporaryDirectory()
    // The fake editor keeps what it was given, then saves a corrected statement.
    let editor = try directory.write(
      "editor.sh",
      "cp \"$1\" \"\(directory.file("given.txt"))\"\nprintf 'let fixed = Label(text: \"edited\")\\nfixed.text\\n' > \"$1\"\n"
    )
    let terminal = try PseudoTerminalSession(
      environment: [
        "MVCSH_HISTORY": directory.file("history"), "EDITOR": "sh " + editor, "VISUAL": "",
      ])
    try #require(waitForPrompt(terminal), "screen:\n\(terminal.screen.text)")
    try enter("let fixed = Label(txet: \"edited\")", in: terminal)
    let edited = try enter(":edit", in: terminal)
    #expect(edited.contains("\"edited\""), "\(edited)")
    let given = try String(contentsOfFile: directory.file("given.txt"), encoding: .utf8)
    #expect(given == "let fixed = Label(txet: \"edited\")\n")
    try enter(":history", in: terminal)
    let history = terminal.screen.text
    #expect(history.contains("1  let fixed = Label(txet: \"edited\")"))
    #expect(history.contains("2  :edit"))
    #expect(history.contains("3  let fixed = Label(text: \"edited\")"))
    #expect(history.contains("4  :history"))
    quit(terminal)
  }

  @Test("an editor that fails runs nothing")
  func failingEditor() throws {
    let directory = try TemporaryDirectory()
    let terminal = try PseudoTerminalSession(
      environment: ["MVCSH_HISTORY": directory.file("history"), "VISUAL": "false"])
    try #require(waitForPrompt(terminal), "screen:\n\(terminal.screen.text)")
    try enter("let a = 1", in: terminal)
    let refused = try enter(":edit", in: terminal)
    #expect(refused.contains("the editor ‘false’ exited with status 1: nothing was run"))
    quit(terminal)
  }

  @Test("the start-up file runs before the first prompt; --no-init skips it; -q hides the banner")
  func startupFileAndQuiet() throws {
    let directory = try TemporaryDirectory()
    try FileManager.default.createDirectory(
      atPath: directory.file("config/mvcsh"), withIntermediateDirectories: true)
    _ = try directory.write(
      "config/mvcsh/init.mvcsh", "let fromInit = Label(text: \"init ran\")\nnosuch\n")
    let environment = [
      "MVCSH_HISTORY": directory.file("history"), "XDG_CONFIG_HOME": directory.file("config"),
    ]
    let terminal = try PseudoTerminalSession(environment: environment)
    try #require(waitForPrompt(terminal), "screen:\n\(terminal.screen.text)")
    #expect(terminal.transcript.contains("New here?"))
    // Its mistakes name its file and line.
    #expect(
      terminal.transcript.contains(directory.file("config/mvcsh/init.mvcsh") + ":2:1: error:"))
    #expect(try enter("fromInit.text", in: terminal).contains("\"init ran\""))
    quit(terminal)

    let skipped = try PseudoTerminalSession(
      arguments: ["--no-init", "-q"], environment: environment)
    try #require(waitForPrompt(skipped), "screen:\n\(skipped.screen.text)")
    #expect(!skipped.transcript.contains("New here?"))
    #expect(!skipped.transcript.contains("init.mvcsh"))
    #expect(try enter("fromInit.text", in: skipped).contains("nothing is called ‘fromInit’"))
    quit(skipped)
  }
}
