import Foundation
import Testing

@testable import MVCRuntime

/// A world for view-controller tests, with short helpers that each run as one statement.
final class Scene {
  let world = World()

  /// Creates a controller of a class, binds it to `name`, and gives it `title`.
  @discardableResult
  func make(_ name: String, _ className: String = "ViewController", title: String? = nil) throws
    -> ObjectID
  {
    try world.transaction {
      let arguments: [(label: String?, value: Value)] = [("title", .string(title ?? name))]
      let id = try world.instantiate(className, arguments: arguments)
      world.bind(name: name, to: .object(id))
      return id
    }
  }

  /// `let name = NavigationController(rootViewController: root)`.
  @discardableResult
  func nav(_ name: String, root: ObjectID) throws -> ObjectID {
    try world.transaction {
      let id = try world.instantiate(
        "NavigationController", arguments: [("rootViewController", .object(root))])
      world.bind(name: name, to: .object(id))
      return id
    }
  }

  /// Runs one statement, then ends its turn of the run loop as the interpreter does (queued
  /// blocks, the end of animated transitions).
  @discardableResult
  func run<T>(_ body: () throws -> T) throws -> T {
    try world.transaction {
      let result = try body()
      try world.runLoopTurnEnded()
      return result
    }
  }

  /// Sets the window's root and makes it visible (two statements).
  func show(_ root: ObjectID) throws {
    try run { try world.setRootViewController(root) }
    try run { try world.makeKeyAndVisible() }
  }

  /// The trace position now, to print what follows.
  var mark: Int { world.trace.count }

  /// The events after `mark`, one line each: time, sender → receiver, selector, arguments,
  /// kind and the operation that caused a callback.
  func lines(since mark: Int) -> [String] {
    world.trace[mark...].map { event in
      var line = "t\(event.time) \(world.displayName(of: event.sender)) → "
      line += "\(world.displayName(of: event.receiver)) \(event.selector)"
      if !event.arguments.isEmpty {
        line += " (" + event.arguments.map(describe).joined(separator: ", ") + ")"
      }
      line += " \(event.kind.rawValue)"
      if let operation = event.operation { line += " [\(operation)]" }
      return line
    }
  }

  func describe(_ value: Value) -> String {
    switch value {
    case .string(let s): return "\"\(s)\""
    case .int(let i): return String(i)
    case .double(let d): return String(d)
    case .bool(let b): return String(b)
    case .null: return "nil"
    case .object(let id): return world.displayName(of: id)
    case .array(let items): return "[" + items.map(describe).joined(separator: ", ") + "]"
    case .enumCase(let name): return "." + name
    case .void: return "()"
    case .closure(let id): return "{ closure #\(id.raw) }"
    case .dictionary(let entries):
      return "["
        + zip(entries.keys, entries.values).map { describe($0) + ": " + describe($1) }
        .joined(separator: ", ") + "]"
    case .composite(let value): return "." + value.description(describe)
    }
  }

  /// The object the world shows by `name` (`detail`, `child.view`), as a value.
  func o(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) -> Value {
    guard let record = world.records.first(where: { world.displayName(of: $0.id) == name }) else {
      Issue.record("no object is shown as \(name)", sourceLocation: sourceLocation)
      return .void
    }
    return .object(record.id)
  }

  /// The on-screen controllers, by name.
  var onScreen: [String] { world.windowState.onScreen.map { world.displayName(of: $0.controller) } }

  func state(_ id: ObjectID) -> AppearanceState { world.record(id).vc.appearance }
}
