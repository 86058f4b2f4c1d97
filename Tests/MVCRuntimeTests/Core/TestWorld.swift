@testable import MVCRuntime

/// A world with a `Contact` model class, for tests.
func makeContactWorld() throws -> World {
  let world = World()
  try world.transaction {
    try world.declare(
      ClassInfo(
        name: "Contact", superclass: "Model", kind: .model,
        properties: [
          PropertySchema(name: "name", type: .string, defaultValue: .string("Ada")),
          PropertySchema(name: "age", type: .int, defaultValue: .int(36)),
          PropertySchema(
            name: "friends", type: .array(.object("Contact")), defaultValue: .array([])),
          PropertySchema(name: "best", type: .optional(.object("Contact")), defaultValue: .null),
        ], isUserDeclared: true))
  }
  return world
}

/// The events of the last transaction, as "sender → receiver selector" lines.
func lastEvents(_ world: World) -> [String] {
  let last = world.statementCount
  return world.trace.filter { $0.statement == last }.map {
    "\(world.displayName(of: $0.sender)) → \(world.displayName(of: $0.receiver)) \($0.selector)"
  }
}
