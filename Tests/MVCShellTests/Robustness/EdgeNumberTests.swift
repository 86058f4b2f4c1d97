import MVCLocalization
import MVCShell
import MVCTestSupport
import Testing

/// Numbers at the edges never crash a picture or an export: a font of `1e300` points is drawn
/// (clamped where it becomes rows and columns), and a trace file whose numbers could overflow
/// the exporters' arithmetic is refused when it is read.
@Suite struct EdgeNumberTests {
  @Test(arguments: ["1e300", "1e308 * 10", "1e-300"])
  func aHugeFontIsDrawnNotACrash(_ size: String) {
    let session = CommandTest.session(
      """
      let home = UIViewController()
      let label = UILabel()
      label.text = "Hi"
      label.font = UIFont.systemFont(ofSize: \(size))
      label.numberOfLines = 0
      home.view.addSubview(label)
      let stack = UIStackView()
      stack.spacing = \(size)
      stack.addArrangedSubview(UILabel())
      home.view.addSubview(stack)
      window.rootViewController = home
      window.makeKeyAndVisible()
      """)
    for command in [":screen", ":layout", ":views", ":export svg /s.svg", ":export html /s.html"] {
      let response = session.execute(command)
      #expect(!response.output.isEmpty, "\(command)")
    }
  }

  @Test(arguments: ["mermaid", "plantuml", "markdown", "svg", "html"])
  func aTraceWhoseNumbersCouldOverflowIsRefusedWhenRead(_ format: String) throws {
    let files = MemoryFileSystem()
    let source = CommandTest.session(files: files)
    #expect(!source.execute(":export jsonl /t.jsonl").failed)
    let text = String(decoding: try files.read("/t.jsonl"), as: UTF8.self)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var changed = lines
    // The last event claims the largest sequence number an Int holds.
    if let last = changed.lastIndex(where: { $0.hasPrefix("{\"seq\":") }) {
      let rest = changed[last].drop { $0 != "," }
      changed[last] = "{\"seq\":9223372036854775807" + rest
    }
    files.files["/big.jsonl"] = Array(changed.joined(separator: "\n").utf8)
    let learner = CommandTest.session("", files: files)
    let loaded = learner.execute(":trace load /big.jsonl")
    #expect(loaded.failed)
    #expect(loaded.output.contains("9223372036854775807"))
    #expect(loaded.output.contains("too large"))
    #expect(learner.execute(":export \(format) /out").failed)
  }
}
