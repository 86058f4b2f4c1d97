import MVCShell
import Testing

/// `:save FILE`: every change that completed, as a script to replay.
@Suite struct SaveCommandTests {
  @Test func saveWritesAReplayableScriptAtomically() throws {
    let files = MemoryFileSystem()
    let session = Session(options: SessionOptions(), fileSystem: files)
    _ = session.runScript(
      """
      class Contact: Model { var name = "Ada" }
      let ada = Contact(); let label = Label()
      nosuch
      let editor = ViewController()
      editor.bind(label, to: ada, key: "name")
      ada.name = "Grace"
      """, bail: false)
    #expect(!session.execute(":save /s.mvcsh").failed)
    let saved = String(decoding: try files.read("/s.mvcsh"), as: UTF8.self)
    #expect(!saved.contains("nosuch"))
    let replay = Session(options: SessionOptions(), fileSystem: files)
    #expect(!replay.execute(":load /s.mvcsh").failed)
    #expect(replay.world.trace == session.world.trace)
    let failing = session.execute(":save /unwritable/x")
    #expect(failing.failed)
    #expect(failing.output.contains("Permission denied"))
  }

  @Test func itSaysHowManyStatementsItWrote() throws {
    let files = MemoryFileSystem()
    let session = CommandTest.session(
      "let a = Label()\nlet b = Label(); b.text = \"x\"", files: files)
    #expect(session.execute(":save /s.mvcsh").output == "Saved 3 statements to /s.mvcsh.\n")
    #expect(
      String(decoding: try files.read("/s.mvcsh"), as: UTF8.self)
        == "let a = Label()\nlet b = Label()\nb.text = \"x\"\n")
    let empty = CommandTest.session("", files: files)
    #expect(empty.execute(":save /empty.mvcsh").output == "Saved 0 statements to /empty.mvcsh.\n")
    #expect(try files.read("/empty.mvcsh").isEmpty)
  }

  @Test func withoutAFileOrWhereItCannotWriteItIsRefused() {
    let files = MemoryFileSystem()
    let session = CommandTest.session(files: files)
    expectRefusal(":save", in: session, saying: ":save needs an argument: :save FILE")
    expectRefusal(
      ":save /unwritable/s.mvcsh", in: session,
      saying: "cannot write /unwritable/s.mvcsh: Permission denied (nothing was changed)")
    #expect(files.files.isEmpty)
  }
}
