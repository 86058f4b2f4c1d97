/// The arguments of `transition(from:to:duration:options:animations:completion:)` besides the
/// two children.
struct ChildTransition {
  /// `duration`: more than 0 makes the transition animated: its did-phase and completion wait
  /// for the end of the run-loop turn.
  var duration: Double
  /// `animations`, run after the will-callbacks, and `completion`, run with `finished: true`
  /// once the transition is over.
  var animations: ClosureID?
  var completion: ClosureID?
}

extension World {
  /// `container.transition(from: old, to: new, duration:options:animations:completion:)`: the
  /// container's way to swap two of its children (Apple, `UIViewController.h`).
  ///
  /// `new`'s view goes into the superview of `old`'s (the container's view when `old`'s view
  /// is in none), `old`'s view leaves it; on screen, the appearance callbacks come in the
  /// order Neuburg logged for a flip: `old.viewWillDisappear`, `new.viewWillAppear`, the
  /// `animations` closure, `new`'s `viewIsAppearing` and layout, `new.viewDidAppear`,
  /// `old.viewDidDisappear`; then `completion(true)`. `willMove`/`addChild`/
  /// `removeFromParent`/`didMove` stay the caller's, as Apple documents. The options only
  /// choose how the animation looks, which the sandbox does not draw.
  ///
  /// Refused as UIKit raises `NSInvalidArgumentException`: when `old` and `new` are not both
  /// children of the receiver, and when the receiver forwards appearance by hand (its
  /// `shouldAutomaticallyForwardAppearanceMethods` is false).
  func transition(
    from old: ObjectID, to new: ObjectID, in container: ObjectID, _ transition: ChildTransition,
    arguments: [Value]
  ) throws {
    let selector = "transition(from:to:duration:options:animations:completion:)"
    guard old != new, records[old.raw].vc.parent == container,
      records[new.raw].vc.parent == container
    else {
      throw RuntimeFailure.transitionNeedsCommonParent(from: old, to: new, receiver: container)
    }
    guard forwardsAppearanceAutomatically(container) else {
      throw RuntimeFailure.transitionForwardsByHand(container)
    }
    try deliver(selector, to: container, arguments: arguments, kind: .containment) {
      try runTransition(animated: transition.duration > 0) {
        try swapChildren(old, new, in: container, transition, selector: selector)
      }
    }
  }

  private func swapChildren(
    _ old: ObjectID, _ new: ObjectID, in container: ObjectID, _ transition: ChildTransition,
    selector: String
  ) throws {
    let newView = try loadViewIfNeeded(new)
    let oldView = try loadViewIfNeeded(old)
    let superview = try records[oldView.raw].superview ?? loadViewIfNeeded(container)
    try inTransition {
      try addSubview(newView, to: superview)
      try removeFromSuperview(oldView)
    }
    var ranAnimations = false
    let animations = { [unowned self] in
      guard !ranAnimations else { return }
      ranAnimations = true
      if let closure = transition.animations {
        try runCompletion(
          closure, of: container, operation: selector, selector: "animations()",
          kind: .containment)
      }
    }
    try reconcileAppearance(
      order: .modal, animated: transition.duration > 0, driver: container,
      operation: selector, hooks: AppearanceHooks(afterWillAppear: animations))
    // Off screen nothing appears, and the animations still run.
    try animations()
    if let completion = transition.completion {
      // When the animation has finished: at the end of the run-loop turn if it was animated.
      try atTransitionEnd { [unowned self] in
        try runCompletion(
          completion, of: container, operation: selector, kind: .containment,
          arguments: [.bool(true)])
      }
    }
  }
}
