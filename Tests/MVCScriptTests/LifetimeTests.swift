import Testing

@testable import MVCRuntime
@testable import MVCScript

/// Objects are freed when their last strong reference goes, as ARC frees them.
@Suite struct LifetimeTests {
  typealias Sandbox = SwiftLanguageTests.Sandbox

  func deinits(_ s: Sandbox, since start: Int) -> [ObjectID] {
    (start..<s.world.trace.count).compactMap { index in
      let event = s.world.trace[index]
      guard event.selector == "deinit", case .object(let id) = event.receiver else { return nil }
      return id
    }
  }

  @Test func aDelegateNothingElseHoldsIsFreedAndTheWeakReferenceBecomesNil() throws {
    let s = Sandbox()
    try s.run(
      """
      class Picker: ViewController, ListViewDelegate {
        func listView(_ list: ListView, didSelectRowAt row: Int) { print("picked") }
        deinit { print("picker gone") }
      }
      let list = ListView(items: ["Ada", "Grace"])
      let host = ViewController(title: "Host")
      host.view.addSubview(list)
      window.rootViewController = host
      window.makeKeyAndVisible()
      """)
    let start = s.world.trace.count
    try s.run("list.delegate = Picker(title: \"P\")")
    #expect(deinits(s, since: start).count == 1)
    #expect(s.printed == [.string("picker gone")])
    #expect(try s.value("list.delegate") == .null)
    try s.run("select(list, row: 0)")
    #expect(!s.printed.contains(.string("picked")))
    // Held by a name, the same delegate lives and hears the selection.
    try s.run("let picker = Picker(title: \"Q\"); list.delegate = picker; select(list, row: 0)")
    #expect(s.printed.last == .string("picked"))
  }

  @Test func rebindingANameFreesWhatItHeldAndWhatThatHeld() throws {
    let s = Sandbox()
    try s.run(
      """
      class Node: NSObject { var next: Node?; var label = ""; deinit { print("gone " + label) } }
      var a = Node(label: "first")
      a.next = Node(label: "second")
      """)
    try s.run("a = Node(label: \"third\")")
    #expect(s.printed == [.string("gone first"), .string("gone second")])
    #expect(try s.value("a.label") == .string("third"))
  }

  @Test func undoBringsBackWhatAStatementFreed() throws {
    let s = Sandbox()
    try s.run("class Node: NSObject { var label = \"\" }; var a = Node(label: \"kept\")")
    let old = try #require(s.world.globals["a"]?.objectID)
    try s.run("a = Node(label: \"new\")")
    #expect(s.world.record(old).isFreed)
    #expect(s.world.undo())
    #expect(!s.world.record(old).isFreed)
    #expect(try s.value("a.label") == .string("kept"))
  }

  @Test func aRetainCycleKeepsBothAliveAndLeaksListsThem() throws {
    let s = Sandbox()
    try s.run(
      """
      class Node: NSObject { var next: Node?; deinit { print("gone") } }
      var x = Node()
      var y = Node()
      x.next = y
      y.next = x
      """)
    try s.run("x = Node(); y = Node()")
    #expect(!s.printed.contains(.string("gone")))
    #expect(s.world.reader.leakedObjects().count == 2)
  }

  @Test func aClosureCapturingSelfStronglyIsACycleAndWeakSelfBreaksIt() throws {
    let s = Sandbox()
    try s.run(
      """
      class Timer: NSObject { var tick: (() -> Void)? }
      class Clock: UIViewController {
        let timer = Timer()
        var count = 0
        func start() { timer.tick = { self.count += 1 } }
        func startWeakly() { timer.tick = { [weak self] in self?.count += 1 } }
        deinit { print("clock gone") }
      }
      var clock = Clock(title: "One")
      clock.start()
      """)
    try s.run("clock = Clock(title: \"Two\")")
    #expect(!s.printed.contains(.string("clock gone")))
    #expect(s.world.reader.leakedObjects().count == 2)
    try s.run("clock.startWeakly()")
    try s.run("let keep = clock.timer")
    try s.run("clock = Clock(title: \"Three\")")
    #expect(s.printed.contains(.string("clock gone")))
    // The timer outlived its clock: its closure's weak self reads nil, and the call does nothing.
    let before = s.world.trace.count
    try s.run("keep.tick()")
    #expect(s.world.trace.count == before)
    #expect(s.world.reader.leakedObjects().count == 2)
  }

  @Test func controllersPoppedOrDismissedAndHeldByNothingAreFreed() throws {
    let s = Sandbox()
    try s.run(
      """
      class Detail: UIViewController { deinit { print("detail gone") } }
      let root = UIViewController(title: "Root")
      let nav = UINavigationController(rootViewController: root)
      window.rootViewController = nav
      window.makeKeyAndVisible()
      nav.pushViewController(Detail(title: "D"), animated: false)
      """)
    #expect(s.printed.isEmpty)
    try s.run("nav.popViewController(animated: false)")
    #expect(s.printed == [.string("detail gone")])
    try s.run("root.present(Detail(title: \"M\"), animated: false)")
    try s.run("root.dismiss(animated: false)")
    #expect(s.printed.last == .string("detail gone"))
  }

  @Test func aViewRemovedFromItsSuperviewAndHeldByNothingIsFreed() throws {
    let s = Sandbox()
    try s.run(
      """
      class Tag: UILabel { deinit { print("tag gone") } }
      let host = UIViewController()
      let keep = Tag()
      host.view.addSubview(keep)
      host.view.addSubview(Tag())
      keep.removeFromSuperview()
      """)
    #expect(s.printed.isEmpty)
    try s.run("for view in host.view.subviews { view.removeFromSuperview() }")
    #expect(s.printed == [.string("tag gone")])
  }

  @Test func anObservationStopsWhenReleased() throws {
    let s = Sandbox()
    try s.run(
      """
      class Contact: NSObject { @objc dynamic var name = "Ada" }
      let ada = Contact()
      var watch = ada.observe(\\.name) { contact, change in print("changed") }
      ada.name = "Grace"
      """)
    #expect(s.printed == [.string("changed")])
    try s.run("watch = ada.observe(\\.name) { contact, change in print(\"again\") }")
    try s.run("ada.name = \"Linus\"")
    #expect(s.printed.last == .string("again"))
    #expect(s.printed.filter { $0 == .string("changed") }.count == 1)
  }

  @Test func unownedCaptureOfAFreedObjectIsSwiftsError() throws {
    let s = Sandbox()
    try s.run(
      """
      class Box: NSObject { var run: (() -> Void)? }
      class Owner: NSObject { func arm(_ box: Box) { box.run = { [unowned self] in print(self) } } }
      let box = Box()
      var owner = Owner()
      owner.arm(box)
      owner = Owner()
      """)
    #expect(s.failure("box.run()")?.reason == .interpreter(.unownedReferenceFreed("self")))
  }

  @Test func inALessonAClassWhoseOnlyObjectsLeakedMayBeDeclaredAgain() throws {
    let s = Sandbox()
    s.world.refusesRedeclaringClassesInUse = true
    try s.run(
      """
      class Node: NSObject { var next: Node? }
      var x: Node? = Node()
      var y: Node? = Node()
      x?.next = y
      y?.next = x
      """)
    // Held by names, the objects keep the class in use.
    #expect(s.failure("class Node: NSObject { weak var next: Node? }") != nil)
    // Leaked, they reach no name and no live object: the class may be declared again.
    try s.run("x = nil; y = nil")
    #expect(s.world.reader.leakedObjects().count == 2)
    try s.run("class Node: NSObject { weak var next: Node? }")
    try s.run("var z = Node(); z.next = Node()")
    #expect(try s.value("z.next") == .null)
  }
}
