extension World {
  /// The learner acts as the user and taps a view: a button sends its `.touchUpInside` actions,
  /// a switch flips, a text field starts editing.
  func tap(_ view: ObjectID) throws {
    try requireInteractive(view)
    let kind = records[view.raw].kind.viewKind ?? .view
    if kind == .switchControl { return try toggle(view) }
    if kind == .listView || kind == .tableView { throw RuntimeFailure.tapListNeedsRow(view) }
    try acting(as: .user) {
      // The finger goes down, then up: a control sends its `.touchDown` actions as the touch
      // begins, its `.touchUpInside` ones as it ends inside. The beginning is traced when
      // something listens to it (a `.touchDown` target, an override of `touchesBegan`).
      if isListeningToTouchDown(view) {
        try deliver("touchesBegan(_:with:)", to: view, kind: .userInput) {
          if kind == .button { try sendActions(for: "touchDown", from: view) }
        }
      }
      try deliver("touchesEnded(_:with:)", to: view, kind: .userInput) {
        switch kind {
        case .button: try sendActions(for: "touchUpInside", from: view)
        case .textField: try beginEditing(view)
        default: break
        }
      }
    }
  }

  /// Whether a tap's beginning has a listener: a `.touchDown` target of a button, or a
  /// learner's `touchesBegan(_:with:)` in the view's class.
  func isListeningToTouchDown(_ view: ObjectID) -> Bool {
    let record = records[view.raw]
    if record.kind.viewKind == .button, record.targets.contains(where: { $0.event == "touchDown" })
    {
      return true
    }
    return userMethod("touchesBegan(_:with:)", of: record.className) != nil
  }

  /// The user replaces a text field's text by typing (as if selecting all, then typing).
  func type(_ field: ObjectID, text: String) throws {
    guard records[field.raw].kind.viewKind == .textField else {
      throw RuntimeFailure.typeNeedsTextField(field)
    }
    try requireInteractive(field)
    try acting(as: .user) {
      try deliver("insertText(_:)", to: field, arguments: [.string(text)], kind: .userInput) {
        // Typing goes to the field being edited: one that is not starts editing first, as the
        // user's tap would; a delegate that refuses to begin keeps the text as it is.
        if isViewInWindow(field) {
          guard try beginEditing(field) else { return }
        }
        // The typing replaces the whole text: the range is all of it, as NSRange(location:
        // 0, length: count), written [location, length].
        let old = records[field.raw].properties["text"]?.stringValue ?? ""
        let range = Value.array([.int(0), .int(old.utf16.count)])
        if let delegate = records[field.raw].properties["delegate"]?.objectID,
          let answer = try deliverIfImplemented(
            "textField(_:shouldChangeCharactersIn:replacementString:)", to: delegate,
            arguments: [.object(field), range, .string(text)], kind: .delegate, from: field),
          answer.boolValue == false
        {
          return
        }
        update(field) { $0.properties["text"] = .string(text) }
        try notifyObservers(of: field, key: "text", value: .string(text))
        try sendActions(for: "editingChanged", from: field)
      }
    }
  }

  /// The user flips a switch: it changes `isOn` and sends its `.valueChanged` actions.
  func toggle(_ control: ObjectID) throws {
    guard records[control.raw].kind.viewKind == .switchControl else {
      throw RuntimeFailure.toggleNeedsSwitch(control)
    }
    try requireInteractive(control)
    try acting(as: .user) {
      try deliver("touchesEnded(_:with:)", to: control, kind: .userInput) {
        let isOn = records[control.raw].properties["isOn"]?.boolValue ?? false
        update(control) { $0.properties["isOn"] = .bool(!isOn) }
        try notifyObservers(of: control, key: "isOn", value: .bool(!isOn))
        try sendActions(for: "valueChanged", from: control)
      }
    }
  }

  /// The user selects a row of a list: the list tells its delegate. A table view's row is in
  /// section 0 (``selectTableRow(_:at:)``).
  /// The More list of a tab bar controller (its More navigation controller, the list or its
  /// view) shows the tabs behind More: selecting a row shows that tab (``selectMoreRow(_:in:)``).
  func select(_ list: ObjectID, row: Int) throws {
    if let more = moreList(for: list) { return try selectMoreRow(row, in: more) }
    if records[list.raw].kind.viewKind == .tableView {
      return try selectTableRow(list, at: TableIndex(section: 0, row: row))
    }
    guard records[list.raw].kind.viewKind == .listView else {
      throw RuntimeFailure.selectNeedsList(list)
    }
    try requireInteractive(list)
    let count: Int
    if case .array(let items) = records[list.raw].properties["items"] ?? .array([]) {
      count = items.count
    } else {
      count = 0
    }
    guard row >= 0 && row < count else {
      throw RuntimeFailure.rowOutOfRange(row: row, list: list, count: count)
    }
    try acting(as: .user) {
      try deliver("touchesEnded(_:with:)", to: list, kind: .userInput) {
        update(list) { $0.properties["selectedRow"] = .int(row) }
        if let delegate = records[list.raw].properties["delegate"]?.objectID {
          try deliverIfImplemented(
            "listView(_:didSelectRowAt:)", to: delegate, arguments: [.object(list), .int(row)],
            kind: .delegate, from: list)
        }
      }
    }
  }

  /// A hidden, disabled, non-interactive or transparent view cannot receive a touch, nor can
  /// a view inside one that is hidden, non-interactive or transparent (hit-testing skips the
  /// whole branch, as UIKit's `hitTest(_:with:)` does). A disabled control sends no actions.
  func requireInteractive(_ view: ObjectID) throws {
    let r = record(view)
    guard r.kind.viewKind != nil else {
      throw RuntimeFailure.notAView(view)
    }
    if r.properties["isEnabled"] == .bool(false) { throw RuntimeFailure.viewDisabled(view) }
    if r.properties["isUserInteractionEnabled"] == .bool(false),
      r.kind == .view(.label) || r.kind == .view(.imageView)
    {
      throw RuntimeFailure.viewNotInteractive(view, r.writtenClassName ?? r.className)
    }
    var current: ObjectID? = view
    var steps = 0
    while let id = current, steps <= records.count {
      steps += 1
      let p = records[id.raw].properties
      if p["isHidden"] == .bool(true) { throw RuntimeFailure.viewHidden(id) }
      if p["isUserInteractionEnabled"] == .bool(false) { throw RuntimeFailure.viewDisabled(id) }
      if let alpha = p["alpha"]?.doubleValue, alpha < 0.01 {
        throw RuntimeFailure.viewTransparent(id, alpha: alpha)
      }
      current = records[id.raw].superview
    }
    if let cover = presentedController(covering: view) {
      throw RuntimeFailure.viewCovered(view, by: cover)
    }
    // A view in the window is touched where it is: wholly off the screen, nowhere.
    if windowState.isKeyAndVisible, isViewInWindow(view),
      let frame = computeLayout().windowFrames[view],
      frame.x >= device.width || frame.y >= device.height || frame.x + frame.width <= 0
        || frame.y + frame.height <= 0
    {
      throw RuntimeFailure.viewOffScreen(view, frame: frame)
    }
  }

  /// The presented controller whose view lies over a view in the window, if any: an alert,
  /// a sheet, a popover or a cover presented after the view's part of the window was put
  /// there. UIKit lets no touch through to what such a presentation covers (an alert and a
  /// sheet dim it; a tap beside a popover only dismisses the popover). A view in no window
  /// (a learner's loose view) is covered by nothing.
  func presentedController(covering view: ObjectID) -> ObjectID? {
    var top = view
    var steps = 0
    while let parent = records[top.raw].superview, parent != window, steps <= records.count {
      top = parent
      steps += 1
    }
    guard records[top.raw].superview == window,
      let position = records[window.raw].subviews.firstIndex(of: top)
    else { return nil }
    for above in records[window.raw].subviews[(position + 1)...] {
      if let owner = records[above.raw].owningController, records[owner.raw].vc.presentation != nil
      {
        return owner
      }
    }
    return nil
  }
}
