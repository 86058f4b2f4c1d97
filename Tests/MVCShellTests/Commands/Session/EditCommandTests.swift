import MVCShell
import Testing

/// `:edit [N]`: the last statement or block in the learner's editor, then what was saved runs.
@Suite struct EditCommandTests {
  @Test func theLastStatementIsEditedAndWhatWasSavedRuns() {
    let programs = FakePrograms(editor: { _ in
      .saved("let label = Label(text: \"Hi\")\nlabel.text\n")
    })
    let session = CommandTest.session("", programs: programs)
    _ = session.execute("let label = Label(txet: \"Hi\")")
    _ = session.execute(":trace")
    let edited = session.execute(":edit")
    // The failed statement (not the command after it) was handed to the editor.
    #expect(programs.edited == ["let label = Label(txet: \"Hi\")\n"])
    #expect(!edited.failed)
    #expect(edited.output.contains("mvcsh> let label = Label(text: \"Hi\")\n"))
    #expect(edited.output.contains("\"Hi\"\n"))
    #expect(session.world.globals["label"] != nil)
    // What ran is one entry of the history, so `:edit` again edits it.
    #expect(session.inputs.last == "let label = Label(text: \"Hi\")\nlabel.text")
  }

  @Test func aBlockIsEditedWhole() {
    let programs = FakePrograms()
    let session = CommandTest.session("", programs: programs)
    _ = session.execute("class Box: Model {")
    _ = session.execute("  var size = 1")
    _ = session.execute("}")
    let edited = session.execute(":edit")
    #expect(programs.edited == ["class Box: Model {\n  var size = 1\n}\n"])
    #expect(!edited.failed, "\(edited.output)")
    #expect(session.world.classes["Box"] != nil)
  }

  @Test func entryNOfTheHistory() {
    let programs = FakePrograms()
    let session = CommandTest.session("", programs: programs)
    _ = session.execute("let a = 1")
    _ = session.execute("let b = 2")
    _ = session.execute(":edit 1")
    #expect(programs.edited == ["let a = 1\n"])
    expectRefusal(":edit 9", in: session, saying: "there is no entry ‘9’ in :history")
  }

  @Test func anEditorThatFailsOrCannotStartRunsNothing() {
    let programs = FakePrograms(editor: { _ in .failed(editor: "vim", status: 1) })
    let session = CommandTest.session("", programs: programs)
    _ = session.execute("let a = 1")
    expectRefusal(":edit", in: session, saying: "the editor ‘vim’ exited with status 1")
    programs.editor = { _ in .cannotStart(editor: "nosuch-editor") }
    expectRefusal(":edit", in: session, saying: "cannot start the editor ‘nosuch-editor’")
    programs.editor = { _ in .saved("  \n") }
    let empty = session.execute(":edit")
    #expect(empty.output == "The file was saved empty: nothing was run.\n")
  }

  @Test func nothingToEditIsRefused() {
    let session = CommandTest.session("", programs: FakePrograms())
    _ = session.execute(":trace")
    expectRefusal(":edit", in: session, saying: "there is no statement to edit yet")
  }

  @Test func anEditInWhatAnEditRunsIsRefused() {
    let programs = FakePrograms(editor: { _ in .saved(":edit\n") })
    let session = CommandTest.session("", programs: programs)
    _ = session.execute("let a = 1")
    let edited = session.execute(":edit")
    #expect(edited.failed)
    #expect(edited.standardError.contains(":edit cannot be used in what :edit runs"))
    #expect(programs.edited.count == 1)
  }
}
