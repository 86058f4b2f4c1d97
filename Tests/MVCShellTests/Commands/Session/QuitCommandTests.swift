import MVCShell
import Testing

/// `:quit`, `:q`, `:exit`: the session ends after the line.
@Suite struct QuitCommandTests {
  @Test(arguments: [":quit", ":q", ":exit", ":qu", ":quit now"])
  func quitEndsTheSessionSilently(_ line: String) {
    let session = CommandTest.session()
    let before = session.world.trace.count
    let response = session.execute(line)
    #expect(!response.failed)
    #expect(response.output.isEmpty)
    #expect(session.shouldQuit)
    #expect(session.world.trace.count == before)
  }

  @Test func aScriptStopsAtQuit() {
    let session = CommandTest.session("")
    let run = session.runScript("let a = Label()\n:quit\nlet b = Label()\n", bail: false)
    #expect(!run.failed)
    #expect(session.world.globals["a"] != nil)
    #expect(session.world.globals["b"] == nil)
  }
}
