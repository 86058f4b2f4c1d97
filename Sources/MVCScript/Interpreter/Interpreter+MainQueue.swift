import MVCRuntime

/// `DispatchQueue.main.async { … }` and `DispatchQueue.main.asyncAfter(deadline: .now() + 1)
/// { … }`: work queued on the main queue, run when the statement's run-loop turn ends.
extension Interpreter {
  /// The one type name the sandbox reads only as `DispatchQueue.main`.
  static let dispatchQueueName = "DispatchQueue"

  /// Whether a call is `DispatchQueue.main.<name>(…)` and the learner has not bound a name
  /// `DispatchQueue` of their own.
  func isMainQueueCall(_ callee: Expression) -> Bool {
    guard case .member(.member(.name(Self.dispatchQueueName, _), "main", _), _, _) = callee
    else { return false }
    return !isLocal(Self.dispatchQueueName) && reader.globals[Self.dispatchQueueName] == nil
  }

  /// Queues the closure of `async` / `asyncAfter(deadline:execute:)`.
  func callMainQueue(_ callee: Expression, _ arguments: [Argument], _ tx: inout Transaction)
    throws -> Value
  {
    guard case .member(_, let name, let range) = callee else { return .void }
    var delay: Double?
    var closure: ClosureID?
    for argument in arguments {
      switch (name, argument.label) {
      case ("asyncAfter", "deadline"):
        delay = try seconds(after: argument.value, &tx)
      case (_, "execute"), (_, nil):
        guard case .closure(let id) = try evaluate(argument.value, &tx) else {
          throw ScriptFailure.interpreter(.notCallable, at: argument.value.range)
        }
        closure = id
      default:
        throw ScriptFailure.interpreter(.unknownMainQueueCall, at: range)
      }
    }
    guard let closure, name == "async" || (name == "asyncAfter" && delay != nil) else {
      throw ScriptFailure.interpreter(.unknownMainQueueCall, at: range)
    }
    try runtime(range) { try tx.enqueueOnMainQueue(closure, delay: delay) }
    return .void
  }

  /// The seconds of a deadline written `.now()` or `.now() + seconds`.
  private func seconds(after deadline: Expression, _ tx: inout Transaction) throws -> Double {
    switch deadline {
    case .call(.enumCase("now", _), let arguments, _) where arguments.isEmpty:
      return 0
    case .binary(.call(.enumCase("now", _), let arguments, _), let links, _)
    where arguments.isEmpty && links.count == 1 && links[0].op == "+":
      switch try evaluate(links[0].operand, &tx) {
      case .int(let n): return Double(n)
      case .double(let d) where d.isFinite: return d
      default: throw ScriptFailure.interpreter(.unknownMainQueueCall, at: deadline.range)
      }
    default:
      throw ScriptFailure.interpreter(.unknownMainQueueCall, at: deadline.range)
    }
  }
}
