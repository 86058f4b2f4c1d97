extension World {
  /// `control.addTarget(target, action: "save", for: .touchUpInside)`.
  ///
  /// The target must implement the action (UIKit would crash later with "unrecognized
  /// selector"; the sandbox refuses at once). A nil target sends the action up the responder
  /// chain when it fires.
  func addTarget(_ target: ObjectID?, action: String, event: String, to control: ObjectID)
    throws
  {
    guard let kind = records[control.raw].kind.viewKind, kind.isControl else {
      throw RuntimeFailure.notAControl(control)
    }
    guard ControlEvents.all.contains(event) else {
      throw RuntimeFailure.unknownControlEvent(
        event, suggestion: NearestName.suggestion(for: event, among: ControlEvents.all))
    }
    var selector = action
    if let target {
      guard let resolved = resolveAction(action, on: target) else {
        let candidates = classChain(records[target.raw].className).flatMap { $0.methods.keys }
        throw RuntimeFailure.noSuchAction(
          selector: action, className: records[target.raw].className,
          suggestion: NearestName.suggestion(for: action, among: candidates))
      }
      selector = resolved
    } else {
      selector = action.contains("(") ? action : action + "(_:)"
    }
    let registration = TargetAction(target: target, action: selector, event: event)
    try deliver(
      "addTarget(_:action:for:)", to: control,
      arguments: [target.map(Value.object) ?? .null, .string(selector), .enumCase(event)],
      kind: .call
    ) {
      if !records[control.raw].targets.contains(registration) {
        update(control) { $0.targets.append(registration) }
      }
    }
  }

  /// `control.removeTarget(target, action: #selector(save), for: .touchUpInside)`: the
  /// control stops sending that action to that target for that event. As in UIKit, a nil
  /// target removes the action whatever its target (the responder chain's too), and a nil
  /// action every action sent to the target for the event. Removing what is not there does
  /// nothing.
  func removeTarget(_ target: ObjectID?, action: String?, event: String, from control: ObjectID)
    throws
  {
    guard let kind = records[control.raw].kind.viewKind, kind.isControl else {
      throw RuntimeFailure.notAControl(control)
    }
    guard ControlEvents.all.contains(event) else {
      throw RuntimeFailure.unknownControlEvent(
        event, suggestion: NearestName.suggestion(for: event, among: ControlEvents.all))
    }
    let base = action.map { $0.split(separator: "(").first.map(String.init) ?? $0 }
    try deliver(
      "removeTarget(_:action:for:)", to: control,
      arguments: [
        target.map(Value.object) ?? .null, action.map(Value.string) ?? .null,
        .enumCase(event),
      ],
      kind: .call
    ) {
      let targets = records[control.raw].targets
      let kept = targets.filter { registration in
        guard registration.event == event, registration.handlerObject == nil else { return true }
        if let target, registration.target != target { return true }
        if let action, registration.action != action,
          registration.action.split(separator: "(").first.map(String.init) != base
        {
          return true
        }
        return false
      }
      if kept.count != targets.count { update(control) { $0.targets = kept } }
    }
  }

  /// Finds the full selector of an action on a target: `save` matches `save()` or `save(_:)`.
  func resolveAction(_ action: String, on target: ObjectID) -> String? {
    let methods = classChain(records[target.raw].className).flatMap { $0.methods.keys }
    if methods.contains(action) { return action }
    let base = action.split(separator: "(").first.map(String.init) ?? action
    return methods.sorted().first { $0 == base + "()" || $0 == base + "(_:)" }
  }

  /// A control sends the actions registered for an event, in registration order.
  func sendActions(for event: String, from control: ObjectID) throws {
    for registration in records[control.raw].targets where registration.event == event {
      if let action = registration.handlerObject {
        try sendAction(action, from: control)
      } else if let target = registration.target {
        try deliver(
          registration.action, to: target,
          arguments: World.arguments([.object(control)], fittedTo: registration.action),
          kind: .targetAction
        ) {
          if registration.action
            == Self.bindingAction(for: records[control.raw].kind.viewKind ?? .view)
          {
            try controllerDidReceiveEdit(target, from: control)
          }
        }
      } else {
        try sendActionUpResponderChain(registration.action, from: control)
      }
    }
  }

  /// An action with no target travels the responder chain: it starts at the first responder
  /// (or, when there is none, at the control), and each responder in turn is asked whether it
  /// implements the action, until one does. Every question is traced. Nobody handling it is not
  /// an error (UIKit drops the action).
  func sendActionUpResponderChain(_ action: String, from control: ObjectID) throws {
    var current: ObjectID? = windowState.firstResponder ?? control
    var previous: Participant = .object(control)
    var steps = 0
    while let responder = current, steps <= records.count {
      steps += 1
      if userMethod(action, of: records[responder.raw].className) != nil {
        try deliver(
          action, to: responder, arguments: World.arguments([.object(control)], fittedTo: action),
          kind: .targetAction, from: .object(control))
        return
      }
      try deliver(
        "target(forAction:withSender:)", to: responder,
        arguments: [.string(action), .object(control)], kind: .responderChain, from: previous)
      previous = .object(responder)
      current = nextResponder(of: responder)
    }
  }
}

/// The control events the sandbox knows, spelled as Swift writes `UIControl.Event` cases.
public enum ControlEvents {
  public static let all = [
    "touchUpInside", "touchDown", "valueChanged", "editingChanged", "editingDidBegin",
    "editingDidEnd", "editingDidEndOnExit", "primaryActionTriggered",
  ]
}
