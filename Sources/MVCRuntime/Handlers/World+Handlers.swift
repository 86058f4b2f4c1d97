extension World {
  /// Runs a closure UIKit holds for the learner (an action's handler, a notification block, a
  /// key-value change handler), traced as one message from `sender` to the code that wrote it:
  /// the object the closure captured as `self`, else the object that holds the closure.
  func runHandler(
    _ closure: ClosureID, heldBy holder: ObjectID, from sender: Participant, selector: String,
    kind: MessageKind, operation: String? = nil, arguments: [Value]
  ) throws {
    let owner = closures.indices.contains(closure.raw) ? closures[closure.raw].receiver : nil
    try deliver(
      selector, to: owner.flatMap { contains($0) ? $0 : nil } ?? holder, arguments: arguments,
      kind: kind, from: sender, operation: operation, invokesUserMethod: false
    ) {
      try callClosure(closure, arguments: arguments)
    }
  }

  /// Makes an object UIKit hands to a closure or back to the learner (a notification, a
  /// change, a token), with its properties set; not traced, as UIKit makes them unseen.
  func makeHandlerObject(_ className: String, _ properties: [String: Value]) -> ObjectID {
    let id = makeObject(className: className, kind: .handler)
    update(id) { record in
      for (key, value) in properties { record.properties[key] = value }
    }
    return id
  }

  // MARK: UIAction

  /// `UIAction { _ in … }`, `UIAction(title: "Save") { _ in … }`, `UIAlertAction(title:style:
  /// handler:)`: an unlabelled closure is the handler.
  func handlerArguments(_ arguments: [(label: String?, value: Value)]) -> [(
    label: String?, value: Value
  )] {
    arguments.map { argument in
      argument.label == nil && argument.value.closureID != nil
        ? (label: "handler", value: argument.value) : argument
    }
  }

  /// `control.addAction(action, for: .touchUpInside)`: the action's handler runs when the
  /// event happens, after the target-action pairs registered before it.
  func addAction(_ action: ObjectID, for event: String, to control: ObjectID) throws {
    guard let kind = records[control.raw].kind.viewKind, kind.isControl else {
      throw RuntimeFailure.notAControl(control)
    }
    guard ControlEvents.all.contains(event) else {
      throw RuntimeFailure.unknownControlEvent(
        event, suggestion: NearestName.suggestion(for: event, among: ControlEvents.all))
    }
    let registration = TargetAction(
      target: nil, action: "", event: event, handlerObject: action)
    try deliver(
      "addAction(_:for:)", to: control, arguments: [.object(action), .enumCase(event)],
      kind: .call
    ) {
      if !records[control.raw].targets.contains(registration) {
        update(control) { $0.targets.append(registration) }
      }
    }
  }

  /// A control sends an event to a `UIAction` it holds: its handler runs with the action.
  func sendAction(_ action: ObjectID, from control: ObjectID) throws {
    guard let closure = records[action.raw].properties["handler"]?.closureID else { return }
    try runHandler(
      closure, heldBy: action, from: .object(control), selector: "handler(_:)",
      kind: .targetAction, operation: "UIAction", arguments: [.object(action)])
  }

  /// `Button(primaryAction: UIAction(title: "Save") { … })`: a button whose touch-up runs the
  /// action, titled with the action's title.
  func makeButton(_ className: String, primaryAction: Value) throws -> ObjectID {
    guard let action = primaryAction.objectID, contains(action),
      isClass(records[action.raw].className, kindOf: "Action")
    else {
      throw RuntimeFailure.argumentType(
        argument: "primaryAction", expected: .object("UIAction"),
        found: valueKind(of: primaryAction))
    }
    let button = makeObject(className: className, kind: .view(.button))
    try deliver("init(primaryAction:)", to: button, arguments: [.object(action)], kind: .creation) {
      if case .string(let title) = records[action.raw].properties["title"], !title.isEmpty {
        update(button) { $0.properties["title"] = .string(title) }
      }
      update(button) {
        $0.targets.append(
          TargetAction(target: nil, action: "", event: "touchUpInside", handlerObject: action))
      }
    }
    return button
  }

  // MARK: Notification blocks

  /// `NotificationCenter.default.addObserver(forName: "Saved", object: nil, queue: nil) { note
  /// in … }`: the block runs for each post of the name (with `object:`, only for posts with
  /// that object, as NotificationCenter filters them); the token it returns removes it.
  func addNotificationBlock(name: String, object: ObjectID? = nil, handler: ClosureID) throws
    -> ObjectID
  {
    let token = makeHandlerObject("ObserverToken", ["name": .string(name)])
    let registration = NotificationObservation(
      observer: token, selector: "", name: name, handler: handler, object: object)
    try deliver(
      "addObserver(forName:object:queue:using:)", to: notificationCenter,
      arguments: [.string(name), object.map(Value.object) ?? .null, .null, .closure(handler)],
      kind: .call
    ) {
      update(notificationCenter) { $0.notificationObservers.append(registration) }
    }
    return token
  }

  /// A block registered for a posted name runs with a `Notification` holding the name and
  /// the object.
  func runNotificationBlock(_ registration: NotificationObservation, object: Value) throws {
    guard let handler = registration.handler else { return }
    let note = makeHandlerObject(
      "Notification", ["name": .string(registration.name), "object": object])
    try runHandler(
      handler, heldBy: registration.observer, from: .object(notificationCenter),
      selector: "block(_:)", kind: .notification, arguments: [.object(note)])
  }

  // MARK: Key-value observation with a closure

  /// `ada.observe(\.name, options: [.new]) { contact, change in … }`: the handler runs after
  /// each change of the key; the observation it returns stops it with `invalidate()`.
  /// Without options (`observe(\.name) { … }`) a change carries neither value, as in
  /// Foundation; `.initial` runs the handler once at once.
  func observe(
    _ object: ObjectID, key: String, options: Set<KeyValueObservingOption> = [],
    handler: ClosureID
  ) throws -> ObjectID {
    guard records[object.raw].properties[key] != nil else { throw unknownProperty(key, of: object) }
    let observation = makeHandlerObject(
      "KeyValueObservation", ["keyPath": .string(key)])
    let written = KeyValueObservingOption.allCases.filter(options.contains).map {
      Value.enumCase($0.rawValue)
    }
    try deliver(
      "observe(_:options:changeHandler:)", to: object,
      arguments: [.string(key), .array(written), .closure(handler)], kind: .call
    ) {
      let registration = Observation(
        observer: observation, key: key, handler: handler, options: options)
      update(object) { $0.observers.append(registration) }
      if options.contains(.initial) {
        try runChangeHandler(
          registration, of: object, value: records[object.raw].properties[key] ?? .null,
          old: nil)
      }
    }
    return observation
  }

  /// The options of `observe(_:options:changeHandler:)`: `[.new, .old]`, one case, or `[]`.
  func observingOptions(_ value: Value) throws -> Set<KeyValueObservingOption> {
    let items: [Value]
    switch value {
    case .array(let list): items = list
    case .enumCase: items = [value]
    default:
      throw RuntimeFailure.argumentType(
        argument: "options", expected: .enumeration(KeyValueObservingOption.typeName),
        found: valueKind(of: value))
    }
    var options = Set<KeyValueObservingOption>()
    for item in items {
      options.insert(
        try enumArgument(item, KeyValueObservingOption.self, type: KeyValueObservingOption.typeName)
      )
    }
    return options
  }

  /// `observation.invalidate()`: the handler runs no more.
  func invalidate(_ observation: ObjectID) throws {
    try deliver("invalidate()", to: observation, kind: .call) {
      for id in records.indices
      where records[id].observers.contains(where: { $0.observer == observation }) {
        update(ObjectID(id)) { $0.observers.removeAll { $0.observer == observation } }
      }
    }
  }

  /// A key-value change handler runs with the object and a change holding the new value; the
  /// prior notification (`.prior`, before the change) holds no new value and `isPrior` true.
  func runChangeHandler(
    _ observation: Observation, of object: ObjectID, value: Value, old: Value?,
    isPrior: Bool = false
  ) throws {
    guard let handler = observation.handler else { return }
    var values: [String: Value] = [:]
    if observation.options.contains(.new), !isPrior { values["newValue"] = value }
    if observation.options.contains(.old), let old { values["oldValue"] = old }
    if isPrior { values["isPrior"] = .bool(true) }
    let change = makeHandlerObject("KeyValueChange", values)
    try runHandler(
      handler, heldBy: observation.observer, from: .object(object),
      selector: "changeHandler(_:_:)", kind: .observation,
      arguments: [.object(object), .object(change)])
  }
}
