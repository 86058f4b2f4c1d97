extension World {
  /// Checks a value for a property whose values have rules beyond their type (an
  /// enumeration's cases, for every class; a view's number ranges), once the value fits the
  /// property's type. The same check guards `label.alpha = 2` and `Label(alpha: 2)`.
  func checkViewProperty(_ key: String, of className: String, schema: PropertySchema, value: Value)
    throws
  {
    var type = schema.type
    if case .optional(let wrapped) = type { type = wrapped }
    if case .enumeration(let name) = type, case .enumCase(let found) = value {
      try checkEnumCase(found, type: name)
    }
    // Only views have ranges (the class's kind is one lookup; a property set is hot).
    guard classes[className]?.kind.viewKind != nil else { return }
    guard let number = value.doubleValue, !schema.isWeak else { return }
    let range: RuntimeFailure.NumberRange?
    switch key {
    case "alpha": range = .unitInterval
    case "numberOfLines": range = .nonNegative
    default: range = nil
    }
    if let range, !range.contains(number) {
      throw RuntimeFailure.outOfRange(name: key, value: number, range: range)
    }
  }

  /// Refuses a case the enumeration does not have, or one the sandbox does not simulate.
  private func checkEnumCase(_ name: String, type: String) throws {
    switch type {
    case NamedColor.typeName: try requireCase(name, of: NamedColor.self, type: type)
    case TextAlignment.typeName: try requireCase(name, of: TextAlignment.self, type: type)
    case StackAxis.typeName: try requireCase(name, of: StackAxis.self, type: type)
    case StackDistribution.typeName:
      try requireCase(name, of: StackDistribution.self, type: type)
      if StackDistribution(rawValue: name)?.isSimulated == false {
        throw RuntimeFailure.enumCaseNotSimulated(
          name, type: type,
          simulated: StackDistribution.allCases.filter(\.isSimulated).map(\.rawValue))
      }
    case StackAlignment.typeName:
      try requireCase(name, of: StackAlignment.self, type: type)
      if StackAlignment(rawValue: name)?.isSimulated == false {
        throw RuntimeFailure.enumCaseNotSimulated(
          name, type: type,
          simulated: StackAlignment.allCases.filter(\.isSimulated).map(\.rawValue))
      }
    default:
      // Enumerations only stored (an alert's styles): their cases, and nothing else.
      if let cases = EnumerationCases.known[type], !cases.contains(name) {
        throw RuntimeFailure.unknownEnumCase(
          name, type: type, valid: cases,
          suggestion: NearestName.suggestion(for: name, among: cases))
      }
    }
  }

  // MARK: Properties computed from others

  /// The names of the view properties computed here, per view kind.
  func appearancePropertyNames(of kind: ObjectKind) -> [String] {
    kind == .view(.imageView) ? ["image"] : []
  }

  /// Reads such a property, or a stored one whose nil stands for a default object: a label's
  /// `font` (nil: the system font of 17 points) and an image view's `image` (made from its
  /// `imageName`). Nil when `key` is not one of them, or when the object is not made yet
  /// (``lazyAppearanceObject(_:of:)`` says so).
  func readAppearanceProperty(_ key: String, of r: ObjectRecord) -> Value? {
    switch (r.kind, key) {
    case (.view(.imageView), "image"):
      let name = r.properties["imageName"]?.stringValue ?? ""
      if name.isEmpty { return .null }
      return existingImage(named: name).map(Value.object)
    case (.view, "font") where r.properties["font"] == .null:
      guard propertySchema("font", of: r.className) != nil else { return nil }
      return existingValueObject("Font", spelling: Self.defaultFontSpelling).map(Value.object)
    default:
      return nil
    }
  }

  /// The object reading `font` or `image` would make first.
  func lazyAppearanceObject(_ key: String, of r: ObjectRecord) -> LazyObject? {
    guard r.kind.viewKind != nil, readAppearanceProperty(key, of: r) == nil else { return nil }
    switch (r.kind, key) {
    case (.view(.imageView), "image"): return .image
    case (.view, "font") where r.properties["font"] == .null:
      return propertySchema("font", of: r.className) != nil ? .font : nil
    default: return nil
    }
  }

  /// Makes the default font, or an image view's image.
  func makeAppearanceObject(_ lazy: LazyObject, for id: ObjectID) throws -> ObjectID {
    if lazy == .image {
      return imageObject(named: records[id.raw].properties["imageName"]?.stringValue ?? "")
    }
    return try systemFont(size: Self.defaultFontSize, weight: .regular)
  }

  private func existingImage(named name: String) -> ObjectID? {
    existingValueObject("Image", spelling: "UIImage(named: \(Self.quote(name)))")
      ?? existingValueObject("Image", spelling: "UIImage(systemName: \(Self.quote(name)))")
  }

  /// Sets such a property; false when `key` is not one of them. `imageView.image = image`
  /// sets its `imageName` (nil: no image).
  func setAppearanceProperty(_ key: String, of id: ObjectID, to value: Value) throws -> Bool {
    guard key == "image", records[id.raw].kind == .view(.imageView) else { return false }
    var name = ""
    if value != .null {
      guard let image = value.objectID, contains(image), records[image.raw].className == "Image",
        let imageName = records[image.raw].properties["name"]?.stringValue
      else {
        throw RuntimeFailure.propertyType(
          key: key, className: records[id.raw].className, expected: .optional(.object("Image")),
          found: valueKind(of: value))
      }
      name = imageName
    }
    try deliver("setValue(_:forKey:)", to: id, arguments: [value, .string(key)], kind: .viewUpdate)
    {
      update(id) { $0.properties["imageName"] = .string(name) }
      try notifyObservers(of: id, key: "imageName", value: .string(name))
    }
    return true
  }

  /// `ImageView(image: UIImage(named: "cat"))`; nil when the call is not that one.
  func imageViewInitializer(_ className: String, arguments: [(label: String?, value: Value)])
    throws -> ObjectID?
  {
    guard arguments.count == 1, arguments[0].label == "image",
      classes[className]?.kind == .view(.imageView)
    else { return nil }
    let value = arguments[0].value
    var name = ""
    if value != .null {
      guard let image = value.objectID, contains(image), records[image.raw].className == "Image"
      else {
        throw RuntimeFailure.argumentType(
          argument: "image", expected: .optional(.object("Image")), found: valueKind(of: value))
      }
      name = records[image.raw].properties["name"]?.stringValue ?? ""
    }
    let id = makeObject(className: className, kind: .view(.imageView))
    try deliver("init(image:)", to: id, arguments: [value], kind: .creation) {
      try runInstanceInitializers(of: id, skipping: [])
      update(id) { $0.properties["imageName"] = .string(name) }
    }
    return id
  }

  /// A new scroll view's content size and offset: zero, as UIKit starts them.
  func setUpScrollView(_ id: ObjectID) {
    let size = sizeObject(width: 0, height: 0)
    let offset = pointObject(x: 0, y: 0)
    records[id.raw].properties["contentSize"] = .object(size)
    records[id.raw].properties["contentOffset"] = .object(offset)
  }

  /// `view.viewWithTag(2)`: the view itself or the first of its descendants (depth first, in
  /// subview order) whose `tag` is the number; nil when none is.
  func viewWithTag(_ tag: Int, in root: ObjectID) -> ObjectID? {
    viewsDepthFirst(from: root).first { record($0.id).properties["tag"] == .int(tag) }?.id
  }
}
