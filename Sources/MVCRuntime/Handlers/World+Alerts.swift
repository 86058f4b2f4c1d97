extension World {
  /// `alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in … })`.
  func addAlertAction(_ action: ObjectID, to alert: ObjectID) throws {
    try deliver("addAction(_:)", to: alert, arguments: [.object(action)], kind: .call) {
      guard case .array(var actions) = records[alert.raw].properties["actions"] ?? .array([]) else {
        return
      }
      actions.append(.object(action))
      update(alert) { $0.properties["actions"] = .array(actions) }
    }
  }

  /// `alert.addTextField { field in … }`: UIKit makes a text field for the alert, keeps it in
  /// `textFields` and hands it to the configuration handler at once. Only an alert (not an
  /// action sheet) takes text fields. The field sits in the alert's view (UIKit's own
  /// hierarchy, made without messages), so the user can tap and type in it once the alert is
  /// on screen.
  func addAlertTextField(to alert: ObjectID, configuration: ClosureID?) throws {
    if records[alert.raw].properties["preferredStyle"] == .enumCase("actionSheet") {
      throw RuntimeFailure.textFieldInActionSheet(alert)
    }
    try deliver(
      "addTextField(configurationHandler:)", to: alert,
      arguments: [configuration.map(Value.closure) ?? .null], kind: .call,
      invokesUserMethod: false
    ) {
      let field = try instantiate("TextField", arguments: [])
      var fields = records[alert.raw].properties["textFields"]?.arrayValue ?? []
      fields.append(.object(field))
      update(alert) { $0.properties["textFields"] = .array(fields) }
      if let view = records[alert.raw].rootView { placeAlertTextField(field, in: view) }
      if let configuration { try callClosure(configuration, arguments: [.object(field)]) }
    }
  }

  /// Puts one of an alert's text fields in its view, as UIKit's private hierarchy holds it.
  func placeAlertTextField(_ field: ObjectID, in view: ObjectID) {
    detachFromSuperview(field)
    update(view) { $0.subviews.append(field) }
    update(field) { $0.superview = view }
  }

  /// The alert on screen that shows an action, if any.
  func alertShowing(_ action: ObjectID) -> ObjectID? {
    records.indices.map(ObjectID.init).first { id in
      isClass(records[id.raw].className, kindOf: "AlertController")
        && records[id.raw].vc.presentation != nil
        && records[id.raw].properties["actions"]?.arrayValue?.contains(.object(action)) == true
    }
  }

  /// The user taps an action of an alert on screen: UIKit dismisses the alert, then, once it
  /// has gone, runs the action's handler with the action.
  func tapAlertAction(_ action: ObjectID) throws {
    guard let alert = alertShowing(action) else {
      throw RuntimeFailure.alertActionNotShown(action)
    }
    try acting(as: .user) {
      try deliver("touchesEnded(_:with:)", to: alert, kind: .userInput) {
        try runTransition(animated: true) {
          try dismiss(from: alert, animated: true)
          // The handler runs once the alert has gone, when the dismissal has finished.
          guard let handler = records[action.raw].properties["handler"]?.closureID else { return }
          try atTransitionEnd { [unowned self] in
            try runHandler(
              handler, heldBy: action, from: .object(alert), selector: "handler(_:)",
              kind: .targetAction, operation: "UIAlertAction", arguments: [.object(action)])
          }
        }
      }
    }
  }
}
