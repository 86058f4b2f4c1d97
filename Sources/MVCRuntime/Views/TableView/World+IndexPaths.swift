extension World {
  /// The `IndexPath` object for a row, made the first time it is needed (silently: a value
  /// Swift copies has no life the trace could show). One row has one index path, so `==`
  /// between two of them compares rows, as Swift's does.
  func indexPathObject(_ index: TableIndex) -> ObjectID {
    if let existing = existingIndexPath(index) { return existing }
    let id = makeObject(className: "IndexPath", kind: .value)
    update(id) { r in
      r.properties["row"] = .int(index.row)
      r.properties["section"] = .int(index.section)
    }
    indexPathObjects[index] = id
    return id
  }

  /// The `IndexPath` object already made for a row, if any (the world changes nothing).
  func existingIndexPath(_ index: TableIndex) -> ObjectID? {
    guard let id = indexPathObjects[index], contains(id), self.index(ofIndexPath: id) == index
    else { return nil }
    return id
  }

  /// The row an `IndexPath` object names (nil for any other object).
  func index(ofIndexPath id: ObjectID) -> TableIndex? {
    guard contains(id) else { return nil }
    let r = record(id)
    guard r.kind == .value, isClass(r.className, kindOf: "IndexPath"),
      let row = r.properties["row"]?.intValue, let section = r.properties["section"]?.intValue
    else { return nil }
    return TableIndex(section: section, row: row)
  }

  /// Requires an argument to be an `IndexPath`, or throws naming the argument.
  func requireIndexPath(_ value: Value, argument: String) throws -> TableIndex {
    guard let id = value.objectID, let index = index(ofIndexPath: id) else {
      throw RuntimeFailure.argumentType(
        argument: argument, expected: .object("IndexPath"), found: valueKind(of: value))
    }
    return index
  }

  /// Requires an argument to be an array of `IndexPath`s (`insertRows(at:with:)`).
  func requireIndexPaths(_ value: Value, argument: String) throws -> [TableIndex] {
    guard case .array(let items) = value else {
      throw RuntimeFailure.argumentType(
        argument: argument, expected: .array(.object("IndexPath")), found: valueKind(of: value))
    }
    return try items.map { item in
      guard let id = item.objectID, let index = index(ofIndexPath: id) else {
        throw RuntimeFailure.argumentType(
          argument: argument, expected: .array(.object("IndexPath")),
          found: valueKind(of: item))
      }
      return index
    }
  }

  /// `IndexPath(row: 2, section: 0)` (both labels, in this order, or `row:` alone for section
  /// 0); nil when the call is not one.
  func indexPathInitializer(_ className: String, arguments: [(label: String?, value: Value)])
    throws -> ObjectID?
  {
    guard className == "IndexPath" else { return nil }
    let labels = arguments.map(\.label)
    guard labels == ["row", "section"] || labels == ["row"] else {
      throw RuntimeFailure.indexPathInitializer
    }
    let row = try requireInt(arguments[0].value, argument: "row")
    let section = arguments.count > 1 ? try requireInt(arguments[1].value, argument: "section") : 0
    return indexPathObject(TableIndex(section: section, row: row))
  }

  /// How an `IndexPath` is shown: as Swift prints it, `[0, 2]` (section, then row).
  func indexPathDisplayName(of id: ObjectID) -> String? {
    guard records[id.raw].kind == .value, let index = index(ofIndexPath: id) else { return nil }
    return index.description
  }
}
