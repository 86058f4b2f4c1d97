import Foundation
import MVCLocalization
import MVCRuntime
import MVCShell

/// Figures for the view-controller issue: push and pop cost at depth 10 000 against depth 1
/// (goal: within 2×), `:tree` of 10 000 controllers (goal: under 100 ms), and the layout of a
/// 100 000-view hierarchy (informational).
enum ViewControllerBenchmarks {
  static let push = "pushViewController(_:animated:)"
  static let pop = "popViewController(animated:)"

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
    world.budget = .unlimited  // one statement pushes ten thousand controllers
    let nav = try world.perform { tx -> ObjectID in
      let root = try tx.instantiate("ViewController", arguments: [])
      let nav = try tx.instantiate(
        "NavigationController", arguments: [("rootViewController", .object(root))])
      try tx.setProperty("rootViewController", of: tx.reader.window, to: .object(nav))
      try tx.call("makeKeyAndVisible()", on: tx.reader.window, arguments: [])
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
          _ = try world.perform {
            try $0.call(push, on: nav, arguments: [.object(vc), .bool(true)])
          }
          _ = try world.perform { try $0.call(pop, on: nav, arguments: [.bool(true)]) }
        }
      } catch { failure = error }
    }
    if let failure { throw failure }
    return total / Double(pairs)
  }

  static func pushPop(into report: BenchmarkReport) throws {
    let (world, nav) = try makeNavigation()
    let extra = try world.perform { try $0.instantiate("ViewController", arguments: []) }
    let shallow = try pushPopTime(world, nav, extra)
    _ = try world.perform { tx in
      for _ in 0..<9_999 {
        let vc = try tx.instantiate("ViewController", arguments: [])
        try tx.call(push, on: nav, arguments: [.object(vc), .bool(false)])
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
    _ = try world.perform { tx in
      for _ in 0..<9_999 {
        let vc = try tx.instantiate("ViewController", arguments: [])
        try tx.call(push, on: nav, arguments: [.object(vc), .bool(false)])
      }
    }
    let localizer = Localizer.embedded(language: .en)
    var lines = 0
    let time = medianSeconds {
      let tree = ControllerTreeRenderer.render(world.reader, localizer: localizer).plain
      lines = tree.split(separator: "\n").count
    }
    report.add(
      ":tree of 10 000 controllers (\(lines) lines)", measured: formatSeconds(time),
      reference: "goal: under 100 ms", meets: time < 0.1)
  }

  static func layout(into report: BenchmarkReport) throws {
    let world = World()
    world.budget = .unlimited  // one statement builds a hundred thousand views
    _ = try world.perform { tx in
      let home = try tx.instantiate("ViewController", arguments: [])
      try tx.setProperty("rootViewController", of: tx.reader.window, to: .object(home))
      try tx.call("makeKeyAndVisible()", on: tx.reader.window, arguments: [])
      var views: [ObjectID] = []
      for _ in 0..<100_000 { views.append(try tx.instantiate("View", arguments: [])) }
      for i in stride(from: views.count - 1, to: 0, by: -1) {
        try tx.call("addSubview(_:)", on: views[i - 1], arguments: [.object(views[i])])
      }
      guard case .object(let root) = try tx.property("view", of: home) else { return }
      try tx.call("addSubview(_:)", on: root, arguments: [.object(views[0])])
    }
    let time = medianSeconds(runs: 3) { _ = world.reader.computeLayout() }
    report.add(
      "layout of a 100 000-deep view hierarchy", measured: formatSeconds(time),
      reference: "no recursion; informational", meets: nil)
  }
}
