import Foundation
import MVCTestSupport
import Testing

@testable import MVCExport
@testable import MVCRuntime
@testable import MVCShell

/// One message has one number everywhere: `:trace`, `:explain`, the step player, and every
/// export of the statement (Mermaid's and PlantUML's numbering, the SVG and HTML badges, the
/// player's `#step=N`, Markdown's rows, Perfetto's args, the canonical `seq`).
@Suite struct OneNumberingTests {
  static let script = """
    class Contact: Model { var name = "Ada" }
    let ada = Contact()
    let field = TextField()
    let label = Label()
    let editor = ViewController(title: "Edit")
    editor.view.addSubview(field)
    editor.view.addSubview(label)
    editor.bind(field, to: ada, key: "name")
    editor.bind(label, to: ada, key: "name")
    type(field, "Grace")
    """

  @Test func theSameMessageHasTheSameNumberInEveryView() throws {
    let session = Session(options: SessionOptions(language: .en, width: 100))
    let run = session.runScript(Self.script, bail: true)
    #expect(!run.failed, "\(run.output)")
    // The statement's third message: editor → ada, setValue("Grace", forKey: "name").
    let trace = session.world.standaloneTrace(TraceSelection.lastStatementEvents(of: session.world))
    #expect(trace.events.count == 5)
    let event = trace.events[2]
    let n = event.sequence
    #expect(n > 3, "the statement's messages do not start at 1 in the session")
    let call = "setValue(\"Grace\", forKey: \"name\")"

    // The shell.
    #expect(session.execute(":trace").output.contains("[\(n)] editor → ada: \(call)"))
    #expect(session.execute(":explain \(n)").output.hasPrefix("[\(n)] editor → ada"))
    let playback = Playback(sequences: trace.events.map(\.sequence))
    let step = session.renderStep(2, of: playback)
    #expect(step.contains("message 3 of 5") && step.contains("[\(n)] editor → ada: \(call)"))

    func text(_ format: ExportFormat) -> String {
      String(decoding: session.exportTrace(format, all: false), as: UTF8.self)
    }
    // Mermaid: the number its autonumber gives the message's arrow.
    let mermaid = text(.mermaid)
    let drawn = ScaleExportTests.numbers(inMermaid: mermaid)
    #expect(drawn == trace.events.map(\.sequence))
    // PlantUML starts its numbering at the statement's first message and skips replies.
    let plantuml = text(.plantuml)
    #expect(plantuml.contains("autonumber \(trace.events[0].sequence)\n"))
    #expect(!plantuml.contains("autonumber resume") || plantuml.contains("autonumber stop"))
    // SVG and HTML badges and ids.
    let svg = text(.svg)
    #expect(svg.contains("id=\"step-\(n)\""))
    #expect(svg.contains(">\(n)</text>"))
    // The player's data: the step numbered n is editor → ada with the call (its script draws
    // the badge and `id="step-N"` from it; HTMLPlayerLayoutTests checks that in Chromium).
    let html = text(.html)
    let data = try #require(HTMLPlayerLayoutTests.playerData(html))
    let strings = try #require(data["strings"] as? [String])
    let names = try #require(data["names"] as? [Int]).map { strings[$0] }
    let steps = try #require(data["steps"] as? [[Int]])
    let entry = try #require(steps.first { $0[0] == n })
    #expect(names[entry[1]] == "editor" && names[entry[2]] == "ada" && strings[entry[7]] == call)
    // Markdown's row.
    #expect(text(.markdown).contains("| \(n) | editor → ada | `\(call)` |"))
    // Perfetto's args and the canonical format.
    let perfetto = text(.perfetto)
    #expect(perfetto.contains("\"args\":{\"step\":\(n),"))
    #expect(text(.jsonl).contains("{\"seq\":\(n),"))
  }
}
