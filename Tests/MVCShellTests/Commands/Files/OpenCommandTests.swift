import MVCExport
import Testing

@testable import MVCShell

/// `:open [FORMAT] [all]`: the export written to its default file and opened.
@Suite struct OpenCommandTests {
  @Test func writesTheHTMLPlayerAndOpensIt() throws {
    let files = MemoryFileSystem()
    let programs = FakePrograms()
    let session = CommandTest.session(files: files, programs: programs)
    let response = session.execute(":open")
    #expect(!response.failed)
    #expect(try files.read("trace.html") == session.exportTrace(.html, all: false))
    #expect(programs.opened == ["/work/trace.html"])
    #expect(response.output.hasSuffix("Opened trace.html.\n"))
  }

  @Test func whenNothingCanOpenItTheFileURLIsPrinted() throws {
    let files = MemoryFileSystem()
    files.currentDirectory = "/home/ada/my work"
    let session = CommandTest.session(files: files, programs: FakePrograms(opens: false))
    let response = session.execute(":open svg all")
    #expect(!response.failed)
    #expect(try files.read("trace.svg") == session.exportTrace(.svg, all: true))
    #expect(
      response.output.hasSuffix(
        "open this address in a web browser:\n  file:///home/ada/my%20work/trace.svg\n"))
  }

  @Test func perfettoOpensItsViewerAndSaysWhichFile() throws {
    let files = MemoryFileSystem()
    let programs = FakePrograms()
    let session = CommandTest.session(files: files, programs: programs)
    let response = session.execute(":open perfetto")
    #expect(programs.opened == ["https://ui.perfetto.dev"])
    #expect(response.output.contains("choose “Open trace file” there and pick trace.perfetto.json"))
    _ = try files.read("trace.perfetto.json")
  }

  @Test func badArgumentsAndAnEmptyTraceAreRefused() {
    let files = MemoryFileSystem()
    let programs = FakePrograms()
    let session = CommandTest.session(files: files, programs: programs)
    expectRefusal(":open gif", in: session, saying: "there is no export format ‘gif’")
    expectRefusal(":open html all extra", in: session, saying: ":open does not take ‘extra’")
    let empty = CommandTest.session("", files: files, programs: programs)
    expectRefusal(":open", in: empty, saying: "No messages yet.")
    #expect(files.files.isEmpty)
    #expect(programs.opened.isEmpty)
  }

  @Test func fileURLsEscapeWhatAURLCannotHold() {
    #expect(
      DefaultExportFile.fileURL("/a b/追踪#1.html") == "file:///a%20b/%E8%BF%BD%E8%B8%AA%231.html")
    #expect(DefaultExportFile.fileURL("/tmp/trace-2.html") == "file:///tmp/trace-2.html")
  }
}
