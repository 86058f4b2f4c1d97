import MVCRuntime
import MVCShell
import Testing

/// Looking at the world never changes it: `:inspect`, completion, `:screen`, `:tree` and goals
/// create nothing and record nothing, even for objects UIKit makes on first use.
@Suite struct PureReadTests {
  /// The 0.1.0 crash: `:inspect` made the tab bar item outside any statement, `:undo` then
  /// dropped it while the controller still pointed at it, and the next read trapped.
  @Test func inspectingALazyItemThenUndoingKeepsTheWorldWhole() {
    let session = Session(options: SessionOptions(colour: false))
    _ = session.execute("let vc = ViewController(title: \"A\")")
    _ = session.execute("let x = 1")
    let records = session.world.records.count
    let messages = session.world.trace.count
    let inspected = session.execute(":inspect vc.tabBarItem")
    #expect(!inspected.failed)
    #expect(inspected.output.contains("TabBarItem"))
    #expect(inspected.output.contains("not made yet"))
    #expect(session.world.records.count == records)
    #expect(session.world.trace.count == messages)
    _ = session.execute(":undo")
    let title = session.execute("vc.tabBarItem.title")
    #expect(!title.failed)
    #expect(title.output.contains("\"A\""))
  }

  @Test func lookingCreatesNothingAndRecordsNothing() {
    let session = Session(options: SessionOptions(colour: false))
    _ = session.runScript(
      """
      let vc = ViewController(title: "A")
      let nav = NavigationController(rootViewController: vc)
      let tabs = TabBarController()
      """, bail: false)
    let records = session.world.records.count
    let messages = session.world.trace.count
    for line in [
      ":inspect vc.view", ":inspect vc.tabBarItem", ":inspect nav.navigationBar",
      ":inspect tabs.tabBar", ":inspect vc.tabBarItem.title", ":screen", ":tree", ":views",
      ":graph", ":responders vc", ":trace all", ":trace diagram all", ":layout",
      ":export dot /tmp/pure.dot", ":export svg /tmp/pure.svg", ":export json /tmp/pure.json",
    ] {
      _ = session.execute(line)
      #expect(session.world.records.count == records, "\(line) made an object")
      #expect(session.world.trace.count == messages, "\(line) recorded a message")
    }
    for prefix in ["vc.tabBarItem.", "vc.view.", "nav.navigationBar.", "vc."] {
      _ = session.completions(for: prefix, cursor: prefix.count)
      #expect(session.world.records.count == records, "completing \(prefix) made an object")
    }
    let line = "vc.tabBarItem.ti"
    #expect(session.completions(for: line, cursor: line.count).candidates.contains("title"))
  }

  @Test func aStatementThatReadsALazyObjectMakesItWithItsMessages() {
    let session = Session(options: SessionOptions(colour: false))
    _ = session.execute("let vc = ViewController(title: \"A\")")
    let messages = session.world.trace.count
    _ = session.execute("vc.view")
    let selectors = session.world.trace[messages...].map(\.selector)
    #expect(selectors == ["loadView()", "viewDidLoad()"])
  }
}
