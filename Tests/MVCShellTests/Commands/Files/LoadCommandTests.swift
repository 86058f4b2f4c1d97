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
    // Named as compilers name it, so an editor can jump to the file's line.
    #expect(loaded.output.contains("/script.mvcsh:2:1: error: nothing is called ‘nosuch’\n"))
    #expect(loaded.standardError.contains("/script.mvcsh:2:1: error:"))
    #expect(!loaded.standardOutput.contains("error"))
    #expect(loaded.output.contains("\"z\"\n"))
    #expect(loaded.output.hasSuffix("Loaded /script.mvcsh.\n"))
    #expect(session.log == ["let zz = Label(text: \"z\")", "zz.text"])
    // The `:load` inside the script was refused, and the prompt names columns again.
    #expect(
      loaded.output.contains("/script.mvcsh:3:1: error: /script.mvcsh is already being loaded"))
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

  @Test(
    "a file that loads itself is refused however the line is written",
    arguments: [
      ":load /self.mvcsh", "\t:load /self.mvcsh", "   :load   /self.mvcsh", ":loa /self.mvcsh",
      ":lo /self.mvcsh", " \t:lo /link.mvcsh",
    ])
  func aFileThatLoadsItselfIsRefused(line: String) {
    let files = MemoryFileSystem(files: ["/self.mvcsh": Array("let a = 1\n\(line)\n".utf8)])
    files.aliases = ["/link.mvcsh": "/self.mvcsh"]
    let session = CommandTest.session("", files: files)
    let loaded = session.execute(":load /self.mvcsh")
    #expect(loaded.failed)
    #expect(loaded.output.contains("is already being loaded: a script cannot load itself"))
    #expect(loaded.output.components(separatedBy: "Loaded /self.mvcsh.").count == 2)
    #expect(session.log == ["let a = 1"])
  }

  @Test func scriptsThatLoadEachOtherStopAtTheFirstRepeat() {
    let files = MemoryFileSystem(files: [
      "/a.mvcsh": Array("let a = 1\n:load /b.mvcsh\n".utf8),
      "/b.mvcsh": Array("let b = 2\n:load /a.mvcsh\n".utf8),
    ])
    let session = CommandTest.session("", files: files)
    let loaded = session.execute(":load /a.mvcsh")
    #expect(loaded.failed)
    #expect(loaded.output.contains("error: /a.mvcsh is already being loaded"))
    #expect(session.log == ["let a = 1", "let b = 2"])
    // Once done, the same file may be loaded again.
    #expect(session.execute(":load /b.mvcsh").output.contains("Loaded /b.mvcsh."))
  }

  @Test func aScriptMayLoadAnotherAndNestingIsCapped() {
    var scripts: [String: [UInt8]] = [
      "/outer.mvcsh": Array(":load /inner.mvcsh\nlet after = inner\n".utf8),
      "/inner.mvcsh": Array("let inner = 1\n".utf8),
    ]
    // A chain of distinct files, each loading the next, longer than the cap.
    for index in 1...20 {
      scripts["/chain\(index).mvcsh"] = Array(
        "let c\(index) = \(index)\n:load /chain\(index + 1).mvcsh\n".utf8)
    }
    let session = CommandTest.session("", files: MemoryFileSystem(files: scripts))
    let outer = session.execute(":load /outer.mvcsh")
    #expect(!outer.failed, "\(outer.output)")
    #expect(session.log == ["let inner = 1", "let after = inner"])

    let chain = session.execute(":load /chain1.mvcsh")
    #expect(chain.failed)
    #expect(
      chain.output.contains(
        "error: scripts load scripts more than 16 deep; /chain17.mvcsh was not loaded"))
    #expect(session.world.globals["c16"] != nil)
    #expect(session.world.globals["c17"] == nil)
  }

  @Test func windowsLineEndsAreReadAsLines() {
    let files = MemoryFileSystem(files: [
      "/crlf.mvcsh": Array("let w = Label(text: \"win\")\r\n\r\nnosuch\r\nw.text\r\n".utf8)
    ])
    let session = CommandTest.session("", files: files)
    let loaded = session.execute(":load /crlf.mvcsh")
    // The mistake is on line 3 of the file, not somewhere in one long line.
    #expect(loaded.output.contains("/crlf.mvcsh:3:1: error: nothing is called ‘nosuch’\n"))
    #expect(loaded.output.contains("\"win\""))
    #expect(session.log == ["let w = Label(text: \"win\")", "w.text"])
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
