extension World {
  /// `x.dismiss(animated:completion: nil)`.
  ///
  /// If `x` (or its nearest ancestor) presented something, that controller and everything
  /// presented above it are dismissed; otherwise, if `x` sits in a presented controller, its
  /// presenter dismisses it. Only the top-most is dismissed with animation. Controllers that
  /// leave the screen get `viewWillDisappear`/`viewDidDisappear` (top-most first); those
  /// uncovered appear again, in modal order (`viewDidAppear` before the dismissed
  /// controller's `viewDidDisappear`). With nothing presented, nothing happens.
  func dismiss(from x: ObjectID, animated: Bool, completion: ClosureID? = nil) throws {
    let operation = "dismiss(animated:completion:)"
    let handler: Value = completion.map(Value.closure) ?? .null
    try deliver(operation, to: x, arguments: [.bool(animated), handler], kind: .presentation) {
      try runTransition(animated: animated) {
        // With nothing to dismiss UIKit still calls the completion (at once).
        if let first = presentedViewController(of: x) ?? presentedAncestor(of: x) {
          try performDismiss(from: first, animated: animated, operation: operation)
        }
        // After the dismissed controller's `viewDidDisappear(_:)`, the last callback.
        if let completion {
          try atTransitionEnd { [unowned self] in
            try runCompletion(completion, of: x, operation: operation)
          }
        }
      }
    }
  }

  func performDismiss(from first: ObjectID, animated: Bool, operation: String) throws {
    let chain = presentationChain(from: first)
    guard let driver = records[first.raw].vc.presentation?.presenter else { return }
    for vc in chain { update(vc) { $0.vc.isBeingDismissed = true } }
    for vc in chain.reversed() {
      guard let presentation = records[vc.raw].vc.presentation else { continue }
      let host = presentation.presenter
      if presentation.style.usesPresentationContext {
        let oldSlot = slotViews(of: host)
        unlinkPresentation(vc, from: host)
        replaceSlotViews(old: oldSlot, new: slotViews(of: host))
      } else {
        unlinkPresentation(vc, from: host)
        if let view = records[vc.raw].rootView { detachFromSuperview(view) }
        for removed in presentation.removedViews {
          detachFromSuperview(removed.view)
          let count = records[removed.superview.raw].subviews.count
          update(removed.superview) {
            $0.subviews.insert(removed.view, at: min(removed.index, count))
          }
          update(removed.view) { $0.superview = removed.superview }
        }
      }
    }
    if windowState.isKeyAndVisible, let root = windowState.rootViewController {
      try installDisplayedContent(from: root)
    }
    try reconcileAppearance(
      order: .modal, animated: animated, driver: driver, operation: operation,
      disappearTopFirst: true)
    try atTransitionEnd { [unowned self] in
      for vc in chain { update(vc) { $0.vc.isBeingDismissed = false } }
    }
  }

  func unlinkPresentation(_ vc: ObjectID, from host: ObjectID) {
    update(host) { $0.vc.presented = nil }
    update(vc) { $0.vc.presentation = nil }
  }
}
