import Testing

@testable import MVCRuntime
@testable import MVCScript

/// `loadView()` overridden, as Apple describes it: "Your custom implementation of this method
/// should not call super" and must assign the root view to `view`; `viewDidLoad()` follows once
/// the view is there. https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview()
@Suite struct LoadViewTests {
  typealias Sandbox = SwiftLanguageTests.Sandbox

  @Test func anOverrideThatAssignsViewMakesTheRootViewThenViewDidLoadRuns() throws {
    let s = Sandbox()
    try s.run(
      """
      class Custom: UIViewController {
        let label = UILabel()
        override func loadView() {
          let root = UIView()
          root.addSubview(label)
          view = root
          print("loadView")
        }
        override func viewDidLoad() { super.viewDidLoad(); print("viewDidLoad", view.subviews.count) }
      }
      let c = Custom()
      """)
    let before = s.world.trace.count
    try s.run("window.rootViewController = c")
    let lifecycle = s.world.trace.dropFirst(before).map(\.selector).filter {
      $0 == "loadView()" || $0 == "viewDidLoad()"
    }
    #expect(lifecycle == ["loadView()", "viewDidLoad()"])
    #expect(s.printed == [.string("loadView"), .string("viewDidLoad 1")])
    #expect(try s.value("c.label.superview === c.view") == .bool(true))
  }

  @Test func superLoadViewGivesUIKitsPlainView() throws {
    let s = Sandbox()
    try s.run(
      """
      class Plain: UIViewController {
        override func loadView() { super.loadView(); view.backgroundColor = .systemBlue }
      }
      let p = Plain()
      """)
    #expect(try s.value("p.view.subviews.count") == .int(0))
    #expect(try s.value("p.isViewLoaded") == .bool(true))
  }

  @Test func anOverrideThatSetsNoViewIsRefusedAndChangesNothing() throws {
    let s = Sandbox()
    try s.run(
      """
      class Forgetful: UIViewController { override func loadView() { print("forgot") } }
      let f = Forgetful()
      """)
    let count = s.world.trace.count
    #expect(s.refusal("window.rootViewController = f")?.kind == .loadViewSetNoView)
    #expect(s.world.trace.count == count)
    #expect(try s.value("f.isViewLoaded") == .bool(false))
  }

  @Test func viewIsStillSetOnlyInLoadViewAndOnlyToAFreeView() throws {
    let s = Sandbox()
    try s.run(
      """
      let other = UIViewController()
      class Thief: UIViewController { override func loadView() { view = other.view } }
      let t = Thief()
      """)
    #expect(s.refusal("other.view = UIView()")?.kind == .readOnlyProperty)
    #expect(s.refusal("t.view.backgroundColor = .red")?.kind == .rootViewTaken)
  }
}
