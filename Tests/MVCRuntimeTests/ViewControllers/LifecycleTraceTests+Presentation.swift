import MVCTestSupport
import Testing

@testable import MVCRuntime

/// Modal presentation and dismissal in every style, over a context, and in stacks.
extension LifecycleTraceTests {
  ///     editor.modalPresentationStyle = .fullScreen
  ///     list.present(editor, animated: true, completion: nil)
  @Test func presentFullScreen() throws {
    let (s, p) = try presenting("fullScreen", animated: true)
    let present = p.expect(
      "present(_:animated:completion:)", from: .outside, to: "list", kind: .presentation,
      cause: .uncaused, role: .outsideToController, arguments: [s.o("editor"), .bool(true), .null])
    p.expect(
      "loadView()", from: "editor", to: "editor", kind: .lifecycle, cause: .by(present),
      role: .controllerToController)
    p.expect(
      "viewDidLoad()", from: "editor", to: "editor", kind: .lifecycle, cause: .by(present),
      role: .controllerToController)
    p.expect(
      "viewWillDisappear(_:)", from: "nav", to: "nav", kind: .lifecycle, cause: .by(present),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "present(_:animated:completion:)")
    p.expect(
      "viewWillDisappear(_:)", from: "nav", to: "list", kind: .lifecycle, cause: .by(present),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "present(_:animated:completion:)")
    p.expect(
      "viewWillAppear(_:)", from: "nav", to: "editor", kind: .lifecycle, cause: .by(present),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "present(_:animated:completion:)")
    p.expect(
      "viewIsAppearing(_:)", from: "nav", to: "editor", kind: .lifecycle, cause: .by(present),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "present(_:animated:completion:)")
    p.expect(
      "viewWillLayoutSubviews()", from: "nav", to: "editor", kind: .lifecycle, cause: .by(present),
      role: .controllerToController, operation: "present(_:animated:completion:)")
    p.expect(
      "viewDidLayoutSubviews()", from: "nav", to: "editor", kind: .lifecycle, cause: .by(present),
      role: .controllerToController, operation: "present(_:animated:completion:)")
    p.tick()
    p.expect(
      "viewDidAppear(_:)", from: "nav", to: "editor", kind: .lifecycle, cause: .by(present),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "present(_:animated:completion:)")
    p.expect(
      "viewDidDisappear(_:)", from: "nav", to: "nav", kind: .lifecycle, cause: .by(present),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "present(_:animated:completion:)")
    p.expect(
      "viewDidDisappear(_:)", from: "nav", to: "list", kind: .lifecycle, cause: .by(present),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "present(_:animated:completion:)")
    p.finish()
  }

  ///     editor.modalPresentationStyle = .fullScreen
  ///     list.present(editor, animated: false, completion: nil)
  @Test func presentFullScreenNotAnimated() throws {
    let (s, p) = try presenting("fullScreen", animated: false)
    let present = p.expect(
      "present(_:animated:completion:)", from: .outside, to: "list", kind: .presentation,
      cause: .uncaused, role: .outsideToController, arguments: [s.o("editor"), .bool(false), .null])
    p.expect(
      "loadView()", from: "editor", to: "editor", kind: .lifecycle, cause: .by(present),
      role: .controllerToController)
    p.expect(
      "viewDidLoad()", from: "editor", to: "editor", kind: .lifecycle, cause: .by(present),
      role: .controllerToController)
    p.expect(
      "viewWillDisappear(_:)", from: "nav", to: "nav", kind: .lifecycle, cause: .by(present),
      role: .controllerToController, arguments: [.bool(false)],
      operation: "present(_:animated:completion:)")
    p.expect(
      "viewWillDisappear(_:)", from: "nav", to: "list", kind: .lifecycle, cause: .by(present),
      role: .controllerToController, arguments: [.bool(false)],
      operation: "present(_:animated:completion:)")
    p.expect(
      "viewWillAppear(_:)", from: "nav", to: "editor", kind: .lifecycle, cause: .by(present),
      role: .controllerToController, arguments: [.bool(false)],
      operation: "present(_:animated:completion:)")
    p.expect(
      "viewIsAppearing(_:)", from: "nav", to: "editor", kind: .lifecycle, cause: .by(present),
      role: .controllerToController, arguments: [.bool(false)],
      operation: "present(_:animated:completion:)")
    p.expect(
      "viewWillLayoutSubviews()", from: "nav", to: "editor", kind: .lifecycle, cause: .by(present),
      role: .controllerToController, operation: "present(_:animated:completion:)")
    p.expect(
      "viewDidLayoutSubviews()", from: "nav", to: "editor", kind: .lifecycle, cause: .by(present),
      role: .controllerToController, operation: "present(_:animated:completion:)")
    p.expect(
      "viewDidAppear(_:)", from: "nav", to: "editor", kind: .lifecycle, cause: .by(present),
      role: .controllerToController, arguments: [.bool(false)],
      operation: "present(_:animated:completion:)")
    p.expect(
      "viewDidDisappear(_:)", from: "nav", to: "nav", kind: .lifecycle, cause: .by(present),
      role: .controllerToController, arguments: [.bool(false)],
      operation: "present(_:animated:completion:)")
    p.expect(
      "viewDidDisappear(_:)", from: "nav", to: "list", kind: .lifecycle, cause: .by(present),
      role: .controllerToController, arguments: [.bool(false)],
      operation: "present(_:animated:completion:)")
    p.finish()
  }

  ///     editor.dismiss(animated: true, completion: nil)
  ///     // presented .fullScreen
  @Test func dismissFullScreen() throws {
    let (_, p) = try dismissing("fullScreen")
    let dismiss = p.expect(
      "dismiss(animated:completion:)", from: .outside, to: "editor", kind: .presentation,
      cause: .uncaused, role: .outsideToController, arguments: [.bool(true), .null])
    p.expect(
      "viewWillDisappear(_:)", from: "nav", to: "editor", kind: .lifecycle, cause: .by(dismiss),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "dismiss(animated:completion:)")
    p.expect(
      "viewWillAppear(_:)", from: "nav", to: "nav", kind: .lifecycle, cause: .by(dismiss),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "dismiss(animated:completion:)")
    p.expect(
      "viewWillAppear(_:)", from: "nav", to: "list", kind: .lifecycle, cause: .by(dismiss),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "dismiss(animated:completion:)")
    p.expect(
      "viewIsAppearing(_:)", from: "nav", to: "nav", kind: .lifecycle, cause: .by(dismiss),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "dismiss(animated:completion:)")
    p.expect(
      "viewWillLayoutSubviews()", from: "nav", to: "nav", kind: .lifecycle, cause: .by(dismiss),
      role: .controllerToController, operation: "dismiss(animated:completion:)")
    p.expect(
      "viewDidLayoutSubviews()", from: "nav", to: "nav", kind: .lifecycle, cause: .by(dismiss),
      role: .controllerToController, operation: "dismiss(animated:completion:)")
    p.expect(
      "viewIsAppearing(_:)", from: "nav", to: "list", kind: .lifecycle, cause: .by(dismiss),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "dismiss(animated:completion:)")
    p.expect(
      "viewWillLayoutSubviews()", from: "nav", to: "list", kind: .lifecycle, cause: .by(dismiss),
      role: .controllerToController, operation: "dismiss(animated:completion:)")
    p.expect(
      "viewDidLayoutSubviews()", from: "nav", to: "list", kind: .lifecycle, cause: .by(dismiss),
      role: .controllerToController, operation: "dismiss(animated:completion:)")
    p.tick()
    p.expect(
      "viewDidAppear(_:)", from: "nav", to: "nav", kind: .lifecycle, cause: .by(dismiss),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "dismiss(animated:completion:)")
    p.expect(
      "viewDidAppear(_:)", from: "nav", to: "list", kind: .lifecycle, cause: .by(dismiss),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "dismiss(animated:completion:)")
    p.expect(
      "viewDidDisappear(_:)", from: "nav", to: "editor", kind: .lifecycle, cause: .by(dismiss),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "dismiss(animated:completion:)")
    p.finish()
  }

  ///     editor.modalPresentationStyle = .automatic
  ///     list.present(editor, animated: true, completion: nil)
  @Test func presentAutomatic() throws {
    let (s, p) = try presenting("automatic", animated: true)
    let present = p.expect(
      "present(_:animated:completion:)", from: .outside, to: "list", kind: .presentation,
      cause: .uncaused, role: .outsideToController, arguments: [s.o("editor"), .bool(true), .null])
    p.expect(
      "loadView()", from: "editor", to: "editor", kind: .lifecycle, cause: .by(present),
      role: .controllerToController)
    p.expect(
      "viewDidLoad()", from: "editor", to: "editor", kind: .lifecycle, cause: .by(present),
      role: .controllerToController)
    p.expect(
      "viewWillAppear(_:)", from: "nav", to: "editor", kind: .lifecycle, cause: .by(present),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "present(_:animated:completion:)")
    p.expect(
      "viewIsAppearing(_:)", from: "nav", to: "editor", kind: .lifecycle, cause: .by(present),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "present(_:animated:completion:)")
    p.expect(
      "viewWillLayoutSubviews()", from: "nav", to: "editor", kind: .lifecycle, cause: .by(present),
      role: .controllerToController, operation: "present(_:animated:completion:)")
    p.expect(
      "viewDidLayoutSubviews()", from: "nav", to: "editor", kind: .lifecycle, cause: .by(present),
      role: .controllerToController, operation: "present(_:animated:completion:)")
    p.tick()
    p.expect(
      "viewDidAppear(_:)", from: "nav", to: "editor", kind: .lifecycle, cause: .by(present),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "present(_:animated:completion:)")
    p.finish()
  }

  ///     editor.dismiss(animated: true, completion: nil)
  ///     // presented .automatic
  @Test func dismissAutomatic() throws {
    let (_, p) = try dismissing("automatic")
    let dismiss = p.expect(
      "dismiss(animated:completion:)", from: .outside, to: "editor", kind: .presentation,
      cause: .uncaused, role: .outsideToController, arguments: [.bool(true), .null])
    p.expect(
      "viewWillDisappear(_:)", from: "nav", to: "editor", kind: .lifecycle, cause: .by(dismiss),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "dismiss(animated:completion:)")
    p.tick()
    p.expect(
      "viewDidDisappear(_:)", from: "nav", to: "editor", kind: .lifecycle, cause: .by(dismiss),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "dismiss(animated:completion:)")
    p.finish()
  }

  ///     editor.modalPresentationStyle = .pageSheet
  ///     list.present(editor, animated: true, completion: nil)
  @Test func presentPageSheet() throws {
    let (s, p) = try presenting("pageSheet", animated: true)
    let present = p.expect(
      "present(_:animated:completion:)", from: .outside, to: "list", kind: .presentation,
      cause: .uncaused, role: .outsideToController, arguments: [s.o("editor"), .bool(true), .null])
    p.expect(
      "loadView()", from: "editor", to: "editor", kind: .lifecycle, cause: .by(present),
      role: .controllerToController)
    p.expect(
      "viewDidLoad()", from: "editor", to: "editor", kind: .lifecycle, cause: .by(present),
      role: .controllerToController)
    p.expect(
      "viewWillAppear(_:)", from: "nav", to: "editor", kind: .lifecycle, cause: .by(present),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "present(_:animated:completion:)")
    p.expect(
      "viewIsAppearing(_:)", from: "nav", to: "editor", kind: .lifecycle, cause: .by(present),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "present(_:animated:completion:)")
    p.expect(
      "viewWillLayoutSubviews()", from: "nav", to: "editor", kind: .lifecycle, cause: .by(present),
      role: .controllerToController, operation: "present(_:animated:completion:)")
    p.expect(
      "viewDidLayoutSubviews()", from: "nav", to: "editor", kind: .lifecycle, cause: .by(present),
      role: .controllerToController, operation: "present(_:animated:completion:)")
    p.tick()
    p.expect(
      "viewDidAppear(_:)", from: "nav", to: "editor", kind: .lifecycle, cause: .by(present),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "present(_:animated:completion:)")
    p.finish()
  }

  ///     editor.modalPresentationStyle = .formSheet
  ///     list.present(editor, animated: true, completion: nil)
  @Test func presentFormSheet() throws {
    let (s, p) = try presenting("formSheet", animated: true)
    let present = p.expect(
      "present(_:animated:completion:)", from: .outside, to: "list", kind: .presentation,
      cause: .uncaused, role: .outsideToController, arguments: [s.o("editor"), .bool(true), .null])
    p.expect(
      "loadView()", from: "editor", to: "editor", kind: .lifecycle, cause: .by(present),
      role: .controllerToController)
    p.expect(
      "viewDidLoad()", from: "editor", to: "editor", kind: .lifecycle, cause: .by(present),
      role: .controllerToController)
    p.expect(
      "viewWillAppear(_:)", from: "nav", to: "editor", kind: .lifecycle, cause: .by(present),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "present(_:animated:completion:)")
    p.expect(
      "viewIsAppearing(_:)", from: "nav", to: "editor", kind: .lifecycle, cause: .by(present),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "present(_:animated:completion:)")
    p.expect(
      "viewWillLayoutSubviews()", from: "nav", to: "editor", kind: .lifecycle, cause: .by(present),
      role: .controllerToController, operation: "present(_:animated:completion:)")
    p.expect(
      "viewDidLayoutSubviews()", from: "nav", to: "editor", kind: .lifecycle, cause: .by(present),
      role: .controllerToController, operation: "present(_:animated:completion:)")
    p.tick()
    p.expect(
      "viewDidAppear(_:)", from: "nav", to: "editor", kind: .lifecycle, cause: .by(present),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "present(_:animated:completion:)")
    p.finish()
  }

  ///     editor.modalPresentationStyle = .overFullScreen
  ///     list.present(editor, animated: true, completion: nil)
  @Test func presentOverFullScreen() throws {
    let (s, p) = try presenting("overFullScreen", animated: true)
    let present = p.expect(
      "present(_:animated:completion:)", from: .outside, to: "list", kind: .presentation,
      cause: .uncaused, role: .outsideToController, arguments: [s.o("editor"), .bool(true), .null])
    p.expect(
      "loadView()", from: "editor", to: "editor", kind: .lifecycle, cause: .by(present),
      role: .controllerToController)
    p.expect(
      "viewDidLoad()", from: "editor", to: "editor", kind: .lifecycle, cause: .by(present),
      role: .controllerToController)
    p.expect(
      "viewWillAppear(_:)", from: "nav", to: "editor", kind: .lifecycle, cause: .by(present),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "present(_:animated:completion:)")
    p.expect(
      "viewIsAppearing(_:)", from: "nav", to: "editor", kind: .lifecycle, cause: .by(present),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "present(_:animated:completion:)")
    p.expect(
      "viewWillLayoutSubviews()", from: "nav", to: "editor", kind: .lifecycle, cause: .by(present),
      role: .controllerToController, operation: "present(_:animated:completion:)")
    p.expect(
      "viewDidLayoutSubviews()", from: "nav", to: "editor", kind: .lifecycle, cause: .by(present),
      role: .controllerToController, operation: "present(_:animated:completion:)")
    p.tick()
    p.expect(
      "viewDidAppear(_:)", from: "nav", to: "editor", kind: .lifecycle, cause: .by(present),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "present(_:animated:completion:)")
    p.finish()
  }

  ///     editor.dismiss(animated: true, completion: nil)
  ///     // presented .overFullScreen
  @Test func dismissOverFullScreen() throws {
    let (_, p) = try dismissing("overFullScreen")
    let dismiss = p.expect(
      "dismiss(animated:completion:)", from: .outside, to: "editor", kind: .presentation,
      cause: .uncaused, role: .outsideToController, arguments: [.bool(true), .null])
    p.expect(
      "viewWillDisappear(_:)", from: "nav", to: "editor", kind: .lifecycle, cause: .by(dismiss),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "dismiss(animated:completion:)")
    p.tick()
    p.expect(
      "viewDidDisappear(_:)", from: "nav", to: "editor", kind: .lifecycle, cause: .by(dismiss),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "dismiss(animated:completion:)")
    p.finish()
  }

  ///     editor.modalPresentationStyle = .popover
  ///     list.present(editor, animated: true, completion: nil)
  @Test func presentPopover() throws {
    let (s, p) = try presenting("popover", animated: true)
    let present = p.expect(
      "present(_:animated:completion:)", from: .outside, to: "list", kind: .presentation,
      cause: .uncaused, role: .outsideToController, arguments: [s.o("editor"), .bool(true), .null])
    p.expect(
      "loadView()", from: "editor", to: "editor", kind: .lifecycle, cause: .by(present),
      role: .controllerToController)
    p.expect(
      "viewDidLoad()", from: "editor", to: "editor", kind: .lifecycle, cause: .by(present),
      role: .controllerToController)
    p.expect(
      "viewWillAppear(_:)", from: "nav", to: "editor", kind: .lifecycle, cause: .by(present),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "present(_:animated:completion:)")
    p.expect(
      "viewIsAppearing(_:)", from: "nav", to: "editor", kind: .lifecycle, cause: .by(present),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "present(_:animated:completion:)")
    p.expect(
      "viewWillLayoutSubviews()", from: "nav", to: "editor", kind: .lifecycle, cause: .by(present),
      role: .controllerToController, operation: "present(_:animated:completion:)")
    p.expect(
      "viewDidLayoutSubviews()", from: "nav", to: "editor", kind: .lifecycle, cause: .by(present),
      role: .controllerToController, operation: "present(_:animated:completion:)")
    p.tick()
    p.expect(
      "viewDidAppear(_:)", from: "nav", to: "editor", kind: .lifecycle, cause: .by(present),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "present(_:animated:completion:)")
    p.finish()
  }

  ///     nav.definesPresentationContext = true
  ///     editor.modalPresentationStyle = .currentContext
  ///     list.present(editor, animated: true)
  @Test func presentCurrentContext() throws {
    let (s, p) = try probe(
      setup: { s in try contextScene(s, style: "currentContext") },
      operation: { s in
        try s.run { try s.world.present(id(s, "editor"), from: id(s, "list"), animated: true) }
      })
    let present = p.expect(
      "present(_:animated:completion:)", from: .outside, to: "list", kind: .presentation,
      cause: .uncaused, role: .outsideToController, arguments: [s.o("editor"), .bool(true), .null])
    p.expect(
      "loadView()", from: "editor", to: "editor", kind: .lifecycle, cause: .by(present),
      role: .controllerToController)
    p.expect(
      "viewDidLoad()", from: "editor", to: "editor", kind: .lifecycle, cause: .by(present),
      role: .controllerToController)
    p.expect(
      "viewWillDisappear(_:)", from: "tabs", to: "nav", kind: .lifecycle, cause: .by(present),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "present(_:animated:completion:)")
    p.expect(
      "viewWillDisappear(_:)", from: "nav", to: "list", kind: .lifecycle, cause: .by(present),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "present(_:animated:completion:)")
    p.expect(
      "viewWillAppear(_:)", from: "nav", to: "editor", kind: .lifecycle, cause: .by(present),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "present(_:animated:completion:)")
    p.expect(
      "viewIsAppearing(_:)", from: "nav", to: "editor", kind: .lifecycle, cause: .by(present),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "present(_:animated:completion:)")
    p.expect(
      "viewWillLayoutSubviews()", from: "nav", to: "editor", kind: .lifecycle, cause: .by(present),
      role: .controllerToController, operation: "present(_:animated:completion:)")
    p.expect(
      "viewDidLayoutSubviews()", from: "nav", to: "editor", kind: .lifecycle, cause: .by(present),
      role: .controllerToController, operation: "present(_:animated:completion:)")
    p.tick()
    p.expect(
      "viewDidAppear(_:)", from: "nav", to: "editor", kind: .lifecycle, cause: .by(present),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "present(_:animated:completion:)")
    p.expect(
      "viewDidDisappear(_:)", from: "tabs", to: "nav", kind: .lifecycle, cause: .by(present),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "present(_:animated:completion:)")
    p.expect(
      "viewDidDisappear(_:)", from: "nav", to: "list", kind: .lifecycle, cause: .by(present),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "present(_:animated:completion:)")
    p.finish()
  }

  ///     list.dismiss(animated: true)
  ///     // editor presented .currentContext by nav
  @Test func dismissCurrentContext() throws {
    let (_, p) = try probe(
      setup: { s in
        try contextScene(s, style: "currentContext")
        try s.run { try s.world.present(id(s, "editor"), from: id(s, "list"), animated: true) }
      },
      operation: { s in try s.run { try s.world.dismiss(from: id(s, "list"), animated: true) } })
    let dismiss = p.expect(
      "dismiss(animated:completion:)", from: .outside, to: "list", kind: .presentation,
      cause: .uncaused, role: .outsideToController, arguments: [.bool(true), .null])
    p.expect(
      "viewWillDisappear(_:)", from: "nav", to: "editor", kind: .lifecycle, cause: .by(dismiss),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "dismiss(animated:completion:)")
    p.expect(
      "viewWillAppear(_:)", from: "tabs", to: "nav", kind: .lifecycle, cause: .by(dismiss),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "dismiss(animated:completion:)")
    p.expect(
      "viewWillAppear(_:)", from: "nav", to: "list", kind: .lifecycle, cause: .by(dismiss),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "dismiss(animated:completion:)")
    p.expect(
      "viewIsAppearing(_:)", from: "tabs", to: "nav", kind: .lifecycle, cause: .by(dismiss),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "dismiss(animated:completion:)")
    p.expect(
      "viewWillLayoutSubviews()", from: "tabs", to: "nav", kind: .lifecycle, cause: .by(dismiss),
      role: .controllerToController, operation: "dismiss(animated:completion:)")
    p.expect(
      "viewDidLayoutSubviews()", from: "tabs", to: "nav", kind: .lifecycle, cause: .by(dismiss),
      role: .controllerToController, operation: "dismiss(animated:completion:)")
    p.expect(
      "viewIsAppearing(_:)", from: "nav", to: "list", kind: .lifecycle, cause: .by(dismiss),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "dismiss(animated:completion:)")
    p.expect(
      "viewWillLayoutSubviews()", from: "nav", to: "list", kind: .lifecycle, cause: .by(dismiss),
      role: .controllerToController, operation: "dismiss(animated:completion:)")
    p.expect(
      "viewDidLayoutSubviews()", from: "nav", to: "list", kind: .lifecycle, cause: .by(dismiss),
      role: .controllerToController, operation: "dismiss(animated:completion:)")
    p.tick()
    p.expect(
      "viewDidAppear(_:)", from: "tabs", to: "nav", kind: .lifecycle, cause: .by(dismiss),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "dismiss(animated:completion:)")
    p.expect(
      "viewDidAppear(_:)", from: "nav", to: "list", kind: .lifecycle, cause: .by(dismiss),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "dismiss(animated:completion:)")
    p.expect(
      "viewDidDisappear(_:)", from: "nav", to: "editor", kind: .lifecycle, cause: .by(dismiss),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "dismiss(animated:completion:)")
    p.finish()
  }

  ///     nav.definesPresentationContext = true
  ///     editor.modalPresentationStyle = .overCurrentContext
  ///     list.present(editor, animated: true)
  @Test func presentOverCurrentContext() throws {
    let (s, p) = try probe(
      setup: { s in try contextScene(s, style: "overCurrentContext") },
      operation: { s in
        try s.run { try s.world.present(id(s, "editor"), from: id(s, "list"), animated: true) }
      })
    let present = p.expect(
      "present(_:animated:completion:)", from: .outside, to: "list", kind: .presentation,
      cause: .uncaused, role: .outsideToController, arguments: [s.o("editor"), .bool(true), .null])
    p.expect(
      "loadView()", from: "editor", to: "editor", kind: .lifecycle, cause: .by(present),
      role: .controllerToController)
    p.expect(
      "viewDidLoad()", from: "editor", to: "editor", kind: .lifecycle, cause: .by(present),
      role: .controllerToController)
    p.expect(
      "viewWillAppear(_:)", from: "nav", to: "editor", kind: .lifecycle, cause: .by(present),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "present(_:animated:completion:)")
    p.expect(
      "viewIsAppearing(_:)", from: "nav", to: "editor", kind: .lifecycle, cause: .by(present),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "present(_:animated:completion:)")
    p.expect(
      "viewWillLayoutSubviews()", from: "nav", to: "editor", kind: .lifecycle, cause: .by(present),
      role: .controllerToController, operation: "present(_:animated:completion:)")
    p.expect(
      "viewDidLayoutSubviews()", from: "nav", to: "editor", kind: .lifecycle, cause: .by(present),
      role: .controllerToController, operation: "present(_:animated:completion:)")
    p.tick()
    p.expect(
      "viewDidAppear(_:)", from: "nav", to: "editor", kind: .lifecycle, cause: .by(present),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "present(_:animated:completion:)")
    p.finish()
  }

  ///     tabs.selectedIndex = 1
  ///     // editor presented .currentContext in the first tab
  @Test func switchTabAwayFromAContextPresentation() throws {
    let (_, p) = try probe(
      setup: { s in
        try contextScene(s, style: "currentContext")
        try s.run { try s.world.present(id(s, "editor"), from: id(s, "list"), animated: true) }
      },
      operation: { s in try s.run { try s.world.setSelectedIndex(1, of: id(s, "tabs")) } })
    let setSelectedIndex = p.expect(
      "setValue(_:forKey:)", from: .outside, to: "tabs", kind: .call, cause: .uncaused,
      role: .outsideToController, arguments: [.int(1), .string("selectedIndex")])
    p.expect(
      "loadView()", from: "favorites", to: "favorites", kind: .lifecycle,
      cause: .by(setSelectedIndex), role: .controllerToController)
    p.expect(
      "viewDidLoad()", from: "favorites", to: "favorites", kind: .lifecycle,
      cause: .by(setSelectedIndex), role: .controllerToController)
    p.expect(
      "viewWillAppear(_:)", from: "tabs", to: "favorites", kind: .lifecycle,
      cause: .by(setSelectedIndex), role: .controllerToController, arguments: [.bool(false)],
      operation: "selectedIndex")
    p.expect(
      "viewWillDisappear(_:)", from: "tabs", to: "editor", kind: .lifecycle,
      cause: .by(setSelectedIndex), role: .controllerToController, arguments: [.bool(false)],
      operation: "selectedIndex")
    p.expect(
      "viewIsAppearing(_:)", from: "tabs", to: "favorites", kind: .lifecycle,
      cause: .by(setSelectedIndex), role: .controllerToController, arguments: [.bool(false)],
      operation: "selectedIndex")
    p.expect(
      "viewWillLayoutSubviews()", from: "tabs", to: "favorites", kind: .lifecycle,
      cause: .by(setSelectedIndex), role: .controllerToController, operation: "selectedIndex")
    p.expect(
      "viewDidLayoutSubviews()", from: "tabs", to: "favorites", kind: .lifecycle,
      cause: .by(setSelectedIndex), role: .controllerToController, operation: "selectedIndex")
    p.expect(
      "viewDidDisappear(_:)", from: "tabs", to: "editor", kind: .lifecycle,
      cause: .by(setSelectedIndex), role: .controllerToController, arguments: [.bool(false)],
      operation: "selectedIndex")
    p.expect(
      "viewDidAppear(_:)", from: "tabs", to: "favorites", kind: .lifecycle,
      cause: .by(setSelectedIndex), role: .controllerToController, arguments: [.bool(false)],
      operation: "selectedIndex")
    p.finish()
  }

  ///     editor.present(sheet, animated: true)
  ///     // editor presented full screen
  @Test func presentOnAPresentedController() throws {
    let (s, p) = try probe(
      setup: { s in
        try presentScene(s, style: "fullScreen")
        let sheet = try s.make("sheet")
        try s.run {
          try s.world.present(id(s, "editor"), from: id(s, "list"), animated: true)
          try s.world.setProperty("modalPresentationStyle", of: sheet, to: .enumCase("pageSheet"))
        }
      },
      operation: { s in
        try s.run { try s.world.present(id(s, "sheet"), from: id(s, "editor"), animated: true) }
      })
    let present = p.expect(
      "present(_:animated:completion:)", from: .outside, to: "editor", kind: .presentation,
      cause: .uncaused, role: .outsideToController, arguments: [s.o("sheet"), .bool(true), .null])
    p.expect(
      "loadView()", from: "sheet", to: "sheet", kind: .lifecycle, cause: .by(present),
      role: .controllerToController)
    p.expect(
      "viewDidLoad()", from: "sheet", to: "sheet", kind: .lifecycle, cause: .by(present),
      role: .controllerToController)
    p.expect(
      "viewWillAppear(_:)", from: "editor", to: "sheet", kind: .lifecycle, cause: .by(present),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "present(_:animated:completion:)")
    p.expect(
      "viewIsAppearing(_:)", from: "editor", to: "sheet", kind: .lifecycle, cause: .by(present),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "present(_:animated:completion:)")
    p.expect(
      "viewWillLayoutSubviews()", from: "editor", to: "sheet", kind: .lifecycle,
      cause: .by(present), role: .controllerToController,
      operation: "present(_:animated:completion:)")
    p.expect(
      "viewDidLayoutSubviews()", from: "editor", to: "sheet", kind: .lifecycle, cause: .by(present),
      role: .controllerToController, operation: "present(_:animated:completion:)")
    p.tick()
    p.expect(
      "viewDidAppear(_:)", from: "editor", to: "sheet", kind: .lifecycle, cause: .by(present),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "present(_:animated:completion:)")
    p.finish()
  }

  ///     nav.dismiss(animated: true)
  ///     // nav presented editor (full screen), editor presented sheet
  @Test func dismissAStack() throws {
    let (_, p) = try probe(
      setup: stackScene,
      operation: { s in try s.run { try s.world.dismiss(from: id(s, "nav"), animated: true) } })
    let dismiss = p.expect(
      "dismiss(animated:completion:)", from: .outside, to: "nav", kind: .presentation,
      cause: .uncaused, role: .outsideToController, arguments: [.bool(true), .null])
    p.expect(
      "viewWillDisappear(_:)", from: "nav", to: "sheet", kind: .lifecycle, cause: .by(dismiss),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "dismiss(animated:completion:)")
    p.expect(
      "viewWillDisappear(_:)", from: "nav", to: "editor", kind: .lifecycle, cause: .by(dismiss),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "dismiss(animated:completion:)")
    p.expect(
      "viewWillAppear(_:)", from: "nav", to: "nav", kind: .lifecycle, cause: .by(dismiss),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "dismiss(animated:completion:)")
    p.expect(
      "viewWillAppear(_:)", from: "nav", to: "list", kind: .lifecycle, cause: .by(dismiss),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "dismiss(animated:completion:)")
    p.expect(
      "viewIsAppearing(_:)", from: "nav", to: "nav", kind: .lifecycle, cause: .by(dismiss),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "dismiss(animated:completion:)")
    p.expect(
      "viewWillLayoutSubviews()", from: "nav", to: "nav", kind: .lifecycle, cause: .by(dismiss),
      role: .controllerToController, operation: "dismiss(animated:completion:)")
    p.expect(
      "viewDidLayoutSubviews()", from: "nav", to: "nav", kind: .lifecycle, cause: .by(dismiss),
      role: .controllerToController, operation: "dismiss(animated:completion:)")
    p.expect(
      "viewIsAppearing(_:)", from: "nav", to: "list", kind: .lifecycle, cause: .by(dismiss),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "dismiss(animated:completion:)")
    p.expect(
      "viewWillLayoutSubviews()", from: "nav", to: "list", kind: .lifecycle, cause: .by(dismiss),
      role: .controllerToController, operation: "dismiss(animated:completion:)")
    p.expect(
      "viewDidLayoutSubviews()", from: "nav", to: "list", kind: .lifecycle, cause: .by(dismiss),
      role: .controllerToController, operation: "dismiss(animated:completion:)")
    p.tick()
    p.expect(
      "viewDidAppear(_:)", from: "nav", to: "nav", kind: .lifecycle, cause: .by(dismiss),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "dismiss(animated:completion:)")
    p.expect(
      "viewDidAppear(_:)", from: "nav", to: "list", kind: .lifecycle, cause: .by(dismiss),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "dismiss(animated:completion:)")
    p.expect(
      "viewDidDisappear(_:)", from: "nav", to: "sheet", kind: .lifecycle, cause: .by(dismiss),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "dismiss(animated:completion:)")
    p.expect(
      "viewDidDisappear(_:)", from: "nav", to: "editor", kind: .lifecycle, cause: .by(dismiss),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "dismiss(animated:completion:)")
    p.finish()
  }

  ///     editor.dismiss(animated: true)
  ///     // editor presented sheet
  @Test func dismissTheTopOfAStack() throws {
    let (_, p) = try probe(
      setup: stackScene,
      operation: { s in try s.run { try s.world.dismiss(from: id(s, "editor"), animated: true) } })
    let dismiss = p.expect(
      "dismiss(animated:completion:)", from: .outside, to: "editor", kind: .presentation,
      cause: .uncaused, role: .outsideToController, arguments: [.bool(true), .null])
    p.expect(
      "viewWillDisappear(_:)", from: "editor", to: "sheet", kind: .lifecycle, cause: .by(dismiss),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "dismiss(animated:completion:)")
    p.tick()
    p.expect(
      "viewDidDisappear(_:)", from: "editor", to: "sheet", kind: .lifecycle, cause: .by(dismiss),
      role: .controllerToController, arguments: [.bool(true)],
      operation: "dismiss(animated:completion:)")
    p.finish()
  }
}
