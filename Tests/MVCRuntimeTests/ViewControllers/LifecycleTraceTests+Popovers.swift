import MVCTestSupport
import Testing

@testable import MVCRuntime

/// Popovers and their adaptation, sheets swiped down, transition styles: each rule of
/// docs/uikit-fidelity.md ("Popovers, sheets and transition styles") message by message.
extension LifecycleTraceTests {
  /// A delegate class whose answers the test gives: `adaptivePresentationStyle(for:
  /// traitCollection:)` answers `adaptive` (not implemented when nil), and
  /// `presentationControllerShouldDismiss(_:)` answers `shouldDismiss` (not implemented when
  /// nil); the other presentation-controller reports are implemented and do nothing.
  final class Delegates {
    let invoker = ScriptedInvoker()
    var adaptive: String?
    var shouldDismiss: Bool?

    init(adaptive: String? = nil, shouldDismiss: Bool? = nil) {
      self.adaptive = adaptive
      self.shouldDismiss = shouldDismiss
    }

    /// Declares `Host` in the scene's world and binds an instance to `host`.
    func declare(in s: Scene) throws {
      s.world.invoker = invoker
      var methods: [String: MethodReference] = [:]
      if let adaptive {
        methods["adaptivePresentationStyle(for:traitCollection:)"] = invoker.method(["c", "t"]) {
          _, _, _ in .enumCase(adaptive)
        }
        methods["presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)"] =
          invoker.method(["p", "s", "c"]) { _, _, _ in .void }
      }
      if let shouldDismiss {
        methods["presentationControllerShouldDismiss(_:)"] = invoker.method(["p"]) { _, _, _ in
          .bool(shouldDismiss)
        }
      }
      for report in [
        "presentationControllerWillDismiss(_:)", "presentationControllerDidDismiss(_:)",
        "presentationControllerDidAttemptToDismiss(_:)",
      ] {
        methods[report] = invoker.method(["p"]) { _, _, _ in .void }
      }
      try s.run {
        try s.world.declare(
          ClassInfo(
            name: "Host", superclass: "Controller", kind: .controller(.controller),
            methods: methods, isUserDeclared: true))
        let host = try s.world.instantiate("Host", arguments: [])
        s.world.bind(name: "host", to: .object(host))
      }
    }
  }

  /// `editor.presentationController?.delegate = host` (reading it makes the controller).
  func setPresentationDelegate(_ s: Scene) throws {
    try s.run {
      let pc = try s.world.property("presentationController", of: id(s, "editor"))
      try s.world.setProperty("delegate", of: try #require(pc.objectID), to: .object(id(s, "host")))
    }
  }

  /// `editor.popoverPresentationController?.sourceView = list.view`.
  func anchorPopover(_ s: Scene) throws {
    try s.run {
      let pc = try s.world.property("popoverPresentationController", of: id(s, "editor"))
      let view = try s.world.property("view", of: id(s, "list"))
      try s.world.setProperty("sourceView", of: try #require(pc.objectID), to: view)
    }
  }

  /// The appearance of a sheet or popover presented with animation by `list` inside `nav`
  /// (only the presented controller hears anything), after `present`.
  func expectSheetAppears(_ p: TraceProbe, cause present: TraceProbe.Step, loads: Bool = true) {
    let operation: TraceProbe.Operation = "present(_:animated:completion:)"
    if loads {
      p.expect(
        "loadView()", from: "editor", to: "editor", kind: .lifecycle, cause: .by(present),
        role: .controllerToController)
      p.expect(
        "viewDidLoad()", from: "editor", to: "editor", kind: .lifecycle, cause: .by(present),
        role: .controllerToController)
    }
    for selector in [
      "viewWillAppear(_:)", "viewIsAppearing(_:)", "viewWillLayoutSubviews()",
      "viewDidLayoutSubviews()",
    ] {
      p.expect(
        selector, from: "nav", to: "editor", kind: .lifecycle, cause: .by(present),
        role: .controllerToController, operation: operation)
    }
    p.tick()
    p.expect(
      "viewDidAppear(_:)", from: "nav", to: "editor", kind: .lifecycle, cause: .by(present),
      role: .controllerToController, arguments: [.bool(true)], operation: operation)
  }

  // MARK: Popovers

  /// On a phone (compact width), with no delegate:
  ///
  ///     editor.modalPresentationStyle = .popover
  ///     list.present(editor, animated: true)
  ///
  /// Apple (`UIModalPresentationStyle.popover`): "In iOS 13 and later, for horizontally or
  /// vertically compact environments, this option behaves the same as formSheet" — a sheet.
  @Test func popoverAdaptsToSheetOnPhone() throws {
    let (s, p) = try presenting("popover", animated: true)
    let present = p.expect(
      "present(_:animated:completion:)", from: .outside, to: "list", kind: .presentation,
      cause: .uncaused, role: .outsideToController, arguments: [s.o("editor"), .bool(true), .null])
    expectSheetAppears(p, cause: present)
    p.finish()
    let record = try #require(s.world.record(id(s, "editor")).vc.presentation)
    #expect(record.style == .pageSheet)
    #expect(record.requestedStyle == .popover)
    #expect(record.adaptation == .compactWidth)
  }

  /// On an iPad, a popover with no `sourceView`, `barButtonItem` or `sourceItem` is refused
  /// (UIKit's NSGenericException "…should have a non-nil sourceView or barButtonItem set
  /// before the presentation occurs"), before any message, and the world is as it was.
  @Test func popoverWithoutAnchorRefusedOnIPad() throws {
    let s = Scene()
    try presentScene(s, style: "popover")
    try s.run { try s.world.setDevice(.ipad) }
    let mark = s.mark
    #expect(throws: RuntimeFailure.popoverWithoutAnchor(id(s, "editor"))) {
      try s.run { try s.world.present(id(s, "editor"), from: id(s, "list"), animated: true) }
    }
    #expect(s.world.record(id(s, "editor")).vc.presentation == nil)
    #expect(s.world.record(id(s, "nav")).vc.presented == nil)
    TraceProbe(s.world, since: mark).finish()
  }

  /// On an iPad, a popover anchored to a view is a popover: no adaptation, only the presented
  /// controller hears callbacks, and its view is placed beside its source with an arrow.
  @Test func popoverWithSourceViewOnIPad() throws {
    let (s, p) = try probe(
      setup: { s in
        try presentScene(s, style: "popover")
        try s.run { try s.world.setDevice(.ipad) }
        try anchorPopover(s)
      },
      operation: { s in
        try s.run { try s.world.present(id(s, "editor"), from: id(s, "list"), animated: true) }
      })
    let present = p.expect(
      "present(_:animated:completion:)", from: .outside, to: "list", kind: .presentation,
      cause: .uncaused, role: .outsideToController)
    expectSheetAppears(p, cause: present)
    p.finish()
    let record = try #require(s.world.record(id(s, "editor")).vc.presentation)
    #expect(record.style == .popover)
    #expect(record.adaptation == nil)
    let view = try #require(s.world.record(id(s, "editor")).rootView)
    let placement = try #require(s.world.computeLayout().popovers[view])
    #expect(placement.frame.width == 320)
  }

  /// On a phone, a delegate whose `adaptivePresentationStyle(for:traitCollection:)` answers
  /// `.none` keeps a real popover; the question and `willPresentWithAdaptiveStyle` go from the
  /// popover presentation controller to the delegate before the view loads.
  @Test func popoverKeptByDelegateOnPhone() throws {
    let delegates = Delegates(adaptive: "none")
    let (s, p) = try probe(
      setup: { s in
        try presentScene(s, style: "popover")
        try delegates.declare(in: s)
        try setPresentationDelegate(s)
        try anchorPopover(s)
      },
      operation: { s in
        try s.run { try s.world.present(id(s, "editor"), from: id(s, "list"), animated: true) }
      })
    let present = p.expect(
      "present(_:animated:completion:)", from: .outside, to: "list", kind: .presentation,
      cause: .uncaused, role: .outsideToController)
    p.expect(
      "adaptivePresentationStyle(for:traitCollection:)", from: "editor.presentationController",
      to: "host", kind: .delegate, cause: .by(present), role: .systemToController)
    p.expect(
      "presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)",
      from: "editor.presentationController", to: "host", kind: .delegate, cause: .by(present),
      role: .systemToController,
      arguments: [s.o("editor.presentationController"), .enumCase("none"), .null])
    expectSheetAppears(p, cause: present)
    p.finish()
    let record = try #require(s.world.record(id(s, "editor")).vc.presentation)
    #expect(record.style == .popover)
    #expect(record.adaptation == .keptByDelegate(id(s, "host")))
  }

  /// A delegate that keeps the popover on a phone still needs an anchor: refused, world
  /// unchanged (the delegate's answer is rolled back with the statement).
  @Test func popoverKeptByDelegateWithoutAnchorRefused() throws {
    let s = Scene()
    try presentScene(s, style: "popover")
    // Kept alive here: the world holds its invoker weakly.
    let delegates = Delegates(adaptive: "none")
    try delegates.declare(in: s)
    try setPresentationDelegate(s)
    let mark = s.mark
    #expect(throws: RuntimeFailure.popoverWithoutAnchor(id(s, "editor"))) {
      try s.run { try s.world.present(id(s, "editor"), from: id(s, "list"), animated: true) }
    }
    #expect(s.world.record(id(s, "editor")).vc.presentation == nil)
    TraceProbe(s.world, since: mark).finish()
  }

  /// `:device ipad` then `:device island` while an anchored popover is on screen: on the iPad
  /// it is a popover (no question: nothing adapts there), back on the phone the delegate is
  /// asked again and its answer (here `.pageSheet`) decides.
  @Test func popoverReadaptsOnDeviceChange() throws {
    let delegates = Delegates(adaptive: "pageSheet")
    let (s, p) = try probe(
      setup: { s in
        try presentScene(s, style: "popover")
        try delegates.declare(in: s)
        try setPresentationDelegate(s)
        try anchorPopover(s)
        try s.run { try s.world.present(id(s, "editor"), from: id(s, "list"), animated: false) }
        #expect(s.world.record(id(s, "editor")).vc.presentation?.style == .pageSheet)
        try s.run { try s.world.setDevice(.ipad) }
        #expect(s.world.record(id(s, "editor")).vc.presentation?.style == .popover)
        #expect(s.world.record(id(s, "editor")).vc.presentation?.adaptation == nil)
      },
      operation: { s in try s.run { try s.world.setDevice(.island) } })
    p.expect(
      "adaptivePresentationStyle(for:traitCollection:)", from: "editor.presentationController",
      to: "host", kind: .delegate, cause: .uncaused, role: .systemToController)
    p.expect(
      "presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)",
      from: "editor.presentationController", to: "host", kind: .delegate, cause: .uncaused,
      role: .systemToController,
      arguments: [s.o("editor.presentationController"), .enumCase("pageSheet"), .null])
    p.finish()
    let record = try #require(s.world.record(id(s, "editor")).vc.presentation)
    #expect(record.style == .pageSheet)
    #expect(record.adaptation == .chosenByDelegate(id(s, "host")))
  }

  /// Switching to an iPad with a popover on screen that has no anchor is refused like the
  /// presentation would be, and the device stays.
  @Test func deviceChangeRefusedForPopoverWithoutAnchor() throws {
    let s = Scene()
    try presentScene(s, style: "popover")
    try s.run { try s.world.present(id(s, "editor"), from: id(s, "list"), animated: false) }
    #expect(throws: RuntimeFailure.popoverWithoutAnchor(id(s, "editor"))) {
      try s.run { try s.world.setDevice(.ipad) }
    }
    #expect(s.world.device == .island)
    #expect(s.world.record(id(s, "editor")).vc.presentation?.adaptation == .compactWidth)
  }

  /// `popoverPresentationController` is nil unless the style is `.popover` (Apple: "If you
  /// created the view controller but have not yet presented it, accessing this property
  /// creates a presentation controller when the value in the modalPresentationStyle property
  /// is popover").
  @Test func popoverPresentationControllerOnlyForPopoverStyle() throws {
    let s = Scene()
    let editor = try s.make("editor")
    #expect(
      try s.run { try s.world.property("popoverPresentationController", of: editor) } == .null)
    try s.run {
      try s.world.setProperty("modalPresentationStyle", of: editor, to: .enumCase("popover"))
    }
    #expect(
      s.world.peekProperty("popoverPresentationController", of: editor)
        == .notYetMade(.popoverPresentationController))
    let pc = try s.run { try s.world.property("popoverPresentationController", of: editor) }
    let made = try #require(pc.objectID)
    #expect(s.world.record(made).className == "PopoverPresentationController")
    #expect(try s.run { try s.world.property("presentationController", of: editor) } == pc)
    #expect(
      try s.run { try s.world.property("permittedArrowDirections", of: made) } == .enumCase("any"))
  }

  // MARK: Swipe to dismiss

  /// `swipeDown(editor)` on a page sheet whose presentation controller has a delegate:
  /// WillDismiss, the dismissal with its appearance callbacks, then DidDismiss.
  func swiping(
    _ delegates: Delegates?, modalInPresentation: Bool = false,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> (Scene, TraceProbe) {
    try probe(
      setup: { s in
        try presentScene(s, style: "pageSheet")
        if let delegates {
          try delegates.declare(in: s)
          try setPresentationDelegate(s)
        }
        if modalInPresentation {
          try s.run {
            try s.world.setProperty(
              "isModalInPresentation", of: id(s, "editor"), to: .bool(true))
          }
        }
        try s.run { try s.world.present(id(s, "editor"), from: id(s, "list"), animated: true) }
      },
      operation: { s in try s.run { try s.world.swipeDown(id(s, "editor")) } },
      sourceLocation: sourceLocation)
  }

  func expectSheetDismissed(_ p: TraceProbe, cause: TraceProbe.Step) {
    p.expect(
      "viewWillDisappear(_:)", from: "nav", to: "editor", kind: .lifecycle, cause: .by(cause),
      role: .controllerToController, arguments: [.bool(true)], operation: "swipeDown(_:)")
    p.tick()
    p.expect(
      "viewDidDisappear(_:)", from: "nav", to: "editor", kind: .lifecycle, cause: .by(cause),
      role: .controllerToController, arguments: [.bool(true)], operation: "swipeDown(_:)")
  }

  /// With a delegate that implements WillDismiss and DidDismiss (and not ShouldDismiss):
  /// Apple, `presentationControllerDidDismiss(_:)`: "This method is not called if the
  /// presentation is dismissed programmatically" — here it is a swipe, so it is.
  @Test func swipeDownDismissesSheet() throws {
    let delegates = Delegates()
    let (s, p) = try swiping(delegates)
    let swipe = p.expect(
      "touchesEnded(_:with:)", from: .user, to: "editor.presentationController",
      kind: .userInput, cause: .uncaused, role: .userToSystem)
    p.expect(
      "presentationControllerWillDismiss(_:)", from: "editor.presentationController", to: "host",
      kind: .delegate, cause: .by(swipe), role: .systemToController,
      arguments: [s.o("editor.presentationController")])
    expectSheetDismissed(p, cause: swipe)
    p.expect(
      "presentationControllerDidDismiss(_:)", from: "editor.presentationController", to: "host",
      kind: .delegate, cause: .by(swipe), role: .systemToController)
    p.finish()
    #expect(s.world.record(id(s, "editor")).vc.presentation == nil)
    withExtendedLifetime(delegates) {}
  }

  /// Without a delegate the swipe simply dismisses the sheet.
  @Test func swipeDownWithoutDelegate() throws {
    let (s, p) = try swiping(nil)
    let swipe = p.expect(
      "touchesEnded(_:with:)", from: .user, to: "editor.presentationController",
      kind: .userInput, cause: .uncaused, role: .userToSystem)
    expectSheetDismissed(p, cause: swipe)
    p.finish()
    #expect(s.world.record(id(s, "nav")).vc.presented == nil)
  }

  /// `presentationControllerShouldDismiss(_:)` answering true: asked first, then as above.
  @Test func swipeDownShouldDismissTrue() throws {
    let delegates = Delegates(shouldDismiss: true)
    let (_, p) = try swiping(delegates)
    let swipe = p.expect(
      "touchesEnded(_:with:)", from: .user, to: "editor.presentationController",
      kind: .userInput, cause: .uncaused, role: .userToSystem)
    p.expect(
      "presentationControllerShouldDismiss(_:)", from: "editor.presentationController",
      to: "host", kind: .delegate, cause: .by(swipe), role: .systemToController)
    p.expect(
      "presentationControllerWillDismiss(_:)", from: "editor.presentationController", to: "host",
      kind: .delegate, cause: .by(swipe), role: .systemToController)
    expectSheetDismissed(p, cause: swipe)
    p.expect(
      "presentationControllerDidDismiss(_:)", from: "editor.presentationController", to: "host",
      kind: .delegate, cause: .by(swipe), role: .systemToController)
    p.finish()
  }

  /// `presentationControllerShouldDismiss(_:)` answering false keeps the sheet, and the
  /// delegate hears DidAttemptToDismiss (Apple: "UIKit supports refusing to dismiss a
  /// presentation when … presentationControllerShouldDismiss(_:) returns false").
  @Test func swipeDownShouldDismissFalse() throws {
    let delegates = Delegates(shouldDismiss: false)
    let (s, p) = try swiping(delegates)
    let swipe = p.expect(
      "touchesEnded(_:with:)", from: .user, to: "editor.presentationController",
      kind: .userInput, cause: .uncaused, role: .userToSystem)
    p.expect(
      "presentationControllerShouldDismiss(_:)", from: "editor.presentationController",
      to: "host", kind: .delegate, cause: .by(swipe), role: .systemToController)
    p.expect(
      "presentationControllerDidAttemptToDismiss(_:)", from: "editor.presentationController",
      to: "host", kind: .delegate, cause: .by(swipe), role: .systemToController)
    p.finish()
    #expect(s.world.record(id(s, "editor")).vc.presentation != nil)
  }

  /// `isModalInPresentation = true`: the sheet stays, ShouldDismiss is not asked, and the
  /// delegate hears DidAttemptToDismiss (Apple: "…when the presentationController
  /// .isModalInPresentation returns true").
  @Test func swipeDownModalInPresentation() throws {
    let delegates = Delegates(shouldDismiss: true)
    let (s, p) = try swiping(delegates, modalInPresentation: true)
    let swipe = p.expect(
      "touchesEnded(_:with:)", from: .user, to: "editor.presentationController",
      kind: .userInput, cause: .uncaused, role: .userToSystem)
    p.expect(
      "presentationControllerDidAttemptToDismiss(_:)", from: "editor.presentationController",
      to: "host", kind: .delegate, cause: .by(swipe), role: .systemToController)
    p.finish()
    #expect(s.world.record(id(s, "editor")).vc.presentation != nil)
  }

  /// A programmatic `dismiss(animated:)` sends none of the delegate's dismissal reports.
  @Test func programmaticDismissSendsNoDelegateReports() throws {
    let delegates = Delegates(shouldDismiss: true)
    let (_, p) = try probe(
      setup: { s in
        try presentScene(s, style: "pageSheet")
        try delegates.declare(in: s)
        try setPresentationDelegate(s)
        try s.run { try s.world.present(id(s, "editor"), from: id(s, "list"), animated: true) }
      },
      operation: { s in try s.run { try s.world.dismiss(from: id(s, "editor"), animated: true) } })
    let dismiss = p.expect(
      "dismiss(animated:completion:)", from: .outside, to: "editor", kind: .presentation,
      cause: .uncaused, role: .outsideToController)
    p.expect(
      "viewWillDisappear(_:)", from: "nav", to: "editor", kind: .lifecycle, cause: .by(dismiss),
      role: .controllerToController)
    p.tick()
    p.expect(
      "viewDidDisappear(_:)", from: "nav", to: "editor", kind: .lifecycle, cause: .by(dismiss),
      role: .controllerToController)
    p.finish()
  }

  /// A full-screen presentation, a controller that is not presented, and a sheet covered by
  /// what it presents cannot be swiped down; nothing is sent.
  @Test func swipeDownRefusals() throws {
    let s = Scene()
    try presentScene(s, style: "fullScreen")
    #expect(throws: RuntimeFailure.swipeNotPresented(id(s, "list"))) {
      try s.run { try s.world.swipeDown(id(s, "list")) }
    }
    try s.run { try s.world.present(id(s, "editor"), from: id(s, "list"), animated: false) }
    let mark = s.mark
    #expect(throws: RuntimeFailure.swipeNotSheet(id(s, "editor"), style: "fullScreen")) {
      try s.run { try s.world.swipeDown(id(s, "editor")) }
    }
    TraceProbe(s.world, since: mark).finish()
    try s.run { try s.world.dismiss(from: id(s, "editor"), animated: false) }
    try s.run {
      try s.world.setProperty(
        "modalPresentationStyle", of: id(s, "editor"), to: .enumCase("pageSheet"))
    }
    try s.run { try s.world.present(id(s, "editor"), from: id(s, "list"), animated: false) }
    try s.make("detail2")
    try s.run { try s.world.present(id(s, "detail2"), from: id(s, "editor"), animated: false) }
    #expect(throws: RuntimeFailure.swipeCovered(id(s, "editor"), by: id(s, "detail2"))) {
      try s.run { try s.world.swipeDown(id(s, "editor")) }
    }
  }

  // MARK: Transition styles

  /// `modalTransitionStyle` reads back what was set (`.coverVertical` by default), and
  /// `.partialCurl` with a style other than `.fullScreen` is refused at present time (Apple,
  /// `UIModalTransitionStyle.partialCurl`: "supported only if … you use the
  /// UIModalPresentationStyle.fullScreen modal presentation style. Attempting to use … a
  /// different presentation style triggers an exception").
  @Test func partialCurlNeedsFullScreen() throws {
    let s = Scene()
    try presentScene(s, style: "pageSheet")
    let editor = id(s, "editor")
    #expect(
      try s.run { try s.world.property("modalTransitionStyle", of: editor) }
        == .enumCase("coverVertical"))
    try s.run {
      try s.world.setProperty("modalTransitionStyle", of: editor, to: .enumCase("partialCurl"))
    }
    #expect(
      try s.run { try s.world.property("modalTransitionStyle", of: editor) }
        == .enumCase("partialCurl"))
    let mark = s.mark
    #expect(
      throws: RuntimeFailure.transitionNeedsFullScreen(
        editor, transition: "partialCurl", style: "pageSheet")
    ) {
      try s.run { try s.world.present(editor, from: id(s, "list"), animated: true) }
    }
    TraceProbe(s.world, since: mark).finish()
    try s.run {
      try s.world.setProperty("modalPresentationStyle", of: editor, to: .enumCase("fullScreen"))
    }
    try s.run { try s.world.present(editor, from: id(s, "list"), animated: true) }
    #expect(s.world.record(editor).vc.presentation?.transitionStyle == .partialCurl)
    #expect(throws: RuntimeFailure.self) {
      try s.run {
        try s.world.setProperty("modalTransitionStyle", of: editor, to: .enumCase("curl"))
      }
    }
  }
}
