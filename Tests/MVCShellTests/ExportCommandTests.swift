import MVCLocalization
import MVCShell
import Testing

@Suite struct ExportCommandTests {
  static let script = """
    class Contact: Model { var name = "Ada" }
    let ada = Contact(); let label = Label(); let editor = ViewController()
    editor.bind(label, to: ada, key: "name")
    ada.name = "Grace"
    """

  @Test func exportThenLoadPlaysTheSameStepsInAnotherSession() throws {
    let files = MemoryFileSystem()
    let source = Session(options: SessionOptions(), fileSystem: files)
    _ = source.runScript(Self.script, bail: false)
    let written = source.execute(":export jsonl /trace.jsonl")
    #expect(!written.failed, "\(written.output)")
    #expect(try files.read("/trace.jsonl").count > 100)

    let learner = Session(options: SessionOptions(language: .zhHant), fileSystem: files)
    let loaded = learner.execute(":trace load /trace.jsonl")
    #expect(!loaded.failed, "\(loaded.output)")
    // The last statement's three messages, numbered, explained in the learner's language.
    #expect(loaded.output.contains("第 3 步，共 3 步"))
    #expect(loaded.output.contains("ada → editor"))
    #expect(learner.execute(":trace").output.contains("observeValue"))
    // The world of the learner did not change.
    #expect(learner.world.globals["ada"] == nil)
  }

  @Test func interactiveLoadHandsBackAPlayback() {
    let files = MemoryFileSystem()
    let source = Session(options: SessionOptions(), fileSystem: files)
    _ = source.runScript(Self.script, bail: false)
    _ = source.execute(":export json all /all.json")
    let learner = Session(options: SessionOptions(interactive: true), fileSystem: files)
    let loaded = learner.execute(":trace load /all.json")
    #expect(loaded.playback?.count == source.world.trace.count)
  }

  @Test func badFilesAndPathsSayWhatIsWrongAndChangeNothing() {
    let files = MemoryFileSystem(files: [
      "/truncated.jsonl": Array("{\"format\":\"mvcsh-trace\",\"ver".utf8),
      "/latin1.jsonl": [0x7B, 0xE9, 0x7D],
    ])
    let session = Session(options: SessionOptions(), fileSystem: files)
    _ = session.runScript(Self.script, bail: false)
    let before = session.world.trace.count
    for path in ["/truncated.jsonl", "/latin1.jsonl", "/missing.jsonl"] {
      let response = session.execute(":trace load \(path)")
      #expect(response.failed, "\(path) loaded")
      #expect(response.output.contains(path))
    }
    #expect(session.execute(":trace").output.contains("ada.name = \"Grace\""))
    #expect(session.world.trace.count == before)
    let unwritable = session.execute(":export mermaid /unwritable/x.mmd")
    #expect(unwritable.failed)
    #expect(unwritable.output.contains("Permission denied"))
    let unknown = session.execute(":export gif")
    #expect(unknown.failed)
    #expect(unknown.output.contains("mermaid"))
  }

  @Test func exportCompletesFormats() {
    let session = Session(options: SessionOptions())
    #expect(session.completions(for: ":export pl", cursor: 11).candidates == ["plantuml"])
  }
}

@Suite struct LessonDemonstrationTests {
  /// At a terminal a lesson's demonstration plays step by step, and what the lesson says after
  /// it comes once the steps have played; in a script the steps are printed in place.
  @Test func demonstrationsPlayStepByStepAtATerminal() throws {
    let interactive = Session(options: SessionOptions(interactive: true))
    let response = interactive.execute(":lesson views 4")
    let playback = try #require(response.playback, "\(response.output)")
    #expect(playback.count >= 1)
    #expect(!response.output.contains("step 1 of"))
    // The steps sit between the text before them and what the lesson says after them.
    let index = try #require(response.parts.firstIndex(of: .playback(playback)))
    #expect(index > 0 && index < response.parts.count - 1)
    guard case .text(let after) = response.parts[index + 1] else {
      Issue.record("no text after the demonstration")
      return
    }
    #expect(!after.isEmpty)

    let script = Session(options: SessionOptions())
    let printed = script.execute(":lesson views 4")
    #expect(printed.playback == nil)
    #expect(printed.output.contains("step 1 of"))
  }
}
