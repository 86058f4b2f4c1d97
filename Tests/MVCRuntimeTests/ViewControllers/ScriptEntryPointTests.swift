import Testing

@testable import MVCRuntime

/// The entry points the script layer uses: built-in methods by Swift selector, properties,
/// special initializers and global functions, as `world.call`, `setProperty` and
/// `callFunction` reach them.
@Suite struct ScriptEntryPointTests {
  @Test func selectorsPropertiesAndFunctions() throws {
    let w = World()
    func run<T>(_ body: () throws -> T) throws -> T {
      try w.transaction {
        let result = try body()
        try w.runLoopTurnEnded()
        return result
      }
    }
    let list = try run {
      try w.instantiate("ViewController", arguments: [("title", .string("List"))])
    }
    let nav = try run {
      try w.instantiate("NavigationController", arguments: [("rootViewController", .object(list))])
    }
    let other = try run { try w.instantiate("ViewController", arguments: []) }
    let tabs = try run { try w.instantiate("TabBarController", arguments: []) }
    try run {
      try w.setProperty("viewControllers", of: tabs, to: .array([.object(nav), .object(other)]))
      try w.setProperty("rootViewController", of: w.window, to: .object(tabs))
      _ = try w.call("makeKeyAndVisible()", on: w.window, arguments: [])
    }
    #expect(try w.property("rootViewController", of: w.window) == .object(tabs))
    #expect(try w.property("selectedViewController", of: tabs) == .object(nav))
    let detail = try run { try w.instantiate("ViewController", arguments: []) }
    try run {
      _ = try w.call(
        "pushViewController(_:animated:)", on: nav, arguments: [.object(detail), .bool(true)])
    }
    #expect(try w.property("topViewController", of: nav) == .object(detail))
    #expect(try w.property("navigationController", of: detail) == .object(nav))
    #expect(try w.property("tabBarController", of: detail) == .object(tabs))
    #expect(try w.property("viewControllers", of: nav) == .array([.object(list), .object(detail)]))
    let popped = try run {
      try w.call("popViewController(animated:)", on: nav, arguments: [.bool(false)])
    }
    #expect(popped == .object(detail))
    let editor = try run { try w.instantiate("ViewController", arguments: []) }
    try run {
      try w.setProperty("modalPresentationStyle", of: editor, to: .enumCase("fullScreen"))
      _ = try w.call("present(_:animated:)", on: list, arguments: [.object(editor), .bool(true)])
    }
    #expect(try w.property("presentingViewController", of: editor) == .object(tabs))
    #expect(try w.property("presentedViewController", of: list) == .object(editor))
    #expect(try w.property("presentedViewController", of: tabs) == .object(editor))
    #expect(try w.property("isBeingPresented", of: editor) == .bool(false))
    try run {
      _ = try w.call("dismiss(animated:completion:)", on: editor, arguments: [.bool(true), .null])
    }
    #expect(try w.property("presentedViewController", of: tabs) == .null)
    try run { _ = try w.callFunction("tap(_:tab:)", arguments: [.object(tabs), .int(1)]) }
    #expect(try w.property("selectedIndex", of: tabs) == .int(1))
    try run { _ = try w.callFunction("tap(at:_:)", arguments: [.int(30), .int(820)]) }
    #expect(try w.property("selectedIndex", of: tabs) == .int(0))
    #expect(w.propertyNames(of: nav).contains("topViewController"))
    #expect(w.selectors(of: nav).contains("popToRootViewController(animated:)"))
    #expect(
      try w.property("safeAreaInsets", of: w.window)
        == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0).value)
    #expect(throws: RuntimeFailure.self) {
      try w.transaction { try w.setProperty("topViewController", of: nav, to: .object(list)) }
    }
  }
}
