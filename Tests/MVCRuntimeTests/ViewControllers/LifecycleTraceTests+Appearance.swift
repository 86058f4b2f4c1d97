import MVCTestSupport
import Testing

@testable import MVCRuntime

/// Custom containers and appearance: a container whose
/// `shouldAutomaticallyForwardAppearanceMethods` is false, `beginAppearanceTransition(_:animated:)`
/// and `endAppearanceTransition()` by hand, and
/// `transition(from:to:duration:options:animations:completion:)` (docs/uikit-fidelity.md,
/// "Custom containers and appearance").
extension LifecycleTraceTests {
  /// Declares `Box`, a view controller that answers `forwards` for
  /// `shouldAutomaticallyForwardAppearanceMethods` and has `methods`, and makes `box` (a `Box`)
  /// with `a` added as its child (view in `box.view`, `didMove` called) and `b` ready; not on
  /// screen.
  func boxScene(
    _ s: Scene, forwards: Bool, methods: [String: MethodReference] = [:],
    invoker: ScriptedInvoker = ScriptedInvoker()
  ) throws {
    s.world.invoker = invoker
    try s.run {
      var info = ClassInfo(
        name: "Box", superclass: "ViewController", kind: .controller(.viewController),
        methods: methods, isUserDeclared: true)
      info.propertyOverrides["shouldAutomaticallyForwardAppearanceMethods"] = .bool(forwards)
      try s.world.declare(info)
    }
    let box = try s.make("box", "Box")
    let a = try s.make("a")
    try s.make("b")
    try s.run {
      try s.world.addChild(a, to: box)
      try s.world.addSubview(
        try s.world.loadViewIfNeeded(a), to: try s.world.loadViewIfNeeded(box))
      try s.world.didMove(a, toParent: box)
    }
  }

  /// A root's five appearance callbacks from the window, during `makeKeyAndVisible()`.
  func expectAppears(_ p: TraceProbe, _ name: TraceProbe.Endpoint) {
    let operation: TraceProbe.Operation = "makeKeyAndVisible()"
    for selector in [
      "viewWillAppear(_:)", "viewIsAppearing(_:)", "viewWillLayoutSubviews()",
      "viewDidLayoutSubviews()", "viewDidAppear(_:)",
    ] {
      p.expect(selector, from: "window", to: name, kind: .lifecycle, operation: operation)
    }
  }

  ///     class Box: UIViewController {
  ///       override var shouldAutomaticallyForwardAppearanceMethods: Bool { false } }
  ///     window.rootViewController = box; window.makeKeyAndVisible()
  ///     a.view.removeFromSuperview(); box.view.addSubview(a.view)
  /// Apple, `shouldAutomaticallyForwardAppearanceMethods`: a container that returns false gets
  /// its own callbacks, and its children none — neither when it appears nor when a child's
  /// view leaves or enters its view on screen.
  @Test func noForwardingWhenTheContainerSaysFalse() throws {
    let (_, p) = try probe(
      setup: { s in try boxScene(s, forwards: false) },
      operation: { s in
        try s.show(id(s, "box"))
        let view = try s.run { try s.world.loadViewIfNeeded(id(s, "a")) }
        try s.run { try s.world.removeFromSuperview(view) }
        try s.run {
          try s.world.addSubview(view, to: try s.world.loadViewIfNeeded(id(s, "box")))
        }
      })
    p.expect("setValue(_:forKey:)", to: "window", kind: .call)
    p.tick()
    p.expect("makeKeyAndVisible()", to: "window", kind: .call)
    expectAppears(p, "box")
    p.tick(2)
    p.expect("removeFromSuperview()", from: .outside, to: "a.view", kind: .call)
    p.tick()
    p.expect("addSubview(_:)", from: .outside, to: "box.view", kind: .call)
    p.finish()
  }

  /// The same container forwarding by hand, the way Apple's header asks: `Box` calls
  /// `a.beginAppearanceTransition(true, animated:)` in its `viewWillAppear(_:)` and
  /// `a.endAppearanceTransition()` in its `viewDidAppear(_:)`, and the reverse when it
  /// disappears. The child hears each callback from `box`, during the call that sent it.
  @Test func beginAndEndByHand() throws {
    let invoker = ScriptedInvoker()
    var methods: [String: MethodReference] = [:]
    for (selector, begins, appearing) in [
      ("viewWillAppear(_:)", true, true), ("viewDidAppear(_:)", false, true),
      ("viewWillDisappear(_:)", true, false), ("viewDidDisappear(_:)", false, false),
    ] {
      methods[selector] = invoker.method(["animated"]) { world, _, args in
        guard let a = world.globals["a"]?.objectID else { return .void }
        if begins {
          try world.beginAppearanceTransition(
            a, isAppearing: appearing, animated: args.first?.boolValue ?? false)
        } else {
          try world.endAppearanceTransition(a)
        }
        return .void
      }
    }
    let (s, p) = try probe(
      setup: { s in try boxScene(s, forwards: false, methods: methods, invoker: invoker) },
      operation: { s in
        try s.show(id(s, "box"))
        try s.run { try s.world.setRootViewController(id(s, "b")) }
      })
    p.expect("setValue(_:forKey:)", to: "window", kind: .call)
    p.tick()
    let show = p.expect("makeKeyAndVisible()", to: "window", kind: .call)
    let willAppear = p.expect(
      "viewWillAppear(_:)", from: "window", to: "box", kind: .lifecycle, cause: .by(show))
    let begin = p.expect(
      "beginAppearanceTransition(_:animated:)", from: "box", to: "a", kind: .containment,
      cause: .by(willAppear), role: .controllerToController,
      arguments: [.bool(true), .bool(false)])
    p.expect(
      "viewWillAppear(_:)", from: "box", to: "a", kind: .lifecycle, cause: .by(begin),
      role: .controllerToController, arguments: [.bool(false)],
      operation: "beginAppearanceTransition(_:animated:)")
    for selector in ["viewIsAppearing(_:)", "viewWillLayoutSubviews()", "viewDidLayoutSubviews()"] {
      p.expect(selector, from: "window", to: "box", kind: .lifecycle)
    }
    let didAppear = p.expect("viewDidAppear(_:)", from: "window", to: "box", kind: .lifecycle)
    let end = p.expect(
      "endAppearanceTransition()", from: "box", to: "a", kind: .containment,
      cause: .by(didAppear))
    for selector in [
      "viewIsAppearing(_:)", "viewWillLayoutSubviews()", "viewDidLayoutSubviews()",
      "viewDidAppear(_:)",
    ] {
      p.expect(
        selector, from: "box", to: "a", kind: .lifecycle, cause: .by(end),
        operation: "endAppearanceTransition()")
    }
    // Replacing the root: box disappears, and takes a with it by hand.
    p.tick()
    p.expect("setValue(_:forKey:)", to: "window", kind: .call)
    p.expect("loadView()", to: "b", kind: .lifecycle)
    p.expect("viewDidLoad()", to: "b", kind: .lifecycle)
    let willDisappear = p.expect(
      "viewWillDisappear(_:)", from: "window", to: "box", kind: .lifecycle)
    let beginLeaving = p.expect(
      "beginAppearanceTransition(_:animated:)", from: "box", to: "a", kind: .containment,
      cause: .by(willDisappear), arguments: [.bool(false), .bool(false)])
    p.expect(
      "viewWillDisappear(_:)", from: "box", to: "a", kind: .lifecycle, cause: .by(beginLeaving))
    for selector in [
      "viewWillAppear(_:)", "viewIsAppearing(_:)", "viewWillLayoutSubviews()",
      "viewDidLayoutSubviews()",
    ] {
      p.expect(selector, from: "window", to: "b", kind: .lifecycle)
    }
    let didDisappear = p.expect(
      "viewDidDisappear(_:)", from: "window", to: "box", kind: .lifecycle)
    let endLeaving = p.expect(
      "endAppearanceTransition()", from: "box", to: "a", kind: .containment,
      cause: .by(didDisappear))
    p.expect(
      "viewDidDisappear(_:)", from: "box", to: "a", kind: .lifecycle, cause: .by(endLeaving))
    p.expect("viewDidAppear(_:)", from: "window", to: "b", kind: .lifecycle)
    p.finish()
    #expect(s.world.record(id(s, "a")).vc.appearance == .disappeared)
  }

  ///     a.endAppearanceTransition()                             // no begin first
  ///     a.beginAppearanceTransition(true, animated: false)      // twice
  /// UIKit sends a callback only when the appearance state changes (an unbalanced call only
  /// logs "Unbalanced calls to begin/end appearance transitions"); the sandbox sends nothing.
  @Test func unbalancedCallsSendNothingMore() throws {
    let (s, p) = try probe(
      setup: { s in
        try boxScene(s, forwards: false)
        try s.show(id(s, "box"))
      },
      operation: { s in
        let a = id(s, "a")
        try s.run {
          try s.world.endAppearanceTransition(a)
          try s.world.beginAppearanceTransition(a, isAppearing: true, animated: false)
          try s.world.beginAppearanceTransition(a, isAppearing: true, animated: false)
        }
      })
    p.expect("endAppearanceTransition()", from: .outside, to: "a", kind: .containment)
    let begin = p.expect(
      "beginAppearanceTransition(_:animated:)", from: .outside, to: "a", kind: .containment)
    p.expect("viewWillAppear(_:)", from: .outside, to: "a", kind: .lifecycle, cause: .by(begin))
    p.expect(
      "beginAppearanceTransition(_:animated:)", from: .outside, to: "a", kind: .containment)
    p.finish()
    #expect(s.world.record(id(s, "a")).vc.appearance == .appearing)
  }

  ///     box.addChild(b); a.willMove(toParent: nil)
  ///     box.transition(from: a, to: b, duration: 0.3, options: [], animations: { … }) { _ in … }
  ///     b.didMove(toParent: box); a.removeFromParent()
  /// Apple, `transition(from:to:…)`: b's view goes into the superview of a's, a's view leaves
  /// it; the order Neuburg logged for a flip: a will-disappear, b will-appear (then the
  /// animations), b did-appear, a did-disappear, then the completion with `finished` true.
  /// The containment calls stay the caller's.
  @Test func transitionSwapsTwoChildren() throws {
    let invoker = ScriptedInvoker()
    let (s, p) = try probe(
      setup: { s in
        try boxScene(s, forwards: true, invoker: invoker)
        try s.show(id(s, "box"))
      },
      operation: { s in
        let animations = invoker.closure(in: s.world) { _, _ in .void }
        let completion = invoker.closure(in: s.world) { _, _ in .void }
        let (box, a, b) = (id(s, "box"), id(s, "a"), id(s, "b"))
        try s.run {
          try s.world.addChild(b, to: box)
          try s.world.willMove(a, toParent: nil)
          try s.world.transition(
            from: a, to: b, in: box,
            ChildTransition(
              duration: 0.3, animations: animations.closureID,
              completion: completion.closureID),
            arguments: [])
          try s.world.didMove(b, toParent: box)
          try s.world.removeFromParent(a)
        }
      })
    let operation: TraceProbe.Operation =
      "transition(from:to:duration:options:animations:completion:)"
    p.expect("addChild(_:)", from: .outside, to: "box", kind: .containment)
    p.expect("willMove(toParent:)", from: "box", to: "b", kind: .containment)
    p.expect("willMove(toParent:)", from: .outside, to: "a", kind: .containment)
    let transition = p.expect(
      "transition(from:to:duration:options:animations:completion:)", from: .outside, to: "box",
      kind: .containment, cause: .uncaused)
    p.expect("loadView()", to: "b", kind: .lifecycle)
    p.expect("viewDidLoad()", to: "b", kind: .lifecycle)
    p.expect("addSubview(_:)", from: "box", to: "box.view", kind: .call, cause: .by(transition))
    p.expect(
      "removeFromSuperview()", from: "box", to: "a.view", kind: .call, cause: .by(transition))
    p.expect(
      "viewWillDisappear(_:)", from: "box", to: "a", kind: .lifecycle, cause: .by(transition),
      arguments: [.bool(true)], operation: operation)
    p.expect(
      "viewWillAppear(_:)", from: "box", to: "b", kind: .lifecycle, cause: .by(transition),
      arguments: [.bool(true)], operation: operation)
    p.expect(
      "animations()", from: "box", to: "box", kind: .containment, cause: .by(transition),
      arguments: [], operation: operation)
    for selector in ["viewIsAppearing(_:)", "viewWillLayoutSubviews()", "viewDidLayoutSubviews()"] {
      p.expect(selector, from: "box", to: "b", kind: .lifecycle, operation: operation)
    }
    // The transition is animated: it returns before it ends, so the statement's next calls
    // come first, and the did-phase and the completion wait for the end of the turn.
    p.expect("didMove(toParent:)", from: .outside, to: "b", kind: .containment)
    let remove = p.expect("removeFromParent()", from: .outside, to: "a", kind: .containment)
    p.expect("didMove(toParent:)", from: "box", to: "a", kind: .containment, cause: .by(remove))
    p.tick()
    p.expect(
      "viewDidAppear(_:)", from: "box", to: "b", kind: .lifecycle, cause: .by(transition),
      operation: operation)
    p.expect(
      "viewDidDisappear(_:)", from: "box", to: "a", kind: .lifecycle, cause: .by(transition),
      operation: operation)
    p.expect(
      "completion()", from: "box", to: "box", kind: .containment, cause: .by(transition),
      arguments: [.bool(true)], operation: operation)
    p.finish()
    #expect(s.world.children(of: id(s, "box")) == [id(s, "b")])
  }

  /// Apple, `UIViewController.h`: `transition(from:to:…)` "will fail with an
  /// NSInvalidArgumentException if the parent view controllers are not the same as the
  /// receiver, or if the receiver explicitly forwards its appearance … to its children".
  @Test func transitionIsRefusedWithoutACommonParentOrWhenForwardingByHand() throws {
    let s = Scene()
    try boxScene(s, forwards: true)
    try s.show(id(s, "box"))
    let (box, a, b) = (id(s, "box"), id(s, "a"), id(s, "b"))
    let mark = s.mark
    let swap = ChildTransition(duration: 0, animations: nil, completion: nil)
    #expect(throws: RuntimeFailure.transitionNeedsCommonParent(from: a, to: b, receiver: box)) {
      try s.run { try s.world.transition(from: a, to: b, in: box, swap, arguments: []) }
    }
    #expect(s.mark == mark)

    let manual = Scene()
    try boxScene(manual, forwards: false)
    try manual.show(id(manual, "box"))
    let m = (box: id(manual, "box"), a: id(manual, "a"), b: id(manual, "b"))
    try manual.run { try manual.world.addChild(m.b, to: m.box) }
    #expect(throws: RuntimeFailure.transitionForwardsByHand(m.box)) {
      try manual.run {
        try manual.world.transition(from: m.a, to: m.b, in: m.box, swap, arguments: [])
      }
    }
  }
}
