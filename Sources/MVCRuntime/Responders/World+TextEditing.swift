/// A text field's editing session, as UIKit runs it (UITextField and UITextFieldDelegate):
/// the delegate is asked before editing begins and before it ends, told after each, and the
/// control events `.editingDidBegin`, `.editingDidEnd` and `.editingDidEndOnExit` go to their
/// targets. Only one view is first responder at a time: a field that starts editing makes the
/// one editing before it stop first.
///
/// Apple: https://developer.apple.com/documentation/uikit/uitextfielddelegate (the order of
/// the calls: "Managing editing"), https://developer.apple.com/documentation/uikit/uitextfield
/// ("Responding to editing events") and
/// https://developer.apple.com/documentation/uikit/uiresponder/becomefirstresponder().
extension World {
  /// The field's delegate, if it has one that is alive.
  private func textFieldDelegate(of field: ObjectID) -> ObjectID? {
    guard let delegate = records[field.raw].properties["delegate"]?.objectID, contains(delegate),
      !records[delegate.raw].isFreed
    else { return nil }
    return delegate
  }

  /// Whether a view is a text field.
  func isTextField(_ id: ObjectID) -> Bool { records[id.raw].kind.viewKind == .textField }

  /// Starts editing a text field (a tap on it, `becomeFirstResponder()`, typing into a field
  /// not editing yet): `textFieldShouldBeginEditing(_:)` may refuse; otherwise the responder
  /// editing now stops, the field becomes first responder, and `textFieldDidBeginEditing(_:)`
  /// then the `.editingDidBegin` targets follow. Returns whether the field is editing.
  @discardableResult
  func beginEditing(_ field: ObjectID) throws -> Bool {
    if windowState.firstResponder == field { return true }
    guard isViewInWindow(field) else { return false }
    let delegate = textFieldDelegate(of: field)
    if let delegate,
      let answer = try deliverIfImplemented(
        "textFieldShouldBeginEditing(_:)", to: delegate, arguments: [.object(field)],
        kind: .delegate, from: field, noted: false),
      answer.boolValue == false
    {
      return false
    }
    if let current = windowState.firstResponder {
      guard try resignForTakeover(current, by: field) else { return false }
    }
    updateWindowState { $0.firstResponder = field }
    if let delegate {
      _ = try deliverIfImplemented(
        "textFieldDidBeginEditing(_:)", to: delegate, arguments: [.object(field)],
        kind: .delegate, from: field, noted: false)
    }
    try sendActions(for: "editingDidBegin", from: field)
    return true
  }

  /// Makes the first responder give up its status. A text field that is editing asks its
  /// delegate `textFieldShouldEndEditing(_:)` first (when `asking`; the field leaving the
  /// window is not asked), then tells it `textFieldDidEndEditing(_:)` and sends
  /// `.editingDidEnd`. Returns false when the delegate kept the field editing.
  @discardableResult
  func resignEditing(_ responder: ObjectID, asking: Bool) throws -> Bool {
    guard windowState.firstResponder == responder else { return true }
    guard isTextField(responder) else {
      updateWindowState { $0.firstResponder = nil }
      return true
    }
    let delegate = textFieldDelegate(of: responder)
    if asking, let delegate,
      let answer = try deliverIfImplemented(
        "textFieldShouldEndEditing(_:)", to: delegate, arguments: [.object(responder)],
        kind: .delegate, from: responder, noted: false),
      answer.boolValue == false
    {
      return false
    }
    updateWindowState { $0.firstResponder = nil }
    if let delegate {
      _ = try deliverIfImplemented(
        "textFieldDidEndEditing(_:)", to: delegate, arguments: [.object(responder)],
        kind: .delegate, from: responder, noted: false)
    }
    try sendActions(for: "editingDidEnd", from: responder)
    return true
  }

  /// The first responder is asked to resign because another responder takes over (UIKit sends
  /// it `resignFirstResponder()`); false when it keeps its status.
  func resignForTakeover(_ current: ObjectID, by next: ObjectID) throws -> Bool {
    var resigned = true
    try deliver("resignFirstResponder()", to: current, kind: .call, from: .object(next)) {
      resigned = try resignEditing(current, asking: true)
    }
    return resigned
  }

  /// The user presses Return in the field being edited: `textFieldShouldReturn(_:)` is asked,
  /// then (unless it answered false) the `.editingDidEndOnExit` targets are sent; a field with
  /// such targets then stops editing, as UIKit dismisses the keyboard for them.
  func pressReturn(_ field: ObjectID) throws {
    guard isTextField(field) else { throw RuntimeFailure.typeNeedsTextField(field) }
    try requireInteractive(field)
    try acting(as: .user) {
      try deliver("insertText(_:)", to: field, arguments: [.string("\n")], kind: .userInput) {
        guard try beginEditing(field) else { return }
        if let delegate = textFieldDelegate(of: field),
          let answer = try deliverIfImplemented(
            "textFieldShouldReturn(_:)", to: delegate, arguments: [.object(field)],
            kind: .delegate, from: field, noted: false),
          answer.boolValue == false
        {
          return
        }
        let exits = records[field.raw].targets.contains { $0.event == "editingDidEndOnExit" }
        try sendActions(for: "editingDidEndOnExit", from: field)
        if exits { try resignEditing(field, asking: true) }
      }
    }
  }

  /// `view.endEditing(_:)`: the first responder inside the view (or the view itself) stops
  /// editing; with `force` its delegate is not asked. Returns whether it stopped.
  func endEditing(in view: ObjectID, force: Bool) throws -> Bool {
    guard let responder = windowState.firstResponder else { return true }
    var current: ObjectID? = responder
    var steps = 0
    while let id = current, id != view, steps < records.count {
      current = records[id.raw].superview
      steps += 1
    }
    guard current == view else { return true }
    return try resignEditing(responder, asking: !force)
  }
}
