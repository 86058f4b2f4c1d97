import MVCShell
import Testing

/// `:load FILE`: a script run line by line in this session.
@Suite struct LoadCommandTests {
  static let files = [
    "/script.mvcsh": Array(
      "let zz = Label(text: \"z\")\nnosuch\n:load /script.mvcsh\nzz.text\n".utf8),
    "/latin1.mvcsh": [0x6C, 0x65, 0x74, 0xE9],
  ]

  @Test func eachLineRunsAndAFailureNamesItsLine() {
    let session = CommandTest.session("", files: MemoryFileSystem(files: Self.files))
    let loaded = session.execute(":load /script.mvcsh")
    // The failing line is reported with its line, and the script goes on.
    #expect(loaded.failed)
    #expect(loaded.output.contains("nothing is called ‘nosuch’\n  --> line 2, column 1"))
    #expect(loaded.output.contains("\"z\"\n"))
    #expect(loaded.output.hasSuffix("Loaded /script.mvcsh.\n"))
    #expect(session.log == ["let zz = Label(text: \"z\")", "zz.text"])
    // The `:load` inside the script was skipped, and the prompt names columns again.
    #expect(session.world.globals.keys.filter { $0 == "zz" }.count == 1)
    #expect(session.execute("nosuch").output.contains("--> column 1"))
  }

  @Test func aScriptThatRunsCleanlyDoesNotFail() {
    let files = MemoryFileSystem(files: [
      "/ok.mvcsh": Array("let a = Label()\n\n:lang zh-Hans\n".utf8)
    ])
    let session = CommandTest.session("", files: files)
    let loaded = session.execute(":load /ok.mvcsh")
    #expect(!loaded.failed)
    #expect(session.world.globals["a"] != nil)
    // Said in the language the script switched to.
    #expect(loaded.output.hasSuffix("已加载 /ok.mvcsh。\n"))
  }

  @Test func whatIsNotARegularFileOrTooLargeIsRefusedBeforeItIsRead() {
    let files = MemoryFileSystem(files: [
      "/huge.mvcsh": [UInt8](repeating: 0x0A, count: FileLimits.script + 1)
    ])
    files.specialFiles = ["/dev/zero": .device, "/fifo": .fifo, "/tmp": .directory]
    let session = CommandTest.session(files: files)
    expectRefusal(
      ":load /dev/zero", in: session,
      saying: "cannot read /dev/zero: it is a device, not a regular file")
    expectRefusal(
      ":load /fifo", in: session, saying: "cannot read /fifo: it is a pipe (FIFO), not a regular")
    expectRefusal(
      ":load /tmp", in: session, saying: "cannot read /tmp: it is a directory, not a regular")
    expectRefusal(
      ":load /huge.mvcsh", in: session,
      saying: "cannot read /huge.mvcsh: it is larger than 16 MB, the most mvcsh reads")
  }

  @Test func aMissingOrUnreadableFileIsRefusedAndChangesNothing() {
    let session = CommandTest.session(files: MemoryFileSystem(files: Self.files))
    expectRefusal(":load", in: session, saying: ":load needs an argument: :load FILE")
    expectRefusal(
      ":load /missing.mvcsh", in: session,
      saying: "cannot read /missing.mvcsh: No such file or directory")
    expectRefusal(":load /latin1.mvcsh", in: session, saying: "/latin1.mvcsh is not UTF-8 text")
  }
}
