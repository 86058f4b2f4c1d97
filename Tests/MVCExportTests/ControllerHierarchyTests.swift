import Foundation
import MVCExport
import MVCTestSupport
import Testing

@testable import MVCRuntime

/// The DOT export's view-controller hierarchy, wired through a relations provider (the runtime's
/// containment and presentation state can plug in the same way).
@Suite struct ControllerHierarchyTests {
  static func world() throws -> (World, [String: ObjectID]) {
    let w = World()
    var ids: [String: ObjectID] = [:]
    for (name, className, args) in [
      ("nav", "NavigationController", [(String?, Value)]()),
      ("list", "ViewController", [("title", .string("List"))]),
      ("detail", "ViewController", [("title", .string("Detail"))]),
      ("sheet", "ViewController", [("title", .string("Sheet"))]),
      ("tabs", "TabBarController", []), ("field", "TextField", []),
    ] {
      ids[name] = try w.transaction {
        let id = try w.instantiate(className, arguments: args.map { (label: $0.0, value: $0.1) })
        w.bind(name: name, to: .object(id))
        return id
      }
    }
    if let field = ids["field"], let list = ids["list"] {
      try w.transaction { try w.setProperty("delegate", of: field, to: .object(list)) }
    }
    return (w, ids)
  }

  @Test func containersAreClustersAndPresentationIsDashed() throws {
    let (world, ids) = try Self.world()
    let nav = try #require(ids["nav"])
    let list = try #require(ids["list"])
    let detail = try #require(ids["detail"])
    let sheet = try #require(ids["sheet"])
    let tabs = try #require(ids["tabs"])
    var exporter = GoldenTests.exporter()
    exporter.controllerRelations = { _, id in
      switch id {
      case tabs: return ControllerRelations(children: [nav])
      case nav: return ControllerRelations(children: [list, detail])
      case detail: return ControllerRelations(presented: sheet)
      default: return ControllerRelations()
      }
    }
    let text = exporter.export(world.standaloneTrace(world.trace), as: .dot, world: world.reader)
    GoldenTests.golden.check(text, named: "hierarchy.dot")
    #expect(text.contains("subgraph cluster_o\(tabs.raw) {"))
    #expect(text.contains("subgraph cluster_o\(nav.raw) {"))
    #expect(text.contains("o\(nav.raw) -> o\(detail.raw) [label=\"children[1]\", style=bold];"))
    #expect(text.contains("o\(detail.raw) -> o\(sheet.raw) [label=\"presents\", style=dashed];"))
    #expect(text.contains("style=dotted, arrowhead=empty, constraint=false"))
    // The nav cluster sits inside the tabs cluster.
    let tabsStart = try #require(text.range(of: "subgraph cluster_o\(tabs.raw) {"))
    let navStart = try #require(text.range(of: "subgraph cluster_o\(nav.raw) {"))
    #expect(tabsStart.lowerBound < navStart.lowerBound)
    let dot = try ExternalTool.require("dot", from: .graphviz, "hierarchy DOT not rendered")
    let result = try ExternalTool.run(dot, ["-Tsvg"], input: Data(text.utf8))
    #expect(result.status == 0, "\(result.stderr)")
    _ = try ExternalTool.run(
      dot,
      [
        "-Tpng", "-o",
        ExternalTool.screenshotDirectory.appendingPathComponent("hierarchy-dot.png").path,
      ],
      input: Data(text.utf8))
  }

  @Test func cyclesInRelationsDoNotHang() throws {
    let (world, ids) = try Self.world()
    let nav = try #require(ids["nav"])
    let list = try #require(ids["list"])
    var exporter = GoldenTests.exporter()
    exporter.controllerRelations = { _, id in
      if id == nav { return ControllerRelations(children: [list]) }
      if id == list { return ControllerRelations(children: [nav]) }
      return ControllerRelations()
    }
    let text = exporter.export(world.standaloneTrace(world.trace), as: .dot, world: world.reader)
    let navNodes = text.split(separator: "\n").filter {
      $0.trimmingCharacters(in: .whitespaces).hasPrefix("o\(nav.raw) [label=")
    }
    #expect(navNodes.count == 1)
    #expect(text.components(separatedBy: "{").count == text.components(separatedBy: "}").count)
  }
}

/// The same, read from the runtime's own containment and presentation state through the
/// default provider.
@Suite struct RuntimeHierarchyTests {
  @Test func navigationStackAndModalFromTheRuntime() throws {
    let w = World()
    func make(_ name: String, _ className: String, _ arguments: [(label: String?, value: Value)])
      throws -> ObjectID
    {
      try w.transaction {
        let id = try w.instantiate(className, arguments: arguments)
        w.bind(name: name, to: .object(id))
        return id
      }
    }
    let list = try make("list", "ViewController", [("title", .string("List"))])
    let detail = try make("detail", "ViewController", [("title", .string("Detail"))])
    let sheet = try make("sheet", "ViewController", [("title", .string("Sheet"))])
    let nav = try make("nav", "NavigationController", [("rootViewController", .object(list))])
    try w.transaction { try w.setRootViewController(nav) }
    try w.transaction { try w.makeKeyAndVisible() }
    try w.transaction { try w.pushViewController(detail, onto: nav, animated: false) }
    try w.transaction { try w.present(sheet, from: detail, animated: false) }
    let text = GoldenTests.exporter().export(w.standaloneTrace(w.trace), as: .dot, world: w.reader)
    GoldenTests.golden.check(text, named: "runtime-hierarchy.dot")
    #expect(text.contains("subgraph cluster_o\(nav.raw) {"))
    #expect(text.contains("o\(nav.raw) -> o\(list.raw) [label=\"children[0]\", style=bold];"))
    #expect(text.contains("o\(nav.raw) -> o\(detail.raw) [label=\"children[1]\", style=bold];"))
    #expect(text.contains("[label=\"rootViewController\", style=bold];"))
    #expect(text.contains("o\(nav.raw) -> o\(sheet.raw) [label=\"presents\", style=dashed];"))
    #expect(text.components(separatedBy: "[label=\"presents\"").count == 2)
    let dot = try ExternalTool.require("dot", from: .graphviz, "runtime hierarchy not rendered")
    let result = try ExternalTool.run(dot, ["-Tsvg"], input: Data(text.utf8))
    #expect(result.status == 0, "\(result.stderr)")
    let png = ExternalTool.screenshotDirectory.appendingPathComponent("runtime-hierarchy.png")
    _ = try ExternalTool.run(dot, ["-Tpng", "-o", png.path], input: Data(text.utf8))
  }
}
