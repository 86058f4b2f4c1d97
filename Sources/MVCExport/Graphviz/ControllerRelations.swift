import MVCRuntime

/// The view-controller edges the DOT export draws for one object: containment children, the
/// controller it presents, (for a window) its root view controller, and a container's delegate.
///
/// The runtime's view-controller features own this state; the exporter reads it through a
/// ``Provider`` so that it does not depend on how they store it. The default provider reads
/// the public properties `children`, `presentedViewController`, `rootViewController` and
/// `delegate` when an object answers to them.
public struct ControllerRelations: Equatable, Sendable {
  /// Child view controllers, in order (a navigation stack bottom to top, tabs left to right).
  public var children: [ObjectID]
  /// The view controller this one presents modally, if any.
  public var presented: ObjectID?
  /// A window's root view controller, if any.
  public var root: ObjectID?
  /// A container's delegate (weak), when the runtime keeps it outside the class's properties.
  public var delegate: ObjectID?
  /// For a presented controller, the controller that presents it (UIKit's
  /// `presentingViewController`: after rerouting to the controller that defines the
  /// presentation context, for `.currentContext`). Drawn as the one "presents" edge.
  public var presenting: ObjectID?

  /// Creates relations.
  public init(
    children: [ObjectID] = [], presented: ObjectID? = nil, root: ObjectID? = nil,
    delegate: ObjectID? = nil, presenting: ObjectID? = nil
  ) {
    self.children = children
    self.presented = presented
    self.root = root
    self.delegate = delegate
    self.presenting = presenting
  }

  /// Reads the relations of an object in a world.
  public typealias Provider = @Sendable (WorldReader, ObjectID) -> ControllerRelations

  /// Reads `children`, `presentedViewController`, `rootViewController` and `delegate` through
  /// `WorldReader.property(_:of:)`, only for objects that list them in `propertyNames(of:)`, and
  /// the presenting controller from the presentation the runtime recorded.
  public static let fromProperties: Provider = { world, id in
    let names = Set(world.propertyNames(of: id))
    func value(_ key: String) -> Value? {
      guard names.contains(key) else { return nil }
      guard case .value(let read)? = world.property(key, of: id) else { return nil }
      return read
    }
    var children: [ObjectID] = []
    if case .array(let items)? = value("children") { children = items.compactMap(\.objectID) }
    // A `delegate` the class declares is drawn from its schema; read only the runtime's own.
    let className = world.record(id)?.className ?? ""
    let declared = world.allProperties(of: className).contains {
      $0.name == "delegate"
    }
    return ControllerRelations(
      children: children, presented: value("presentedViewController")?.objectID,
      root: value("rootViewController")?.objectID,
      delegate: declared ? nil : value("delegate")?.objectID,
      presenting: world.record(id)?.vc.presentation?.presenter)
  }
}
