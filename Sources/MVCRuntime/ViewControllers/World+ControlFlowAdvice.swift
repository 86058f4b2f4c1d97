/// A destination controller that holds a reference typed as its source's own class: the
/// coupling the seed warns against (a destination should know its source only through a
/// delegate protocol it declares).
public struct SourceCoupling: Hashable, Sendable {
  /// The destination controller and the property that refers to the source.
  public var destination: ObjectID
  public var property: String
  /// The source controller (the one that pushed or presented the destination).
  public var source: ObjectID
  /// The class the property is declared with (the source's own type).
  public var declaredType: String

  public init(destination: ObjectID, property: String, source: ObjectID, declaredType: String) {
    self.destination = destination
    self.property = property
    self.source = source
    self.declaredType = declaredType
  }

  /// The catalog key of the advice the shell shows (arguments: destination class, property,
  /// declared type).
  public static let adviceKey = "advice.destinationKnowsSource"
}

extension World {
  /// Finds destinations wired to their source's concrete type. A source is the controller that
  /// presented the destination, or one below it on its navigation stack; the reference is a
  /// coupling when the property's declared type is a view-controller class rather than a
  /// protocol.
  func sourceCouplings() -> [SourceCoupling] {
    var found: [SourceCoupling] = []
    for r in records where r.kind.controllerKind?.hasView == true {
      guard classes[r.className]?.isUserDeclared == true else { continue }
      let upstream = sources(of: r.id)
      guard !upstream.isEmpty else { continue }
      for schema in allProperties(of: r.className) {
        guard let declared = Self.objectClassName(schema.type), protocols[declared] == nil,
          let target = r.properties[schema.name]?.objectID, upstream.contains(target)
        else { continue }
        found.append(
          SourceCoupling(
            destination: r.id, property: schema.name, source: target, declaredType: declared))
      }
    }
    return found
  }

  /// The controllers upstream of a destination: its presenter and the controllers below it in
  /// its navigation stack.
  func sources(of id: ObjectID) -> Set<ObjectID> {
    var out = Set<ObjectID>()
    if let presenter = presentingViewController(of: id) {
      out.insert(presenter)
      if let requester = presentedAncestor(of: id).flatMap({
        record($0).vc.presentation?.requestedBy
      }) {
        out.insert(requester)
      }
    }
    var below = records[id.raw].vc.previousSibling
    if let parent = records[id.raw].vc.parent, viewControllerKind(parent) == .navigationController {
      while let b = below {
        out.insert(b)
        below = records[b.raw].vc.previousSibling
      }
    }
    return out
  }

  static func objectClassName(_ type: ValueType) -> String? {
    switch type {
    case .object(let name): return name
    case .optional(let wrapped): return objectClassName(wrapped)
    default: return nil
    }
  }
}
