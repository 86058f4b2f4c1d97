/// Part of an animated transition that waits for the animation to end: the did-phase of its
/// appearance callbacks, then what UIKit does once it has finished (`didMove(toParent:)`,
/// the completion).
struct TransitionEnding {
  let run: () throws -> Void
}

/// A transition (a push, a pop, a presentation, a dismissal) while it runs: whether it is
/// animated, and the endings it has put off until its animation ends.
struct TransitionScope {
  var animated: Bool
  /// The message that started it: the trace shows its ending as caused by it.
  var cause: Int?
  var endings: [TransitionEnding] = []
}

extension World {
  /// How long the sandbox takes an animated transition to last, in seconds: about what
  /// UIKit's standard push and modal transitions take. It only orders the transition's end
  /// among blocks queued with `asyncAfter`; the sandbox does not wait.
  static let transitionDuration = 0.35

  /// Runs a transition. When it is animated and something appears or disappears, it returns
  /// before the transition ends, as UIKit's does: the will-phase callbacks go out now, the
  /// did-phase (`viewDidAppear(_:)`, `viewDidDisappear(_:)`) and whatever `body` handed to
  /// ``atTransitionEnd(_:)`` wait for the end of the run-loop turn, after the code that
  /// started the transition has returned. Unanimated transitions end before this returns.
  ///
  /// A transition started inside another (a callback presenting something) ends with it.
  func runTransition(animated: Bool, _ body: () throws -> Void) throws {
    try finishTransitionsInFlight()
    transitionScopes.append(TransitionScope(animated: animated, cause: currentCause))
    do {
      try body()
    } catch {
      transitionScopes.removeLast()
      throw error
    }
    let scope = transitionScopes.removeLast()
    guard !scope.endings.isEmpty else { return }
    if let outer = transitionScopes.indices.last {
      transitionScopes[outer].endings += scope.endings
      return
    }
    mainQueue.append(
      QueuedBlock(
        work: .transitionEnd(scope.endings), delay: Self.transitionDuration, isDelayed: true,
        cause: scope.cause, order: mainQueue.count))
  }

  /// Runs `body` once the running transition has ended: at once when it was not animated
  /// (or nothing appeared), else at the end of the run-loop turn, after its did-phase.
  func atTransitionEnd(_ body: @escaping () throws -> Void) throws {
    if let last = transitionScopes.indices.last, !transitionScopes[last].endings.isEmpty {
      transitionScopes[last].endings.append(TransitionEnding(run: body))
    } else {
      try body()
    }
  }

  /// Whether the appearance callbacks of an animated transition's did-phase should wait for
  /// the running transition's end (see ``runTransition(animated:_:)``).
  var defersDidPhase: Bool { transitionScopes.last?.animated ?? false }

  /// Puts the did-phase off until the running transition ends.
  func deferDidPhase(_ body: @escaping () throws -> Void) {
    guard let last = transitionScopes.indices.last else { return }
    transitionScopes[last].endings.append(TransitionEnding(run: body))
  }
}
