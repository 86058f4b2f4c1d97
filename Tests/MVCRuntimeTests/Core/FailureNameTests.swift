import Testing

@testable import MVCRuntime

/// A failed statement is rolled back before anyone reads its failure, so the world keeps the
/// display names the objects it mentions had when it failed.
@Suite struct FailureNameTests {
  @Test func anObjectTheFailedStatementMadeKeepsItsName() throws {
    let world = World()
    let tabs = try world.transaction {
      let id = try world.instantiate("TabBarController", arguments: [])
      world.bind(name: "tabs", to: .object(id))
      return id
    }
    var failure: RuntimeFailure?
    do {
      try world.transaction {
        let vc = try world.instantiate("ViewController", arguments: [])
        try world.setSelectedViewController(vc, of: tabs)
      }
    } catch let error as RuntimeFailure {
      failure = error
    }
    guard case .notATab(let vc, let tabBar) = failure else {
      Issue.record("expected notATab, got \(String(describing: failure))")
      return
    }
    #expect(tabBar == tabs)
    #expect(failure?.mentionedObjects == [vc, tabs])
    // The new controller is gone, but the failure still names it as the statement saw it.
    #expect(!world.contains(vc))
    #expect(world.reader.displayName(of: vc) == "#\(vc.raw)")
    #expect(world.reader.failureName(of: vc) == "ViewController#\(vc.raw)")
    #expect(world.reader.failureName(of: tabs) == "tabs")
    // The next statement forgets them.
    try world.transaction { world.bind(name: "other", to: .int(1)) }
    #expect(world.reader.failureName(of: vc) == "#\(vc.raw)")
  }

  @Test func failuresFindTheObjectsTheyMention() {
    let a = ObjectID(3)
    let b = ObjectID(4)
    #expect(RuntimeFailure.didMoveMismatch(a, given: nil, actual: b).mentionedObjects == [a, b])
    #expect(
      RuntimeFailure.alreadyPresenting(a, presenter: b, current: a).mentionedObjects == [a, b, a])
    #expect(RuntimeFailure.unknownClass("Contatc", suggestion: "Contact").mentionedObjects.isEmpty)
  }
}
