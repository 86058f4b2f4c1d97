import Foundation
import MVCLocalization
import MVCRuntime
import MVCShell

/// Figures for the view-controller issue: push and pop cost at depth 10 000 against depth 1
/// (goal: within 2×), `:tree` of 10 000 controllers (goal: under 100 ms), and the layout of a
/// 100 000-view hierarchy (informational).
enum ViewControllerBenchmarks {
  static func run(into report: BenchmarkReport) {
    do {
      try pushPop(into: report)
      try tree(into: report)
      try layout(into: report)
    } catch {
      report.add("view controllers", measured: "failed: \(error)", reference: "-", meets: false)
    }
  }

  /// A visible navigation controller, as one statement each, the way the shell runs them.
  static func makeNavigation() throws -> (World, ObjectID) {
    let world = World()
    let nav = try world.transaction { () -> ObjectID in
      let root = try world.instantiate("ViewController", arguments: [])
      let nav = try world.instantiate(
        "NavigationController", arguments: [("rootViewController", .object(root))])
      try world.setRootViewController(nav)
      try world.makeKeyAndVisible()
      return nav
    }
    return (world, nav)
  }

  /// The median time of one push + pop pair (two statements, animated) on `nav`.
  static func pushPopTime(_ world: World, _ nav: ObjectID, _ vc: ObjectID) throws -> Double {
    var failure: Error?
    let pairs = 200
    let total = medianSeconds(runs: 7) {
      do {
        for _ in 0..<pairs {
          try world.transaction { try world.pushViewController(vc, onto: nav, animated: true) }
          _ = try world.transaction { try world.popViewController(from: nav, animated: true) }
        }
      } catch { failure = error }
    }
    if let failure { throw failure }
    return total / Double(pairs)
  }

  static func pushPop(into report: BenchmarkReport) throws {
    let (world, nav) = try makeNavigation()
    let extra = try world.transaction { try world.instantiate("ViewController", arguments: []) }
    let shallow = try pushPopTime(world, nav, extra)
    try world.transaction {
      for _ in 0..<9_999 {
        try world.pushViewController(
          try world.instantiate("ViewController", arguments: []), onto: nav, animated: false)
      }
    }
    let deep = try pushPopTime(world, nav, extra)
    let ratio = deep / shallow
    report.add(
      "push + pop at depth 10 000 vs depth 1",
      measured:
        "\(formatSeconds(deep)) vs \(formatSeconds(shallow)) (×\(String(format: "%.2f", ratio)))",
      reference: "goal: within 2×", meets: ratio <= 2)
  }

  static func tree(into report: BenchmarkReport) throws {
    let (world, nav) = try makeNavigation()
    try world.transaction {
      for _ in 0..<9_999 {
        try world.pushViewController(
          try world.instantiate("ViewController", arguments: []), onto: nav, animated: false)
      }
    }
    let localizer = Localizer.embedded(language: .en)
    var lines = 0
    let time = medianSeconds {
      lines =
        ControllerTreeRenderer.render(world, localizer: localizer).split(separator: "\n").count
    }
    report.add(
      ":tree of 10 000 controllers (\(lines) lines)", measured: formatSeconds(time),
      reference: "goal: under 100 ms", meets: time < 0.1)
  }

  static func layout(into report: BenchmarkReport) throws {
    let world = World()
    try world.transaction {
      let home = try world.instantiate("ViewController", arguments: [])
      try world.setRootViewController(home)
      try world.makeKeyAndVisible()
      var views: [ObjectID] = []
      for _ in 0..<100_000 { views.append(try world.instantiate("View", arguments: [])) }
      for i in stride(from: views.count - 1, to: 0, by: -1) {
        try world.addSubview(views[i], to: views[i - 1])
      }
      try world.addSubview(views[0], to: try world.loadViewIfNeeded(home))
    }
    let time = medianSeconds(runs: 3) { _ = world.computeLayout() }
    report.add(
      "layout of a 100 000-deep view hierarchy", measured: formatSeconds(time),
      reference: "no recursion; informational", meets: nil)
  }
}
