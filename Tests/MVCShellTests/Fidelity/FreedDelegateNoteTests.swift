import Foundation
import MVCShell
import Testing

/// `list.delegate = Picker()` keeps nothing (a delegate is weak): the picker is freed at the
/// end of the statement, the delegate becomes nil, and a later `select` reaches no one. The
/// shell says why, since this is the most common delegate bug.
@Suite struct FreedDelegateNoteTests {
  static let scene = [
    "class Picker: ViewController, UITableViewDelegate {",
    "  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { print(\"picked\") }",
    "}",
    "class Rows: ViewController, UITableViewDataSource {",
    "  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { return 3 }",
    "  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { return UITableViewCell() }",
    "}",
    "let home = ViewController()", "window.rootViewController = home",
    "window.makeKeyAndVisible()", "let list = UITableView()", "let rows = Rows()",
    "list.dataSource = rows", "home.view.addSubview(list)",
  ]

  func run(_ lines: [String]) -> String {
    let session = Session(options: SessionOptions())
    let response = session.runScript((Self.scene + lines).joined(separator: "\n"), bail: true)
    #expect(!response.failed, "\(response.output)")
    // Notes wrap to the width: read them as one line.
    return response.output.replacingOccurrences(of: "\n  ", with: " ")
  }

  @Test func aSelectionThatReachesAFreedDelegateSaysWhy() {
    let output = run([
      "list.delegate = Picker(title: \"P\")", "print(list.delegate == nil)",
      "select(list, row: 0)",
    ])
    #expect(output.contains("true\n"))
    #expect(!output.contains("picked"))
    #expect(output.contains("list.delegate is nil, so this reached no one"), "\(output)")
    #expect(output.contains("the Picker it held was freed"))
  }

  @Test func aDelegateKeptInANameGetsTheSelectionAndNoNote() {
    let output = run(["let picker = Picker()", "list.delegate = picker", "select(list, row: 0)"])
    #expect(output.contains("picked"))
    #expect(!output.contains("reached no one"))
  }

  @Test func aDelegateSetToNilOnPurposeGetsNoNote() {
    let output = run([
      "list.delegate = Picker()", "list.delegate = nil", "select(list, row: 0)",
    ])
    #expect(!output.contains("reached no one"), "\(output)")
  }
}
