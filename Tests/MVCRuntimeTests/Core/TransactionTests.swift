import MVCTestSupport
import Testing

@testable import MVCRuntime

@Suite struct TransactionTests {
  @Test func failedStatementChangesNothing() throws {
    let world = try makeContactWorld()
    let ada = try world.transaction { try world.instantiate("Contact", arguments: []) }
    world.bind(name: "ada", to: .object(ada))
    let before = WorldSnapshot(world)
    #expect(throws: RuntimeFailure.self) {
      try world.transaction {
        try world.setProperty("name", of: ada, to: .string("Grace"))
        _ = try world.instantiate("Label", arguments: [])
        world.bind(name: "temporary", to: .int(1))
        try world.setProperty("age", of: ada, to: .string("not a number"))
      }
    }
    expectUnchanged(world, since: before)
    #expect(world.record(ada).properties["name"] == .string("Ada"))
    #expect(world.globals["temporary"] == nil)
  }

  @Test func undoTakesBackTheLastStatementOnly() throws {
    let world = try makeContactWorld()
    let ada = try world.transaction { try world.instantiate("Contact", arguments: []) }
    let afterCreate = WorldSnapshot(world)
    try world.transaction { try world.setProperty("name", of: ada, to: .string("Grace")) }
    try world.transaction { try world.setProperty("name", of: ada, to: .string("Linus")) }
    #expect(world.undo())
    #expect(world.record(ada).properties["name"] == .string("Grace"))
    #expect(world.undo())
    expectUnchanged(world, since: afterCreate)
  }

  @Test func clockIsLogicalAndTraceDeterministic() throws {
    func run() throws -> [TraceEvent] {
      let world = try makeContactWorld()
      let ada = try world.transaction { try world.instantiate("Contact", arguments: []) }
      try world.transaction { try world.setProperty("name", of: ada, to: .string("Grace")) }
      return Array(world.trace)
    }
    #expect(try run() == run())
    #expect(try run().map(\.time) == [2, 3])
  }

  @Test func endlessRecursionIsRefusedAndRolledBack() throws {
    final class Looper: MethodInvoker {
      func invoke(
        _ method: MethodReference, on receiver: ObjectID, arguments: [Value],
        in tx: inout Transaction
      ) throws -> Value {
        try tx.call("loop()", on: receiver, arguments: [])
      }
      func invokeClosure(_ closure: ClosureID, arguments: [Value], in tx: inout Transaction)
        throws -> Value
      { .void }
    }
    let world = World()
    let looper = Looper()
    world.invoker = looper
    try world.transaction {
      try world.declare(
        ClassInfo(
          name: "Loop", superclass: "Controller", kind: .controller(.controller),
          methods: ["loop()": MethodReference(index: 0, parameterNames: [])], isUserDeclared: true))
    }
    let id = try world.transaction { try world.instantiate("Loop", arguments: []) }
    let before = WorldSnapshot(world)
    #expect(throws: RuntimeFailure.tooDeep(limit: 200)) {
      try world.transaction { try world.call("loop()", on: id, arguments: []) }
    }
    expectUnchanged(world, since: before)
  }
}
