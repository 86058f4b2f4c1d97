import Foundation
import MVCLocalization
import MVCTestSupport
import Testing

@testable import MVCRuntime
@testable import MVCShell

/// The view-controller renderers (`:screen`, `:tree`, `:layout`, `:views`, `:responders`,
/// `:device`) on the seed's app at each stage, compared with golden files under
/// Tests/MVCShellTests/Rendering/Golden/ (re-record with RECORD_GOLDEN=1, which fails the run,
/// and read them).
@Suite struct ViewControllerRendererTests {
  /// The seed's app built with the World API: four tabs, the first a navigation controller
  /// whose root lists contacts; `detail` pushed with a label and a field.
  final class SeedApp {
    let world = World()
    var ids: [String: ObjectID] = [:]
    subscript(_ name: String) -> ObjectID { ids[name] ?? ObjectID(-1) }

    func make(_ name: String, _ className: String, _ arguments: [(label: String?, value: Value)])
      throws -> ObjectID
    {
      let id = try world.instantiate(className, arguments: arguments)
      world.bind(name: name, to: .object(id))
      ids[name] = id
      return id
    }

    init(
      titles: [String] = ["Contacts", "Favorites", "Recents", "Settings"], device: Device = .island
    )
      throws
    {
      let w = world
      try w.statement {
        try w.setDevice(device)
        let contacts = try make("contacts", "ViewController", [("title", .string(titles[0]))])
        let list = try make(
          "list", "ListView", [("items", .array([.string("Ada"), .string("Grace")]))])
        try w.addSubview(list, to: try w.loadViewIfNeeded(contacts))
        _ = try make("nav", "NavigationController", [("rootViewController", .object(contacts))])
        for (index, name) in ["favorites", "recents", "settings"].enumerated() {
          _ = try make(name, "ViewController", [("title", .string(titles[index + 1]))])
        }
        let tabs = try make("tabs", "TabBarController", [])
        try w.setProperty(
          "viewControllers", of: tabs,
          to: .array(["nav", "favorites", "recents", "settings"].map { .object(self[$0]) }))
        try w.setRootViewController(tabs)
        try w.makeKeyAndVisible()
      }
    }

    func pushDetail() throws {
      let w = world
      try w.statement {
        let detail = try make("detail", "ViewController", [("title", .string("Grace"))])
        let view = try w.loadViewIfNeeded(detail)
        try w.addSubview(
          try make("nameLabel", "Label", [("text", .string("Grace Hopper"))]), to: view)
        try w.addSubview(
          try make("phone", "TextField", [("placeholder", .string("Phone"))]), to: view)
        try w.addSubview(try make("call", "Button", [("title", .string("Call"))]), to: view)
        try w.pushViewController(detail, onto: self["nav"], animated: true)
      }
    }

    func present(_ style: String, from caller: String) throws {
      let w = world
      try w.statement {
        let editor = try make("editor", "ViewController", [("title", .string("Edit"))])
        let view = try w.loadViewIfNeeded(editor)
        try w.addSubview(try make("field", "TextField", [("text", .string("Grace"))]), to: view)
        try w.addSubview(try make("save", "Button", [("title", .string("Save"))]), to: view)
        try w.setProperty("modalPresentationStyle", of: editor, to: .enumCase(style))
        try w.present(editor, from: self[caller], animated: true)
      }
    }
  }

  static let golden = GoldenFile("Golden")

  func check(_ name: String, _ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
    Self.golden.check(text, named: name + ".txt", sourceLocation: sourceLocation)
  }

  /// Every line fits the width, measured in display columns.
  func expectFits(
    _ text: String, _ width: Int = 80, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for line in text.split(separator: "\n") {
      #expect(TextWidth.of(line) <= width, "\(line)", sourceLocation: sourceLocation)
    }
  }

  let en = Localizer.embedded(language: .en)

  func renderAll(_ app: SeedApp, _ l: Localizer) -> String {
    let w = app.world
    return [
      ScreenRenderer.render(w.reader, localizer: l).plain,
      ControllerTreeRenderer.render(w.reader, localizer: l).plain,
      LayoutRenderer.render(w.reader, localizer: l).plain,
    ].joined(separator: "\n")
  }

  @Test func launch() throws {
    let app = try SeedApp()
    let text = renderAll(app, en)
    expectFits(text)
    check("screen-1-launch", text)
  }

  @Test func pushedDetail() throws {
    let app = try SeedApp()
    try app.pushDetail()
    let text = renderAll(app, en)
    expectFits(text)
    #expect(text.contains("‹ Contacts"))
    check("screen-2-detail", text)
  }

  @Test func fullScreenEditor() throws {
    let app = try SeedApp()
    try app.pushDetail()
    try app.present("fullScreen", from: "detail")
    let text = renderAll(app, en)
    expectFits(text)
    check("screen-3-fullscreen", text)
  }

  @Test func sheetOverTheTabs() throws {
    let app = try SeedApp(device: .classic)
    try app.pushDetail()
    try app.present("pageSheet", from: "detail")
    let text = renderAll(app, en)
    expectFits(text)
    check("screen-4-sheet", text)
  }

  @Test func currentContextCoversOnlyTheTab() throws {
    let app = try SeedApp()
    try app.pushDetail()
    try app.world.statement {
      try app.world.setProperty("definesPresentationContext", of: app["nav"], to: .bool(true))
    }
    try app.present("currentContext", from: "detail")
    let text = renderAll(app, en)
    expectFits(text)
    // The tab bar is still drawn under the editor, its selected item underlined.
    #expect(text.contains("│ Contacts Favorites"))
    #expect(text.contains("│ ▔▔▔▔▔▔▔▔ "))
    check("screen-5-current-context", text)
  }

  @Test func viewsRespondersAndDevices() throws {
    let app = try SeedApp()
    try app.pushDetail()
    try app.present("fullScreen", from: "detail")
    let w = app.world
    let text = [
      ViewTreeRenderer.render(w.reader, localizer: en).plain,
      ResponderChainRenderer.render(w.reader, from: app["field"], localizer: en),
      DeviceListRenderer.render(w.reader, localizer: en),
    ].joined(separator: "\n")
    expectFits(text)
    check("views-responders-devices", text)
  }

  @Test func chineseTitlesAlignByDisplayWidth() throws {
    let app = try SeedApp(titles: ["联系人", "收藏", "最近", "设置"])
    try app.pushDetail()
    let zh = en.with(language: .zhHans)
    let screen = ScreenRenderer.render(app.world.reader, localizer: zh).plain
    let box = screen.split(separator: "\n").filter { $0.hasPrefix("│") || $0.hasPrefix("┌") }
    let widths = Set(box.map { TextWidth.of($0) })
    #expect(widths.count == 1, "\(widths)")
    #expect(screen.contains("‹ 联系人"))
    let text = renderAll(app, zh)
    expectFits(text)
    check("screen-zh-Hans", text)
  }

  /// How long it takes is measured by `make bench`, never asserted here.
  @Test func aTreeOfTenThousandControllersRenders() throws {
    let app = try SeedApp()
    let w = app.world
    w.budget = .unlimited  // one statement pushes ten thousand controllers
    try w.statement {
      for _ in 0..<10_000 {
        try w.pushViewController(
          try w.instantiate("ViewController", arguments: []), onto: app["nav"], animated: false)
      }
    }
    let tree = ControllerTreeRenderer.render(w.reader, localizer: en).plain
    #expect(tree.split(separator: "\n").count > 10_000)
  }
}
