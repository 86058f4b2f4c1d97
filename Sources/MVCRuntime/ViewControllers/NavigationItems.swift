/// What a navigation bar shows for the controller on top of the stack: its navigation item
/// (title, the back button's title for the controller above it, bar button items). UIKit's
/// `prompt` is not simulated (the sandbox's bar has no room for it), so it is not accepted.
public enum NavigationItemClasses {
  public static let all: [ClassInfo] = [
    ClassInfo(
      name: "NavigationItem", superclass: nil, kind: .barItem,
      properties: [
        PropertySchema(name: "title", type: .optional(.string), defaultValue: .null),
        PropertySchema(name: "backButtonTitle", type: .optional(.string), defaultValue: .null),
        PropertySchema(
          name: "leftBarButtonItem", type: .optional(.object("BarButtonItem")),
          defaultValue: .null),
        PropertySchema(
          name: "rightBarButtonItem", type: .optional(.object("BarButtonItem")),
          defaultValue: .null),
        PropertySchema(
          name: "rightBarButtonItems", type: .array(.object("BarButtonItem")),
          defaultValue: .array([])),
        PropertySchema(
          name: "leftBarButtonItems", type: .array(.object("BarButtonItem")),
          defaultValue: .array([])),
      ]),
    ClassInfo(
      name: "BarButtonItem", superclass: nil, kind: .barItem,
      properties: [
        PropertySchema(name: "title", type: .optional(.string), defaultValue: .null),
        PropertySchema(
          name: "style", type: .enumeration("UIBarButtonItem.Style"),
          defaultValue: .enumCase("plain")),
        PropertySchema(
          name: "target", type: .optional(.object("Controller")), defaultValue: .null,
          isWeak: true),
        PropertySchema(name: "action", type: .optional(.string), defaultValue: .null),
        PropertySchema(
          name: "primaryAction", type: .optional(.object("Action")), defaultValue: .null),
        PropertySchema(name: "isEnabled", type: .bool, defaultValue: .bool(true)),
      ]),
  ]

  /// Those a learner makes: `UIBarButtonItem(title:style:target:action:)`.
  public static let instantiable: Set<String> = ["BarButtonItem", "NavigationItem"]
}

extension World {
  /// A view controller's navigation item, made the first time it is asked for, as UIKit does.
  func makeNavigationItem(for controller: ObjectID) throws -> ObjectID {
    let item = makeObject(className: "NavigationItem", kind: .barItem)
    update(controller) { $0.properties["navigationItem"] = .object(item) }
    noteHolder(of: .object(item), owner: controller, key: "navigationItem")
    return item
  }

  /// The title a navigation bar shows for a controller: its navigation item's title, else its
  /// own title; nothing for an untitled controller (never the name it is known by here).
  public func navigationTitle(of controller: ObjectID) -> String {
    if let item = records[controller.raw].properties["navigationItem"]?.objectID,
      case .string(let title) = records[item.raw].properties["title"] ?? .null
    {
      return title
    }
    return records[controller.raw].properties["title"]?.stringValue ?? ""
  }

  /// The back button a navigation bar shows above `below`: its navigation item's
  /// `backButtonTitle`, else its title, else nil (the bar then shows UIKit's "Back").
  public func backButtonTitle(below controller: ObjectID) -> String? {
    if let item = records[controller.raw].properties["navigationItem"]?.objectID,
      case .string(let title) = records[item.raw].properties["backButtonTitle"] ?? .null
    {
      return title
    }
    let title = navigationTitle(of: controller)
    return title.isEmpty ? nil : title
  }

  /// The bar button items a controller's navigation item shows, on the left and on the right.
  public func barButtonItems(of controller: ObjectID) -> (left: [ObjectID], right: [ObjectID]) {
    guard let item = records[controller.raw].properties["navigationItem"]?.objectID else {
      return ([], [])
    }
    func items(_ single: String, _ many: String) -> [ObjectID] {
      let list = (records[item.raw].properties[many]?.arrayValue ?? []).compactMap(\.objectID)
      if !list.isEmpty { return list }
      return records[item.raw].properties[single]?.objectID.map { [$0] } ?? []
    }
    return (
      items("leftBarButtonItem", "leftBarButtonItems"),
      items("rightBarButtonItem", "rightBarButtonItems")
    )
  }

  /// The controller on top of a navigation stack on screen whose bar shows an item.
  func controllerShowing(_ barItem: ObjectID) -> ObjectID? {
    for entry in windowState.onScreen {
      let id = entry.controller
      guard viewControllerKind(id) == .navigationController, let top = children(of: id).last
      else { continue }
      let (left, right) = barButtonItems(of: top)
      if left.contains(barItem) || right.contains(barItem) { return top }
    }
    return nil
  }

  /// The user taps a bar button item on screen: its primary action's handler runs, or its
  /// action goes to its target (up the responder chain when it has none, as UIKit sends it).
  func tapBarButtonItem(_ item: ObjectID) throws {
    guard let top = controllerShowing(item) else {
      throw RuntimeFailure.barButtonItemNotShown(item)
    }
    let r = records[item.raw]
    if r.properties["isEnabled"] == .bool(false) { throw RuntimeFailure.viewDisabled(item) }
    try acting(as: .user) {
      try deliver("touchesEnded(_:with:)", to: item, kind: .userInput) {
        if let action = r.properties["primaryAction"]?.objectID {
          try sendAction(action, from: item)
          return
        }
        guard let action = r.properties["action"]?.stringValue, !action.isEmpty else { return }
        if let target = r.properties["target"]?.objectID, isAlive(target) {
          guard let selector = resolveAction(action, on: target) else {
            let candidates = classChain(records[target.raw].className).flatMap { $0.methods.keys }
            throw RuntimeFailure.noSuchAction(
              selector: action, className: records[target.raw].className,
              suggestion: NearestName.suggestion(for: action, among: candidates))
          }
          try deliver(
            selector, to: target,
            arguments: World.arguments([.object(item)], fittedTo: selector),
            kind: .targetAction, from: .object(item))
        } else {
          try sendActionUpResponderChain(
            action.contains("(") ? action : action + "(_:)", from: top)
        }
      }
    }
  }
}
