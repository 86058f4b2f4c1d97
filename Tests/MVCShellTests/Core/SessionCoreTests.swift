import MVCRuntime
import MVCScript
import Testing

@testable import MVCShell

/// The core alone: a line in, an outcome out, with no words and no terminal.
@Suite struct SessionCoreTests {
  @Test func aStatementRunsAndSaysWhatItDid() throws {
    let core = SessionCore()
    guard case .statements(let run) = core.submit("let vc = ViewController(title: \"A\")") else {
      Issue.record("not a statement")
      return
    }
    #expect(run.failure == nil)
    let result = try #require(run.completed.first)
    #expect(result.source == "let vc = ViewController(title: \"A\")")
    #expect(!result.isExpression)
    #expect(result.events.count == 1)
    #expect(run.sequences == [1])
    #expect(core.history.sources == [result.source])
  }

  @Test func anOpenBraceAsksForMoreAndTheNextLineClosesIt() {
    let core = SessionCore()
    guard case .incomplete = core.submit("class Contact: Model {") else {
      Issue.record("an open brace should ask for more")
      return
    }
    #expect(core.isContinuing)
    guard case .statements(let run) = core.submit("var name = \"Ada\" }") else {
      Issue.record("the closing brace should run the declaration")
      return
    }
    #expect(run.failure == nil && run.completed.count == 1)
    #expect(!core.isContinuing)
  }

  @Test func aCommandAfterAnOpenParenthesisReportsTheUnfinishedStatement() {
    let core = SessionCore()
    _ = core.submit("let x = (1 +", lineNumber: 3)
    guard case .unfinished(let failure, then: .command(let command)) = core.submit(":trace") else {
      Issue.record("expected the open statement to be reported, then the command")
      return
    }
    #expect(failure.error.reason == .syntax(.unfinishedStatement))
    #expect(failure.startLine == 3)
    #expect(command == ":trace")
  }

  @Test func helpAndQuitWithoutAColonAreCommands() {
    let core = SessionCore()
    for (line, command) in [
      ("help", ":help"), ("?", ":help"), ("quit", ":quit"), ("exit", ":quit"),
    ] {
      guard case .command(let text) = core.submit(line) else {
        Issue.record("\(line) is not a command")
        continue
      }
      #expect(text == command)
    }
  }

  @Test func aFailedStatementStopsTheRestAndChangesNothing() throws {
    let core = SessionCore()
    let records = core.reader.records.count
    guard case .statements(let run) = core.submit("let a = Label(); nosuch.x = 1; let b = Label()")
    else {
      Issue.record("not statements")
      return
    }
    #expect(run.completed.map(\.source) == ["let a = Label()"])
    let failure = try #require(run.failure)
    guard case .interpreter(.unknownName("nosuch", _)) = failure.error.reason else {
      Issue.record("expected an unknown name, got \(failure.error)")
      return
    }
    #expect(core.reader.records.count == records + 1)
    #expect(core.reader.globals["b"] == nil)
  }

  /// The history and the world's undo stack move together, whatever made the change.
  @Test func undoTakesBackTheHistoryEntryWithTheWorldsChange() throws {
    let core = SessionCore()
    _ = core.submit("let a = Label()")
    try core.perform({ try $0.setDevice(named: "iPad") }, recordedAs: ":device iPad")
    _ = core.submit("let b = Label()")
    #expect(core.history.sources == ["let a = Label()", ":device iPad", "let b = Label()"])
    #expect(core.history.source(ofStatement: core.reader.statementCount) == "let b = Label()")
    #expect(core.undo() == "let b = Label()")
    #expect(core.undo() == ":device iPad")
    #expect(core.reader.device.name != "iPad")
    #expect(core.history.sources == ["let a = Label()"])
    #expect(core.undo() == "let a = Label()")
    #expect(core.undo() == nil)
    #expect(core.history.isEmpty)
  }

  @Test func theEndOfInputReportsAStatementLeftOpen() throws {
    let core = SessionCore()
    _ = core.submit("class A: Model {", lineNumber: 7)
    let failure = try #require(core.takeUnfinished())
    #expect(failure.startLine == 7)
    #expect(failure.source == "class A: Model {")
    #expect(!core.isContinuing)
    #expect(core.takeUnfinished() == nil)
  }
}

/// The lesson runner drives the core and reads its outcomes.
@Suite struct LessonRunnerTests {
  @Test func replayReportsTheFirstLineThatFails() {
    let core = SessionCore()
    let runner = LessonRunner(core: core)
    #expect(runner.replay(["let a = Label()", "let b = Label()"]) == nil)
    #expect(
      runner.replay(["let c = Label()", "c.nosuch = 1", "let d = Label()"]) == "c.nosuch = 1")
    #expect(core.reader.globals["d"] == nil)
    #expect(runner.replay(["class E: Model {"]) == "class E: Model {")
  }

  @Test func aDemonstrationCollectsEveryMessageItSent() {
    let core = SessionCore()
    let runner = LessonRunner(core: core)
    let demonstration = runner.demonstrate(["let vc = ViewController(title: \"A\")", "vc.view"])
    #expect(!demonstration.failed)
    #expect(demonstration.lines.count == 2)
    #expect(demonstration.sequences == Array(1...core.reader.trace.count))
  }

  /// A lesson is data: a line the core takes for a command is a failed line, never run.
  @Test func aCommandInALessonIsNeverRun() {
    let core = SessionCore()
    let runner = LessonRunner(core: core)
    #expect(runner.replay(["let a = Label()", ":reset", "let b = Label()"]) == ":reset")
    #expect(core.reader.globals["a"] != nil)
    #expect(core.reader.globals["b"] == nil)
    #expect(runner.replay(["quit"]) == "quit")
    let demonstration = runner.demonstrate(["let c = Label()", ":save /out", "exit"])
    #expect(demonstration.failed)
    #expect(demonstration.lines.count == 3)
    guard case .command(":save /out") = demonstration.lines[1].outcome else {
      Issue.record("\(demonstration.lines[1].outcome)")
      return
    }
  }
}

/// A script is split into lines at each line feed, whatever ends them.
@Suite struct ScriptLineTests {
  @Test func linesEndAtLineFeedsAndACarriageReturnBeforeOneIsDropped() {
    #expect(ScriptLines.split("a\nb\r\nc") == ["a", "b", "c"])
    #expect(ScriptLines.split("a\n") == ["a", ""])
    #expect(ScriptLines.split("") == [""])
    #expect(ScriptLines.split("let s = \"中文\"\n\rx") == ["let s = \"中文\"", "\rx"])
  }

  @Test func aScriptWrittenOnWindowsRunsLikeOneWrittenOnLinux() {
    let unix = Session(options: SessionOptions()).runScript("let a = 1\na + 1\n", bail: false)
    let windows = Session(options: SessionOptions()).runScript(
      "let a = 1\r\na + 1\r\n", bail: false)
    #expect(windows.output == unix.output)
    #expect(!windows.failed)
  }
}
