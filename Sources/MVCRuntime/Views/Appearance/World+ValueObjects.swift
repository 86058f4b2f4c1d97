extension World {
  /// The object for a value of a value class (`Font`, `Image`, `Size`, `Point`), made the
  /// first time it is needed (silently: a value Swift copies has no life the trace could show).
  /// One value has one object, so `==` between two of them compares values, as Swift's does.
  /// `spelling` is how Swift writes the value, which is how the object is shown.
  func valueObject(_ className: String, spelling: String, _ properties: [(String, Value)])
    -> ObjectID
  {
    if let existing = valueObjects[spelling], contains(existing),
      records[existing.raw].kind == .value, records[existing.raw].className == className,
      valueSpellings[existing] == spelling
    {
      return existing
    }
    let id = makeObject(className: className, kind: .value)
    update(id) { r in
      for (key, value) in properties { r.properties[key] = value }
    }
    valueObjects[spelling] = id
    valueSpellings[id] = spelling
    return id
  }

  /// The object already made for a value, if any (the world changes nothing).
  func existingValueObject(_ className: String, spelling: String) -> ObjectID? {
    guard let id = valueObjects[spelling], contains(id), records[id.raw].kind == .value,
      records[id.raw].className == className, valueSpellings[id] == spelling
    else { return nil }
    return id
  }

  /// How a value object is shown: as Swift writes it (`CGSize(width: 320, height: 480)`).
  func valueDisplayName(of id: ObjectID) -> String? {
    guard records[id.raw].kind == .value, let spelling = valueSpellings[id],
      valueObjects[spelling] == id
    else { return nil }
    return spelling
  }

  /// A number as the sandbox spells it in a value: `17`, `12.5`.
  static func spell(_ number: Double) -> String {
    if abs(number) < 1e15, let whole = Int(exactly: number) { return String(whole) }
    return String(number)
  }

  // MARK: Sizes and points

  /// `CGSize(width:height:)`.
  func sizeObject(width: Double, height: Double) -> ObjectID {
    valueObject(
      "Size", spelling: "CGSize(width: \(Self.spell(width)), height: \(Self.spell(height)))",
      [("width", .double(width)), ("height", .double(height))])
  }

  /// `CGPoint(x:y:)`.
  func pointObject(x: Double, y: Double) -> ObjectID {
    valueObject(
      "Point", spelling: "CGPoint(x: \(Self.spell(x)), y: \(Self.spell(y)))",
      [("x", .double(x)), ("y", .double(y))])
  }

  /// The width and height of a `Size` object (nil for any other value).
  func size(of value: Value?) -> (width: Double, height: Double)? {
    guard let id = value?.objectID, contains(id), records[id.raw].kind == .value,
      records[id.raw].className == "Size",
      let width = records[id.raw].properties["width"]?.doubleValue,
      let height = records[id.raw].properties["height"]?.doubleValue
    else { return nil }
    return (width, height)
  }

  /// The x and y of a `Point` object (nil for any other value).
  func point(of value: Value?) -> (x: Double, y: Double)? {
    guard let id = value?.objectID, contains(id), records[id.raw].kind == .value,
      records[id.raw].className == "Point",
      let x = records[id.raw].properties["x"]?.doubleValue,
      let y = records[id.raw].properties["y"]?.doubleValue
    else { return nil }
    return (x, y)
  }

  // MARK: Images

  /// `UIImage(named:)`: the sandbox has every image a name names (it draws none).
  func imageObject(named name: String, system: Bool = false) -> ObjectID {
    valueObject(
      "Image", spelling: "UIImage(\(system ? "systemName" : "named"): \(Self.quote(name)))",
      [("name", .string(name))])
  }

  /// A string as a Swift literal (quotes and backslashes escaped).
  static func quote(_ text: String) -> String {
    var out = "\""
    for character in text {
      if character == "\"" || character == "\\" { out.append("\\") }
      out.append(character)
    }
    return out + "\""
  }

  // MARK: The special initializers of value classes

  /// `CGSize(width:height:)`, `CGPoint(x:y:)`, `UIImage(named:)`, `UIFont(name:size:)`; a
  /// `UIColor(…)` is refused (named colours only). Nil when `className` is none of them.
  func valueInitializer(_ className: String, arguments: [(label: String?, value: Value)])
    throws -> ObjectID?
  {
    let labels = arguments.map(\.label)
    func number(_ index: Int) throws -> Double {
      let label = arguments[index].label ?? "_"
      guard let n = arguments[index].value.doubleValue else {
        throw RuntimeFailure.argumentType(
          argument: label, expected: .double, found: valueKind(of: arguments[index].value))
      }
      return n
    }
    switch className {
    case "Size":
      if labels.isEmpty { return sizeObject(width: 0, height: 0) }
      guard labels == ["width", "height"] else {
        throw RuntimeFailure.valueInitializer(
          className: "CGSize", forms: ["init()", "init(width:height:)"])
      }
      return sizeObject(width: try number(0), height: try number(1))
    case "Point":
      if labels.isEmpty { return pointObject(x: 0, y: 0) }
      guard labels == ["x", "y"] else {
        throw RuntimeFailure.valueInitializer(
          className: "CGPoint", forms: ["init()", "init(x:y:)"])
      }
      return pointObject(x: try number(0), y: try number(1))
    case "Image":
      guard labels == ["named"] || labels == ["systemName"] else {
        throw RuntimeFailure.valueInitializer(
          className: "UIImage", forms: ["init(named:)", "init(systemName:)"])
      }
      let label = labels[0] ?? "named"
      let name = try requireString(arguments[0].value, argument: label)
      return imageObject(named: name, system: label == "systemName")
    case "Font":
      guard labels == ["name", "size"] else {
        throw RuntimeFailure.valueInitializer(className: "UIFont", forms: ["init(name:size:)"])
      }
      let name = try requireString(arguments[0].value, argument: "name")
      let size = try number(1)
      return try namedFont(name, size: size)
    case "Color":
      let selector = "UIColor(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
      throw RuntimeFailure.unnamedColor(selector: selector)
    default:
      return nil
    }
  }

  // MARK: Static members

  /// `UIColor.systemBlue`, `CGSize.zero`, `UIFont.labelFontSize`: a static property of a
  /// value class; nil when the class has none of that name.
  func staticMember(_ member: String, ofClass className: String) throws -> Value? {
    switch UIKitNames.canonicalClass(className) {
    case "Color":
      return .enumCase(try requireCase(member, of: NamedColor.self, type: NamedColor.typeName))
    case "Size" where member == "zero": return .object(sizeObject(width: 0, height: 0))
    // `UIApplication.shared`: the one application object.
    case "Application" where member == "shared": return .object(application)
    case "Point" where member == "zero": return .object(pointObject(x: 0, y: 0))
    // `UITableView.automaticDimension`: UIKit's -1, "size the row to its content"; the
    // sandbox has no self-sizing cells and uses the table's `rowHeight`.
    case "TableView" where member == "automaticDimension": return .double(-1)
    case "Font":
      switch member {
      case "labelFontSize": return .double(17)
      case "buttonFontSize": return .double(18)
      case "systemFontSize": return .double(14)
      case "smallSystemFontSize": return .double(12)
      default: return nil
      }
    default: return nil
    }
  }

  /// `UIFont.systemFont(ofSize: 17)` and the other font makers: a static method of a value
  /// class; nil when the class has no such method.
  func callStatic(_ selector: String, ofClass className: String, arguments: [Value]) throws
    -> Value?
  {
    guard UIKitNames.canonicalClass(className) == "Font" else { return nil }
    func size(_ index: Int) throws -> Double {
      guard let n = arguments[index].doubleValue else {
        throw RuntimeFailure.argumentType(
          argument: "ofSize", expected: .double, found: valueKind(of: arguments[index]))
      }
      return n
    }
    switch selector {
    case "systemFont(ofSize:)":
      return .object(try systemFont(size: size(0), weight: .regular))
    case "boldSystemFont(ofSize:)":
      return .object(try systemFont(size: size(0), weight: .bold, maker: "boldSystemFont"))
    case "systemFont(ofSize:weight:)":
      let weight = try enumArgument(arguments[1], FontWeight.self, type: FontWeight.typeName)
      return .object(try systemFont(size: size(0), weight: weight))
    case "preferredFont(forTextStyle:)":
      let style = try enumArgument(arguments[0], FontTextStyle.self, type: FontTextStyle.typeName)
      return .object(
        valueObject(
          "Font", spelling: "UIFont.preferredFont(forTextStyle: .\(style.rawValue))",
          [
            ("fontName", .string(style.weight.systemFontName)),
            ("pointSize", .double(style.pointSize)),
          ]))
    default:
      return nil
    }
  }

  /// An enumeration argument: one of the cases of `E`, or a failure naming them.
  func enumArgument<E: RawRepresentable & CaseIterable>(
    _ value: Value, _: E.Type, type: String
  ) throws -> E where E.RawValue == String {
    guard case .enumCase(let name) = value else {
      throw RuntimeFailure.argumentType(
        argument: "_", expected: .enumeration(type), found: valueKind(of: value))
    }
    guard let result = E(rawValue: name) else { throw unknownCase(name, of: E.self, type: type) }
    return result
  }

  /// A case name of `E`, or a failure listing its cases with the nearest one.
  @discardableResult
  func requireCase<E: RawRepresentable & CaseIterable>(
    _ name: String, of _: E.Type, type: String
  ) throws -> String where E.RawValue == String {
    if E(rawValue: name) != nil { return name }
    throw unknownCase(name, of: E.self, type: type)
  }

  /// The failure for a name that is none of the cases of `E`.
  func unknownCase<E: RawRepresentable & CaseIterable>(
    _ name: String, of _: E.Type, type: String
  ) -> RuntimeFailure where E.RawValue == String {
    let valid = E.allCases.map(\.rawValue)
    return .unknownEnumCase(
      name, type: type, valid: valid, suggestion: NearestName.suggestion(for: name, among: valid))
  }
}
