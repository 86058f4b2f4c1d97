import MVCShell
import MVCTestSupport
import Testing

/// `:undo`: takes back the last change that completed.
@Suite struct UndoCommandTests {
  @Test func undoTakesBackTheLastStatementAndSaysWhich() {
    let session = Session(options: SessionOptions())
    _ = session.runScript("let label = Label(text: \"a\")\nlabel.text = \"b\"", bail: false)
    #expect(session.execute(":undo").output == "Undone: label.text = \"b\"\n")
    #expect(session.log == ["let label = Label(text: \"a\")"])
    #expect(session.execute("label.text").output == "\"a\"\n")
  }

  /// Undoing returns the world to exactly what it was before the statement: the model, the
  /// bound label, the trace and the clock.
  @Test func theWorldIsAsItWasBeforeTheStatement() {
    let session = CommandTest.session()
    let before = WorldSnapshot(session.world)
    _ = session.execute("ada.name = \"Linus\"")
    #expect(!session.execute(":undo").failed)
    expectUnchanged(session.world, since: before)
  }

  @Test func nothingToUndoIsRefused() {
    let session = CommandTest.session("")
    expectRefusal(":undo", in: session, saying: "there is nothing to undo")
    _ = session.execute("let label = Label()")
    _ = session.execute(":undo")
    expectRefusal(":undo", in: session, saying: "there is nothing to undo")
  }
}
