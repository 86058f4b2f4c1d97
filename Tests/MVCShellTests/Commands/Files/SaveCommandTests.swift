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

  @Test func aFullDiskOrAFileSizeLimitKeepsTheOldFileAndSaysWhy() throws {
    let files = MemoryFileSystem(files: ["/s.mvcsh": Array("old\n".utf8)])
    files.writeFailures = [
      "/s.mvcsh": .system(code: "ENOSPC", text: "No space left on device"),
      "/big.mvcsh": .system(code: "EFBIG", text: "File too large"),
    ]
    let session = CommandTest.session(files: files)
    // Wide enough that each headline stays on one line (at 80 columns the long one wraps).
    session.setWidth(200)
    expectRefusal(
      ":save /s.mvcsh", in: session,
      saying: "cannot write /s.mvcsh: No space left on device (nothing was changed)")
    expectRefusal(
      ":save /big.mvcsh", in: session,
      saying: "cannot write /big.mvcsh: File too large: over the limit on file size (ulimit -f)")
    #expect(try files.read("/s.mvcsh") == Array("old\n".utf8))
    #expect(files.files["/big.mvcsh"] == nil)
    // Said in the learner's language, the system's words included.
    session.setLanguage(.zhHant)
    let chinese = session.execute(":save /s.mvcsh")
    #expect(chinese.failed)
    #expect(chinese.output.contains("無法寫入 /s.mvcsh：磁碟上沒有剩餘空間（未做任何變更）"))
  }

  @Test func aDirectoryADeviceOrAFIFOIsNeverReplaced() {
    let files = MemoryFileSystem()
    files.specialFiles = ["/dev/null": .device, "/fifo": .fifo, "/home": .directory]
    let session = CommandTest.session(files: files)
    expectRefusal(
      ":save /dev/null", in: session, saying: "it is a device, not a regular file (nothing was")
    expectRefusal(":save /fifo", in: session, saying: "it is a pipe (FIFO), not a regular file")
    expectRefusal(":save /home", in: session, saying: "it is a directory, not a regular file")
    #expect(files.files.isEmpty)
  }
}
