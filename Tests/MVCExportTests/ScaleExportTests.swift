import Foundation
import MVCTestSupport
import Testing

@testable import MVCExport
@testable import MVCRuntime

/// Exports of long traces, read as their viewers read them: PlantUML pages each under its PNG
/// limit, Mermaid diagrams each under its text limit, the HTML player at 10 000 messages.
@Suite(.serialized) struct ScaleExportTests {
  /// The height and width of a PNG file, from its header.
  static func pngSize(_ data: Data) -> (width: Int, height: Int)? {
    guard data.count >= 24 else { return nil }
    func word(_ at: Int) -> Int {
      (at..<at + 4).reduce(0) { $0 << 8 | Int(data[data.startIndex + $1]) }
    }
    return (word(16), word(20))
  }

  @Test func plantUMLPagesOfA300MessageTraceAreEachUnder4096Pixels() throws {
    let trace = try LongTrace.make(300)
    let exporter = GoldenTests.exporter()
    let text = exporter.export(trace, as: .plantuml)
    let pages = text.components(separatedBy: "\nnewpage ").count
    #expect(pages > 1, "a 300-message diagram should be cut into pages")
    #expect(
      exporter.notices(trace, as: .plantuml)
        == [ExportNotice("export.notice.plantumlPages", ["300", String(pages)])])
    let plantuml = try ExternalTool.require(
      "plantuml", from: .plantUML, "PlantUML pages not rendered")
    let directory = try ExternalTool.temporaryDirectory()
    let file = directory.appendingPathComponent("long.puml")
    try text.write(to: file, atomically: true, encoding: .utf8)
    let result = try ExternalTool.run(plantuml, ["-tpng", "-failfast2", file.path], timeout: 300)
    #expect(result.status == 0, "\(result.stderr)")
    let images = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { $0.hasSuffix(".png") }.sorted()
    #expect(images.count == pages, "\(images)")
    for image in images {
      let data = try Data(contentsOf: directory.appendingPathComponent(image))
      let size = try #require(Self.pngSize(data))
      #expect(size.height < 4096, "\(image) is \(size.height) pixels high")
      #expect(size.width < 4096, "\(image) is \(size.width) pixels wide")
    }
  }

  /// The messages a Mermaid diagram numbers, in order, read from its `autonumber` lines.
  static func numbers(inMermaid text: String) -> [Int] {
    var numbers: [Int] = []
    var next = 0
    var on = true
    for raw in text.split(separator: "\n") {
      let line = raw.trimmingCharacters(in: .whitespaces)
      if line == "autonumber off" {
        on = false
      } else if line.hasPrefix("autonumber ") {
        on = true
        next = Int(line.dropFirst("autonumber ".count)) ?? -1
      } else if on, let colon = line.firstIndex(of: ":"), line[..<colon].contains("+"),
        !line.hasPrefix("Note")
      {
        numbers.append(next)
        next += 1
      }
    }
    return numbers
  }

  @Test func mermaidPastItsLimitIsSplitIntoDiagramsEachUnderIt() throws {
    let trace = try LongTrace.make(1_500)
    let exporter = GoldenTests.exporter()
    let whole = MermaidExporter(
      plan: SequencePlan(trace: trace, text: StepText(localizer: exporter.localizer))
    ).render()
    #expect(whole.utf16.count > MermaidExporter.maximumTextSize)
    let parts = exporter.exportParts(trace, as: .mermaid)
    #expect(parts.count > 1)
    #expect(exporter.notices(trace, as: .mermaid).first?.key == "export.notice.mermaidSplit")
    var numbers: [Int] = []
    for part in parts {
      #expect(part.utf16.count <= MermaidExporter.maximumTextSize)
      #expect(part.hasPrefix("sequenceDiagram\n"))
      // Each part balances its activations on its own.
      var active: [String: Int] = [:]
      for raw in part.split(separator: "\n") {
        let line = raw.trimmingCharacters(in: .whitespaces)
        if line.hasPrefix("activate ") { active[String(line.dropFirst(9)), default: 0] += 1 }
        if line.hasPrefix("deactivate ") { active[String(line.dropFirst(11)), default: 0] -= 1 }
        if let colon = line.firstIndex(of: ":"), !line.hasPrefix("Note") {
          let arrow = line[..<colon]
          if let plus = arrow.firstIndex(of: "+") {
            active[String(arrow[arrow.index(after: plus)...]), default: 0] += 1
          } else if arrow.contains("-->>-"), let id = arrow.split(separator: "-").first {
            active[String(id), default: 0] -= 1
          }
        }
        #expect(active.values.allSatisfy { $0 >= 0 }, "deactivated an inactive lifeline")
      }
      #expect(active.values.allSatisfy { $0 == 0 }, "unbalanced part: \(active)")
      numbers += Self.numbers(inMermaid: part)
    }
    // Together the parts number every message once, with the session's numbers.
    #expect(numbers == trace.events.map(\.sequence))

    // The Markdown report holds the same diagrams, each under the limit, and a row a message.
    let report = exporter.export(trace, as: .markdown)
    let blocks = report.components(separatedBy: "```mermaid\n").dropFirst().map {
      String($0.prefix { _ in true }.components(separatedBy: "\n```\n")[0]) + "\n"
    }
    #expect(blocks.count == parts.count)
    for block in blocks { #expect(block.utf16.count <= MermaidExporter.maximumTextSize) }
    let rows = report.split(separator: "\n").filter {
      $0.hasPrefix("| ") && $0.dropFirst(2).first?.isNumber == true
    }
    #expect(rows.count == trace.events.count)
    #expect(exporter.notices(trace, as: .markdown).first?.key == "export.notice.markdownSplit")
  }

  /// Each part, drawn by Mermaid itself with its default settings.
  @Test func mermaidDrawsEverySplitPart() throws {
    let path = try ExternalTool.requireMermaid("split Mermaid parts not rendered")
    let chromium = try ExternalTool.requireChromium("split Mermaid parts not rendered")
    let trace = try LongTrace.make(1_200)
    let parts = GoldenTests.exporter().exportParts(trace, as: .mermaid)
    #expect(parts.count > 1)
    let directory = try ExternalTool.temporaryDirectory()
    for (index, part) in parts.enumerated() {
      let escaped = part.replacingOccurrences(of: "&", with: "&amp;")
        .replacingOccurrences(of: "<", with: "&lt;")
      let page = """
        <!DOCTYPE html><html><body><pre class="mermaid">\(escaped)</pre>
        <script src="file://\(path)"></script>
        <script>
        mermaid.initialize({ startOnLoad: false });
        mermaid.run().then(function () { document.body.setAttribute("data-result", "ok"); })
          .catch(function (e) { document.body.setAttribute("data-result", "error");
            document.body.setAttribute("data-message", String(e && e.message || e)); });
        </script></body></html>
        """
      let url = directory.appendingPathComponent("part-\(index + 1).html")
      try page.write(to: url, atomically: true, encoding: .utf8)
      let result = try ExternalTool.run(
        chromium,
        ExternalTool.chromiumArguments + [
          "--allow-file-access-from-files", "--virtual-time-budget=30000", "--dump-dom",
          url.absoluteString,
        ], timeout: 300)
      let dom = result.stdoutText
      #expect(dom.contains("data-result=\"ok\""), "part \(index + 1): \(dom.suffix(400))")
      let last = Self.numbers(inMermaid: part).last ?? 0
      #expect(dom.contains(">\(last)</text>"), "part \(index + 1) lacks number \(last)")
    }
  }
}
