import MVCExport
import MVCShell
import Testing

/// `:export` and the command line's `--export` go through one flow (``ExportFlow``): the same
/// files, split the same way, the same notices, the same refusal.
@Suite struct ExportFlowTests {
  static let long =
    CommandTest.contacts + "\nfor i in 0..<150 { ada.name = \"name number \\(i) of a long run\" }\n"

  @Test func bothWriteTheSameFilesAndSplitALongMermaidTraceAlike() throws {
    let typed = MemoryFileSystem()
    let command = MemoryFileSystem()
    let atPrompt = CommandTest.session(Self.long, files: typed)
    let fromCommandLine = CommandTest.session(Self.long, files: command)
    for format in ExportFormat.allCases {
      let path = "/out/trace." + format.fileExtension
      #expect(!atPrompt.execute(":export \(format.rawValue) all \(path)").failed)
      let outcome = try fromCommandLine.export(format, all: true, toFile: path).get()
      #expect(outcome.screen == nil)
      for file in outcome.files {
        #expect(try typed.read(file.path) == command.read(file.path), "\(format): \(file.path)")
        #expect(try command.read(file.path).count == file.byteCount)
      }
      if format == .mermaid {
        #expect(outcome.files.count > 1)
        #expect(outcome.files.first?.path == "/out/trace-1.mmd")
        #expect(outcome.notices.map(\.key) == ["export.notice.mermaidSplit"])
      } else {
        #expect(outcome.files.map(\.path) == [path])
      }
    }
    #expect(typed.files.keys.sorted() == command.files.keys.sorted())
  }

  @Test func noFileADashOrStandardOutputIsTheScreenAsAtThePrompt() throws {
    let session = CommandTest.session()
    let screen = session.execute(":export mermaid all").output
    for path in [nil, "-", "/dev/stdout"] {
      let outcome = try session.export(.mermaid, all: true, toFile: path).get()
      #expect(outcome.files.isEmpty)
      #expect(outcome.screen.map { String(decoding: $0, as: UTF8.self) } == screen)
    }
  }

  @Test func aFileThatCannotBeWrittenIsRefusedByBoth() {
    let files = MemoryFileSystem()
    let session = CommandTest.session(files: files)
    let refused = session.export(.json, all: true, toFile: "/unwritable/x.json")
    guard case .failure(let failure) = refused else {
      Issue.record("the export was written: \(refused)")
      return
    }
    #expect(failure.path == "/unwritable/x.json")
    #expect(session.execute(":export json all /unwritable/x.json").failed)
    #expect(files.files.isEmpty)
  }
}
