extension World {
  /// `caller.present(vc, animated:completion: nil)`.
  ///
  /// UIKit may reroute the request (see ``presentationHost(for:style:)``). The presented
  /// controller's view loads, then the callbacks go out in modal order: for `.fullScreen` and
  /// `.currentContext` the covered controllers disappear (finishing after the presented one's
  /// `viewDidAppear`); sheets, popovers and the `over…` styles leave them on screen.
  ///
  /// A popover adapts to the screen (``adaptedStyle(of:requested:)``); on a regular-width
  /// screen it needs an anchor (`sourceView`, `barButtonItem` or `sourceItem`).
  ///
  /// Refused as UIKit refuses: presenting oneself, an ancestor, a controller already presented
  /// or one that has a parent; presenting on a controller that is already presenting or whose
  /// view is not in the window hierarchy; a popover without an anchor; `.partialCurl` with a
  /// style other than `.fullScreen`.
  func present(
    _ vc: ObjectID, from caller: ObjectID, animated: Bool, completion: ClosureID? = nil
  ) throws {
    // One transition at a time: one still animating ends before this one is judged.
    try finishTransitionsInFlight()
    guard viewControllerKind(vc) != nil else {
      throw RuntimeFailure.argumentType(
        argument: "_", expected: .object("ViewController"), found: valueKind(of: .object(vc)))
    }
    if vc == caller { throw RuntimeFailure.presentSelf(vc) }
    if let presenter = records[vc.raw].vc.presentation?.presenter {
      throw RuntimeFailure.alreadyPresented(vc, presenter: presenter)
    }
    if let parent = records[vc.raw].vc.parent {
      throw RuntimeFailure.presentChild(vc, parent: parent)
    }
    if windowState.rootViewController == vc { throw RuntimeFailure.presentWindowRoot(vc) }
    if isAncestorOrSelf(vc, of: caller) {
      throw RuntimeFailure.presentAncestor(vc, presenter: caller)
    }
    // An action sheet is a popover on a regular-width screen (an iPad), pointing at its anchor.
    let requested =
      isActionSheet(records[vc.raw]) && !device.isCompactWidth
      ? ModalPresentationStyle.popover : records[vc.raw].vc.modalPresentationStyle.concrete
    var transition = records[vc.raw].vc.modalTransitionStyle
    if !transition.allows(requested) {
      throw RuntimeFailure.transitionNeedsFullScreen(
        vc, transition: transition.rawValue, style: requested.rawValue)
    }
    // On a regular-width screen a popover is a popover, and it must point at something.
    if requested == .popover, !device.isCompactWidth, popoverAnchor(of: vc) == nil {
      throw RuntimeFailure.popoverWithoutAnchor(vc)
    }
    // A popover never adapts to a context style, so the host does not depend on the adaptation.
    let host = presentationHost(
      for: caller, style: requested.resolved(compactWidth: device.isCompactWidth))
    if let current = records[host.raw].vc.presented {
      throw RuntimeFailure.alreadyPresenting(vc, presenter: host, current: current)
    }
    // A context provider that says so gives its own transition style to what it hosts.
    let resolved = requested.resolved(compactWidth: device.isCompactWidth)
    if resolved == .currentContext || resolved == .overCurrentContext,
      records[host.raw].vc.providesPresentationContextTransitionStyle
    {
      transition = records[host.raw].vc.modalTransitionStyle
    }
    guard windowState.isKeyAndVisible, records[host.raw].vc.appearance == .appeared else {
      throw RuntimeFailure.presenterNotInWindow(vc, presenter: host)
    }
    let operation = "present(_:animated:completion:)"
    let handler: Value = completion.map(Value.closure) ?? .null
    try deliver(
      operation, to: caller, arguments: [.object(vc), .bool(animated), handler],
      kind: .presentation
    ) {
      // Presenting makes the presentation controller, which decides how a popover adapts.
      if requested == .popover, popoverPresentationController(of: vc) == nil {
        _ = makePresentationController(for: vc)
      }
      let (style, adaptation) = try adaptedStyle(of: vc, requested: requested)
      if style == .popover, popoverAnchor(of: vc) == nil {
        throw RuntimeFailure.popoverWithoutAnchor(vc)
      }
      let record = PresentationRecord(
        presenter: host, requestedBy: caller, style: style, requestedStyle: requested,
        adaptation: adaptation, transitionStyle: transition)
      try runTransition(animated: animated) {
        try performPresent(vc, record: record, animated: animated, operation: operation)
        // UIKit calls it when the transition has finished: after the presented controller's
        // `viewDidAppear(_:)` (and the covered ones' `viewDidDisappear(_:)`).
        if let completion {
          try atTransitionEnd { [unowned self] in
            try runCompletion(completion, of: caller, operation: operation)
          }
        }
      }
    }
  }

  func performPresent(
    _ vc: ObjectID, record: PresentationRecord, animated: Bool, operation: String
  ) throws {
    let host = record.presenter
    let style = record.style
    try inTransition { _ = try loadViewIfNeeded(vc) }
    let oldSlot = slotViews(of: host)
    update(vc) {
      $0.vc.isBeingPresented = true
      $0.vc.presentation = record
    }
    update(host) { $0.vc.presented = vc }
    try installDisplayedContent(from: vc)
    if style.usesPresentationContext {
      replaceSlotViews(old: oldSlot, new: slotViews(of: host))
    } else if let view = records[vc.raw].rootView {
      detachFromSuperview(view)
      let win = window
      var removed: [RemovedView] = []
      if style.removesPresenterViews {
        for (index, beneath) in records[win.raw].subviews.enumerated() {
          removed.append(RemovedView(view: beneath, superview: win, index: index))
          update(beneath) { $0.superview = nil }
        }
        update(win) { $0.subviews = [] }
      }
      update(win) { $0.subviews.append(view) }
      update(view) { $0.superview = win }
      update(vc) { $0.vc.presentation?.removedViews = removed }
    }
    try reconcileAppearance(order: .modal, animated: animated, driver: host, operation: operation)
    try atTransitionEnd { [unowned self] in update(vc) { $0.vc.isBeingPresented = false } }
  }
}
