@testable import MVCRuntime

/// Stands in for the script layer: "learner-written" methods are Swift closures, registered
/// by index, that act on the world exactly as interpreted statements would.
final class ScriptedInvoker: MethodInvoker {
  typealias Body = (World, ObjectID, [Value]) throws -> Value
  typealias ClosureBody = (World, [Value]) throws -> Value
  private var bodies: [Body] = []
  private var closures: [ClosureID: ClosureBody] = [:]

  /// Makes a closure in the world whose body is a Swift closure (a completion handler).
  func closure(in world: World, _ body: @escaping ClosureBody) -> Value {
    let id = world.makeClosure(ClosureRecord(body: closures.count, captures: [:], receiver: nil))
    closures[id] = body
    return .closure(id)
  }

  func invokeClosure(_ closure: ClosureID, arguments: [Value], in tx: inout Transaction) throws
    -> Value
  {
    guard let body = closures[closure] else { return .void }
    return try body(tx.world, arguments)
  }

  /// Registers a method body and returns the reference a class declares for it.
  func method(_ parameterNames: [String] = [], _ body: @escaping Body) -> MethodReference {
    bodies.append(body)
    return MethodReference(index: bodies.count - 1, parameterNames: parameterNames)
  }

  func invoke(
    _ method: MethodReference, on receiver: ObjectID, arguments: [Value],
    in tx: inout Transaction
  ) throws -> Value {
    try bodies[method.index](tx.world, receiver, arguments)
  }
}
