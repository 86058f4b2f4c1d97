import Testing

@testable import MVCRuntime
@testable import MVCScript

/// An animated push, pop, presentation or dismissal returns before the transition ends: the
/// code after the call runs first; `viewDidAppear(_:)`, `viewDidDisappear(_:)`,
/// `didMove(toParent:)` and the completion follow at the end of the run-loop turn. An
/// unanimated one has ended when the call returns.
///
/// Apple: `present(_:animated:completion:)`, "completion: The block to execute after the
/// presentation finishes"; `viewDidAppear(_:)`, "Notifies the view controller that its view
/// was added to a view hierarchy", called once the transition's animation has finished;
/// `didMove(toParent:)`, "called … after the transition to the new controller completes".
@Suite struct TransitionTimingTests {
  typealias Sandbox = SwiftLanguageTests.Sandbox

  static let app = """
    class Page: UIViewController {
      override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("\\(title ?? "") did appear")
      }
      override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        print("\\(title ?? "") did disappear")
      }
      override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        print("\\(title ?? "") did move")
      }
    }
    class Home: Page {
      func open(animated: Bool) {
        let detail = Page()
        detail.title = "detail"
        navigationController?.pushViewController(detail, animated: animated)
        print("open returns, detail appeared: \\(detail.isViewLoaded)")
      }
      func show(animated: Bool) {
        let sheet = Page()
        sheet.title = "sheet"
        present(sheet, animated: animated) { print("presented") }
        print("show returns, being presented: \\(sheet.isBeingPresented)")
      }
    }
    let home = Home()
    home.title = "home"
    let nav = UINavigationController(rootViewController: home)
    window.rootViewController = nav
    window.makeKeyAndVisible()
    """

  func printed(_ s: Sandbox, _ statement: String) throws -> [String] {
    let before = s.printed.count
    try s.run(statement)
    return s.printed.dropFirst(before).map {
      if case .string(let text) = $0 { return text }
      return "\($0)"
    }
  }

  @Test func anAnimatedPushReturnsBeforeItsDidPhase() throws {
    let s = Sandbox()
    try s.run(Self.app)
    #expect(
      try printed(s, "home.open(animated: true)") == [
        "open returns, detail appeared: true", "home did disappear", "detail did appear",
        "detail did move",
      ])
  }

  @Test func anUnanimatedPushHasEndedWhenItReturns() throws {
    let s = Sandbox()
    try s.run(Self.app)
    #expect(
      try printed(s, "home.open(animated: false)") == [
        "home did disappear", "detail did appear", "detail did move",
        "open returns, detail appeared: true",
      ])
  }

  @Test func theDidPhaseBelongsToALaterTurnAndIsCausedByTheTransition() throws {
    let s = Sandbox()
    try s.run(Self.app)
    let start = s.world.trace.count
    try s.run("home.open(animated: true)")
    let events = Array(s.world.trace.dropFirst(start))
    let push = try #require(events.first { $0.selector == "pushViewController(_:animated:)" })
    let didAppear = try #require(events.first { $0.selector == "viewDidAppear(_:)" })
    #expect(didAppear.cause == push.sequence)
    #expect(didAppear.operation == "pushViewController(_:animated:)")
    #expect(didAppear.time == push.time + 1)
    // Everything the method did is in the statement's own turn, before it.
    let open = try #require(events.first)
    #expect(open.selector == "open(animated:)" && open.time == push.time)
    #expect(events.filter { $0.time == push.time }.allSatisfy { $0.sequence < didAppear.sequence })
  }

  @Test func anAnimatedPresentationRunsItsCompletionAfterTheCallersCode() throws {
    let s = Sandbox()
    try s.run(Self.app)
    #expect(
      try printed(s, "home.show(animated: true)") == [
        "show returns, being presented: true", "sheet did appear", "presented",
      ])
    // The transition is over by the end of the statement.
    #expect(try s.value("home.presentedViewController!.isBeingPresented") == .bool(false))
  }

  @Test func anUnanimatedPresentationRunsItsCompletionBeforeReturning() throws {
    let s = Sandbox()
    try s.run(Self.app)
    #expect(
      try printed(s, "home.show(animated: false)") == [
        "sheet did appear", "presented", "show returns, being presented: false",
      ])
  }

  @Test func anAnimatedDismissalAndPopWaitForTheEndOfTheTurnToo() throws {
    let s = Sandbox()
    try s.run(Self.app)
    try s.run("home.show(animated: false)")
    try s.run(
      """
      class Closer: Model {
        func close() {
          home.dismiss(animated: true) { print("dismissed") }
          print("close returns")
        }
        func back() {
          nav.popViewController(animated: true)
          print("back returns")
        }
      }
      let closer = Closer()
      """)
    #expect(
      try printed(s, "closer.close()") == [
        "close returns", "sheet did disappear", "dismissed",
      ])
    try s.run("home.open(animated: false)")
    #expect(
      try printed(s, "closer.back()") == [
        "back returns", "detail did disappear", "home did appear", "detail did move",
      ])
  }

  @Test func queuedBlocksRunBeforeTheTransitionEndsAndLongDelaysAfter() throws {
    let s = Sandbox()
    try s.run(Self.app)
    try s.run(
      """
      class Opener: Model {
        func go() {
          DispatchQueue.main.asyncAfter(deadline: .now() + 1) { print("one second") }
          home.open(animated: true)
          DispatchQueue.main.async { print("next turn") }
          DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { print("a tenth") }
        }
      }
      let opener = Opener()
      """)
    #expect(
      try printed(s, "opener.go()") == [
        "open returns, detail appeared: true", "next turn", "a tenth", "home did disappear",
        "detail did appear", "detail did move", "one second",
      ])
  }

  @Test func aSecondTransitionEndsTheFirstBeforeItStarts() throws {
    let s = Sandbox()
    try s.run(Self.app)
    try s.run(
      """
      class Twice: Model {
        func go() {
          home.open(animated: true)
          print("between")
          nav.topViewController!.present(Page(), animated: true)
          print("after")
        }
      }
      let twice = Twice()
      """)
    #expect(
      try printed(s, "twice.go()") == [
        "open returns, detail appeared: true", "between", "home did disappear",
        "detail did appear", "detail did move", "after", " did appear",
      ])
  }

  @Test func aTransitionInAFailingStatementLeavesNothingBehind() throws {
    let s = Sandbox()
    try s.run(Self.app)
    try s.run(
      """
      extension Home {
        func broken() {
          open(animated: true)
          let pages = [1]
          print(pages[5])
        }
      }
      """)
    let before = s.world.trace.count
    #expect(s.failure("home.broken()") != nil)
    #expect(s.world.trace.count == before)
    #expect(s.world.mainQueue.isEmpty && s.world.transitionScopes.isEmpty)
    #expect(try s.value("nav.viewControllers.count") == .int(1))
  }

  @Test func anAlertActionsHandlerRunsOnceTheAlertHasGone() throws {
    let s = Sandbox()
    try s.run(Self.app)
    try s.run(
      """
      let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
      let ok = UIAlertAction(title: "OK", style: .default) { _ in print("handler") }
      alert.addAction(ok)
      home.present(alert, animated: true)
      """)
    let start = s.world.trace.count
    try s.run("tap(ok)")
    let order = s.world.trace.dropFirst(start).map(\.selector)
    let gone = try #require(order.firstIndex(of: "viewDidDisappear(_:)"))
    let handler = try #require(order.firstIndex(of: "handler(_:)"))
    #expect(gone < handler)
  }
}
