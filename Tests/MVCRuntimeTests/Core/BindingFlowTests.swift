import MVCTestSupport
import Testing

@testable import MVCRuntime

@Suite struct BindingFlowTests {
  /// The shell issue's round trip, at the level of the world.
  @Test func userEditAndModelChangeFlowThroughTheController() throws {
    let world = try makeContactWorld()
    func make(_ cls: String, _ name: String) throws -> ObjectID {
      let id = try world.transaction { try world.instantiate(cls, arguments: []) }
      world.bind(name: name, to: .object(id))
      return id
    }
    let ada = try make("Contact", "ada")
    let field = try make("TextField", "field")
    let label = try make("Label", "label")
    let editor = try make("ViewController", "editor")
    try world.transaction {
      try world.bind(controller: editor, view: field, model: ada, key: "name")
    }
    try world.transaction {
      try world.bind(controller: editor, view: label, model: ada, key: "name")
    }
    #expect(world.record(label).properties["text"] == .string("Ada"))

    try world.transaction { try world.type(field, text: "Grace") }
    #expect(
      lastEvents(world) == [
        "user → field insertText(_:)",
        "field → editor textFieldEditingChanged(_:)",
        "editor → ada setValue(_:forKey:)",
        "ada → editor observeValue(forKeyPath:of:change:context:)",
        "editor → label setValue(_:forKey:)",
      ])
    let roles = world.trace.suffix(5).map(\.role.key)
    #expect(
      roles == [
        "user-view", "view-controller", "controller-model", "model-controller", "controller-view",
      ])
    // Each message was caused by the one before it: a chain.
    let events = Array(world.trace.suffix(5))
    for (cause, effect) in zip(events, events.dropFirst()) {
      #expect(effect.cause == cause.sequence)
    }
    #expect(world.record(ada).properties["name"] == .string("Grace"))
    #expect(world.record(label).properties["text"] == .string("Grace"))

    try world.transaction { try world.setProperty("name", of: ada, to: .string("Linus")) }
    #expect(
      lastEvents(world) == [
        "outside → ada setValue(_:forKey:)",
        "ada → editor observeValue(forKeyPath:of:change:context:)",
        "editor → field setValue(_:forKey:)",
        "editor → label setValue(_:forKey:)",
      ])
    #expect(world.record(field).properties["text"] == .string("Linus"))
  }

  @Test func typingTextIntoAnIntBoundFieldIsRefused() throws {
    let world = try makeContactWorld()
    let ada = try world.transaction { try world.instantiate("Contact", arguments: []) }
    let field = try world.transaction { try world.instantiate("TextField", arguments: []) }
    let editor = try world.transaction { try world.instantiate("ViewController", arguments: []) }
    try world.transaction {
      try world.bind(controller: editor, view: field, model: ada, key: "age")
    }
    #expect(world.record(field).properties["text"] == .string("36"))
    try world.transaction { try world.type(field, text: "37") }
    #expect(world.record(ada).properties["age"] == .int(37))
    let before = WorldSnapshot(world)
    #expect(throws: RuntimeFailure.self) {
      try world.transaction { try world.type(field, text: "old") }
    }
    expectUnchanged(world, since: before)
  }

  @Test func discouragedHopsAreFlagged() {
    #expect(HopRole(from: .view, to: .model).discouragedReason == "flag.viewToModel")
    #expect(HopRole(from: .model, to: .view).discouragedReason == "flag.modelToView")
    #expect(HopRole(from: .controller, to: .model).discouragedReason == nil)
  }
}
