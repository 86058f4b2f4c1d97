extension World {
  /// The user swipes a sheet down (`swipeDown(vc)`), as a finger drags its grabber.
  ///
  /// UIKit's interactive dismissal, in its order: with `isModalInPresentation` true the sheet
  /// stays and the presentation controller's delegate hears
  /// `presentationControllerDidAttemptToDismiss(_:)`; otherwise the delegate is asked
  /// `presentationControllerShouldDismiss(_:)` (false: the sheet stays, and DidAttemptToDismiss
  /// follows), then hears `presentationControllerWillDismiss(_:)`, the sheet is dismissed with
  /// its appearance callbacks, and the delegate hears `presentationControllerDidDismiss(_:)` —
  /// which a programmatic `dismiss(animated:)` never sends. Each question goes only to a
  /// delegate that answers it (they are optional).
  ///
  /// Refused for a controller that is not presented (nor inside one), a presentation that is
  /// not a sheet (full screen, over full screen, a context style, a real popover) and a sheet
  /// covered by what it presents.
  func swipeDown(_ target: ObjectID) throws {
    guard let vc = presentedAncestor(of: target), let record = records[vc.raw].vc.presentation
    else { throw RuntimeFailure.swipeNotPresented(target) }
    if let above = records[vc.raw].vc.presented { throw RuntimeFailure.swipeCovered(vc, by: above) }
    guard record.style == .pageSheet || record.style == .formSheet else {
      throw RuntimeFailure.swipeNotSheet(vc, style: record.style.rawValue)
    }
    // The sheet's pan belongs to its presentation controller (UIKit has one for every
    // presentation; the sandbox makes it when something first needs it).
    let pc = presentationControllerIfMade(of: vc) ?? makePresentationController(for: vc)
    try acting(as: .user) {
      try deliver("touchesEnded(_:with:)", to: pc, kind: .userInput) {
        let delegate = presentationDelegate(of: vc)
        func tell(_ selector: String) throws -> Value? {
          guard let delegate, responds(delegate, to: selector) else { return nil }
          return try deliver(
            selector, to: delegate, arguments: [.object(pc)], kind: .delegate, from: .object(pc))
        }
        let attempt = "presentationControllerDidAttemptToDismiss(_:)"
        if records[vc.raw].vc.isModalInPresentation {
          _ = try tell(attempt)
          return
        }
        if try tell("presentationControllerShouldDismiss(_:)") == .bool(false) {
          _ = try tell(attempt)
          return
        }
        _ = try tell("presentationControllerWillDismiss(_:)")
        try runTransition(animated: true) {
          try performDismiss(from: vc, animated: true, operation: "swipeDown(_:)")
          // UIKit tells the delegate once the dismissal has finished.
          try atTransitionEnd { _ = try tell("presentationControllerDidDismiss(_:)") }
        }
      }
    }
  }
}
