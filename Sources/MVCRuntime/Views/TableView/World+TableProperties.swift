extension World {
  /// Whether an object is a table view controller (or a learner's subclass of one).
  func isTableViewController(_ id: ObjectID) -> Bool {
    records[id.raw].kind.controllerKind != nil
      && isClass(records[id.raw].className, kindOf: "TableViewController")
  }

  /// The names of the properties table views, cells and table view controllers compute.
  func tablePropertyNames(ofClass className: String, kind: ObjectKind) -> [String] {
    switch kind {
    case .view(.tableView):
      return [
        "indexPathForSelectedRow", "visibleCells", "indexPathsForVisibleRows", "numberOfSections",
      ]
    case .controller where isClass(className, kindOf: "TableViewController"):
      return ["tableView"]
    default:
      return []
    }
  }

  /// Reads such a property without changing anything; nil when `key` is not one of them for
  /// this object.
  func readTableProperty(_ key: String, of id: ObjectID) -> Value? {
    let r = record(id)
    if let state = r.table {
      switch key {
      case "indexPathForSelectedRow":
        return state.selection.flatMap(existingIndexPath).map(Value.object) ?? .null
      case "visibleCells": return .array(state.visibleCells.map { .object($0.cell) })
      case "indexPathsForVisibleRows":
        return .array(
          state.visibleCells.compactMap { existingIndexPath($0.index) }.map(Value.object))
      case "numberOfSections": return .int(state.rowCounts?.count ?? 0)
      default: return nil
      }
    }
    if key == "tableView", isTableViewController(id) {
      return r.rootView.map(Value.object) ?? .null
    }
    return nil
  }

  /// Sets such a property; false when `key` is not one of them (the schema's properties are set
  /// as usual).
  func setTableProperty(_ key: String, of id: ObjectID, to value: Value) throws -> Bool {
    // Read in place (no copy of the record): this runs for every property set.
    switch records[id.raw].kind {
    case .view(.tableView), .controller: break
    default: return false
    }
    let className = records[id.raw].className
    guard tablePropertyNames(ofClass: className, kind: records[id.raw].kind).contains(key) else {
      return false
    }
    throw RuntimeFailure.readOnlyProperty(key: key, className: className)
  }

  /// What reading a table property would make first: a table view controller's view (its
  /// table view) or a cell's label.
  func lazyTableObject(_ key: String, of r: ObjectRecord) -> LazyObject? {
    switch (r.kind, key) {
    case (.view(.tableViewCell), "textLabel") where r.properties[key] == .null: return .textLabel
    case (.view(.tableViewCell), "detailTextLabel") where r.properties[key] == .null:
      return .detailTextLabel
    case (.controller, "view"), (.controller, "tableView"):
      guard r.rootView == nil, isTableViewController(r.id) else { return nil }
      return .tableView
    default:
      return nil
    }
  }

  /// A cell's label, made the first time it is read (UIKit makes `textLabel` and
  /// `detailTextLabel` on first use): a subview of the cell.
  func makeCellLabel(_ lazy: LazyObject, of cell: ObjectID) -> ObjectID {
    let key = lazy == .detailTextLabel ? "detailTextLabel" : "textLabel"
    let label = makeObject(className: "Label", kind: .view(.label))
    update(cell) {
      $0.subviews.append(label)
      $0.properties[key] = .object(label)
    }
    update(label) { $0.superview = cell }
    noteHolder(of: .object(label), owner: cell, key: key)
    return label
  }

  /// How a cell's label is shown when nothing better names it: `TableViewCell#12.textLabel`.
  func cellPartDisplayName(of id: ObjectID) -> String? {
    guard let holder = holders[id], holder.owner != id,
      records[holder.owner.raw].kind == .view(.tableViewCell)
    else { return nil }
    let owner = records[holder.owner.raw]
    let ownerName = boundNames[holder.owner] ?? "\(owner.className)#\(holder.owner.raw)"
    return ownerName + "." + holder.key
  }
}
