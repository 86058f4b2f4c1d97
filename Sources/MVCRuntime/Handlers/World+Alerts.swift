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
