import Testing

@testable import MVCRuntime
@testable import MVCScript

/// A block observer (`addObserver(forName:object:queue:using:)`) is kept by the notification
/// center with its block until it is removed, and the block keeps what it captures strongly:
/// a block that uses `self` keeps its controller alive after everything else let go, the
/// classic leak; `[weak self]` or `removeObserver(_:)` lets it go.
/// https://developer.apple.com/documentation/foundation/notificationcenter/1411723-addobserver
/// ("The block is copied by the notification center and (the copy) held until the observer
/// registration is removed.")
@Suite struct BlockObserverLifetimeTests {
  typealias Sandbox = SwiftLanguageTests.Sandbox

  static func detail(capture: String, removeInDeinit: Bool = false) -> String {
    """
    class Detail: UIViewController {
      var token: NSObjectProtocol?
      var count = 0
      override func viewDidLoad() {
        super.viewDidLoad()
        token = NotificationCenter.default.addObserver(
          forName: Notification.Name("Saved"), object: nil, queue: nil
        ) { \(capture) note in \(capture.isEmpty ? "self.count += 1" : "self?.count += 1") }
      }
      deinit { print("freed") }
    }
    var detail: Detail? = Detail()
    detail?.loadViewIfNeeded()
    """
  }

  @Test func aBlockThatCapturesSelfKeepsTheControllerAliveAndLeaksShowsIt() throws {
    let s = Sandbox()
    try s.run(Self.detail(capture: ""))
    let kept = try #require(s.world.globals["detail"]?.objectID)
    try s.run("detail = nil")
    #expect(s.printed.isEmpty, "the controller was freed though the center's block holds it")
    #expect(s.world.isAlive(kept))
    #expect(s.world.leakedObjects().contains(kept))
  }

  @Test func weakSelfLetsTheControllerGo() throws {
    let s = Sandbox()
    try s.run(Self.detail(capture: "[weak self]"))
    try s.run("detail = nil")
    #expect(s.printed == [.string("freed")])
  }

  @Test func removingTheObserverLetsTheControllerGo() throws {
    let s = Sandbox()
    try s.run(Self.detail(capture: ""))
    try s.run("NotificationCenter.default.removeObserver(detail!.token!)")
    try s.run("detail = nil")
    #expect(s.printed == [.string("freed")])
  }
}
