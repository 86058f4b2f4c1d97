import MVCTestSupport
import Testing

@testable import MVCRuntime

/// The world snapshot: equal for an untouched world, and every kind of change is found and
/// named.
@Suite struct WorldSnapshotTests {
  /// A world with a model, a label, a controller and a name.
  static func world() throws -> (World, ada: ObjectID, label: ObjectID, editor: ObjectID) {
    let world = try makeContactWorld()
    let ada = try world.transaction { try world.instantiate("Contact", arguments: []) }
    let label = try world.transaction { try world.instantiate("Label", arguments: []) }
    let editor = try world.transaction { try world.instantiate("ViewController", arguments: []) }
    world.bind(name: "ada", to: .object(ada))
    return (world, ada, label, editor)
  }

  /// Expects `change` to be reported with a line containing `fragment`.
  func expectFound(
    _ fragment: String,
    _ change: (World, _ ada: ObjectID, _ label: ObjectID, _ editor: ObjectID)
      throws -> Void
  ) throws {
    let (world, ada, label, editor) = try Self.world()
    let before = WorldSnapshot(world)
    try change(world, ada, label, editor)
    #expect(WorldSnapshot(world) != before)
    withKnownIssue {
      expectUnchanged(world, since: before)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains(fragment) }
    }
  }

  @Test func anUntouchedWorldIsUnchanged() throws {
    let (world, _, _, _) = try Self.world()
    let before = WorldSnapshot(world)
    _ = try world.property("name", of: try #require(world.globals["ada"]?.objectID))
    #expect(WorldSnapshot(world) == before)
    expectUnchanged(world, since: before)
  }

  @Test func everyKindOfChangeIsFound() throws {
    try expectFound("(Contact) changed: properties") { w, ada, _, _ in
      w.update(ada) { $0.properties["name"] = .string("Grace") }
    }
    try expectFound("object count") { w, _, _, _ in
      _ = try w.transaction { try w.instantiate("Label", arguments: []) }
    }
    try expectFound("name grace: unbound → object(") { w, ada, _, _ in
      w.bind(name: "grace", to: .object(ada))
    }
    try expectFound("shown name of #") { w, _, label, _ in
      w.bind(name: "badge", to: .object(label))
    }
    try expectFound("→ ada.label") { w, ada, label, _ in
      w.noteHolder(of: .object(label), owner: ada, key: "label")
    }
    try expectFound("class Note changed") { w, _, _, _ in
      try w.declare(
        ClassInfo(name: "Note", superclass: "Model", kind: .model, isUserDeclared: true))
    }
    try expectFound("protocol Saving changed") { w, _, _, _ in
      w.declare(ProtocolInfo(name: "Saving", requirements: ["save()"]))
    }
    try expectFound("trace: ") { w, ada, _, _ in
      try w.transaction { try w.setProperty("name", of: ada, to: .string("Grace")) }
    }
    try expectFound("clock") { w, _, _, _ in w.clock += 1 }
    try expectFound("statement count") { w, _, _, _ in try w.transaction {} }
    try expectFound("(ViewController) changed: vc") { w, _, _, editor in
      w.update(editor) { $0.vc.definesPresentationContext = true }
    }
    try expectFound("changed: vc") { w, _, _, _ in
      w.update(w.window) { $0.vc.window?.device = .ipad }
    }
    try expectFound("(Label) changed: superview") { w, _, label, editor in
      w.update(label) { $0.superview = editor }
    }
  }
}
