import Testing

@testable import MVCRuntime
@testable import MVCScript

/// What tutorials write when they build a screen in code, and what table-view tutorials write
/// around a cast: colours on labels and fields, the first line of programmatic layout, a tab
/// bar item with an image and a tag, and `fatalError` in a guard's `else`.
@Suite struct ProgrammaticUITests {
  typealias Sandbox = SwiftLanguageTests.Sandbox

  @Test func coloursAndTheLayoutFlagAreProperties() throws {
    let s = Sandbox()
    try s.run(
      """
      let label = UILabel()
      label.textColor = .secondaryLabel
      label.tintColor = .systemRed
      label.translatesAutoresizingMaskIntoConstraints = false
      let field = UITextField()
      field.textColor = .systemBlue
      """)
    #expect(try s.value("label.textColor") == .enumCase("secondaryLabel"))
    #expect(try s.value("label.tintColor") == .enumCase("systemRed"))
    #expect(try s.value("label.translatesAutoresizingMaskIntoConstraints") == .bool(false))
    #expect(try s.value("field.textColor") == .enumCase("systemBlue"))
    // Not a colour: refused with the type.
    #expect(s.failure("label.textColor = 3") != nil)
  }

  @Test func aTabBarItemWithAnImageAndATag() throws {
    let s = Sandbox()
    try s.run(
      """
      let inbox = UIViewController()
      inbox.tabBarItem = UITabBarItem(title: "Inbox", image: UIImage(systemName: "tray"), tag: 1)
      """)
    #expect(try s.value("inbox.tabBarItem.title") == .string("Inbox"))
    #expect(try s.value("inbox.tabBarItem.tag") == .int(1))
    try s.run("let other = UITabBarItem(title: \"Other\", image: nil, tag: 0)")
    #expect(try s.value("other.image") == .null)
  }

  @Test func fatalErrorStopsTheStatementAndEndsAGuard() throws {
    let s = Sandbox()
    try s.run(
      """
      class Cell: UITableViewCell {}
      class Maker: Model {
        func cell(_ any: Any?) -> Cell {
          guard let cell = any as? Cell else {
            fatalError("Unable to dequeue a Cell")
          }
          return cell
        }
      }
      let maker = Maker()
      let count = 0
      """)
    #expect(try s.value("maker.cell(Cell()) == nil") == .bool(false))
    guard case .interpreter(.fatalError(let message))? = s.failure("maker.cell(nil)")?.reason
    else {
      Issue.record("fatalError did not stop the statement")
      return
    }
    #expect(message == "Unable to dequeue a Cell")
    guard case .interpreter(.fatalError(""))? = s.failure("preconditionFailure()")?.reason else {
      Issue.record("preconditionFailure() did not stop the statement")
      return
    }
    // A guard whose else ends otherwise still falls through: Swift refuses it.
    #expect(s.failure("guard count > 0 else { print(1) }") != nil)
  }
}
