/// What a queued entry does when its turn comes.
enum QueuedWork {
  /// Runs a closure of the learner's (`DispatchQueue.main.async { … }`, an animation's
  /// completion).
  case closure(ClosureID)
  /// Ends animated transitions: their did-phase callbacks and what waits for them
  /// (``TransitionEnding``).
  case transitionEnd([TransitionEnding])
}

/// A block queued with `DispatchQueue.main.async` or `asyncAfter`, or the end of an animated
/// transition: it runs when the current turn of the main run loop ends, after the code that
/// queued it has returned.
struct QueuedBlock {
  /// What it does.
  var work: QueuedWork
  /// How many seconds after now it was asked for (0 for `async`).
  var delay: Double
  /// Whether it was queued with `asyncAfter`.
  var isDelayed: Bool
  /// The message during which it was queued: the trace shows the run as caused by it.
  var cause: Int?
  /// The order it was queued in (blocks with equal delays run in that order).
  var order: Int
  /// How the trace names the run, when it is not a queued block of the learner's
  /// (`completion(_:)` for an animation's completion).
  var selector: String? = nil
  /// What the closure is passed (`finished`, for an animation's completion).
  var arguments: [Value] = []
}

extension World {
  /// Queues a block on the main queue (`DispatchQueue.main.async { … }`): it runs at the end of
  /// this statement's run-loop turn, blocks with a delay after those without, in order of
  /// their delays. The sandbox does not wait: a delay orders blocks, it does not pass time.
  func enqueueOnMainQueue(_ closure: ClosureID, delay: Double?) throws {
    guard delay.map({ $0.isFinite }) ?? true else {
      throw RuntimeFailure.argumentType(argument: "deadline", expected: .double, found: .double)
    }
    mainQueue.append(
      QueuedBlock(
        work: .closure(closure), delay: max(0, delay ?? 0), isDelayed: delay != nil,
        cause: currentCause, order: mainQueue.count))
  }

  /// Runs the queued blocks, each traced as a message from the application's main run loop to
  /// the code that wrote it (the object it captured as `self`, else the application). A block
  /// queued by a block runs after those queued before it.
  ///
  /// Each group of blocks due at the same moment is a turn of the run loop of its own: the
  /// logical clock advances before it, so the trace can tell which turn a message belongs to.
  func drainMainQueue() throws {
    while !mainQueue.isEmpty {
      let batch = mainQueue.sorted { ($0.delay, $0.order) < ($1.delay, $1.order) }
      mainQueue = []
      var due: Double?
      for block in batch {
        if block.delay != due {
          tick()
          due = block.delay
        }
        try run(block)
      }
    }
  }

  /// Ends the animated transitions still in flight at once, before another transition
  /// starts: the sandbox plays one transition at a time.
  func finishTransitionsInFlight() throws {
    guard mainQueue.contains(where: \.isTransitionEnd) else { return }
    let ending = mainQueue.filter(\.isTransitionEnd)
    mainQueue.removeAll(where: \.isTransitionEnd)
    for block in ending { try run(block) }
  }

  private func run(_ block: QueuedBlock) throws {
    switch block.work {
    case .transitionEnd(let endings):
      if let cause = block.cause { causeStack.append(cause) }
      defer { if block.cause != nil { causeStack.removeLast() } }
      for ending in endings { try ending.run() }
    case .closure(let closure):
      let owner = closures.indices.contains(closure.raw) ? closures[closure.raw].receiver : nil
      let receiver = owner.flatMap { contains($0) && !record($0).isFreed ? $0 : nil }
      if let cause = block.cause { causeStack.append(cause) }
      defer { if block.cause != nil { causeStack.removeLast() } }
      try deliver(
        block.selector ?? (block.isDelayed ? "asyncAfter(deadline:execute:)" : "async(execute:)"),
        to: receiver ?? application, arguments: block.arguments, kind: .call,
        from: .object(application), operation: "mainQueue", invokesUserMethod: false
      ) {
        try callClosure(closure, arguments: block.arguments)
      }
    }
  }
}

extension QueuedBlock {
  var isTransitionEnd: Bool {
    if case .transitionEnd = work { return true }
    return false
  }
}
