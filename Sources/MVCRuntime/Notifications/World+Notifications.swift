extension World {
  /// `NotificationCenter.default.addObserver(observer, selector: "contactSaved", name: "Saved")`.
  func addNotificationObserver(
    _ observer: ObjectID, selector: String, name: String, object: ObjectID? = nil
  ) throws {
    guard let resolved = resolveAction(selector, on: observer) else {
      let candidates = classChain(records[observer.raw].className).flatMap { $0.methods.keys }
      throw RuntimeFailure.noSuchAction(
        selector: selector, className: records[observer.raw].className,
        suggestion: NearestName.suggestion(for: selector, among: candidates))
    }
    let registration = NotificationObservation(
      observer: observer, selector: resolved, name: name, object: object)
    try deliver(
      "addObserver(_:selector:name:object:)", to: notificationCenter,
      arguments: [
        .object(observer), .string(resolved), .string(name), object.map(Value.object) ?? .null,
      ],
      kind: .call
    ) {
      update(notificationCenter) { $0.notificationObservers.append(registration) }
    }
  }

  /// An `object:` argument: nil, or an object that exists (a post's object to filter on).
  func optionalObject(_ value: Value, argument: String) throws -> ObjectID? {
    if value == .null { return nil }
    guard let id = value.objectID, contains(id) else {
      throw RuntimeFailure.argumentType(
        argument: argument, expected: .optional(.any), found: valueKind(of: value))
    }
    return id
  }

  /// Removes every notification registration of an observer.
  func removeNotificationObserver(_ observer: ObjectID) throws {
    try deliver(
      "removeObserver(_:)", to: notificationCenter, arguments: [.object(observer)], kind: .call
    ) {
      update(notificationCenter) { $0.notificationObservers.removeAll { $0.observer == observer } }
    }
  }

  /// Posts a notification: delivered synchronously to every observer of the name, in
  /// registration order, before `post` returns (as NotificationCenter does).
  func post(name: String, object: Value) throws {
    try deliver(
      "post(name:object:)", to: notificationCenter, arguments: [.string(name), object],
      kind: .notification
    ) {
      for registration in records[notificationCenter.raw].notificationObservers
      where registration.name == name
        && (registration.object == nil || registration.object == object.objectID)
      {
        if registration.handler != nil {
          try runNotificationBlock(registration, object: object)
          continue
        }
        // A method that takes a parameter is handed the `Notification` (its name and object),
        // as `@objc func contactSaved(_ note: Notification)` expects; one without gets none.
        var arguments: [Value] = []
        if !World.arguments([.null], fittedTo: registration.selector).isEmpty {
          arguments = [
            .object(makeHandlerObject("Notification", ["name": .string(name), "object": object]))
          ]
        }
        try deliver(
          registration.selector, to: registration.observer, arguments: arguments,
          kind: .notification)
      }
    }
  }
}
