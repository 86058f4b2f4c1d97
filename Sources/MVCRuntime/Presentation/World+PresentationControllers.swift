extension World {
  /// A view controller's presentation controller, made the first time it is asked for (or when
  /// the controller is presented as a popover): a `PopoverPresentationController` when the
  /// controller's style is `.popover`, else a plain `PresentationController`.
  func makePresentationController(for controller: ObjectID) -> ObjectID {
    let className =
      presentsAsPopover(records[controller.raw])
      ? "PopoverPresentationController" : "PresentationController"
    let made = makeObject(className: className, kind: .presentationController)
    update(controller) { $0.properties["presentationController"] = .object(made) }
    noteHolder(of: .object(made), owner: controller, key: "presentationController")
    return made
  }

  /// Whether a controller's presentation controller is a popover's: its style is `.popover`, or
  /// it is an action sheet (`UIAlertController` with `.actionSheet`), which is a popover on a
  /// regular-width screen and needs the anchor a popover needs.
  func presentsAsPopover(_ r: ObjectRecord) -> Bool {
    r.vc.modalPresentationStyle == .popover || isActionSheet(r)
  }

  /// Whether a record is an alert controller made with `preferredStyle: .actionSheet`.
  func isActionSheet(_ r: ObjectRecord) -> Bool {
    isClass(r.className, kindOf: "AlertController")
      && r.properties["preferredStyle"] == .enumCase("actionSheet")
  }

  /// The presentation controller a view controller has, if one has been made.
  public func presentationControllerIfMade(of controller: ObjectID) -> ObjectID? {
    guard contains(controller),
      let id = records[controller.raw].properties["presentationController"]?.objectID,
      isAlive(id)
    else { return nil }
    return id
  }

  /// `popoverPresentationController`: the presentation controller when it is a popover's, nil
  /// otherwise (as UIKit answers for a controller whose style is not `.popover`).
  func popoverPresentationController(of controller: ObjectID) -> ObjectID? {
    guard let id = presentationControllerIfMade(of: controller),
      isClass(records[id.raw].className, kindOf: "PopoverPresentationController")
    else { return nil }
    return id
  }

  /// After `modalPresentationStyle` changed on a controller that is not presented: a
  /// presentation controller made for the other kind of style is dropped, so that the next read
  /// makes one that fits (UIKit makes the presentation controller for the style in effect).
  func forgetMismatchedPresentationController(of controller: ObjectID) {
    guard records[controller.raw].vc.presentation == nil,
      let id = presentationControllerIfMade(of: controller)
    else { return }
    let isPopover = isClass(records[id.raw].className, kindOf: "PopoverPresentationController")
    if isPopover != (records[controller.raw].vc.modalPresentationStyle == .popover) {
      update(controller) { $0.properties["presentationController"] = .null }
    }
  }

  /// The delegate of a controller's presentation controller, if it has one that still exists.
  public func presentationDelegate(of controller: ObjectID) -> ObjectID? {
    guard let pc = presentationControllerIfMade(of: controller),
      let delegate = records[pc.raw].properties["delegate"]?.objectID, isAlive(delegate)
    else { return nil }
    return delegate
  }

  /// `modalTransitionStyle = .crossDissolve`: one of UIKit's four cases.
  func transitionStyleArgument(_ value: Value, key: String, of id: ObjectID) throws
    -> ModalTransitionStyle
  {
    guard case .enumCase(let name) = value else {
      throw RuntimeFailure.propertyType(
        key: key, className: records[id.raw].className,
        expected: .enumeration(ModalTransitionStyle.typeName), found: valueKind(of: value))
    }
    guard let style = ModalTransitionStyle(rawValue: name) else {
      let cases = ModalTransitionStyle.allCases.map(\.rawValue)
      throw RuntimeFailure.unknownEnumCase(
        name, type: ModalTransitionStyle.typeName, valid: cases,
        suggestion: NearestName.suggestion(for: name, among: cases))
    }
    return style
  }

  /// The popover properties whose type Swift's checker would enforce: `sourceItem` is a view or
  /// a bar button item; `permittedArrowDirections` is a direction or a list of them.
  func checkPopoverProperty(_ key: String, of className: String, value: Value) throws {
    switch key {
    case "sourceItem":
      if value == .null { return }
      guard let id = value.objectID, contains(id),
        isClass(records[id.raw].className, kindOf: "View")
          || isClass(records[id.raw].className, kindOf: "BarButtonItem")
      else {
        throw RuntimeFailure.propertyType(
          key: key, className: className,
          expected: .optional(.object(PresentationControllerClasses.sourceItemType)),
          found: valueKind(of: value))
      }
    case "permittedArrowDirections":
      let items: [Value]
      if case .array(let list) = value { items = list } else { items = [value] }
      let valid = PresentationControllerClasses.arrowDirections
      for item in items {
        guard case .enumCase(let name) = item else {
          throw RuntimeFailure.propertyType(
            key: key, className: className,
            expected: .enumeration(PresentationControllerClasses.arrowDirectionType),
            found: valueKind(of: item))
        }
        guard valid.contains(name) else {
          throw RuntimeFailure.unknownEnumCase(
            name, type: PresentationControllerClasses.arrowDirectionType, valid: valid,
            suggestion: NearestName.suggestion(for: name, among: valid))
        }
      }
    default: return
    }
  }

  /// Where a popover points: its `sourceItem`, else its `barButtonItem`, else its `sourceView`
  /// (with `sourceRect`, nil meaning the view's bounds). Nil when none is set.
  public func popoverAnchor(of controller: ObjectID) -> PopoverAnchor? {
    guard let pc = popoverPresentationController(of: controller) else { return nil }
    let properties = records[pc.raw].properties
    func alive(_ key: String) -> ObjectID? {
      guard let id = properties[key]?.objectID, isAlive(id) else { return nil }
      return id
    }
    if let item = alive("sourceItem") {
      return isClass(records[item.raw].className, kindOf: "BarButtonItem")
        ? .barButtonItem(item) : .view(item, rect: nil)
    }
    if let item = alive("barButtonItem") { return .barButtonItem(item) }
    if let view = alive("sourceView") {
      return .view(view, rect: properties["sourceRect"].flatMap(Self.rect(from:)))
    }
    return nil
  }

  /// The arrow directions a popover allows (all four for `.any`).
  public func permittedArrowDirections(of controller: ObjectID) -> Set<String> {
    guard let pc = popoverPresentationController(of: controller) else { return [] }
    let value = records[pc.raw].properties["permittedArrowDirections"] ?? .enumCase("any")
    let items: [Value]
    if case .array(let list) = value { items = list } else { items = [value] }
    var out = Set<String>()
    for case .enumCase(let name) in items {
      if name == "any" { out.formUnion(["up", "down", "left", "right"]) } else { out.insert(name) }
    }
    return out
  }

  /// A rectangle written `[x, y, width, height]`.
  static func rect(from value: Value) -> Rect? {
    guard case .array(let items) = value, items.count == 4 else { return nil }
    let numbers = items.compactMap(\.doubleValue)
    guard numbers.count == 4 else { return nil }
    return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
  }
}

/// What a popover's arrow points at.
public enum PopoverAnchor: Sendable, Equatable {
  /// A view, and the rectangle in it (nil for its bounds).
  case view(ObjectID, rect: Rect?)
  /// A bar button item in a navigation bar.
  case barButtonItem(ObjectID)
}
