extension World {
  /// The style a presentation shows in on the current device, and why it differs from the
  /// requested one.
  ///
  /// Only a popover adapts with a reason worth telling: on a compact-width screen UIKit first
  /// asks the presentation controller's delegate `adaptivePresentationStyle(for:traitCollection:)`
  /// (or `adaptivePresentationStyle(for:)`): `.none` keeps the popover, `.fullScreen`,
  /// `.overFullScreen`, `.formSheet` or `.pageSheet` is used instead; with no delegate, or any
  /// other answer, the popover "behaves the same as formSheet" (iOS 13 and later), a sheet on a
  /// phone. The delegate then hears `presentationController(_:willPresentWithAdaptiveStyle:
  /// transitionCoordinator:)` with the style chosen (`.none` when the popover stays).
  func adaptedStyle(of vc: ObjectID, requested: ModalPresentationStyle) throws -> (
    style: ModalPresentationStyle, adaptation: PresentationAdaptation?
  ) {
    guard requested == .popover else {
      return (requested.resolved(compactWidth: device.isCompactWidth), nil)
    }
    guard device.isCompactWidth else { return (.popover, nil) }
    // An action sheet on a phone slides up over everything, as an alert does.
    if isActionSheet(records[vc.raw]) { return (.overFullScreen, nil) }
    guard let pc = presentationControllerIfMade(of: vc), let delegate = presentationDelegate(of: vc)
    else { return (.pageSheet, .compactWidth) }
    var result: (style: ModalPresentationStyle, adaptation: PresentationAdaptation?) = (
      .pageSheet, .compactWidth
    )
    switch try askAdaptiveStyle(delegate, about: pc) {
    case "none": result = (.popover, .keptByDelegate(delegate))
    case "fullScreen": result = (.fullScreen, .chosenByDelegate(delegate))
    case "overFullScreen": result = (.overFullScreen, .chosenByDelegate(delegate))
    case "formSheet", "pageSheet": result = (.pageSheet, .chosenByDelegate(delegate))
    default: break
    }
    let willPresent =
      "presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)"
    if responds(delegate, to: willPresent) {
      let shown: Value =
        result.adaptation == .keptByDelegate(delegate)
        ? .enumCase("none") : .enumCase(result.style.rawValue)
      try deliver(
        willPresent, to: delegate, arguments: [.object(pc), shown, .null], kind: .delegate,
        from: .object(pc))
    }
    return result
  }

  /// Asks a delegate how to adapt, with the traits of the screen; nil when it does not answer
  /// (it implements neither method, or answers something that is not a style).
  private func askAdaptiveStyle(_ delegate: ObjectID, about pc: ObjectID) throws -> String? {
    let withTraits = "adaptivePresentationStyle(for:traitCollection:)"
    let plain = "adaptivePresentationStyle(for:)"
    let answer: Value
    if responds(delegate, to: withTraits) {
      let traits = makeTraitCollection()
      answer = try deliver(
        withTraits, to: delegate, arguments: [.object(pc), .object(traits)], kind: .delegate,
        from: .object(pc))
    } else if responds(delegate, to: plain) {
      answer = try deliver(
        plain, to: delegate, arguments: [.object(pc)], kind: .delegate, from: .object(pc))
    } else {
      return nil
    }
    guard case .enumCase(let name) = answer else { return nil }
    return name
  }

  /// The traits of the simulated screen, as the object a delegate is handed.
  func makeTraitCollection() -> ObjectID {
    let traits = makeObject(className: "TraitCollection", kind: .value)
    let horizontal = device.isCompactWidth ? "compact" : "regular"
    let vertical = device.height < 500 ? "compact" : "regular"
    update(traits) {
      $0.properties["horizontalSizeClass"] = .enumCase(horizontal)
      $0.properties["verticalSizeClass"] = .enumCase(vertical)
    }
    return traits
  }

  /// After the device changed: every popover on screen adapts again, asking its delegate as at
  /// presentation. On a regular-width screen it shows as a popover again, which needs an anchor.
  func readaptPresentations() throws {
    for entry in windowState.onScreen {
      let vc = entry.controller
      // A popover the delegate turned into a full-screen presentation keeps it: the sandbox
      // does not rebuild the views beneath (docs/uikit-fidelity.md).
      guard let record = records[vc.raw].vc.presentation, record.requestedStyle == .popover,
        record.style.isSheet || isActionSheet(records[vc.raw])
      else { continue }
      let (style, adaptation) = try adaptedStyle(of: vc, requested: .popover)
      if style == .popover && popoverAnchor(of: vc) == nil {
        throw RuntimeFailure.popoverWithoutAnchor(vc)
      }
      guard style.isSheet || isActionSheet(records[vc.raw]) else { continue }
      update(vc) {
        $0.vc.presentation?.style = style
        $0.vc.presentation?.adaptation = adaptation
      }
    }
  }
}
