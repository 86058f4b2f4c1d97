@testable import MVCRuntime

extension LifecycleTraceTests {
  /// Declares a learner's controller class `Coordinator` that implements the given optional
  /// delegate methods (each answers `true` when its name starts with `should`, else nothing),
  /// makes one and binds it to `coordinator`. UIKit sends an optional method only to an object
  /// that implements it, so a plain `Controller` would hear none of them.
  @discardableResult
  func declareCoordinator(_ s: Scene, implementing selectors: [String]) throws -> ObjectID {
    let invoker = ScriptedInvoker()
    s.world.invoker = invoker
    var methods: [String: MethodReference] = [:]
    for selector in selectors {
      let answer: Value = selector.contains("should") ? .bool(true) : .void
      let parameters = selector.split(separator: ":").dropLast().map { _ in "p" }
      methods[selector] = invoker.method(parameters) { _, _, _ in answer }
    }
    let coordinator = try s.run {
      try s.world.declare(
        ClassInfo(
          name: "Coordinator", superclass: "Controller", kind: .controller(.controller),
          methods: methods, isUserDeclared: true))
      return try s.world.instantiate("Coordinator", arguments: [])
    }
    s.world.bind(name: "coordinator", to: .object(coordinator))
    return coordinator
  }
}
