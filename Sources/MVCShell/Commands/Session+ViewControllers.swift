import MVCLocalization
import MVCRuntime
import MVCScript

extension Session {
  /// `:screen`: the window drawn in the terminal.
  func screen() -> SessionResponse {
    SessionResponse(
      output: ScreenRenderer.render(
        world, localizer: localizer, width: options.width, colour: options.colour))
  }

  /// `:tree`: the view-controller hierarchy, in the spirit of `_printHierarchy`.
  func tree() -> SessionResponse {
    SessionResponse(
      output: ControllerTreeRenderer.render(
        world, localizer: localizer, width: options.width, colour: options.colour))
  }

  /// `:layout`: every frame and safe-area inset.
  func layout() -> SessionResponse {
    SessionResponse(
      output: LayoutRenderer.render(
        world, localizer: localizer, width: options.width, colour: options.colour))
  }

  /// `:views`: the view hierarchy with frames.
  func views() -> SessionResponse {
    SessionResponse(
      output: ViewTreeRenderer.render(
        world, localizer: localizer, width: options.width, colour: options.colour))
  }

  /// `:responders X`: the responder chain from X to its end.
  func responders(_ argument: String) -> SessionResponse {
    let path = argument.trimmed()
    guard !path.isEmpty else {
      return failure(localizer.string("error.missingArgument", [":responders", "NAME"]))
    }
    switch resolvePath(path) {
    case .failure(let error):
      return SessionResponse(output: diagnostic(error, source: path, startLine: 1), failed: true)
    case .success(.notYetMade(let lazy, _, _)):
      return failure(localizer.string("error.notYetMade", [path, lazy.className]))
    case .success(.value(let value)):
      guard let id = value.objectID else {
        return failure(localizer.string("error.notAnObject", [world.typeName(of: value)]))
      }
      return SessionResponse(
        output: ResponderChainRenderer.render(
          world, from: id, localizer: localizer, width: options.width, colour: options.colour))
    }
  }

  /// `:device` lists the presets; `:device NAME` switches to one (a change to the world, so it
  /// is saved with the session and can be undone).
  func device(_ argument: String) -> SessionResponse {
    let name = argument.trimmed()
    guard !name.isEmpty else {
      return SessionResponse(
        output: DeviceListRenderer.render(
          world, localizer: localizer, width: options.width, colour: options.colour))
    }
    do {
      try core.perform({ try $0.setDevice(named: name) }, recordedAs: ":device " + name)
    } catch let error as RuntimeError {
      var message = localizer.string(error.key, error.arguments)
      if let suggestion = error.suggestion {
        message += "\n   = " + localizer.string("diag.didYouMean", [suggestion])
      }
      return failure(message)
    } catch {
      return failure(localizer.string("error.generic", ["\(error)"]))
    }
    return SessionResponse(output: DeviceListRenderer.changed(world, localizer: localizer))
  }

  /// Advice the sandbox gives once per finding after a statement: a destination controller that
  /// refers to its source's own class instead of a delegate protocol.
  func adviceAfterStatement(events: Slice<TraceLog>) -> String {
    // Only a statement that shows controllers or sets a controller's property can create one.
    let relevant = events.contains { event in
      switch event.kind {
      case .presentation, .containment: return true
      case .call:
        return event.selector == "setValue(_:forKey:)"
          && world.role(of: event.receiver) == .controller
      default: return false
      }
    }
    guard relevant else { return "" }
    var out = ""
    for coupling in world.sourceCouplings() where reportedCouplings.insert(coupling).inserted {
      let text = localizer.string(
        SourceCoupling.adviceKey,
        [
          world.record(coupling.destination)?.className ?? "?", coupling.property,
          coupling.declaredType,
        ])
      out +=
        Style.warning.paint("⚠ " + TextWrap.wrap(text, width: options.width - 2, indent: "  "))
        + "\n"
    }
    return out
  }
}
