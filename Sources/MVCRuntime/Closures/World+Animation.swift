extension World {
  /// `UIView.animate(withDuration:animations:completion:)`: the animations closure runs at
  /// once (the properties it sets take their final values now; the sandbox draws no frames in
  /// between), and the completion, if any, runs when this run-loop turn ends, with `finished`
  /// true, after the rest of the code that started the animation. Traced as a call to UIKit (the
  /// application) from the code that started it; the completion as `completion(_:)` from the
  /// application's run loop to the object the closure captured as `self`.
  func animate(duration: Double, animations: ClosureID, completion: ClosureID?) throws {
    guard duration.isFinite, duration >= 0 else {
      throw RuntimeFailure.argumentType(argument: "withDuration", expected: .double, found: .double)
    }
    let owner =
      closures.indices.contains(animations.raw) ? closures[animations.raw].receiver : nil
    // The animations are the caller's code, run at once: what they send comes from the
    // caller (or the object the closure captured as `self`), not from UIKit.
    let author = owner.flatMap { isAlive($0) ? Participant.object($0) : nil } ?? currentActor
    try deliver(
      "animate(withDuration:animations:completion:)", to: application,
      arguments: [.double(duration), .closure(animations), completion.map(Value.closure) ?? .null],
      kind: .call, invokesUserMethod: false
    ) {
      try acting(as: author) { try callClosure(animations, arguments: []) }
      if let completion {
        mainQueue.append(
          QueuedBlock(
            work: .closure(completion), delay: max(0, duration), isDelayed: false,
            cause: currentCause, order: mainQueue.count, selector: "completion(_:)",
            arguments: [.bool(true)]))
      }
    }
  }
}
