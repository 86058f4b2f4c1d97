import MVCTestSupport
import Testing

@testable import MVCRuntime

/// Long random sequences of containment, navigation, tab and presentation operations, legal
/// and illegal, with the invariants checked after each; an illegal one must change nothing.
@Suite struct ControllerPropertyTests {
  enum Op: CaseIterable {
    case push, pop, popToRoot, setStack, selectTab, tapTab, present, dismiss, addChild,
      removeChild, setRoot, toggleContext, styleChange, makeVisible, device, tapBack,
      // Lifetimes: a name let go or rebound, a controller only a container holds, a delegate
      // held weakly, the More tab and hidesBottomBarWhenPushed.
      rebind, pushUnnamed, delegate, moreTabs, hidesBottomBar
  }

  final class Fixture {
    let scene = Scene()
    var controllers: [ObjectID] = []
    var navs: [ObjectID] = []
    var tabs: [ObjectID] = []
    var customs: [ObjectID] = []
    var all: [ObjectID] { controllers + navs + tabs + customs }

    init() throws {
      for i in 0..<10 { controllers.append(try scene.make("vc\(i)")) }
      for i in 0..<3 { navs.append(try scene.nav("nav\(i)", root: try scene.make("root\(i)"))) }
      for i in 0..<2 { tabs.append(try scene.make("tabs\(i)", "TabBarController")) }
      for i in 0..<2 { customs.append(try scene.make("box\(i)")) }
      controllers += navs.map { scene.world.lastChild(of: $0) }.compactMap { $0 }
    }
  }

  static let styles = ModalPresentationStyle.allCases.map(\.rawValue)

  func apply(_ op: Op, _ f: Fixture, _ rng: inout SeededGenerator) throws {
    let w = f.scene.world
    // Only objects still alive can be named by a statement.
    func any(_ list: [ObjectID]) -> ObjectID {
      let alive = list.filter { w.isAlive($0) }
      return alive.randomElement(using: &rng) ?? w.window
    }
    let animated = Bool.random(using: &rng)
    switch op {
    case .push:
      try w.pushViewController(any(f.controllers + f.navs), onto: any(f.navs), animated: animated)
    case .pop: try w.popViewController(from: any(f.navs), animated: animated)
    case .popToRoot: try w.popToRootViewController(from: any(f.navs), animated: animated)
    case .setStack:
      let n = Int.random(in: 0...3, using: &rng)
      let list = (0..<n).map { _ in any(f.controllers) }
      try w.setViewControllers(
        list, of: any(f.navs), animated: animated, operation: "setViewControllers(_:animated:)")
    case .selectTab:
      let tab = any(f.tabs)
      if Bool.random(using: &rng) {
        let n = Int.random(in: 1...4, using: &rng)
        let list = (0..<n).map { _ in any(f.controllers + f.navs) }
        try w.setTabViewControllers(list, of: tab, animated: false, operation: "viewControllers")
      } else {
        try w.setSelectedIndex(Int.random(in: 0...3, using: &rng), of: tab)
      }
    case .tapTab: try w.tapTab(Int.random(in: 0...3, using: &rng), of: any(f.tabs))
    case .present: try w.present(any(f.all), from: any(f.all), animated: animated)
    case .dismiss: try w.dismiss(from: any(f.all), animated: animated)
    case .addChild:
      let parent = any(f.customs + f.controllers)
      let child = any(f.controllers + f.navs)
      try w.addChild(child, to: parent)
      if Bool.random(using: &rng) {
        try w.addSubview(try w.loadViewIfNeeded(child), to: try w.loadViewIfNeeded(parent))
      }
      try w.didMove(child, toParent: parent)
    case .removeChild:
      let child = any(f.controllers + f.navs)
      try w.willMove(child, toParent: nil)
      if let view = w.record(child).rootView { try w.removeFromSuperview(view) }
      try w.removeFromParent(child)
    case .setRoot: try w.setRootViewController(any(f.tabs + f.navs + f.customs))
    case .toggleContext:
      let vc = any(f.all)
      try w.setProperty("definesPresentationContext", of: vc, to: .bool(Bool.random(using: &rng)))
    case .styleChange:
      let style = Self.styles.randomElement(using: &rng) ?? "fullScreen"
      try w.setProperty("modalPresentationStyle", of: any(f.all), to: .enumCase(style))
    case .makeVisible: try w.makeKeyAndVisible()
    case .device: try w.setDevice(Device.presets.randomElement(using: &rng) ?? .classic)
    case .tapBack: try w.tapBackButton(of: any(f.navs))
    case .rebind:
      // `vcN = nil` or `vcN = ViewController()`: the old one goes unless something holds it.
      let index = Int.random(in: 0..<10, using: &rng)
      if Bool.random(using: &rng) {
        w.bind(name: "vc\(index)", to: .null)
      } else {
        let fresh = try w.instantiate("ViewController", arguments: [("title", .string("new"))])
        w.bind(name: "vc\(index)", to: .object(fresh))
        f.controllers.append(fresh)
      }
    case .pushUnnamed:
      // `nav.pushViewController(ViewController(), animated:)`: only the stack holds it.
      let fresh = try w.instantiate("ViewController", arguments: [("title", .string("pushed"))])
      f.controllers.append(fresh)
      try w.pushViewController(fresh, onto: any(f.navs), animated: animated)
    case .delegate:
      // A delegate is weak: an unnamed one goes at once and the delegate reads nil.
      let delegate =
        Bool.random(using: &rng)
        ? try w.instantiate("Controller", arguments: []) : any(f.controllers)
      try w.setProperty("delegate", of: any(f.navs + f.tabs), to: .object(delegate))
    case .moreTabs:
      let n = Int.random(in: 5...8, using: &rng)
      let list = (0..<n).map { _ in any(f.controllers + f.navs) }
      let tab = any(f.tabs)
      try w.setTabViewControllers(list, of: tab, animated: false, operation: "viewControllers")
      try w.tapTab(4, of: tab)
      if Bool.random(using: &rng) { try w.select(w.ensureMoreNavigation(of: tab), row: 0) }
    case .hidesBottomBar:
      let vc = any(f.controllers)
      try w.setProperty("hidesBottomBarWhenPushed", of: vc, to: .bool(Bool.random(using: &rng)))
      try w.pushViewController(vc, onto: any(f.navs), animated: animated)
    }
  }

  @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
  func randomSequencesKeepTheInvariants(seed: UInt64) throws {
    var rng = SeededGenerator(seed: seed)
    let f = try Fixture()
    let w = f.scene.world
    var refused = 0
    var succeeded: [String: Int] = [:]
    var mostOnScreen = 0
    for step in 0..<400 {
      let op = Op.allCases.randomElement(using: &rng) ?? .push
      let before = WorldSnapshot(w)
      do {
        try w.transaction {
          try apply(op, f, &rng)
          // The end of a statement, as the interpreter ends one: the run loop's turn ends
          // (animated transitions finish), then ARC's releases.
          try w.runLoopTurnEnded()
          try w.releaseUnreferencedObjects()
        }
        succeeded["\(op)", default: 0] += 1
        mostOnScreen = max(mostOnScreen, w.windowState.onScreen.count)
      } catch is RuntimeFailure {
        refused += 1
        expectUnchanged(w, since: before, "seed \(seed) step \(step): refused \(op)")
      }
      let problems = ControllerInvariants.violations(in: w, lifetimes: true)
      #expect(problems.isEmpty, "seed \(seed) step \(step) after \(op): \(problems.prefix(5))")
      if !problems.isEmpty { return }
    }
    #expect(refused > 0)
    // The sequences must exercise the features, not just bounce off refusals.
    #expect(succeeded.values.reduce(0, +) > 150, "\(succeeded)")
    #expect(succeeded.count >= 12, "\(succeeded)")
    #expect(mostOnScreen >= 2)
    // Lifetimes were exercised: names let go and controllers popped freed something.
    #expect(w.records.contains { $0.isFreed })
  }
}
