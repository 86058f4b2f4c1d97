@testable import MVCRuntime

/// Stands in for the script layer: "learner-written" methods are Swift closures, registered
/// by index, that act on the world exactly as interpreted statements would.
final class ScriptedInvoker: MethodInvoker {
  typealias Body = (World, ObjectID, [Value]) throws -> Value
  private var bodies: [Body] = []

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
