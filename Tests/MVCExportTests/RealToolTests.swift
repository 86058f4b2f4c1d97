import Foundation
import MVCTestSupport
import Testing

@testable import MVCExport
@testable import MVCRuntime

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The exports checked by the tools people open them with. When a tool is missing the check is
/// skipped (and `make test` lists it with what to install); in CI (`CI=true`) it fails, since
/// `.ci/run` installs graphviz, plantuml, chromium, Mermaid and cmark-gfm.
@Suite(.serialized) struct RealToolTests {
  static func scenarios() throws -> [(name: String, world: World, trace: Trace)] {
    let roundTrip = try Scenarios.roundTrip()
    let session = try Scenarios.roundTripSession()
    let flagged = try Scenarios.flaggedAndHostile()
    let injection = try Scenarios.injection()
    return [
      ("roundtrip", roundTrip.world, roundTrip.trace), ("session", session.world, session.trace),
      ("flagged", flagged.world, flagged.trace), ("injection", injection.world, injection.trace),
    ]
  }

  @Test func graphvizRendersDOT() throws {
    let dot = try ExternalTool.require("dot", from: .graphviz, "DOT output not rendered")
    for (name, world, trace) in try Self.scenarios() {
      for withWorld in [true, false] {
        let text = GoldenTests.exporter().export(
          trace, as: .dot, world: withWorld ? world.reader : nil)
        let result = try ExternalTool.run(dot, ["-Tsvg"], input: Data(text.utf8))
        #expect(result.status == 0, "\(name): \(result.stderr)")
        #expect(result.stderr.isEmpty, "\(name) warnings: \(result.stderr)")
        #expect(result.stdoutText.contains("<svg"))
      }
    }
  }

  @Test func plantUMLRendersWithoutError() throws {
    let plantuml = try ExternalTool.require(
      "plantuml", from: .plantUML, "PlantUML output not rendered")
    for (name, _, trace) in try Self.scenarios() {
      let text = GoldenTests.exporter().export(trace, as: .plantuml)
      let result = try ExternalTool.run(
        plantuml, ["-tsvg", "-pipe", "-failfast2"], input: Data(text.utf8))
      #expect(result.status == 0, "\(name): \(result.stderr)")
      let svg = result.stdoutText
      #expect(svg.contains("<svg"))
      #expect(!svg.contains("Syntax Error"), "\(name): PlantUML reported a syntax error")
      if name == "flagged" {
        // Escaped markup comes out as the literal text.
        #expect(svg.contains("&lt;list&gt; &amp; **bold**"))
        #expect(svg.contains("[.saved, 2.5, true, nil]"))
      }
    }
  }

  /// PlantUML's preprocessor evaluates `%function(…)` and `$variable` anywhere in a line: a
  /// learner's string must come out literally, never as the renderer's environment or date.
  @Test func plantUMLShowsPreprocessorTextLiterally() throws {
    let plantuml = try ExternalTool.require(
      "plantuml", from: .plantUML, "PlantUML preprocessor escaping not checked")
    let world = World()
    let label = try world.transaction { try world.instantiate("Label", arguments: []) }
    let start = world.trace.count
    // Each short enough that the label shows it whole.
    for hostile in ["%getenv(\"HOME\") %date() $HOME", "!include /etc/hostname @enduml"] {
      try world.transaction { try world.setProperty("text", of: label, to: .string(hostile)) }
    }
    let trace = world.standaloneTrace(world.trace[start...])
    let text = GoldenTests.exporter().export(trace, as: .plantuml)
    let result = try ExternalTool.run(
      plantuml, ["-tsvg", "-pipe", "-failfast2"], input: Data(text.utf8))
    #expect(result.status == 0, "\(result.stderr)")
    let shown = result.stdoutText
    for literal in ["%getenv(", "%date()", "$HOME", "!include /etc/hostname", "@enduml"] {
      #expect(shown.contains(literal), "\(literal) did not come out literally")
    }
    let year = String(Calendar.current.component(.year, from: Date()))
    #expect(!shown.contains(year), "the date was evaluated")
  }

  /// HTML and SVG exports holding markup in a learner's strings and names: opened in Chromium,
  /// no script runs, no element is made from it, and the text shows literally.
  @Test func htmlAndSVGDoNotRunInjectedMarkup() throws {
    let chromium = try ExternalTool.requireChromium("HTML/SVG injection not checked")
    let directory = try ExternalTool.temporaryDirectory()
    let (_, trace) = try Scenarios.injection()
    for format in [ExportFormat.html, .svg] {
      let file = directory.appendingPathComponent("injection." + format.rawValue)
      try GoldenTests.exporter().export(trace, as: format).write(
        to: file, atomically: true, encoding: .utf8)
      let result = try ExternalTool.run(
        chromium,
        ExternalTool.chromiumArguments + [
          "--virtual-time-budget=3000", "--dump-dom", file.absoluteString,
        ])
      let dom = result.stdoutText
      #expect(result.status == 0, "\(format): \(result.stderr)")
      #expect(!dom.contains("pwned</title>"), "\(format): an injected script ran")
      #expect(!dom.contains("<img"), "\(format): an injected element was made")
      #expect(!dom.contains("<script>document"), "\(format): an injected script element exists")
      #expect(dom.contains("document.title="), "\(format): the text is not shown literally")
    }
  }

  /// Mermaid itself, run in headless Chromium, when a copy of `mermaid.min.js` is available
  /// (`MERMAID_JS=/path/to/mermaid.min.js`); the npm registry is out of reach here, so CI gets
  /// the file from the `artoo-mermaid` wheel on PyPI.
  @Test func mermaidParsesAndRenders() throws {
    let path = try ExternalTool.requireMermaid("Mermaid output not rendered")
    let chromium = try ExternalTool.requireChromium("Mermaid output not rendered")
    let directory = try ExternalTool.temporaryDirectory()
    for (name, _, trace) in try Self.scenarios() {
      let text = GoldenTests.exporter().export(trace, as: .mermaid)
      let escaped = text.replacingOccurrences(of: "&", with: "&amp;")
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
      let url = directory.appendingPathComponent(name + "-mermaid.html")
      try page.write(to: url, atomically: true, encoding: .utf8)
      let result = try ExternalTool.run(
        chromium,
        ExternalTool.chromiumArguments + [
          "--allow-file-access-from-files", "--virtual-time-budget=15000", "--dump-dom",
          url.absoluteString,
        ])
      let dom = result.stdoutText
      #expect(dom.contains("data-result=\"ok\""), "\(name): Mermaid failed: \(dom.suffix(600))")
      // Mermaid numbers the messages with the session's numbers, the last one included.
      let last = trace.events.last?.sequence ?? 0
      #expect(dom.contains(">\(last)</text>"), "\(name): no sequence number \(last)")
      if name == "flagged" {
        #expect(dom.contains("setValue(\"end; # \\\"quoted\\\""), "entities were not decoded back")
      }
      _ = try? ExternalTool.run(
        chromium,
        ExternalTool.chromiumArguments + [
          "--allow-file-access-from-files", "--virtual-time-budget=15000", "--window-size=1400,900",
          "--screenshot="
            + ExternalTool.screenshotDirectory.appendingPathComponent(name + "-mermaid.png").path,
          url.absoluteString,
        ])
    }
  }

  /// GitHub's extensions to CommonMark, as cmark-gfm names them.
  static let githubExtensions = [
    "-e", "table", "-e", "autolink", "-e", "strikethrough", "-e", "tagfilter",
  ]

  /// The Markdown report rendered by GitHub's own renderer, cmark-gfm with GitHub's extensions:
  /// in its safe mode, and with raw HTML let through (GitHub renders that way, then sanitizes
  /// the HTML). Whatever a learner named things or typed, and whatever the device is called,
  /// the page is a heading, a paragraph, one Mermaid block holding the whole diagram and a
  /// table whose every row has the header's six cells, each showing its text literally: no
  /// cell split by a `|` (GitHub drops a row's cells beyond the header's, so a stray `|` shows
  /// as shifted cell texts), no code span swallowing its neighbours, and no emphasis, link,
  /// autolink, strikethrough or HTML element made of the text.
  @Test func markdownRendersLiterallyWithCmarkGFM() throws {
    let cmark = try ExternalTool.require(
      "cmark-gfm", from: .cmarkGFM, "Markdown output not rendered")
    let devices = [
      GoldenTests.header.device, "iPhone | <b>15</b> *x* [a](http://e.com) a@b.com `c` ~~s~~",
    ]
    for (name, _, trace) in try Self.scenarios() {
      for device in devices {
        var header = GoldenTests.header
        header.device = device
        let exporter = TraceExporter(localizer: TestLocalizer.make(), header: header)
        let markdown = exporter.export(trace, as: .markdown)
        for mode in [[], ["--unsafe"]] {
          let result = try ExternalTool.run(
            cmark, mode + Self.githubExtensions, input: Data(markdown.utf8))
          let context = "\(name), device \(device.debugDescription), \(mode)"
          #expect(result.status == 0, "\(context): \(result.stderr)")
          let page: RenderedMarkdown
          do {
            page = try RenderedMarkdown(html: result.stdoutText)
          } catch {
            Issue.record("\(context): not well formed (\(error)):\n\(result.stdoutText)")
            continue
          }
          Self.checkReport(page, of: trace, exporter: exporter, context: context)
        }
      }
    }
  }

  /// The rendered report, block by block and cell by cell, against the text it should show.
  static func checkReport(
    _ page: RenderedMarkdown, of trace: Trace, exporter: TraceExporter, context: String
  ) {
    let text = StepText(localizer: exporter.localizer)
    let plan = SequencePlan(
      trace: trace, text: text, maximumStringLength: exporter.maximumLabelStringLength)
    let unexpected = page.allElements.compactMap(\.name).filter {
      !RenderedMarkdown.reportElements.contains($0)
    }
    #expect(unexpected.isEmpty, "\(context): elements made of text: \(unexpected)")
    let blocks = page.blocks
    #expect(blocks.compactMap(\.name) == ["h1", "p", "pre", "table"], "\(context)")
    guard blocks.count == 4 else { return }
    #expect(RenderedMarkdown.text(blocks[0]) == text.word("title"), "\(context)")
    var meta = ["mvcsh " + exporter.header.toolVersion, exporter.header.language.rawValue]
    if !exporter.header.device.isEmpty { meta.append(exporter.header.device) }
    meta.append(text.word("summary", [String(plan.stepCount)]))
    #expect(RenderedMarkdown.text(blocks[1]) == meta.joined(separator: " · "), "\(context)")
    #expect(RenderedMarkdown.elements(in: blocks[1]).isEmpty, "\(context): markup in the line")
    // The whole diagram, and nothing else, is in the Mermaid block.
    let code = RenderedMarkdown.elements(in: blocks[2])
    #expect(
      code.count == 1
        && code.first?.attribute(forName: "class")?.stringValue
          == "language-mermaid",
      "\(context)")
    let diagram = MermaidExporter(plan: plan, indent: "  ", replyWord: text.word("reply"))
    #expect(RenderedMarkdown.text(blocks[2]) == diagram.render(), "\(context): Mermaid block")

    let (head, body) = RenderedMarkdown.rows(of: blocks[3])
    let headings = [
      "#", text.word("table.hop"), text.word("table.message"), text.word("table.kind"),
      text.word("table.role"), text.word("table.why"),
    ]
    #expect(head.map { $0.map(RenderedMarkdown.text) } == [headings], "\(context): header")
    let messages = plan.items.compactMap { item -> SequencePlan.Message? in
      guard case .message(let message) = item else { return nil }
      return message
    }
    #expect(body.count == messages.count, "\(context): one row a step")
    for (cells, message) in zip(body, messages) {
      let row = "\(context), step \(message.number)"
      #expect(cells.count == headings.count, "\(row): \(cells.map(RenderedMarkdown.text))")
      #expect(cells.allSatisfy { $0.name == "td" }, "\(row)")
      guard cells.count == headings.count else { continue }
      let event = trace.events[message.eventIndex]
      let hop = plan.lifelines[message.from].name + " → " + plan.lifelines[message.to].name
      let flag = text.flag(event)
      let explanation = text.explanation(event) ?? ""
      var why = explanation
      if let flag { why = "⚠️ " + flag + (explanation.isEmpty ? "" : " " + explanation) }
      let expected = [
        String(message.number), hop, message.label, text.kind(event), text.role(event), why,
      ]
      #expect(cells.map(RenderedMarkdown.text) == expected, "\(row)")
      // Plain text but for the message, one code span, and a flag's emphasis.
      for column in [0, 1, 3, 4] {
        #expect(RenderedMarkdown.elements(in: cells[column]).isEmpty, "\(row), column \(column)")
      }
      let spans = RenderedMarkdown.elements(in: cells[2])
      #expect(spans.compactMap(\.name) == ["code"], "\(row): the message is not one code span")
      #expect(spans.first.map(RenderedMarkdown.text) == message.label, "\(row)")
      let emphasis = RenderedMarkdown.elements(in: cells[5])
      #expect(emphasis.compactMap(\.name) == (flag == nil ? [] : ["strong"]), "\(row): why")
      #expect(emphasis.first.map(RenderedMarkdown.text) == flag, "\(row): the flag")
    }
  }

  @Test func svgIsWellFormed() throws {
    for (name, _, trace) in try Self.scenarios() {
      for language in [GoldenTests.header.language, .zhHans] {
        let text = GoldenTests.exporter(language).export(trace, as: .svg)
        let parser = XMLParser(data: Data(text.utf8))
        #expect(parser.parse(), "\(name) in \(language): \(String(describing: parser.parserError))")
      }
    }
  }

  @Test func svgRendersInChromium() throws {
    let chromium = try ExternalTool.requireChromium("SVG not rendered")
    let directory = try ExternalTool.temporaryDirectory()
    for (name, _, trace) in try Self.scenarios() {
      for language in [GoldenTests.header.language, .zhHans] {
        let text = GoldenTests.exporter(language).export(trace, as: .svg)
        let file = directory.appendingPathComponent("\(name)-\(language.rawValue).svg")
        try text.write(to: file, atomically: true, encoding: .utf8)
        let shot = ExternalTool.screenshotDirectory.appendingPathComponent(
          "\(name)-\(language.rawValue)-svg.png")
        try? FileManager.default.removeItem(at: shot)
        let result = try ExternalTool.run(
          chromium,
          ExternalTool.chromiumArguments + [
            "--window-size=1600,900", "--screenshot=" + shot.path, file.absoluteString,
          ])
        #expect(result.status == 0, "\(result.stderr)")
        let size =
          (try? FileManager.default.attributesOfItem(atPath: shot.path)[.size] as? Int) ?? 0
        #expect(size > 5000, "\(name): screenshot missing or blank")
      }
    }
  }

  @Test func htmlPlayerStepsWithoutConsoleErrors() throws {
    let chromium = try ExternalTool.requireChromium("HTML player not opened")
    let directory = try ExternalTool.temporaryDirectory()
    let (_, trace) = try Scenarios.roundTrip()
    for language in [GoldenTests.header.language, .zhHans, .zhHant] {
      let page = directory.appendingPathComponent("player-\(language.rawValue).html")
      try GoldenTests.exporter(language).export(trace, as: .html)
        .write(to: page, atomically: true, encoding: .utf8)
      var highlighted: [String] = []
      for position in [1, 3, 6] {
        // `#step=N` names the message's own number, the one `:trace` and `:explain` show.
        let step = trace.events[position - 1].sequence
        let url = page.absoluteString + "#step=\(step)"
        let result = try ExternalTool.run(
          chromium,
          ExternalTool.chromiumArguments + [
            "--enable-logging=stderr", "--v=0", "--virtual-time-budget=3000", "--dump-dom", url,
          ])
        let dom = result.stdoutText
        #expect(dom.contains("data-current-step=\"\(step)\""), "step \(step) not shown")
        #expect(!dom.contains("data-errors=\""), "script errors on step \(step)")
        #expect(!result.stderr.contains("Uncaught"), "console error: \(result.stderr)")
        #expect(dom.contains("class=\"msg current\" id=\"step-\(step)\""))
        let lifelines = dom.components(separatedBy: "<g class=\"lifeline")
          .dropFirst().map { String($0.prefix(80)) }
        highlighted.append(
          lifelines.filter { $0.contains("sender") || $0.contains("receiver") }.joined(
            separator: "|"))
        let expected = GoldenTests.exporter(language).localizer.string(
          "export.player.position", [String(step), String(position), String(trace.events.count)])
        #expect(dom.contains(">\(expected)</output>"), "slider label missing: \(expected)")
      }
      #expect(
        Set(highlighted).count == 3,
        "stepping did not change the highlighted lifelines: \(highlighted)")
      let shot = ExternalTool.screenshotDirectory.appendingPathComponent(
        "player-\(language.rawValue).png")
      _ = try ExternalTool.run(
        chromium,
        ExternalTool.chromiumArguments + [
          "--window-size=1400,800", "--virtual-time-budget=3000", "--screenshot=" + shot.path,
          page.absoluteString + "#step=\(trace.events[3].sequence)",
        ])
    }
  }

  @Test func htmlPlayerAutoplayAdvances() throws {
    let chromium = try ExternalTool.requireChromium("HTML player not opened")
    let (_, trace) = try Scenarios.roundTrip()
    let directory = try ExternalTool.temporaryDirectory()
    let page = directory.appendingPathComponent("autoplay.html")
    try GoldenTests.exporter().export(trace, as: .html).write(
      to: page, atomically: true, encoding: .utf8)
    // At 1× a step lasts a second of (virtual) time: after 3.5 s, three steps have passed.
    let result = try ExternalTool.run(
      chromium,
      ExternalTool.chromiumArguments + [
        "--virtual-time-budget=3500", "--dump-dom",
        page.absoluteString + "#step=\(trace.events[1].sequence)&play",
      ])
    let dom = result.stdoutText
    let current = dom.components(separatedBy: "data-current-step=\"").dropFirst().first?
      .prefix { $0.isNumber }
    #expect(
      Int(current ?? "") ?? 0 >= trace.events[4].sequence,
      "autoplay did not advance: step \(current ?? "none")")
    #expect(!dom.contains("data-errors=\""))
  }
}
