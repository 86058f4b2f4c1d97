extension World {
  /// `register(_:forCellReuseIdentifier:)`: the class of the cells a table makes for an
  /// identifier (named by a string, `"TableViewCell"`, as the sandbox has no `.self`); nil
  /// removes the registration.
  func registerCellClass(_ value: Value, identifier: String, on table: ObjectID) throws {
    var className: String?
    switch value {
    case .null: className = nil
    case .string(let name):
      guard classes[name] != nil else {
        throw RuntimeFailure.unknownClass(
          name, suggestion: NearestName.suggestion(for: name, among: classes.keys.sorted()))
      }
      guard isClass(name, kindOf: "TableViewCell") else {
        throw RuntimeFailure.notACellClass(name)
      }
      className = name
    default:
      throw RuntimeFailure.argumentType(
        argument: "_", expected: .optional(.string), found: valueKind(of: value))
    }
    try deliver(
      "register(_:forCellReuseIdentifier:)", to: table, arguments: [value, .string(identifier)],
      kind: .call, invokesUserMethod: false
    ) {
      update(table) { $0.table?.registrations[identifier] = className }
    }
  }

  /// `dequeueReusableCell(withIdentifier:for:)` (with a row) and
  /// `dequeueReusableCell(withIdentifier:)` (without): a cell of that identifier from the
  /// reuse queue (it receives `prepareForReuse()`), or else a new cell of the registered
  /// class. With a row, an identifier nothing was registered for is UIKit's refusal; without
  /// one, the answer is nil.
  func dequeueCell(identifier: String, for index: TableIndex?, from table: ObjectID) throws
    -> ObjectID?
  {
    var arguments: [Value] = [.string(identifier)]
    if let index { arguments.append(.object(indexPathObject(index))) }
    let selector =
      index == nil
      ? "dequeueReusableCell(withIdentifier:)" : "dequeueReusableCell(withIdentifier:for:)"
    var cell: ObjectID?
    try deliver(selector, to: table, arguments: arguments, kind: .call, invokesUserMethod: false) {
      let queue = records[table.raw].table?.reusableCells ?? []
      if let reused = queue.first(where: {
        contains($0) && record($0).properties["reuseIdentifier"] == .string(identifier)
      }) {
        update(table) { r in r.table?.reusableCells.removeAll { $0 == reused } }
        try deliver("prepareForReuse()", to: reused, kind: .call, from: .object(table))
        cell = reused
      } else if let className = records[table.raw].table?.registrations[identifier] {
        cell = try makeCell(
          className, style: "default", reuseIdentifier: identifier, from: .object(table))
      } else if index != nil {
        throw RuntimeFailure.cellNotRegistered(identifier: identifier, table: table)
      }
    }
    return cell
  }

  /// Makes a cell: `init(style:reuseIdentifier:)`, traced as a creation, sent by `sender`
  /// (the table that dequeues it, or whoever wrote `TableViewCell(style:reuseIdentifier:)`).
  func makeCell(
    _ className: String, style: String, reuseIdentifier: String?, from sender: Participant? = nil
  ) throws -> ObjectID {
    let kind = classes[className]?.kind ?? .view(.tableViewCell)
    let cell = makeObject(className: className, kind: kind)
    let identifier = reuseIdentifier.map(Value.string) ?? .null
    try deliver(
      "init(style:reuseIdentifier:)", to: cell, arguments: [.enumCase(style), identifier],
      kind: .creation, from: sender
    ) {
      try runInstanceInitializers(of: cell, skipping: [])
      update(cell) { r in
        r.properties["style"] = .enumCase(style)
        r.properties["reuseIdentifier"] = identifier
      }
    }
    return cell
  }

  /// `TableViewCell(style: .subtitle, reuseIdentifier: "Cell")`; nil when the call is an
  /// ordinary memberwise one.
  func cellInitializer(_ className: String, arguments: [(label: String?, value: Value)]) throws
    -> ObjectID?
  {
    guard classes[className]?.kind == .view(.tableViewCell),
      arguments.map(\.label) == ["style", "reuseIdentifier"]
    else { return nil }
    guard case .enumCase(let style) = arguments[0].value,
      TableViewClasses.cellStyles.contains(style)
    else {
      throw RuntimeFailure.argumentType(
        argument: "style", expected: .enumeration("UITableViewCell.CellStyle"),
        found: valueKind(of: arguments[0].value))
    }
    var identifier: String?
    if arguments[1].value != .null {
      identifier = try requireString(arguments[1].value, argument: "reuseIdentifier")
    }
    return try makeCell(className, style: style, reuseIdentifier: identifier)
  }
}
