import MVCExport
import MVCShell
import Testing

/// `:export FORMAT [all] [FILE]`: the trace in a format, to the screen or to a file.
@Suite struct ExportCommandTests {
  @Test func toTheScreenTheLastStatementOrAll() {
    let session = CommandTest.session()
    let last = session.execute(":export mermaid")
    #expect(!last.failed)
    #expect(last.output.hasPrefix("sequenceDiagram\n"))
    #expect(last.output.contains("observeValue"))
    #expect(!last.output.contains("init()"))
    let all = session.execute(":export mermaid all").output
    #expect(all.contains("init()"))
    #expect(all.contains("observeValue"))
    // The format's name is read in any case.
    #expect(session.execute(":export MERMAID").output == last.output)
  }

  @Test func toAFileAtomicallyInEveryFormat() throws {
    let files = MemoryFileSystem()
    let session = CommandTest.session(files: files)
    for format in ExportFormat.allCases {
      let path = "/out/trace." + format.fileExtension
      let response = session.execute(":export \(format.rawValue) all \(path)")
      #expect(!response.failed, "\(format): \(response.output)")
      let bytes = try files.read(path)
      #expect(
        response.output
          == "Wrote the trace as \(format.rawValue) (\(bytes.count) bytes) to \(path).\n")
      #expect(bytes == session.exportTrace(format, all: true))
    }
  }

  @Test func aBadFormatPathOrEmptyTraceIsRefusedAndWritesNothing() {
    let files = MemoryFileSystem()
    let session = CommandTest.session(files: files)
    expectRefusal(":export", in: session, saying: ":export needs an argument: :export FORMAT")
    expectRefusal(
      ":export gif /x.gif", in: session,
      saying: "there is no export format ‘gif’; expected one of: jsonl, json, mermaid")
    expectRefusal(
      ":export mermaid /unwritable/x.mmd", in: session,
      saying: "cannot write /unwritable/x.mmd: Permission denied (nothing was changed)")
    #expect(files.files.isEmpty)
    let empty = CommandTest.session("", files: files)
    expectRefusal(":export json /x.json", in: empty, saying: "No messages yet.")
    #expect(files.files.isEmpty)
  }

  @Test func exportCompletesFormats() {
    let session = Session(options: SessionOptions())
    #expect(session.completions(for: ":export pl", cursor: 11).candidates == ["plantuml"])
    #expect(session.completions(for: ":export a", cursor: 9).candidates == ["all"])
  }

  @Test func aDashOrStandardOutputIsTheScreenAndADeviceIsNeverReplaced() {
    let files = MemoryFileSystem()
    files.specialFiles = ["/dev/null": .device, "/out": .directory]
    let session = CommandTest.session(files: files)
    let screen = session.execute(":export mermaid").output
    #expect(session.execute(":export mermaid -").output == screen)
    #expect(session.execute(":export mermaid /dev/stdout").output == screen)
    expectRefusal(
      ":export dot /dev/null", in: session,
      saying: "cannot write /dev/null: it is a device, not a regular file")
    expectRefusal(":export dot /out", in: session, saying: "it is a directory, not a regular file")
    #expect(files.files.isEmpty)
  }

  /// A page, a picture and a Perfetto trace are not for the terminal: without FILE they go to
  /// trace.html, trace.svg, trace.perfetto.json in the current folder, and it says where and
  /// what shows them. The text formats stay on the screen.
  @Test func htmlSvgAndPerfettoWithoutAFileGoToTheirDefaultFile() throws {
    let files = MemoryFileSystem()
    let session = CommandTest.session(files: files)
    let expected: [(ExportFormat, String, String)] = [
      (.html, "trace.html", "Open it in a web browser"),
      (.svg, "trace.svg", "Any web browser shows the diagram"),
      (.perfetto, "trace.perfetto.json", "https://ui.perfetto.dev"),
    ]
    for (format, path, use) in expected {
      let response = session.execute(":export \(format.rawValue)")
      #expect(!response.failed)
      let bytes = try files.read(path)
      #expect(bytes == session.exportTrace(format, all: false))
      #expect(
        response.output.hasPrefix(
          "Wrote the trace as \(format.rawValue) (\(bytes.count) bytes) to \(path).\n"))
      #expect(response.output.contains(use))
      #expect(!response.output.contains("<svg") && !response.output.contains("<html"))
    }
    #expect(session.execute(":export html -").output.hasPrefix("<!DOCTYPE html>"))
    #expect(session.execute(":export mermaid").output.hasPrefix("sequenceDiagram"))
    // The session may replace what it wrote itself.
    #expect(session.execute(":export html all").output.contains("to trace.html."))
  }

  /// A trace.html the session did not write is kept: the next free name is taken.
  @Test func aFileTheSessionDidNotWriteIsNeverReplaced() throws {
    let files = MemoryFileSystem(files: ["trace.html": Array("mine".utf8)])
    let session = CommandTest.session(files: files)
    let response = session.execute(":export html")
    #expect(response.output.contains("to trace-2.html."))
    #expect(try files.read("trace.html") == Array("mine".utf8))
    #expect(session.execute(":export html").output.contains("to trace-2.html."))
  }

  /// The shell prints each notice the export gives, one line after what it wrote: a Mermaid
  /// trace past the size limit is split into FILE-1.mmd …, one diagram each; a PlantUML diagram
  /// wider than a PNG holds says so; a small export says nothing more.
  @Test func theExportNoticesArePrinted() throws {
    let files = MemoryFileSystem()
    let session = CommandTest.session(files: files)
    let small = session.execute(":export mermaid all /out/small.mmd").output
    #expect(!small.contains("note:"), "\(small)")
    #expect(!session.execute(":export plantuml all /out/small.puml").output.contains("note:"))

    let long = CommandTest.session(
      CommandTest.contacts
        + "\nfor i in 0..<150 { ada.name = \"name number \\(i) of a long run\" }\n",
      files: files)
    let split = long.execute(":export mermaid all /out/long.mmd").output
    let lines = split.split(separator: "\n").map(String.init)
    let parts = lines.filter { $0.hasPrefix("Wrote the trace as mermaid") }
    #expect(parts.count > 1, "\(split)")
    #expect(parts.first?.hasSuffix("to /out/long-1.mmd.") == true)
    #expect(lines.last?.hasPrefix("note: the diagram has ") == true, "\(split)")
    #expect(
      lines.last?.hasSuffix("it is split into \(parts.count) diagrams, each under the limit")
        == true)
    #expect((try? files.read("/out/long.mmd")) == nil, "the joined parts were written")
    for part in 1...parts.count {
      let text = String(decoding: try files.read("/out/long-\(part).mmd"), as: UTF8.self)
      #expect(text.hasPrefix("sequenceDiagram\n") && text.utf16.count <= 50_000)
    }

    // Forty labels bound to one model: forty lifelines side by side.
    var wide = "class Contact: Model { var name = \"Ada\" }\nlet ada = Contact()\n"
    wide += "let editor = ViewController(title: \"Edit\")\n"
    for index in 0..<40 {
      wide += "let label\(index) = Label()\neditor.view.addSubview(label\(index))\n"
      wide += "editor.bind(label\(index), to: ada, key: \"name\")\n"
    }
    wide += "ada.name = \"Grace\"\n"
    let plantuml = CommandTest.session(wide, files: files).execute(
      ":export plantuml /out/wide.puml")
    let last = plantuml.output.split(separator: "\n").last.map(String.init) ?? ""
    #expect(last.hasPrefix("note: the diagram would be about "), "\(plantuml.output)")
    #expect(last.contains("plantuml -tsvg"))
  }
}

/// A lesson step can ask for the trace kept as an HTML player (`exported html all`): only an
/// `:export html all` that wrote a file meets it, and `:solution` shows it.
@Suite struct ExportInALessonTests {
  static func atKeep(files: MemoryFileSystem = MemoryFileSystem()) -> Session {
    let session = CommandTest.session(":lesson capstone 8", files: files)
    #expect(session.tutor.active?.step.id == "keep")
    return session
  }

  @Test func theWholeSessionAsHTMLToAFileMeetsTheGoal() throws {
    let files = MemoryFileSystem()
    let session = Self.atKeep(files: files)
    let kept = session.execute(":export html all trip.html")
    #expect(!kept.failed, "\(kept.output)")
    #expect(try !files.read("trip.html").isEmpty)
    #expect(kept.output.contains("✓ you exported the whole session's trace to a file"))
    #expect(session.tutor.progress[lesson: "capstone"].completedSteps.contains("keep"))
  }

  @Test func theLastStatementOnlyOrAnotherFormatOrTheScreenDoesNot() {
    let session = Self.atKeep()
    for line in [":export html trip.html", ":export svg all trip.svg", ":export html all -"] {
      let response = session.execute(line)
      #expect(!response.failed, "\(line): \(response.output)")
      #expect(!response.output.contains("Step 8 done"), "\(line)")
    }
    #expect(session.tutor.active?.exports == ["html trip.html", "svg all trip.svg"])
    #expect(!session.tutor.progress[lesson: "capstone"].completedSteps.contains("keep"))
  }

  @Test func theSolutionShowsTheExport() {
    let output = Self.atKeep().execute(":solution").output
    #expect(output.contains(":export html all capstone.html"))
  }
}
