import Testing

@testable import MVCRuntime
@testable import MVCScript

/// A controller's navigation item: what the navigation bar shows while it is on top.
@Suite struct NavigationItemTests {
  typealias Sandbox = SwiftLanguageTests.Sandbox

  static let setup = """
    class ListController: UIViewController {
      var added = 0
      override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Contacts"
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Add", style: .plain, target: self, action: #selector(add))
      }
      func add() { added += 1 }
    }
    let list = ListController()
    let nav = UINavigationController(rootViewController: list)
    window.rootViewController = nav
    window.makeKeyAndVisible()
    """

  @Test func tappingABarButtonItemSendsItsActionToItsTarget() throws {
    let s = Sandbox()
    try s.run(Self.setup)
    let start = s.world.trace.count
    try s.run("tap(list.navigationItem.rightBarButtonItem)")
    #expect(try s.value("list.added") == .int(1))
    let action = (start..<s.world.trace.count).map { s.world.trace[$0] }.first {
      $0.selector == "add()"
    }
    #expect(action?.kind == .targetAction)
    // Once another controller is on top, its bar no longer shows the item.
    try s.run("nav.pushViewController(UIViewController(), animated: false)")
    #expect(
      s.failure("tap(list.navigationItem.rightBarButtonItem)")?.reason.kindName
        == "barButtonItemNotShown")
  }

  @Test func theBarShowsTheItemsTitleAndTheBackButtonThePreviousTitle() throws {
    let s = Sandbox()
    try s.run(Self.setup)
    let world = s.world.reader
    let list = try #require(s.world.globals["list"]?.objectID)
    #expect(world.navigationTitle(of: list) == "Contacts")
    #expect(world.barButtonItems(of: list).right.count == 1)
    try s.run("let detail = UIViewController(); nav.pushViewController(detail, animated: false)")
    let detail = try #require(s.world.globals["detail"]?.objectID)
    // An untitled controller shows no title, never its name.
    #expect(world.navigationTitle(of: detail) == "")
    #expect(world.backButtonTitle(below: list) == "Contacts")
    try s.run("list.navigationItem.backButtonTitle = \"List\"")
    #expect(world.backButtonTitle(below: list) == "List")
    try s.run("let plain = UIViewController()")
    #expect(world.backButtonTitle(below: try #require(s.world.globals["plain"]?.objectID)) == nil)
  }

  @Test func aPrimaryActionRunsItsHandler() throws {
    let s = Sandbox()
    try s.run(Self.setup)
    try s.run(
      "list.navigationItem.leftBarButtonItem = UIBarButtonItem(title: \"Edit\", primaryAction: UIAction { _ in print(\"edit\") })"
    )
    try s.run("tap(list.navigationItem.leftBarButtonItem)")
    #expect(s.printed.last == .string("edit"))
  }
}
