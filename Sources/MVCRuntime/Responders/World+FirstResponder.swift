extension World {
  /// Whether a responder can become first responder: text fields can; other views and
  /// controllers cannot (UIKit's default is false), unless the learner's class implements
  /// `canBecomeFirstResponder()` returning true.
  func canBecomeFirstResponder(_ id: ObjectID) throws -> Bool {
    if userMethod("canBecomeFirstResponder()", of: records[id.raw].className) != nil {
      let answer = try deliver("canBecomeFirstResponder()", to: id, kind: .call)
      return answer.boolValue ?? false
    }
    return records[id.raw].kind.viewKind == .textField
  }

  /// `view.becomeFirstResponder()`: the current first responder is asked to resign, then the
  /// view takes over if it can and is in the window. Returns whether it did.
  @discardableResult
  func becomeFirstResponder(_ id: ObjectID) throws -> Bool {
    var result = false
    try deliver("becomeFirstResponder()", to: id, kind: .call) {
      if windowState.firstResponder == id {
        result = true
        return
      }
      // A text field starts an editing session, with its delegate's say.
      if isTextField(id) {
        result = try beginEditing(id)
        return
      }
      guard records[id.raw].kind.viewKind != nil, isViewInWindow(id),
        try canBecomeFirstResponder(id)
      else { return }
      if let current = windowState.firstResponder {
        guard try resignForTakeover(current, by: id) else { return }
      }
      updateWindowState { $0.firstResponder = id }
      result = true
    }
    return result
  }

  /// `view.resignFirstResponder()`: gives up first-responder status; a text field ends its
  /// editing session (its delegate may refuse). Returns whether it is no longer first responder.
  @discardableResult
  func resignFirstResponder(_ id: ObjectID) throws -> Bool {
    var result = true
    try deliver("resignFirstResponder()", to: id, kind: .call) {
      result = try resignEditing(id, asking: true)
    }
    return result
  }

  /// Whether the object is the window's first responder.
  func isFirstResponder(_ id: ObjectID) -> Bool { windowState.firstResponder == id }
}
