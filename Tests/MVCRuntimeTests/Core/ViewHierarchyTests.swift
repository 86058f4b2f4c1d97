import Testing

@testable import MVCRuntime

@Suite struct ViewHierarchyTests {
  @Test func cyclesAreRefused() throws {
    let world = World()
    let a = try world.transaction { try world.instantiate("View", arguments: []) }
    let b = try world.transaction { try world.instantiate("View", arguments: []) }
    try world.transaction { try world.addSubview(b, to: a) }
    #expect(throws: RuntimeFailure.self) {
      try world.transaction { try world.addSubview(a, to: a) }
    }
    #expect(throws: RuntimeFailure.self) {
      try world.transaction { try world.addSubview(a, to: b) }
    }
    #expect(world.record(a).subviews == [b])
  }

  @Test func movingAViewTakesItFromItsOldSuperview() throws {
    let world = World()
    let a = try world.transaction { try world.instantiate("View", arguments: []) }
    let b = try world.transaction { try world.instantiate("View", arguments: []) }
    let c = try world.transaction { try world.instantiate("Label", arguments: []) }
    try world.transaction { try world.addSubview(c, to: a) }
    try world.transaction { try world.addSubview(c, to: b) }
    #expect(world.record(a).subviews.isEmpty)
    #expect(world.record(c).superview == b)
  }

  @Test func aDeepHierarchyNeedsNoRecursion() throws {
    let world = World()
    var parent = try world.transaction { try world.instantiate("View", arguments: []) }
    let root = parent
    for _ in 0..<100_000 {
      let child = try world.transaction { try world.instantiate("View", arguments: []) }
      try world.transaction { try world.addSubview(child, to: parent) }
      parent = child
    }
    #expect(world.viewsDepthFirst(from: root).count == 100_001)
    #expect(throws: RuntimeFailure.self) {
      try world.transaction { try world.addSubview(root, to: parent) }
    }
  }

  @Test func viewLoadsLazilyOnce() throws {
    let world = World()
    let vc = try world.transaction { try world.instantiate("ViewController", arguments: []) }
    world.bind(name: "vc", to: .object(vc))
    #expect(world.record(vc).rootView == nil)
    try world.transaction { _ = try world.property("view", of: vc) }
    #expect(lastEvents(world) == ["vc → vc loadView()", "vc → vc viewDidLoad()"])
    try world.transaction { _ = try world.property("view", of: vc) }
    #expect(lastEvents(world).isEmpty)
  }

  @Test func nearestNameSuggestsCloseNames() {
    #expect(NearestName.suggestion(for: "nmae", among: ["name", "phone"]) == "name")
    #expect(NearestName.suggestion(for: "zzzzzz", among: ["name", "phone"]) == nil)
  }
}
