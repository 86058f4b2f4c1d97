extension World {
  /// The arranged subviews of a stack view, in order (empty for any other view).
  func arrangedSubviews(of stack: ObjectID) -> [ObjectID] {
    guard records[stack.raw].kind == .view(.stackView),
      case .array(let items) = records[stack.raw].properties["arrangedSubviews"] ?? .null
    else { return [] }
    return items.compactMap(\.objectID)
  }

  /// `addArrangedSubview(_:)` (`index` nil) and `insertArrangedSubview(_:at:)`: the view joins
  /// the arranged views (moving there if it was one already) and, as UIKit does, becomes a
  /// subview of the stack view if it is not one.
  func insertArrangedSubview(_ view: ObjectID, into stack: ObjectID, at index: Int?) throws {
    let selector = index == nil ? "addArrangedSubview(_:)" : "insertArrangedSubview(_:at:)"
    var arguments: [Value] = [.object(view)]
    if let index { arguments.append(.int(index)) }
    var arranged = arrangedSubviews(of: stack).filter { $0 != view }
    if let index, index < 0 || index > arranged.count {
      throw RuntimeFailure.rowOutOfRange(row: index, list: stack, count: arranged.count + 1)
    }
    try deliver(selector, to: stack, arguments: arguments, kind: .call) {
      if records[view.raw].superview != stack { try addSubview(view, to: stack) }
      arranged.insert(view, at: min(index ?? arranged.count, arranged.count))
      update(stack) { $0.properties["arrangedSubviews"] = .array(arranged.map(Value.object)) }
    }
  }

  /// `removeArrangedSubview(_:)`: the stack view stops laying the view out, and the view stays
  /// its subview, as in UIKit (where it keeps its last frame; the sandbox puts it at the stack
  /// view's origin, at its natural size). Nothing happens to a view that is not arranged.
  func removeArrangedSubview(_ view: ObjectID, from stack: ObjectID) throws {
    try deliver("removeArrangedSubview(_:)", to: stack, arguments: [.object(view)], kind: .call) {
      let arranged = arrangedSubviews(of: stack).filter { $0 != view }
      update(stack) { $0.properties["arrangedSubviews"] = .array(arranged.map(Value.object)) }
    }
  }

  /// A view leaving a stack view (removed, or added elsewhere) stops being arranged, since a
  /// stack view's arranged views are always among its subviews.
  func forgetArrangedSubview(_ view: ObjectID, of stack: ObjectID) {
    let arranged = arrangedSubviews(of: stack)
    guard arranged.contains(view) else { return }
    update(stack) {
      $0.properties["arrangedSubviews"] = .array(
        arranged.filter { $0 != view }.map(Value.object))
    }
  }

  /// `StackView(arrangedSubviews: [title, field])`; nil when the call is not that one.
  func stackViewInitializer(_ className: String, arguments: [(label: String?, value: Value)])
    throws -> ObjectID?
  {
    guard arguments.count == 1, arguments[0].label == "arrangedSubviews",
      classes[className]?.kind == .view(.stackView)
    else { return nil }
    guard case .array(let items) = arguments[0].value else {
      throw RuntimeFailure.argumentType(
        argument: "arrangedSubviews", expected: .array(.object("View")),
        found: valueKind(of: arguments[0].value))
    }
    let views = try items.map { item in
      guard let id = item.objectID, contains(id), records[id.raw].kind.viewKind != nil else {
        throw RuntimeFailure.argumentType(
          argument: "arrangedSubviews", expected: .array(.object("View")),
          found: valueKind(of: item))
      }
      return id
    }
    let stack = makeObject(className: className, kind: .view(.stackView))
    try deliver(
      "init(arrangedSubviews:)", to: stack, arguments: [arguments[0].value], kind: .creation
    ) {
      try runInstanceInitializers(of: stack, skipping: [])
      for view in views { try insertArrangedSubview(view, into: stack, at: nil) }
    }
    return stack
  }
}
