import MVCLocalization
import MVCShell
import Testing

/// `:trace` and `:explain` say which turn of the run loop a message belongs to: an animated
/// push returns before its transition ends, so its did-phase comes in a later turn.
@Suite struct RunLoopTurnTests {
  static let script = """
    class Home: UIViewController {
      func open() {
        navigationController?.pushViewController(UIViewController(), animated: true)
        title = "Back"
      }
    }
    let home = Home()
    let nav = UINavigationController(rootViewController: home)
    window.rootViewController = nav
    window.makeKeyAndVisible()
    home.open()
    """

  @Test(arguments: [
    (Language.en, "── turn 2 of the run loop: the code above has returned ──"),
    (Language.zhHans, "── 运行循环第 2 轮：上面的代码已经返回 ──"),
    (Language.zhHant, "── 執行迴圈第 2 輪：上面的程式碼已經返回 ──"),
  ])
  func theTraceMarksTheTurnTheDidPhaseBelongsTo(_ language: Language, _ marker: String) throws {
    let session = CommandTest.session(Self.script, language: language)
    let lines = session.execute(":trace").output.split(separator: "\n").map(String.init)
    let markerLine = try #require(lines.firstIndex(of: marker))
    // The method's own last line is before the marker, the did-phase after it, unindented:
    // the push that caused it has returned.
    let title = try #require(
      lines.firstIndex { $0.contains("setValue(\"Back\", forKey: \"title\")") })
    let didAppear = try #require(lines.firstIndex { $0.contains("viewDidAppear(true)") })
    #expect(title < markerLine && markerLine < didAppear)
    #expect(lines[didAppear].hasPrefix("["))
    #expect(lines.filter { $0.hasPrefix("──") }.count == 1)
  }

  @Test func explainSaysTheTurnAndTheCause() throws {
    let session = CommandTest.session(Self.script)
    let trace = session.world.trace
    let didAppear = try #require(trace.last { $0.selector == "viewDidAppear(_:)" })
    let push = try #require(trace.last { $0.selector == "pushViewController(_:animated:)" })
    let output = session.execute(":explain \(didAppear.sequence)").output
    #expect(output.contains("caused by: [\(push.sequence)] home → nav: pushViewController("))
    #expect(
      output.contains(
        "turn: 2 of the statement's run loop; in turn 1 its own code ran and returned"))
    // A message of the statement's own turn says nothing about turns.
    #expect(!session.execute(":explain \(push.sequence)").output.contains("turn:"))
  }
}
