import Foundation
import MVCLocalization
import MVCTestSupport
import Testing

/// The view-controller catalog: complete in every language, not stale, and holding every key
/// the view-controller renderers and the words for the runtime's failures use.
@Suite struct ViewControllerCatalogTests {
  @Test func catalogsAreCompleteAndCurrent() {
    let files = TranslationFiles.files.filter { $0.key.hasSuffix("/viewcontrollers.strings") }
    #expect(files.count == 3)
    let problems = CatalogCheck.problems(files: files)
    #expect(problems.isEmpty, "\(problems.prefix(5))")
  }

  @Test func everyKeyUsedIsInTheCatalog() throws {
    let root = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let folders = [
      "Sources/MVCRuntime/ViewControllers", "Sources/MVCRuntime/Presentation",
      "Sources/MVCRuntime/Responders", "Sources/MVCRuntime/Layout",
    ]
    let renderers = [
      "ScreenRenderer", "ControllerTreeRenderer", "LayoutRenderer", "ViewTreeRenderer",
      "ResponderChainRenderer", "DeviceListRenderer", "ViewControllerFormat", "DeviceText",
      "FailureText",
    ].map { "Sources/MVCShell/Rendering/\($0).swift" }
    var paths: [String] = renderers
    for folder in folders {
      let url = root.appendingPathComponent(folder)
      let names = try FileManager.default.contentsOfDirectory(atPath: url.path)
      paths += names.filter { $0.hasSuffix(".swift") }.map { folder + "/" + $0 }
    }
    let pattern = try Regex(
      #""((error|advice|screen|tree|layout|views|responders|device)\.[A-Za-z.]+)""#)
    let english = TranslationFiles.tables[.en] ?? [:]
    var used = Set<String>()
    for path in paths {
      let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
      for match in text.matches(of: pattern) {
        if let key = match.output[1].substring { used.insert(String(key)) }
      }
    }
    #expect(used.count > 60)
    let missing = used.filter { english[$0] == nil && !$0.hasSuffix(".") }.sorted()
    #expect(missing.isEmpty, "\(missing)")
  }
}
