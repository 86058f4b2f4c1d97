import Foundation
import Testing

/// mvcsh run the way scripts and other programs run it: arguments, pipes, exit statuses.
@Suite("mvcsh without a terminal", .serialized)
struct CommandLineEndToEndTests {
  @Test("--help prints the usage on standard output and exits 0")
  func help() throws {
    let run = try PipedRun.run(["--help"])
    #expect(run.status == 0)
    #expect(run.standardOutput.hasPrefix("Usage: mvcsh"))
    #expect(run.standardOutput.contains("--bail"))
    #expect(run.standardError.isEmpty)
  }

  @Test("--version prints the version on standard output and exits 0")
  func version() throws {
    let run = try PipedRun.run(["--version"])
    #expect(run.status == 0)
    #expect(run.standardOutput == "mvcsh 0.1.0\n")
    #expect(run.standardError.isEmpty)
  }

  @Test(
    "bad usage exits 2 with a message on standard error only",
    arguments: [["--frob"], ["-c"], ["--lang", "fr"], ["--color=sometimes"], ["a.mvc", "b.mvc"]])
  func badUsage(arguments: [String]) throws {
    let run = try PipedRun.run(arguments)
    #expect(run.status == 2)
    #expect(run.standardOutput.isEmpty)
    #expect(run.standardError.hasPrefix("mvcsh: "))
    #expect(run.standardError.contains("--help"))
  }

  @Test("a missing script file is reported with the system's reason")
  func missingScript() throws {
    let directory = try TemporaryDirectory()
    let run = try PipedRun.run([directory.file("nowhere.mvc")])
    #expect(run.status == 2)
    #expect(run.standardError.contains("No such file or directory"))
  }

  @Test("statements piped on standard input run without prompt or colour")
  func pipedInput() throws {
    let run = try PipedRun.run(
      [], input: "let label = Label(text: \"你好\")\nlabel.text\n",
      environment: ["TERM": "xterm"])
    #expect(run.status == 0)
    #expect(run.standardOutput.contains("\"你好\""))
    #expect(!run.standardOutput.contains("mvcsh>"))
    #expect(!run.standardOutput.contains("\u{1B}"))
  }

  @Test("piped input gets no colour even when the output is a terminal")
  func pipedInputToTerminal() throws {
    let terminal = try PseudoTerminalSession(
      standardInput: "let label = Label(text: \"你好\")\nlabel.text\n")
    #expect(terminal.waitForExit() == 0)
    #expect(terminal.transcript.contains("\"你好\""))
    #expect(!terminal.transcript.contains("\u{1B}"))
    #expect(!terminal.transcript.contains("mvcsh>"))
  }

  @Test("empty standard input exits 0")
  func emptyInput() throws {
    let run = try PipedRun.run([])
    #expect(run.status == 0)
  }

  @Test("-c runs each statement in order")
  func commands() throws {
    let run = try PipedRun.run(["-c", "let label = Label(text: \"你好\")", "-c", "label.text"])
    #expect(run.status == 0)
    #expect(run.standardOutput.contains("\"你好\""))
  }

  @Test("a failing line of a script is reported with its number; the rest still runs; exit 1")
  func failingScript() throws {
    let directory = try TemporaryDirectory()
    let script = try directory.write("broken.mvc", ScriptSample.failingOnLineTwo)
    let run = try PipedRun.run([script])
    #expect(run.status == 1)
    let output = run.standardOutput + run.standardError
    #expect(ScriptSample.mentionsLine(2, in: output), "no line 2 in: \(output)")
    #expect(output.contains("\"after\""), "line 3 did not run: \(output)")
  }

  @Test("--bail stops a script at its first failure")
  func bail() throws {
    let directory = try TemporaryDirectory()
    let script = try directory.write("broken.mvc", ScriptSample.failingOnLineTwo)
    let run = try PipedRun.run(["--bail", script])
    #expect(run.status == 1)
    let output = run.standardOutput + run.standardError
    #expect(ScriptSample.mentionsLine(2, in: output), "no line 2 in: \(output)")
    #expect(!output.contains("\"after\""), "line 3 ran despite --bail: \(output)")
  }

  @Test("a script that succeeds exits 0, and a #! first line is allowed")
  func goodScript() throws {
    let directory = try TemporaryDirectory()
    let script = try directory.write(
      "good.mvc", "#!/usr/bin/env mvcsh\nlet label = Label(text: \"好\")\nlabel.text\n")
    let run = try PipedRun.run([script])
    #expect(run.status == 0, "\(run.standardOutput)")
    #expect(run.standardOutput.contains("\"好\""))
  }

  @Test("a script can come from standard input with '-'")
  func scriptFromStandardInput() throws {
    let run = try PipedRun.run(["-", "--bail"], input: ScriptSample.failingOnLineTwo)
    #expect(run.status == 1)
    #expect(!run.standardOutput.contains("\"after\""))
  }
}

/// Scripts shared by the tests.
enum ScriptSample {
  /// Line 2 uses a name that was never declared; line 3 prints `"after"`.
  static let failingOnLineTwo = """
    let label = Label(text: "after")
    undeclaredName.text = "x"
    label.text

    """

  /// Whether a report names line `number`: `line 2`, `:2:` or `第 2 行`.
  static func mentionsLine(_ number: Int, in text: String) -> Bool {
    let lowered = text.lowercased()
    return lowered.contains("line \(number)") || lowered.contains(":\(number):")
      || lowered.contains("第 \(number) 行") || lowered.contains("第\(number)行")
  }
}

/// `mvcsh SCRIPT --export FORMAT --output FILE`, as a teacher would prepare a handout.
@Suite("mvcsh --export", .serialized)
struct ExportEndToEndTests {
  static let script = """
    class Contact: Model { var name = "Ada" }
    let ada = Contact()
    let label = Label()
    let editor = ViewController(title: "Edit")
    editor.bind(label, to: ada, key: "name")
    ada.name = "Linus"
    """

  @Test("the whole trace is written to the file, and reads back with :trace load")
  func exportToFile() throws {
    let directory = try TemporaryDirectory()
    let scriptPath = try directory.write("round.mvcsh", Self.script)
    let output = directory.file("round.jsonl")
    let run = try PipedRun.run([scriptPath, "--export", "jsonl", "--output", output])
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardOutput.isEmpty)
    let text = try String(contentsOfFile: output, encoding: .utf8)
    #expect(text.hasPrefix("{\"format\":\"mvcsh-trace\""))
    #expect(text.contains("\"selector\":\"observeValue(forKeyPath:of:change:context:)\""))
    let replay = try PipedRun.run(["-c", ":trace load \(output)"])
    #expect(replay.status == 0, "\(replay.standardError)")
    #expect(replay.standardOutput.contains("ada → editor"))
  }

  @Test("without --output the export goes to standard output, in the chosen language")
  func exportToStandardOutput() throws {
    let directory = try TemporaryDirectory()
    let scriptPath = try directory.write("round.mvcsh", Self.script)
    let run = try PipedRun.run([scriptPath, "--export", "markdown", "--lang", "zh-Hans"])
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardOutput.contains("```mermaid"))
    #expect(run.standardOutput.contains("控制器"))
  }

  @Test("a Mermaid trace too long for one diagram goes to FILE-1.mmd … and FILE is not written")
  func longMermaidExportIsSplitIntoFiles() throws {
    let directory = try TemporaryDirectory()
    let script =
      Self.script + "\nfor i in 0..<150 { ada.name = \"name number \\(i) of a long run\" }\n"
    let scriptPath = try directory.write("long.mvcsh", script)
    let output = directory.file("long.mmd")
    let run = try PipedRun.run([scriptPath, "--export", "mermaid", "--output", output])
    #expect(run.status == 0, "\(run.standardError)")
    #expect(!FileManager.default.fileExists(atPath: output), "the joined parts were written")
    var part = 1
    while FileManager.default.fileExists(atPath: directory.file("long-\(part).mmd")) {
      let text = try String(contentsOfFile: directory.file("long-\(part).mmd"), encoding: .utf8)
      // One diagram per file, under Mermaid's limit.
      #expect(text.hasPrefix("sequenceDiagram\n"), "part \(part)")
      #expect(text.components(separatedBy: "sequenceDiagram").count == 2, "part \(part)")
      #expect(text.utf16.count <= 50_000, "part \(part)")
      #expect(run.standardError.contains("to \(directory.file("long-\(part).mmd"))."))
      part += 1
    }
    #expect(part > 2, "not split: \(run.standardError)")
    #expect(run.standardError.contains("split into \(part - 1) diagrams"))
  }

  @Test("an unknown format is bad usage; an unwritable file fails and says why")
  func exportMistakes() throws {
    let directory = try TemporaryDirectory()
    let scriptPath = try directory.write("round.mvcsh", Self.script)
    let bad = try PipedRun.run([scriptPath, "--export", "gif"])
    #expect(bad.status == 2)
    #expect(bad.standardError.contains("mermaid"))
    let unwritable = try PipedRun.run(
      [scriptPath, "--export", "dot", "--output", directory.file("missing/dir/x.dot")])
    #expect(unwritable.status == 1)
    #expect(unwritable.standardError.contains("No such file or directory"))
  }
}

/// A teacher tries a lesson of their own without rebuilding: `--lessons DIR --translations DIR`.
@Suite("mvcsh --lessons and --translations", .serialized)
struct TeacherDirectoriesEndToEndTests {
  @Test("a lesson from a directory runs with prose from a translations directory")
  func ownLesson() throws {
    let directory = try TemporaryDirectory()
    let lessons = directory.file("lessons")
    let translations = directory.file("translations")
    try FileManager.default.createDirectory(atPath: lessons, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      atPath: translations + "/zh-Hant", withIntermediateDirectories: true)
    try """
    lesson: hello
    title: lesson.hello.title
    setup: class Contact: Model { var name = "Ada" }

    step: create
    say: lesson.hello.create.say.1
    solution: let ada = Contact()
    goal made: object ada is Contact
    hint: lesson.hello.create.hint.1
    """.write(toFile: lessons + "/01-hello.lesson", atomically: true, encoding: .utf8)
    try "lesson: broken\nstep: x\ngoal g: nonsense\n".write(
      toFile: lessons + "/02-broken.lesson", atomically: true, encoding: .utf8)
    try """
    "lesson.hello.title" = "你好，模型";
    "lesson.hello.create.say.1" = "建立一個名為 ada 的聯絡人。";
    "lesson.hello.create.hint.1" = "let ada = Contact()";
    """.write(toFile: translations + "/zh-Hant/hello.strings", atomically: true, encoding: .utf8)
    let run = try PipedRun.run([
      "--lang", "zh-Hant", "--lessons", lessons, "--translations", translations,
      "-c", ":lessons", "-c", ":lesson hello", "-c", "let ada = Contact()",
    ])
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardOutput.contains("你好，模型"))
    #expect(run.standardOutput.contains("建立一個名為 ada 的聯絡人。"))
    // The broken lesson is left out, and :lessons says where it is wrong.
    #expect(run.standardOutput.contains("02-broken.lesson:3"))
    #expect(!run.standardOutput.contains("‹"))
  }

  @Test(
    "a translations directory whose placeholders name no argument is refused: exit 2, file and line"
  )
  func hostileTranslations() throws {
    let directory = try TemporaryDirectory()
    let translations = directory.file("translations")
    try FileManager.default.createDirectory(
      atPath: translations + "/zh-Hans", withIntermediateDirectories: true)
    try """
    "lang.switched" = "%99999999999999999999$@";
    "reset.done" = "%0$@";
    "undo.done" = "%3$@";
    """.write(toFile: translations + "/zh-Hans/ui.strings", atomically: true, encoding: .utf8)
    let run = try PipedRun.run([
      "--lang", "zh-Hans", "--translations", translations, "-c", ":lang zh-Hans", "-c", ":reset",
    ])
    #expect(run.status == 2, "\(run.standardOutput)\(run.standardError)")
    #expect(run.standardOutput.isEmpty)
    let lines = run.standardError.split(separator: "\n")
    #expect(lines.first == "mvcsh：未使用“\(translations)”中的字符串目录：")
    #expect(lines.count == 4, "\(run.standardError)")
    #expect(lines.dropFirst().first?.hasPrefix("  zh-Hans/ui.strings:1：“lang.switched”") == true)
    #expect(run.standardError.contains("zh-Hans/ui.strings:2：“reset.done”使用了 %0$@"))
    #expect(run.standardError.contains("zh-Hans/ui.strings:3：“undo.done”使用了 %3$@"))
  }

  @Test("a directory that cannot be read is bad usage")
  func missingDirectory() throws {
    let run = try PipedRun.run(["--lessons", "/nonexistent/lessons", "-c", "1"])
    #expect(run.status == 2)
    #expect(run.standardError.contains("/nonexistent/lessons"))
  }
}
