import Foundation
import MVCLocalization
import MVCShell
import Testing

/// `:trace`: the last statement's messages, all of them, as a diagram, or a trace loaded from
/// a file (`:trace load`).
@Suite struct TraceCommandTests {
  /// Every line of `:trace all` fits the width (0.1.0 printed 93 columns at 80), in every
  /// language; a long call goes on under the message's text, breaking between arguments.
  @Test(arguments: Language.allCases)
  func linesWrapToTheWidth(_ language: Language) throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Transcripts/table-view.mvcsh")
    let script = try String(contentsOf: url, encoding: .utf8)
    for width in [80, 60] {
      let session = Session(options: SessionOptions(language: language, width: width))
      _ = session.runScript(script, bail: false)
      session.setWidth(width)
      let lines = session.execute(":trace all").output.split(separator: "\n")
      #expect(lines.count > 100)
      for line in lines {
        #expect(TextWidth.of(line) <= width, "\(language) at \(width): \(line)")
      }
      if width == 80 {
        #expect(lines.contains { $0.hasSuffix("tableView(contacts.table,") })
        #expect(lines.contains { $0.hasSuffix("  cellForRowAt: [0, 2])") })
      }
    }
  }

  @Test func theLastStatementThatSentMessages() {
    let session = CommandTest.session()
    _ = session.execute("label.text")  // reading sends no message
    let trace = session.execute(":trace")
    #expect(!trace.failed)
    let lines = trace.output.split(separator: "\n")
    #expect(lines.first == "Messages of ‘ada.name = \"Grace\"’ (3):")
    #expect(
      lines.contains(
        "[\(session.world.trace.count - 2)] outside → ada: setValue(\"Grace\", forKey: \"name\")"))
    #expect(trace.output.contains("ada → editor: observeValue(forKeyPath: \"name\""))
    #expect(trace.output.contains("editor → label: setValue(\"Grace\", forKey: \"text\")"))
  }

  @Test func allMessagesAndTheSequenceDiagram() {
    let session = CommandTest.session()
    let all = session.execute(":trace all").output
    #expect(
      all.hasPrefix("All messages (\(session.world.trace.count)):\n[1] outside → ada: init()"))
    let diagram = session.execute(":trace diagram").output
    #expect(diagram.hasPrefix("Messages of ‘ada.name = \"Grace\"’ (3):\n"))
    #expect(diagram.split(separator: "\n").dropFirst().first?.contains("outside") == true)
    #expect(diagram.contains("observeValue"))
    #expect(session.execute(":trace all diagram").output.hasPrefix("All messages"))
  }

  @Test func aFreshWorldHasNoMessages() {
    let session = CommandTest.session("")
    #expect(session.execute(":trace").output == "No statement has sent a message yet.\n")
    #expect(session.execute(":trace all").output == "No messages yet.\n")
  }

  @Test func aWordItDoesNotKnowIsRefused() {
    let session = CommandTest.session()
    expectRefusal(
      ":trace bogus", in: session,
      saying: ":trace does not take ‘bogus’; expected one of: all, diagram, load FILE")
    expectRefusal(":trace all everything", in: session, saying: "‘everything’")
    expectRefusal(":trace load", in: session, saying: ":trace load needs an argument")
    #expect(
      session.completions(for: ":trace ", cursor: 7).candidates == ["all", "diagram", "load"])
  }

  @Test func exportThenLoadPlaysTheSameStepsInAnotherSession() throws {
    let files = MemoryFileSystem()
    let source = CommandTest.session(files: files)
    let written = source.execute(":export jsonl /trace.jsonl")
    #expect(!written.failed, "\(written.output)")
    #expect(try files.read("/trace.jsonl").count > 100)

    let learner = Session(options: SessionOptions(language: .zhHant), fileSystem: files)
    let loaded = learner.execute(":trace load /trace.jsonl")
    #expect(!loaded.failed, "\(loaded.output)")
    // The last statement's three messages, numbered, explained in the learner's language.
    #expect(loaded.output.contains("第 3 則訊息，共 3 則"))
    #expect(loaded.output.contains("ada → editor"))
    #expect(learner.execute(":trace").output.contains("observeValue"))
    // The world of the learner did not change.
    #expect(learner.world.globals["ada"] == nil)
  }

  @Test func theLoadedTraceIsShownUntilTheNextStatement() {
    let files = MemoryFileSystem()
    _ = CommandTest.session(files: files).execute(":export json all /all.json")
    let learner = CommandTest.session("", files: files)
    #expect(!learner.execute(":trace load /all.json").failed)
    #expect(learner.execute(":trace").output.hasPrefix("All messages ("))
    _ = learner.execute("let l = Label()")
    #expect(learner.execute(":trace").output.hasPrefix("Messages of ‘let l = Label()’ (1):"))
  }

  @Test func aLoadedTraceIsListedStatementByStatement() {
    let files = MemoryFileSystem()
    _ = CommandTest.session(files: files).execute(":export jsonl all /all.jsonl")
    let learner = CommandTest.session("", files: files)
    #expect(!learner.execute(":trace load /all.jsonl").failed)
    let listed = learner.execute(":trace").output
    // Each statement's messages under its source, numbered as the session numbered them.
    #expect(
      listed.contains("Messages of ‘editor.bind(label, to: ada, key: \"name\")’"), "\(listed)")
    #expect(listed.contains("Messages of ‘ada.name = \"Grace\"’ (3):"))
    let headings = listed.split(separator: "\n").filter { $0.hasPrefix("Messages of ‘") }
    #expect(headings.count >= 5)
    let lastHeading = listed.range(of: "Messages of ‘ada.name = \"Grace\"’")
    let observe = listed.range(of: "observeValue")
    #expect(lastHeading != nil && observe != nil)
    if let lastHeading, let observe { #expect(lastHeading.lowerBound < observe.lowerBound) }
  }

  @Test func interactiveLoadHandsBackAPlayback() {
    let files = MemoryFileSystem()
    let source = CommandTest.session(files: files)
    _ = source.execute(":export json all /all.json")
    let learner = Session(options: SessionOptions(interactive: true), fileSystem: files)
    let loaded = learner.execute(":trace load /all.json")
    #expect(loaded.playback?.count == source.world.trace.count)
  }

  @Test func theStepPlayerJumpsToTheNextStatement() throws {
    let files = MemoryFileSystem()
    let source = CommandTest.session(files: files)
    _ = source.execute(":export jsonl all /all.jsonl")
    let learner = Session(options: SessionOptions(interactive: true), fileSystem: files)
    let playback = try #require(learner.execute(":trace load /all.jsonl").playback)
    // The prompt offers `s` for a playback of several statements.
    #expect(learner.stepPrompt(0, of: playback).contains("s next statement"))
    let events = Array(source.world.trace)
    var index = 0
    var visited = [0]
    while let next = learner.nextStatementStep(after: index, of: playback) {
      #expect(events[next].statement != events[index].statement)
      #expect(events[next - 1].statement == events[index].statement)
      index = next
      visited.append(next)
    }
    #expect(Set(visited.map { events[$0].statement }).count == Set(events.map(\.statement)).count)
  }

  @Test func badFilesSayWhatIsWrongAndChangeNothing() {
    let files = MemoryFileSystem(files: [
      "/truncated.jsonl": Array("{\"format\":\"mvcsh-trace\",\"ver".utf8),
      "/latin1.jsonl": [0x7B, 0xE9, 0x7D],
    ])
    let session = CommandTest.session(files: files)
    for path in ["/truncated.jsonl", "/latin1.jsonl", "/missing.jsonl"] {
      expectRefusal(":trace load \(path)", in: session, saying: path)
    }
    expectRefusal(
      ":trace load /truncated.jsonl", in: session, saying: "(the session is unchanged)")
    // What `:trace` shows is still the world's last statement.
    #expect(session.execute(":trace").output.contains("ada.name = \"Grace\""))
  }

  @Test func aDeviceAFIFOOrAFileOverTheLimitIsRefusedBeforeItIsRead() {
    let files = MemoryFileSystem(files: [
      "/huge.jsonl": [UInt8](repeating: 0x20, count: FileLimits.trace + 1)
    ])
    files.specialFiles = ["/dev/zero": .device, "/fifo": .fifo]
    let session = CommandTest.session(files: files)
    expectRefusal(
      ":trace load /dev/zero", in: session,
      saying: "cannot read /dev/zero: it is a device, not a regular file")
    expectRefusal(":trace load /fifo", in: session, saying: "it is a pipe (FIFO)")
    expectRefusal(":trace load /huge.jsonl", in: session, saying: "it is larger than 256 MB")
  }

  @Test func theDeepestValueTheInterpreterMakesSurvivesExportAndLoad() throws {
    // Find the deepest array the interpreter makes, and send it as an argument.
    let files = MemoryFileSystem()
    let session = CommandTest.session(
      "class Sink: Model { func take(_ x: Any) { } }\nlet sink = Sink()\nvar v = [1]",
      files: files)
    var depth = 1
    while !session.execute("v = [v]").failed { depth += 1 }
    #expect(depth >= 256)
    #expect(!session.execute("sink.take(v)").failed)
    for format in ["jsonl", "json"] {
      let path = "/deep.\(format)"
      #expect(!session.execute(":export \(format) all \(path)").failed)
      let learner = CommandTest.session("", files: files)
      let loaded = learner.execute(":trace load \(path)")
      #expect(!loaded.failed, "\(format): \(loaded.output.prefix(300))")
      #expect(loaded.output.contains("take("))
    }
  }
}
