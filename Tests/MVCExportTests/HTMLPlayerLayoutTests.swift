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

  /// The player's data (the steps, the strings, the shapes), parsed from a page.
  static func playerData(_ html: String) -> [String: Any]? {
    let parts = html.components(
      separatedBy: "<script type=\"application/json\" id=\"trace-data\">")
    guard parts.count == 2, let json = parts[1].components(separatedBy: "</script>").first else {
      return nil
    }
    return (try? JSONSerialization.jsonObject(with: Data(json.utf8))) as? [String: Any]
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

  /// The player driven as a person drives it, over the DevTools protocol: each arrow key on the
  /// focused slider takes exactly one step (the slider's own move is replaced), every step is
  /// written to the address as `#step=N`, and a new address (`hashchange`) moves the player.
  @Test func theSliderKeysAndTheAddressDriveThePlayer() throws {
    let chromium = try ExternalTool.requireChromium("HTML player not driven")
    let directory = try ExternalTool.temporaryDirectory()
    let page = directory.appendingPathComponent("driven.html")
    let html = try Self.seedApp(.en)
    try html.write(to: page, atomically: true, encoding: .utf8)
    let numbers = try #require(Self.playerData(html)?["steps"] as? [[Int]]).map { $0[0] }
    try #require(numbers.count > 80)
    for (width, height) in [(1280, 900), (390, 844)] {
      let browser = try ChromiumPage(
        chromium: chromium, url: page.absoluteString + "#step=\(numbers[40])", width: width,
        height: height)
      try browser.wait(until: "document.body.getAttribute('data-current-step')")
      func state() throws -> (step: Int, slider: Int, hash: String) {
        let value =
          try browser.evaluate(
            "[document.body.getAttribute('data-current-step'), "
              + "document.getElementById('slider').value, location.hash]") as? [String]
        let parts = value ?? []
        return (
          Int(parts.first ?? "") ?? -1, Int(parts.dropFirst().first ?? "") ?? -1,
          parts.last ?? ""
        )
      }
      #expect(try state().step == numbers[40], "\(width) px: #step= not opened")
      try browser.evaluate("document.getElementById('slider').focus()")
      for (key, index) in [
        ("ArrowRight", 41), ("ArrowRight", 42), ("ArrowUp", 43), ("ArrowLeft", 42),
        ("ArrowDown", 41), ("End", numbers.count - 1), ("Home", 0),
      ] {
        try browser.press(key)
        let now = try state()
        let context = "\(width) px, \(key)"
        #expect(now.step == numbers[index], "\(context): at \(now.step), not \(numbers[index])")
        #expect(now.slider == index + 1, "\(context): the slider is at \(now.slider)")
        #expect(now.hash == "#step=\(numbers[index])", "\(context): the address is \(now.hash)")
      }
      // A new address moves the player (a teacher's link followed in the same page).
      for target in [numbers[72], numbers[10]] {
        try browser.evaluate("location.hash = '#step=\(target)'")
        try browser.wait(
          until: "document.body.getAttribute('data-current-step') === '\(target)'", seconds: 5)
        let current =
          try browser.evaluate(
            "document.querySelector('#step-\(target)').getAttribute('class')") as? String
        #expect(current?.contains("current") == true, "message \(target) is not highlighted")
        #expect(try state().slider == (numbers.firstIndex(of: target) ?? -2) + 1)
      }
      #expect(try browser.evaluate("document.body.getAttribute('data-errors')") == nil)
      // Every tile drawn, as a reader who scrolls the whole diagram sees it: a message whose
      // arrow reaches into two tiles is drawn in both, but only one of them names it.
      let tileCount = try browser.evaluate("document.querySelectorAll('.tile').length") as? Int
      #expect((tileCount ?? 0) > 1, "the seed app fits one tile: the check below proves nothing")
      for index in 0..<(tileCount ?? 0) {
        try browser.evaluate(
          "document.querySelectorAll('.tile')[\(index)].scrollIntoView({block: 'center'})")
        try browser.wait(
          until: "document.querySelectorAll('.tile')[\(index)].hasAttribute('data-drawn')",
          seconds: 5)
      }
      let repeated =
        try browser.evaluate(
          "(function () { var seen = {}, twice = []; "
            + "document.querySelectorAll('[id]').forEach(function (e) { "
            + "if (seen[e.id]) { twice.push(e.id); } seen[e.id] = true; }); "
            + "return twice.join(' '); })()") as? String
      #expect(repeated == "", "\(width) px: ids drawn twice: \(repeated ?? "?")")
    }
  }

  /// Every `id` in the page is unique: the two world pictures do not share their arrowhead's
  /// marker (a browser would draw both with whichever it found first), and no picture repeats
  /// one of the diagram's ids.
  @Test func everyIdInThePageIsUnique() throws {
    let html = try Self.seedApp(.en)
    let ids = html.components(separatedBy: " id=\"").dropFirst().map {
      String($0.prefix { $0 != "\"" })
    }
    #expect(ids.count > 20)
    let repeated = Dictionary(grouping: ids, by: { $0 }).filter { $0.value.count > 1 }.keys
    #expect(repeated.isEmpty, "ids used more than once: \(repeated.sorted())")
    #expect(html.components(separatedBy: "id=\"mvcsh-world-graph-head\"").count == 2)
  }
}
