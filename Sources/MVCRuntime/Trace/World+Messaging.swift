extension World {
  /// The participant sending messages right now: the object whose method is running, or the
  /// outside (a top-level statement), or the user (during `tap`, `type`, …).
  var currentActor: Participant { actorStack.last ?? .outside }

  /// The sequence number of the message being handled right now, if any.
  var currentCause: Int? { causeStack.last }

  /// The MVC role of a participant.
  func role(of participant: Participant) -> MVCRole {
    switch participant {
    case .user: return .user
    case .outside: return .outside
    case .object(let id): return kind(of: id).role
    }
  }

  /// Sends a message: records it in the trace, runs its effects as the receiver, then runs the
  /// method the learner wrote for it, if the receiver's class has one.
  ///
  /// - Parameters:
  ///   - selector: the selector as Swift spells it.
  ///   - sender: who sends it; by default the current actor.
  ///   - operation: for callbacks, the operation that caused them.
  ///   - effects: what the receiver does on its own before any learner-written method runs.
  /// - Returns: the learner-written method's result, or `.void`.
  @discardableResult
  func deliver(
    _ selector: String, to receiver: ObjectID, arguments: [Value] = [], kind: MessageKind,
    from sender: Participant? = nil, operation: String? = nil, invokesUserMethod: Bool = true,
    effects: () throws -> Void = {}
  ) throws -> Value {
    guard causeStack.count < maximumMessageDepth else {
      throw RuntimeFailure.tooDeep(limit: maximumMessageDepth)
    }
    let sent = trace.count - traceCountAtStatementStart
    guard sent < budget.messages else {
      throw RuntimeFailure.budgetExceeded(.messages, limit: budget.messages)
    }
    if sent & 0xFF == 0xFF, let interruptionCheck, interruptionCheck() {
      throw RuntimeFailure.interrupted
    }
    let from = sender ?? currentActor
    let role = HopRole(from: role(of: from), to: self.kind(of: receiver).role)
    let sequence = trace.count + 1
    trace.append(
      time: clock, sender: from, receiver: .object(receiver), selector: selector,
      arguments: arguments, kind: kind, cause: causeStack.last, role: role,
      statement: statementCount, operation: operation)
    causeStack.append(sequence)
    actorStack.append(.object(receiver))
    defer {
      causeStack.removeLast()
      actorStack.removeLast()
    }
    try effects()
    if invokesUserMethod, let method = userMethod(selector, of: className(of: receiver)),
      let invoker
    {
      var tx = Transaction(world: self)
      return try invoker.invoke(method, on: receiver, arguments: arguments, in: &tx)
    }
    return .void
  }

  /// The arguments a selector takes, cut to its number of parameters: an action method written
  /// `save()` receives no sender, `save(_:)` receives it.
  public static func arguments(_ arguments: [Value], fittedTo selector: String) -> [Value] {
    guard let open = selector.firstIndex(of: "(") else { return arguments }
    let count = selector[open...].filter { $0 == ":" }.count
    return Array(arguments.prefix(count))
  }

  /// Runs `body` with `actor` as the sender of the messages it sends (the user, for `tap`).
  @discardableResult
  func acting<T>(as actor: Participant, _ body: () throws -> T) rethrows -> T {
    actorStack.append(actor)
    defer { actorStack.removeLast() }
    return try body()
  }

  /// Advances the logical clock by one run-loop turn (animations, deferred work).
  func tick() { clock += 1 }
}
