extension World {
  /// The objects a record holds strongly, as Swift and UIKit hold them: its stored properties
  /// that are not `weak` (with what their closures capture strongly), a view's subviews, a
  /// controller's view, children, presented controller and bar, the window's root, a control's
  /// `UIAction`s, the notification center's block observers (with what their blocks capture),
  /// a controller's bindings and a
  /// table's cells. Not: delegates, targets, key-value observers, notification observers
  /// (none is retained), a view's superview or a child's parent (back links).
  func strongReferences(of r: ObjectRecord, withBlockCaptures: Bool = true) -> [ObjectID] {
    var out: [ObjectID] = []
    for (key, value) in r.properties where value.mayHoldObjects {
      guard let schema = propertySchema(key, of: r.className), !schema.isWeak else { continue }
      collectStrong(value, into: &out)
    }
    out += r.subviews
    if let view = r.rootView { out.append(view) }
    var child = r.vc.firstChild
    var walked = 0
    while let id = child, contains(id), walked <= records.count {
      out.append(id)
      child = records[id.raw].vc.nextSibling
      walked += 1
    }
    if let presented = r.vc.presented { out.append(presented) }
    if let presentation = r.vc.presentation { out += presentation.removedViews.map(\.view) }
    if let bar = r.vc.bar { out.append(bar) }
    if let more = r.vc.moreNavigation { out.append(more) }
    if let root = r.vc.window?.rootViewController { out.append(root) }
    for target in r.targets { if let action = target.handlerObject { out.append(action) } }
    // The center keeps each block observer's token and its block, and the block keeps what it
    // captures strongly: a block that uses `self` keeps the observer alive (the classic leak).
    for observation in r.notificationObservers {
      guard let handler = observation.handler else { continue }
      out.append(observation.observer)
      if withBlockCaptures, closures.indices.contains(handler.raw) {
        out += closures[handler.raw].strongReferences
      }
    }
    for binding in r.bindings { out += [binding.view, binding.model] }
    if let table = r.table {
      out += table.visibleCells.map(\.cell)
      out += table.reusableCells
    }
    return out
  }

  /// The objects a value holds strongly: an object, the elements of an array, what a closure
  /// captures strongly (walked without recursion).
  func collectStrong(_ value: Value, into out: inout [ObjectID]) {
    var pending = [value]
    while let next = pending.popLast() {
      switch next {
      case .object(let id): out.append(id)
      case .array(let items): pending += items.filter(\.mayHoldObjects)
      case .dictionary(let entries): pending += entries.values.filter(\.mayHoldObjects)
      case .composite(let value): pending += value.fields.filter(\.mayHoldObjects)
      case .closure(let id):
        if closures.indices.contains(id.raw) { out += closures[id.raw].strongReferences }
      default: continue
      }
    }
  }
}

extension Value {
  /// Whether the value can refer to an object (an object, an array, a closure).
  var mayHoldObjects: Bool {
    switch self {
    case .object, .array, .closure, .dictionary: return true
    case .composite(let value): return !value.fields.isEmpty
    default: return false
    }
  }
}
