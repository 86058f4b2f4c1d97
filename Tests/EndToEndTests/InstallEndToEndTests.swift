import Foundation
import MVCExport
import MVCLocalization
import MVCShell
import MVCTestSupport
import Testing

/// `make install` and `make uninstall` into a temporary DESTDIR, file by file; the man page as
/// `man` renders it; the completion scripts as bash, zsh and fish read them. A missing tool
/// skips its check here and fails it in CI (`.ci/run` installs make, man-db, zsh and fish).
@Suite("make install", .serialized)
struct InstallEndToEndTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// What `make install PREFIX=/usr/local` puts where, from which file of the source tree, with
  /// which mode.
  static let installed: [(path: String, source: String?, mode: Int)] = [
    ("usr/local/bin/mvcsh", nil, 0o755),
    ("usr/local/share/man/man1/mvcsh.1", "man/mvcsh.1", 0o644),
    ("usr/local/share/bash-completion/completions/mvcsh", "completions/mvcsh.bash", 0o644),
    ("usr/local/share/zsh/site-functions/_mvcsh", "completions/_mvcsh", 0o644),
    ("usr/local/share/fish/vendor_completions.d/mvcsh.fish", "completions/mvcsh.fish", 0o644),
  ]

  /// The full path of a program on PATH, or (when it is missing) the check is skipped, or
  /// fails in CI.
  static func tool(_ name: String, package: String? = nil, for consequence: String) throws
    -> String
  {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") {
      let candidate = String(directory) + "/" + name
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    try RequiredTool.debian(name, package: package).missing(consequence)
  }

  /// Every option `--help` names (`-c`, `--command`, `--bail`…).
  static var helpOptions: [String] {
    let usage = CommandLineHelp.usage(Localizer.embedded(language: .en))
    var options: [String] = []
    for line in usage.split(separator: "\n")
    where line.hasPrefix("  -") || line.hasPrefix("      --") {
      for word in line.split(separator: " ").prefix(3) where word.hasPrefix("-") {
        let name = word.split(separator: "[").first.map(String.init) ?? String(word)
        options.append(name.trimmingCharacters(in: CharacterSet(charactersIn: ",")))
      }
    }
    return options
  }

  @Test(
    "make install puts the binary, the man page and three completion scripts in DESTDIR; make uninstall removes them"
  )
  func installAndUninstall() throws {
    let make = try Self.tool("make", for: "make install not checked")
    let binary = try MVCShellBinary.require()
    let destination = try TemporaryDirectory()
    let install = try PipedRun.run(
      [
        "-C", Self.root.path, "install", "DESTDIR=" + destination.path, "PREFIX=/usr/local",
        "INSTALL_BIN=" + binary,
      ], executable: make)
    #expect(install.status == 0, "\(install.standardError)")
    let fileManager = FileManager.default
    for item in Self.installed {
      let path = destination.file(item.path)
      let attributes = try fileManager.attributesOfItem(atPath: path)
      #expect((attributes[.posixPermissions] as? Int) == item.mode, "\(item.path)")
      let expected = item.source.map { Self.root.appendingPathComponent($0).path } ?? binary
      #expect(fileManager.contentsEqual(atPath: path, andPath: expected), "\(item.path)")
    }
    // Nothing else is installed.
    let everything = fileManager.enumerator(atPath: destination.path)?.allObjects as? [String] ?? []
    let files = everything.filter { !$0.isEmpty }.filter { path in
      var isDirectory: ObjCBool = false
      let exists = fileManager.fileExists(
        atPath: destination.file(path), isDirectory: &isDirectory)
      return exists && !isDirectory.boolValue
    }
    #expect(Set(files) == Set(Self.installed.map(\.path)))
    let version = try PipedRun.run(
      ["--version"], executable: destination.file("usr/local/bin/mvcsh"))
    #expect(version.standardOutput == CommandLineHelp.version)

    let uninstall = try PipedRun.run(
      ["-C", Self.root.path, "uninstall", "DESTDIR=" + destination.path, "PREFIX=/usr/local"],
      executable: make)
    #expect(uninstall.status == 0, "\(uninstall.standardError)")
    for item in Self.installed {
      #expect(!fileManager.fileExists(atPath: destination.file(item.path)), "\(item.path)")
    }
  }

  @Test("man -l renders the page without warnings, and it names every option of --help")
  func manPageRenders() throws {
    let man = try Self.tool("man", package: "man-db", for: "man page not rendered")
    let page = Self.root.appendingPathComponent("man/mvcsh.1").path
    let run = try PipedRun.run(
      ["--warnings", "-l", page],
      environment: ["MANWIDTH": "80", "MANPAGER": "cat", "PAGER": "cat"],
      executable: man)
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardError.isEmpty, "\(run.standardError)")
    // Bold and underline are written with backspaces when the output is not a terminal.
    let text = run.standardOutput.replacingOccurrences(
      of: ".\u{8}", with: "", options: .regularExpression)
    for heading in [
      "NAME", "SYNOPSIS", "OPTIONS", "COMMANDS", "DIAGNOSTICS", "EXIT STATUS",
      "ENVIRONMENT", "FILES",
    ] {
      #expect(text.contains("\n" + heading + "\n"), "\(heading)")
    }
    let options = Self.helpOptions
    #expect(options.count >= 17)
    for option in options {
      #expect(text.contains(option), "the man page does not name \(option)")
    }
    for command in [":open", ":history", ":edit", ":trace load", "init.mvcsh", "<stdin>"] {
      #expect(text.contains(command), "\(command)")
    }
    for line in text.split(separator: "\n") {
      #expect(TextWidth.of(line) <= 80, "\(line)")
    }
  }

  @Test(
    "the bash, zsh and fish completion scripts parse and offer every option, format and language",
    arguments: [
      ("bash", "completions/mvcsh.bash"), ("zsh", "completions/_mvcsh"),
      ("fish", "completions/mvcsh.fish"),
    ])
  func completionScripts(shell: String, file: String) throws {
    let program = try Self.tool(shell, for: "\(file) not checked")
    let path = Self.root.appendingPathComponent(file).path
    let parsed = try PipedRun.run(["-n", path], executable: program)
    #expect(parsed.status == 0, "\(shell) -n \(file): \(parsed.standardError)")
    let text = try String(contentsOfFile: path, encoding: .utf8)
    var words = ExportFormat.allCases.map(\.rawValue) + Language.allCases.map(\.rawValue)
    words += ["auto", "always", "never"]
    for word in words { #expect(text.contains(word), "\(file): \(word)") }
    for option in Self.helpOptions {
      // fish writes `-l name` and `-s c` for --name and -c.
      let spelled =
        shell == "fish"
        ? (option.hasPrefix("--") ? "-l " + option.dropFirst(2) : "-s " + option.dropFirst())
        : option
      #expect(text.contains(spelled), "\(file) does not offer \(option)")
    }
  }

  @Test("bash completes the formats after --export and the languages after --lang")
  func bashCompletes() throws {
    let bash = try Self.tool("bash", for: "bash completion not run")
    let script = Self.root.appendingPathComponent("completions/mvcsh.bash").path
    let run = try PipedRun.run(
      [
        "-c",
        "source \"$0\"; COMP_WORDS=(mvcsh --export p); COMP_CWORD=2; _mvcsh; echo \"${COMPREPLY[*]}\";"
          + " COMP_WORDS=(mvcsh --lang zh); _mvcsh; echo \"${COMPREPLY[*]}\";"
          + " COMP_WORDS=(mvcsh --no-i); COMP_CWORD=1; _mvcsh; echo \"${COMPREPLY[*]}\"",
        script,
      ], executable: bash)
    #expect(
      run.standardOutput
        == "plantuml perfetto\nzh-Hans zh-Hant zh-Hans+en zh-Hant+en\n--no-init\n")
  }
}
