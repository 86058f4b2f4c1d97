import Foundation
import MVCLocalization
import MVCTestSupport
import Testing

@testable import MVCExport
@testable import MVCShell

/// The HTML player of the seed app's whole session, opened in headless Chromium at a desktop's
/// and a phone's width, in English and Chinese: `#step=N` opens message N, both ends of its
/// arrow, its label and its note are in view below the sticky headings, the panel collapses
/// on the phone, and the world's picture is drawn. Screenshots are kept in
/// /tmp/mvcsh-export-screenshots for people to look at.
@Suite(.serialized) struct HTMLPlayerLayoutTests {
  static func seedApp(_ language: Language) throws -> String {
    let script = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent(
          "MVCShellTests/Transcripts/seed-app.mvcsh"), encoding: .utf8)
    let session = Session(options: SessionOptions(language: language, width: 80))
    let run = session.runScript(script, bail: false)
    #expect(!run.failed, "\(run.output)")
    return String(decoding: session.exportTrace(.html, all: true), as: UTF8.self)
  }

  static func open(_ page: URL, step: String, width: Int, height: Int, chromium: String) throws
    -> String
  {
    let result = try ExternalTool.run(
      chromium,
      ExternalTool.chromiumArguments + [
        "--window-size=\(width),\(height)", "--virtual-time-budget=3000", "--dump-dom",
        page.absoluteString + "#step=\(step)&check",
      ])
    #expect(result.status == 0, "\(result.stderr)")
    return result.stdoutText
  }

  static func attribute(_ name: String, in dom: String) -> String? {
    dom.components(separatedBy: name + "=\"").dropFirst().first.map {
      String($0.prefix { $0 != "\"" })
    }
  }

  @Test func theCurrentArrowStaysInViewAtBothWidths() throws {
    let chromium = try ExternalTool.requireChromium("HTML player layout not checked")
    let directory = try ExternalTool.temporaryDirectory()
    for language in [Language.en, .zhHans, .zhHant] {
      let page = directory.appendingPathComponent("seed-\(language.rawValue).html")
      try Self.seedApp(language).write(to: page, atomically: true, encoding: .utf8)
      // The first message, one across the whole diagram, a presentation, the last.
      for step in [1, 49, 73, 131] {
        for (width, height) in [(1280, 900), (390, 844)] {
          let dom = try Self.open(
            page, step: String(step), width: width, height: height, chromium: chromium)
          let context = "\(language.rawValue) at \(width) px, message \(step)"
          #expect(Self.attribute("data-current-step", in: dom) == String(step), "\(context)")
          #expect(Self.attribute("data-in-view", in: dom) == "true", "\(context): not in view")
          #expect(!dom.contains("data-errors=\""), "\(context): script errors")
          let classes = Self.attribute("class", in: dom.components(separatedBy: "<body").last ?? "")
          if width < 600 {
            #expect(classes?.contains("collapsed") == true, "\(context): panel not collapsed")
          } else {
            #expect(classes?.contains("collapsed") != true, "\(context): panel collapsed")
          }
        }
      }
      #expect(try String(contentsOf: page, encoding: .utf8).contains("<aside class=\"world\""))
      for (width, height) in [(1280, 900), (390, 844)] {
        let shot = ExternalTool.screenshotDirectory.appendingPathComponent(
          "seed-player-\(language.rawValue)-\(width).png")
        _ = try ExternalTool.run(
          chromium,
          ExternalTool.chromiumArguments + [
            "--window-size=\(width),\(height)", "--virtual-time-budget=3000",
            "--screenshot=" + shot.path, page.absoluteString + "#step=73",
          ])
        let size =
          (try? FileManager.default.attributesOfItem(atPath: shot.path)[.size] as? Int) ?? 0
        #expect(size > 5000, "\(shot.lastPathComponent) missing or blank")
      }
    }
  }

  /// 10 000 messages: it opens at the last one, in view, without errors. (How fast is measured
  /// by `make bench`, never asserted here.)
  @Test func aTenThousandMessagePlayerOpensAtAnyStep() throws {
    let chromium = try ExternalTool.requireChromium("10 000-message HTML player not opened")
    let trace = try LongTrace.make(10_000)
    let directory = try ExternalTool.temporaryDirectory()
    let page = directory.appendingPathComponent("long.html")
    try GoldenTests.exporter().export(trace, as: .html).write(
      to: page, atomically: true, encoding: .utf8)
    let last = try #require(trace.events.last?.sequence)
    for step in [1, 5_000, last] {
      let dom = try Self.open(
        page, step: String(step), width: 1280, height: 900, chromium: chromium)
      #expect(Self.attribute("data-current-step", in: dom) == String(step))
      #expect(Self.attribute("data-in-view", in: dom) == "true", "message \(step) not in view")
      #expect(!dom.contains("data-errors=\""))
    }
  }
}
